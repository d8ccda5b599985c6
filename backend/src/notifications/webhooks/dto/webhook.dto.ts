import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ADMIN_LIMITS,
  SUBMISSION_KINDS,
  type CreateWebhookRequest,
  type SubmissionKind,
  type UpdateWebhookRequest,
  WEBHOOK_EVENTS,
  type WebhookEndpointView,
  type WebhookEventType,
  type WebhookListResponse,
  type WebhookTestResult,
  type WebhookUrlPolicy,
} from '@orbitwise/contracts/admin';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';

export const KINDS_MESSAGE = `kinds must list one or more of ${SUBMISSION_KINDS.join(', ')}, each once.`;
export const EVENTS_MESSAGE = `events must list one or more of ${WEBHOOK_EVENTS.join(', ')}, each once.`;
export const URL_MESSAGE = 'Enter the URL the events are sent to.';
const URL_TOO_LONG = `A webhook URL may be at most ${ADMIN_LIMITS.webhookUrlMax} characters long.`;

/** A field that may be left out, but not sent as null. */
const Optional = () => ValidateIf((_, value) => value !== undefined);

function Url(): PropertyDecorator {
  return (target, key) => {
    IsString({ message: URL_MESSAGE })(target, key);
    IsNotEmpty({ message: URL_MESSAGE })(target, key);
    MaxLength(ADMIN_LIMITS.webhookUrlMax, { message: URL_TOO_LONG })(target, key);
  };
}

/** Checked in this order, and only the first failure reported: a huge array fails on its size. */
function Kinds(): PropertyDecorator {
  return (target, key) => {
    IsArray({ message: KINDS_MESSAGE })(target, key);
    ArrayNotEmpty({ message: KINDS_MESSAGE })(target, key);
    ArrayMaxSize(SUBMISSION_KINDS.length, { message: KINDS_MESSAGE })(target, key);
    IsIn(SUBMISSION_KINDS, { each: true, message: KINDS_MESSAGE })(target, key);
    ArrayUnique(undefined, { message: KINDS_MESSAGE })(target, key);
  };
}

/** As Kinds(), for the events an endpoint takes. */
function Events(): PropertyDecorator {
  return (target, key) => {
    IsArray({ message: EVENTS_MESSAGE })(target, key);
    ArrayNotEmpty({ message: EVENTS_MESSAGE })(target, key);
    ArrayMaxSize(WEBHOOK_EVENTS.length, { message: EVENTS_MESSAGE })(target, key);
    IsIn(WEBHOOK_EVENTS, { each: true, message: EVENTS_MESSAGE })(target, key);
    ArrayUnique(undefined, { message: EVENTS_MESSAGE })(target, key);
  };
}

const EVENTS_DESCRIPTION =
  'The events sent to it, by their `type`: each is described in the webhooks section. An endpoint added ' +
  'before there were several events takes only submission.created until changed.';

const URL_DESCRIPTION =
  'Where the events are POSTed. https only in production; it must resolve to public addresses only ' +
  '(no loopback, private or link-local address) unless WEBHOOK_ALLOW_PRIVATE_NETWORKS is set; no user ' +
  'name, password or fragment.';

export class WebhookEndpointViewDto implements WebhookEndpointView {
  @ApiProperty({ example: '3', pattern: '^[1-9][0-9]{0,17}$' })
  id: string;

  @ApiProperty({ example: 'https://hooks.example.com/orbitwise', maxLength: ADMIN_LIMITS.webhookUrlMax })
  url: string;

  @ApiProperty({ enum: SUBMISSION_KINDS, isArray: true })
  kinds: SubmissionKind[];

  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true, description: EVENTS_DESCRIPTION })
  events: WebhookEventType[];

  @ApiProperty()
  enabled: boolean;

  @ApiProperty({
    description: 'Standard Webhooks signing secret, made by the server.',
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    pattern: '^whsec_[A-Za-z0-9+/]{32}$',
  })
  secret: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

export class WebhookUrlPolicyDto implements WebhookUrlPolicy {
  @ApiProperty({ description: 'Only https URLs (WEBHOOK_REQUIRE_HTTPS; on in production).' })
  requireHttps: boolean;

  @ApiProperty({
    description:
      'Loopback, private and link-local addresses are accepted (WEBHOOK_ALLOW_PRIVATE_NETWORKS); otherwise refused.',
  })
  allowPrivateNetworks: boolean;
}

export class WebhookListDto implements WebhookListResponse {
  @ApiProperty({ type: [WebhookEndpointViewDto] })
  endpoints: WebhookEndpointViewDto[];

  @ApiProperty({ type: WebhookUrlPolicyDto, description: 'What this server accepts as a webhook URL.' })
  urlPolicy: WebhookUrlPolicyDto;
}

export class WebhookTestResultDto implements WebhookTestResult {
  @ApiProperty({ description: 'The endpoint answered 2xx.' })
  ok: boolean;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Its HTTP status; null when no answer came.' })
  status: number | null;

  @ApiProperty({
    description: 'Its answer (the first 200 characters), or why none came.',
    example: 'HTTP 204',
  })
  detail: string;

  @ApiProperty({ description: "The test message's webhook-id.", example: 'msg_test_3_1795450583123' })
  webhookId: string;
}

export class CreateWebhookDto implements CreateWebhookRequest {
  @ApiProperty({ description: URL_DESCRIPTION, maxLength: ADMIN_LIMITS.webhookUrlMax })
  @Url()
  url: string;

  @ApiProperty({
    enum: SUBMISSION_KINDS,
    isArray: true,
    description: 'The kinds whose submissions are sent.',
  })
  @Kinds()
  kinds: SubmissionKind[];

  @ApiPropertyOptional({
    enum: WEBHOOK_EVENTS,
    isArray: true,
    description: `${EVENTS_DESCRIPTION} Default: every event.`,
  })
  @Optional()
  @Events()
  events?: WebhookEventType[];

  @ApiPropertyOptional({ default: true })
  @Optional()
  @IsBoolean({ message: 'enabled must be true or false.' })
  enabled?: boolean;
}

export class UpdateWebhookDto implements UpdateWebhookRequest {
  @ApiPropertyOptional({ description: URL_DESCRIPTION, maxLength: ADMIN_LIMITS.webhookUrlMax })
  @Optional()
  @Url()
  url?: string;

  @ApiPropertyOptional({ enum: SUBMISSION_KINDS, isArray: true })
  @Optional()
  @Kinds()
  kinds?: SubmissionKind[];

  @ApiPropertyOptional({ enum: WEBHOOK_EVENTS, isArray: true, description: EVENTS_DESCRIPTION })
  @Optional()
  @Events()
  events?: WebhookEventType[];

  @ApiPropertyOptional({ description: 'A disabled endpoint gets no new events.' })
  @Optional()
  @IsBoolean({ message: 'enabled must be true or false.' })
  enabled?: boolean;

  @ApiPropertyOptional({ description: 'True makes a new secret; the old one stops working at once.' })
  @Optional()
  @IsBoolean({ message: 'rotateSecret must be true or false.' })
  rotateSecret?: boolean;
}

/** `:id`: a positive whole number that fits a bigint. */
export class WebhookIdParams {
  @ApiProperty({ example: '3', pattern: '^[1-9][0-9]{0,17}$' })
  @Matches(/^[1-9][0-9]{0,17}$/, { message: 'id must be a webhook endpoint number.' })
  id: string;
}
