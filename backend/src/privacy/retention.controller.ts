import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RETENTION_DEFAULTS, SUBMISSION_ROLES } from '@orbitwise/contracts/admin';
import { AdminAccess } from '../auth/admin-access.decorator';
import { RecentSignIn } from '../auth/recent-sign-in.decorator';
import { CurrentOperator } from '../auth/current-operator.decorator';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { JsonBodyGuard } from '../platform/http/json-body';
import { ApiProblems } from '../platform/problems/api-problems.decorator';
import { RetentionSettingsDto } from './dto/retention-settings.dto';
import { RetentionService } from './retention.service';

@ApiTags('Admin')
@Controller('admin/settings/retention')
@AdminAccess(...SUBMISSION_ROLES)
export class RetentionController {
  constructor(private readonly retention: RetentionService) {}

  @Get()
  @ApiOperation({
    summary: 'The retention in force: days each kind is kept (the roles that see submissions)',
  })
  @ApiOkResponse({ type: RetentionSettingsDto })
  @ApiProblems([500, 503])
  read(): Promise<RetentionSettingsDto> {
    return this.retention.read();
  }

  @Put()
  @RecentSignIn()
  @AdminAccess('admin')
  @UseGuards(JsonBodyGuard)
  @ApiOperation({
    summary: 'Change the retention (admin)',
    description:
      'Every kind, in days (1 to 3650) or null to keep until erased by hand. A daily job erases what is ' +
      'older, resume files included. Audited.',
  })
  @ApiBody({ type: RetentionSettingsDto, examples: { defaults: { value: RETENTION_DEFAULTS } } })
  @ApiOkResponse({ type: RetentionSettingsDto, description: 'The retention now in force.' })
  @ApiProblems([400, 413, 415, 500, 503], {
    400: '`errors` names each kind whose days are invalid or missing.',
  })
  update(
    @Body() settings: RetentionSettingsDto,
    @CurrentOperator() operator: SignedInOperator,
  ): Promise<RetentionSettingsDto> {
    return this.retention.update(settings, operator);
  }
}
