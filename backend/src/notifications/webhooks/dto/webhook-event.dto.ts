import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  SUBMISSION_KINDS,
  type SubmissionKind,
  type SubmissionWebhookEvent,
} from '@orbitwise/contracts/admin';
import { SubmissionFieldDto } from '../../../inbox/dto/submission-views.dto';

type EventData = SubmissionWebhookEvent['data'];

/** The documented shape of an event's `data`; `implements` keeps it equal to what is sent. */
export class SubmissionWebhookDataDto implements EventData {
  @ApiProperty({ description: "The submission's reference (its id in the console).", example: '42' })
  id: string;
  @ApiProperty({ enum: SUBMISSION_KINDS, example: 'contact' }) kind: SubmissionKind;
  @ApiProperty({ format: 'date-time', example: '2026-11-23T16:16:22.981Z' }) receivedAt: string;
  @ApiProperty({ description: 'The form and page it came from.', example: 'Contact page (/contactus)' })
  source: string;
  @ApiProperty({ example: 'Asha Rao' }) name: string;
  @ApiProperty({ format: 'email', example: 'asha.rao@example.com' }) email: string;
  @ApiProperty({ type: [SubmissionFieldDto], description: 'Every field as submitted, in form order.' })
  fields: SubmissionFieldDto[];
  @ApiProperty({
    format: 'uri',
    description: 'The submission in the console (sign-in required). Resumes are never sent, only this link.',
    example: 'https://www.orbitwise.example/admin/inbox/42',
  })
  consoleUrl: string;
}

export class SubmissionWebhookEventDto implements SubmissionWebhookEvent {
  @ApiProperty({ enum: ['submission.created'] }) type: 'submission.created';
  @ApiProperty({ format: 'date-time', description: 'When this message was made (each Resend has its own).' })
  timestamp: string;
  @ApiPropertyOptional({
    description:
      'Only on a Resend pressed in the console: the `webhook-id` of the delivery it repeats. The resend has ' +
      'its own `webhook-id`, so a receiver that drops duplicates keeps it.',
    example: 'msg_7',
  })
  resendOf?: string;
  @ApiProperty({ type: SubmissionWebhookDataDto }) data: SubmissionWebhookDataDto;
}
