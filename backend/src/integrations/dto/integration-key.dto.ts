import { ApiProperty } from '@nestjs/swagger';
import {
  INTEGRATION_KEY_CREATE_MESSAGES,
  INTEGRATION_KEY_KINDS,
  INTEGRATION_KEY_STATES,
  INTEGRATION_LIMITS,
  INTEGRATION_SCOPES,
  type CreateIntegrationKeyRequest,
  type IntegrationKeyKind,
  type IntegrationKeyListResponse,
  type IntegrationKeySecretResponse,
  type IntegrationKeyState,
  type IntegrationKeyView,
  type IntegrationScope,
} from '@orbitwise/contracts/integrations';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
} from 'class-validator';

export const SCOPES_MESSAGE = `scopes must list one or more of ${INTEGRATION_SCOPES.join(', ')}, each once.`;
export const NAME_MESSAGE = 'Enter a name for the key (who or what uses it).';
const NAME_TOO_LONG = `A key's name may be at most ${INTEGRATION_LIMITS.nameMax} characters long.`;
export const KIND_MESSAGE = `kind must be one of ${INTEGRATION_KEY_KINDS.join(', ')}.`;
const UUID = { example: '5f0c6f5e-8f1d-4c52-9a59-0d6a4a3f3c21', format: 'uuid' };

export class IntegrationKeyViewDto implements IntegrationKeyView {
  @ApiProperty(UUID)
  id: string;

  @ApiProperty({ example: 'CRM lead import', maxLength: INTEGRATION_LIMITS.nameMax })
  name: string;

  @ApiProperty({
    enum: INTEGRATION_KEY_KINDS,
    description:
      '`live`: a server, stores and notifies. `test` (`ow_test_…`): the same checks and answers, kept in the sandbox. `publishable` (`ow_pub_…`): a web page, submit scopes only, from its allowed origins, captcha required.',
  })
  kind: IntegrationKeyKind;

  @ApiProperty({
    type: [String],
    example: [],
    description: "A publishable key's allowed origins; empty for the other kinds.",
  })
  allowedOrigins: string[];

  @ApiProperty({ enum: INTEGRATION_SCOPES, isArray: true })
  scopes: IntegrationScope[];

  @ApiProperty({ example: 'ow_live_…x7Qa', description: "The kind's prefix and the last 4 characters." })
  hint: string;

  @ApiProperty({ enum: INTEGRATION_KEY_STATES })
  state: IntegrationKeyState;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, nullable: true, example: 'Ada Admin <ada@example.com>' })
  createdBy: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastUsedAt: string | null;

  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7' })
  lastUsedFrom: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  revokedAt: string | null;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The key this one replaced.' })
  rolledFrom: string | null;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The key that replaced this one.',
  })
  rolledTo: string | null;
}

export class IntegrationKeySecretDto implements IntegrationKeySecretResponse {
  @ApiProperty({ type: IntegrationKeyViewDto })
  key: IntegrationKeyViewDto;

  @ApiProperty({
    description: 'The key itself: shown this once, stored only as a hash.',
    example: 'ow_live_3q2-7wE9sXkP1mZbVtY0aR4uN8cJ6hLdGfQeWiOxT5y',
    pattern: '^ow_(live|test|pub)_[A-Za-z0-9_-]{43}$',
  })
  secret: string;
}

export class IntegrationKeyListDto implements IntegrationKeyListResponse {
  @ApiProperty({ type: [IntegrationKeyViewDto] })
  keys: IntegrationKeyViewDto[];
}

export class CreateIntegrationKeyDto implements CreateIntegrationKeyRequest {
  @ApiProperty({ example: 'CRM lead import', maxLength: INTEGRATION_LIMITS.nameMax })
  @IsString({ message: NAME_MESSAGE })
  @Matches(/\S/, { message: NAME_MESSAGE })
  @MaxLength(INTEGRATION_LIMITS.nameMax, { message: NAME_TOO_LONG })
  name: string;

  @ApiProperty({ enum: INTEGRATION_SCOPES, isArray: true, example: ['submit:enquiry', 'read:leads'] })
  @IsArray({ message: SCOPES_MESSAGE })
  @ArrayNotEmpty({ message: SCOPES_MESSAGE })
  @ArrayMaxSize(INTEGRATION_SCOPES.length, { message: SCOPES_MESSAGE })
  @IsIn(INTEGRATION_SCOPES, { each: true, message: SCOPES_MESSAGE })
  @ArrayUnique(undefined, { message: SCOPES_MESSAGE })
  scopes: IntegrationScope[];

  @ApiProperty({ enum: INTEGRATION_KEY_KINDS, required: false, default: 'live' })
  @IsOptional()
  @IsIn(INTEGRATION_KEY_KINDS, { message: KIND_MESSAGE })
  kind?: IntegrationKeyKind;

  @ApiProperty({
    type: [String],
    required: false,
    maxItems: INTEGRATION_LIMITS.originsMax,
    example: ['https://landing.partner.example'],
    description:
      'A publishable key only (required for it): the exact origins of the pages that post with it, `scheme://host[:port]`, HTTPS only in production.',
  })
  @IsOptional()
  @IsArray({ message: INTEGRATION_KEY_CREATE_MESSAGES.origin })
  @ArrayMaxSize(INTEGRATION_LIMITS.originsMax, { message: INTEGRATION_KEY_CREATE_MESSAGES.origin })
  @IsString({ each: true, message: INTEGRATION_KEY_CREATE_MESSAGES.origin })
  @MaxLength(INTEGRATION_LIMITS.originMax, { each: true, message: INTEGRATION_KEY_CREATE_MESSAGES.origin })
  @ArrayUnique(undefined, { message: INTEGRATION_KEY_CREATE_MESSAGES.origin })
  allowedOrigins?: string[];
}

export class IntegrationKeyIdParams {
  @ApiProperty(UUID)
  @IsUUID('all', { message: 'id must be an integration key id.' })
  id: string;
}
