import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminAccess } from '../auth/admin-access.decorator';
import { RecentSignIn } from '../auth/recent-sign-in.decorator';
import { ApiAdminProblems } from '../auth/admin-problems';
import { CurrentOperator } from '../auth/current-operator.decorator';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { JsonBodyGuard, NoBodyGuard } from '../platform/http/json-body';
import { ApiProblems } from '../platform/problems/api-problems.decorator';
import {
  CreateIntegrationKeyDto,
  IntegrationKeyIdParams,
  IntegrationKeyListDto,
  IntegrationKeySecretDto,
  IntegrationKeyViewDto,
} from './dto/integration-key.dto';
import {
  IntegrationKeysService,
  KEY_NOT_ACTIVE_DETAIL,
  KEY_NOT_FOUND_DETAIL,
  TOO_MANY_KEYS_DETAIL,
} from './integration-keys.service';

/** The admins' integration keys: the secret is in the answer of create and roll only. */
@ApiTags('Admin')
@Controller('admin/integration-keys')
@AdminAccess('admin')
export class IntegrationKeysController {
  constructor(private readonly keys: IntegrationKeysService) {}

  @Get()
  @ApiOperation({ summary: 'Every integration key, newest first, revoked and rolled ones too (admin)' })
  @ApiOkResponse({ type: IntegrationKeyListDto })
  @ApiProblems([500, 503])
  async list(): Promise<IntegrationKeyListDto> {
    return { keys: await this.keys.list() };
  }

  @Post()
  @RecentSignIn()
  @UseGuards(JsonBodyGuard)
  @ApiOperation({
    summary: 'Create an integration key (admin)',
    description: 'The answer holds the key itself, shown this once; only its SHA-256 is stored. Audited.',
  })
  @ApiCreatedResponse({ type: IntegrationKeySecretDto })
  @ApiProblems([400, 413, 415, 500, 503], { 400: 'The name is blank or too long, or a scope is unknown.' })
  @ApiAdminProblems({ 409: TOO_MANY_KEYS_DETAIL })
  create(
    @CurrentOperator() actor: SignedInOperator,
    @Body() body: CreateIntegrationKeyDto,
  ): Promise<IntegrationKeySecretDto> {
    return this.keys.create(actor, body);
  }

  @Post(':id/roll')
  @RecentSignIn()
  @UseGuards(NoBodyGuard)
  @ApiOperation({
    summary: 'Roll a key: a new secret for its name and scopes (admin)',
    description:
      'The old secret stops working at once, on every replica. The new one is shown this once. Audited.',
  })
  @ApiCreatedResponse({ type: IntegrationKeySecretDto })
  @ApiProblems([400, 500, 503], { 400: 'A body was sent, or the id is not a key id.' })
  @ApiAdminProblems({ 404: KEY_NOT_FOUND_DETAIL, 409: KEY_NOT_ACTIVE_DETAIL })
  roll(
    @CurrentOperator() actor: SignedInOperator,
    @Param() { id }: IntegrationKeyIdParams,
  ): Promise<IntegrationKeySecretDto> {
    return this.keys.roll(actor, id);
  }

  @Post(':id/revoke')
  @RecentSignIn()
  @HttpCode(200)
  @UseGuards(NoBodyGuard)
  @ApiOperation({
    summary: 'Revoke a key (admin)',
    description: 'It stops working at once, on every replica, and stays in the list. Audited.',
  })
  @ApiOkResponse({ type: IntegrationKeyViewDto })
  @ApiProblems([400, 500, 503], { 400: 'A body was sent, or the id is not a key id.' })
  @ApiAdminProblems({ 404: KEY_NOT_FOUND_DETAIL, 409: KEY_NOT_ACTIVE_DETAIL })
  revoke(
    @CurrentOperator() actor: SignedInOperator,
    @Param() { id }: IntegrationKeyIdParams,
  ): Promise<IntegrationKeyViewDto> {
    return this.keys.revoke(actor, id);
  }
}
