import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  SUBMISSION_KINDS,
  SUBMISSION_STATUSES,
  type SubmissionErasedWebhookEvent,
  type SubmissionKind,
  type SubmissionStatus,
  type SubmissionUpdatedWebhookEvent,
  type SubmissionWebhookEvent,
  type WebhookField,
  type WebhookTestEvent,
  type WebhookTriageState,
} from '@orbitwise/contracts/admin';
import { AssigneeDto } from '../../../inbox/dto/submission-views.dto';
import { AttributionDto } from '../../../submissions/attribution.dto';

/** The documented shapes of the webhook events; `implements` keeps each equal to what is sent. */

const TIMESTAMP_DESCRIPTION =
  'When the event happened: the same on every retry and Resend of it (the `webhook-timestamp` header is ' +
  'when each try was signed).';
const RESEND_OF_DESCRIPTION =
  'Only on a Resend pressed in the console: the `webhook-id` of the delivery it repeats. The resend has ' +
  'its own `webhook-id`, so a receiver that drops duplicates keeps it.';
const ID_DESCRIPTION =
  "The submission's id: the read API's `GET /api/v1/submissions/{id}`, the POST answer's `id`, the console's reference.";
const CONSOLE_URL = {
  format: 'uri',
  description: 'The submission in the console (sign-in required). Resumes are never sent, only this link.',
  example: 'https://www.orbitwise.example/admin/inbox/42',
};

export class WebhookFieldDto implements WebhookField {
  @ApiProperty({
    description: "The field's stable name (the stored field's): match on it, not on the label.",
    example: 'userName',
  })
  name: string;
  @ApiProperty({ description: 'The label people read on the form and in the console.', example: 'Name' })
  label: string;
  @ApiProperty({ type: 'string', nullable: true, description: 'Exactly as submitted: show it as text.' })
  value: string | null;
}

type CreatedData = SubmissionWebhookEvent['data'];

export class SubmissionWebhookDataDto implements CreatedData {
  @ApiProperty({ description: ID_DESCRIPTION, example: '42' })
  id: string;
  @ApiProperty({ enum: SUBMISSION_KINDS, example: 'contact' }) kind: SubmissionKind;
  @ApiProperty({ format: 'date-time', example: '2026-11-23T16:16:22.981Z' }) receivedAt: string;
  @ApiProperty({ description: 'The form and page it came from.', example: 'Contact page (/contactus)' })
  source: string;
  @ApiProperty({ example: 'Asha Rao' }) name: string;
  @ApiProperty({ format: 'email', example: 'asha.rao@example.com' }) email: string;
  @ApiProperty({ type: [WebhookFieldDto], description: 'Every field as submitted, in form order.' })
  fields: WebhookFieldDto[];
  @ApiProperty({
    type: AttributionDto,
    nullable: true,
    description:
      'Where the lead came from (campaign, referring host, pages), as its form sent it; null when it sent none.',
  })
  attribution: AttributionDto | null;
  @ApiProperty(CONSOLE_URL) consoleUrl: string;
}

export class SubmissionWebhookEventDto implements SubmissionWebhookEvent {
  @ApiProperty({ enum: ['submission.created'] }) type: 'submission.created';
  @ApiProperty({ format: 'date-time', description: TIMESTAMP_DESCRIPTION }) timestamp: string;
  @ApiPropertyOptional({ description: RESEND_OF_DESCRIPTION, example: 'msg_7' }) resendOf?: string;
  @ApiProperty({ type: SubmissionWebhookDataDto }) data: SubmissionWebhookDataDto;
}

export class WebhookTriageStateDto implements WebhookTriageState {
  @ApiProperty({ enum: SUBMISSION_STATUSES, example: 'in-progress' }) status: SubmissionStatus;
  @ApiProperty({ type: AssigneeDto, nullable: true, description: 'The operator it is assigned to.' })
  assignee: AssigneeDto | null;
}

type UpdatedData = SubmissionUpdatedWebhookEvent['data'];

export class SubmissionUpdatedDataDto extends WebhookTriageStateDto implements UpdatedData {
  @ApiProperty({ description: ID_DESCRIPTION, example: '42' }) id: string;
  @ApiProperty({ enum: SUBMISSION_KINDS, example: 'contact' }) kind: SubmissionKind;
  @ApiProperty({
    enum: ['status', 'assignee'],
    isArray: true,
    description: 'Which of the two changed (none when a newsletter subscriber unsubscribed).',
  })
  changed: ('status' | 'assignee')[];
  @ApiProperty({ type: WebhookTriageStateDto, description: 'The status and assignee before the change.' })
  previous: WebhookTriageStateDto;
  @ApiProperty(CONSOLE_URL) consoleUrl: string;
}

export class SubmissionUpdatedEventDto implements SubmissionUpdatedWebhookEvent {
  @ApiProperty({ enum: ['submission.updated'] }) type: 'submission.updated';
  @ApiProperty({ format: 'date-time', description: TIMESTAMP_DESCRIPTION }) timestamp: string;
  @ApiPropertyOptional({ description: RESEND_OF_DESCRIPTION, example: 'msg_9' }) resendOf?: string;
  @ApiProperty({ type: SubmissionUpdatedDataDto }) data: SubmissionUpdatedDataDto;
}

type ErasedData = SubmissionErasedWebhookEvent['data'];

export class SubmissionErasedDataDto implements ErasedData {
  @ApiProperty({ description: ID_DESCRIPTION, example: '42' }) id: string;
  @ApiProperty({ enum: SUBMISSION_KINDS, example: 'contact' }) kind: SubmissionKind;
}

export class SubmissionErasedEventDto implements SubmissionErasedWebhookEvent {
  @ApiProperty({ enum: ['submission.erased'] }) type: 'submission.erased';
  @ApiProperty({ format: 'date-time', description: `When it was erased. ${TIMESTAMP_DESCRIPTION}` })
  timestamp: string;
  @ApiPropertyOptional({ description: RESEND_OF_DESCRIPTION, example: 'msg_12' }) resendOf?: string;
  @ApiProperty({ type: SubmissionErasedDataDto }) data: SubmissionErasedDataDto;
}

type TestData = WebhookTestEvent['data'];

export class WebhookTestDataDto implements TestData {
  @ApiProperty({ description: 'The endpoint it was sent to.', example: '3' }) endpointId: string;
  @ApiProperty({ example: 'A test event from Console → Notifications: your endpoint verified it.' })
  message: string;
}

export class WebhookTestEventDto implements WebhookTestEvent {
  @ApiProperty({ enum: ['test'] }) type: 'test';
  @ApiProperty({ format: 'date-time', description: 'When the test was sent.' }) timestamp: string;
  @ApiProperty({ type: WebhookTestDataDto }) data: WebhookTestDataDto;
}
