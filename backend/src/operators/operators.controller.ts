import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  UseGuards,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminAccess } from '../auth/admin-access.decorator';
import { RecentSignIn } from '../auth/recent-sign-in.decorator';
import { ApiAdminProblems } from '../auth/admin-problems';
import { CurrentOperator } from '../auth/current-operator.decorator';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { JsonBodyGuard, NoBodyGuard } from '../platform/http/json-body';
import { ApiProblems } from '../platform/problems/api-problems.decorator';
import { CreateOperatorDto, OperatorListDto, OperatorViewDto, UpdateOperatorDto } from './dto/operator.dto';
import { OperatorsService } from './operators.service';

const ID = new ParseUUIDPipe({ version: undefined });

@ApiTags('Admin')
@Controller('admin/operators')
@AdminAccess('admin')
export class OperatorsController {
  constructor(private readonly operators: OperatorsService) {}

  @Get()
  @ApiOperation({ summary: 'Every operator (admin)' })
  @ApiOkResponse({ type: OperatorListDto })
  @ApiProblems([500, 503])
  async list(): Promise<OperatorListDto> {
    return { operators: await this.operators.list() };
  }

  @Post()
  @RecentSignIn()
  @UseGuards(JsonBodyGuard)
  @ApiOperation({ summary: 'Create an operator (admin)', description: 'They sign in with this password.' })
  @ApiCreatedResponse({ type: OperatorViewDto })
  @ApiProblems([400, 415, 500, 503])
  @ApiAdminProblems({ 409: 'An operator with this email address already exists.' })
  create(
    @CurrentOperator() actor: SignedInOperator,
    @Body() body: CreateOperatorDto,
  ): Promise<OperatorViewDto> {
    return this.operators.createBy(actor, body);
  }

  @Patch(':id')
  @RecentSignIn()
  @UseGuards(JsonBodyGuard)
  @ApiOperation({
    summary: 'Rename, change the role of, disable or enable an operator (admin)',
    description:
      'Disabling ends their sessions. No change may leave the console without an enabled admin. ' +
      'Needs a recent sign-in (step-up), as does creating an operator.',
  })
  @ApiOkResponse({ type: OperatorViewDto })
  @ApiProblems([400, 415, 500, 503], { 400: 'A field is invalid, or the id is not a UUID.' })
  @ApiAdminProblems({
    404: 'There is no such operator.',
    409: 'This would leave no enabled admin.',
  })
  update(
    @CurrentOperator() actor: SignedInOperator,
    @Param('id', ID) id: string,
    @Body() body: UpdateOperatorDto,
  ): Promise<OperatorViewDto> {
    return this.operators.update(actor, id, body);
  }

  @Delete(':id/sessions')
  @RecentSignIn()
  @HttpCode(204)
  @UseGuards(NoBodyGuard)
  @ApiOperation({ summary: "End all of an operator's sessions (admin)" })
  @ApiNoContentResponse({ description: 'Their sessions ended; they must sign in again.' })
  @ApiProblems([400, 500, 503], { 400: 'A body was sent, or the id is not a UUID.' })
  @ApiAdminProblems({ 404: 'There is no such operator.' })
  endSessions(@CurrentOperator() actor: SignedInOperator, @Param('id', ID) id: string): Promise<void> {
    return this.operators.endSessions(actor, id);
  }
}
