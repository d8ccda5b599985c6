import { Body, Controller, Get, Header, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { OperatorViewDto } from '../operators/dto/operator.dto';
import { JsonBodyGuard } from '../platform/http/json-body';
import { ApiProblems } from '../platform/problems/api-problems.decorator';
import { ApiAdminProblems } from './admin-problems';
import { SetupDto, SetupLinkQueryDto, SetupLinkStatusDto } from './dto/setup.dto';
import { SetupLinks } from './setup-links';
import { SetupService } from './setup.service';
import { clientIp } from './signed-in-operator';

@ApiTags('Admin')
@Controller('admin/setup')
export class SetupController {
  constructor(
    private readonly setup: SetupService,
    private readonly links: SetupLinks,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Whether a setup link can still be used',
    security: [],
    description:
      'Read-only: the link is not spent. `valid` is false once the console is set up, or when the link was used, ' +
      'has expired or was never made, without saying which.',
  })
  @ApiOkResponse({ type: SetupLinkStatusDto })
  @ApiProblems([400, 500, 503], {
    400: '`errors.token`: missing, repeated or not the shape of a link the API makes.',
  })
  async linkStatus(@Query() { token }: SetupLinkQueryDto): Promise<SetupLinkStatusDto> {
    return { valid: await this.links.usable(token) };
  }

  @Post()
  @Header('Cache-Control', 'no-store')
  @UseGuards(JsonBodyGuard)
  @ApiOperation({
    summary: 'Create the first administrator with the one-time setup link',
    description:
      'Only while no operator exists. The link (`/admin/setup?token=…`) is logged by the API at start, valid ' +
      'for one hour and once. Then sign in with POST /api/admin/session.',
  })
  @ApiSecurity('csrf')
  @ApiCreatedResponse({ type: OperatorViewDto, description: 'The administrator, who may now sign in.' })
  @ApiProblems([400, 415, 500, 503], {
    400: '`errors.token`: not a link the API made; or an invalid email, name or password.',
  })
  @ApiAdminProblems({
    403: 'The anti-forgery token is missing or invalid.',
    410: 'An operator already exists, or the link was used or has expired.',
  })
  complete(@Body() body: SetupDto, @Req() req: Request): Promise<OperatorViewDto> {
    return this.setup.complete(body, clientIp(req));
  }
}
