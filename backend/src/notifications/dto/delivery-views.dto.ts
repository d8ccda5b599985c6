import { ApiProperty } from '@nestjs/swagger';
import {
  DELIVERY_CHANNELS,
  DELIVERY_STATES,
  RESEND_TARGETS,
  SUBMISSION_KINDS,
  type DeliveryAttempt,
  type DeliveryRecipient,
  type DeliveryChannel,
  type DeliveryListResponse,
  type DeliveryState,
  type DeliveryView,
  type FailedDelivery,
  type NotificationHealth,
  type ResendTarget,
  type SubmissionKind,
  WEBHOOK_EVENTS,
  type WebhookEventType,
} from '@orbitwise/contracts/admin';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { SubmissionIdParams } from '../../inbox/dto/submission-id.params';

/** `:id/deliveries/:deliveryId`: the submission's reference, as the inbox's calls take it, and a delivery's. */
export class DeliveryParams extends SubmissionIdParams {
  @ApiProperty({ example: '7', pattern: '^[1-9][0-9]{0,17}$' })
  @Matches(/^[1-9][0-9]{0,17}$/, { message: 'deliveryId must be a delivery number.' })
  deliveryId: string;
}

/** `?to=` of a Resend. */
export class ResendQuery {
  @ApiProperty({
    enum: RESEND_TARGETS,
    required: false,
    default: 'failed',
    description:
      'An e-mail: `failed` sends it only to the recipients it did not reach, when it reached some (else ' +
      'to everyone, read afresh); `all` to everyone, read afresh. No effect on a webhook.',
  })
  @IsOptional()
  @IsIn(RESEND_TARGETS, { message: 'to must be failed or all.' })
  to?: ResendTarget;
}

export class DeliveryAttemptDto implements DeliveryAttempt {
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty() ok: boolean;
  @ApiProperty({ example: '250 2.0.0 OK', maxLength: 500 }) detail: string;
  @ApiProperty({ example: 42 }) durationMs: number;
}

export class DeliveryRecipientDto implements DeliveryRecipient {
  @ApiProperty({ example: 'sales@example.com' }) address: string;
  @ApiProperty({ enum: ['pending', 'sent', 'failed'] }) state: 'pending' | 'sent' | 'failed';
  @ApiProperty({ type: String, nullable: true, example: '550 5.1.1 no such user' }) reply: string | null;
}

export class DeliveryViewDto implements DeliveryView {
  @ApiProperty({ example: '7' }) id: string;
  @ApiProperty({ enum: DELIVERY_CHANNELS }) channel: DeliveryChannel;
  @ApiProperty({
    enum: WEBHOOK_EVENTS,
    description: "What it announces: `submission.created` for every e-mail; a webhook's event otherwise.",
  })
  event: WebhookEventType;
  @ApiProperty({ type: String, nullable: true, example: 'sales@example.com' }) target: string | null;
  @ApiProperty({
    enum: DELIVERY_STATES,
    description: '`partly-failed`: an e-mail that reached some of its recipients and not the others.',
  })
  state: DeliveryState;
  @ApiProperty({ type: String, nullable: true }) reason: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sentAt: string | null;
  @ApiProperty({ type: [DeliveryAttemptDto], description: 'Newest first.' }) attempts: DeliveryAttemptDto[];
  @ApiProperty({
    type: [DeliveryRecipientDto],
    description:
      "An e-mail's recipients as fixed at its first try, each with the server's reply; else empty.",
  })
  recipients: DeliveryRecipientDto[];
}

export class DeliveryListResponseDto implements DeliveryListResponse {
  @ApiProperty() emailConfigured: boolean;
  @ApiProperty({ type: [DeliveryViewDto] }) deliveries: DeliveryViewDto[];
}

export class FailedDeliveryDto implements FailedDelivery {
  @ApiProperty({ example: '42' }) submissionId: string;
  @ApiProperty({ enum: SUBMISSION_KINDS }) kind: SubmissionKind;
  @ApiProperty({ example: '7' }) deliveryId: string;
  @ApiProperty({ enum: DELIVERY_CHANNELS }) channel: DeliveryChannel;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: String, nullable: true }) reason: string | null;
}

export class NotificationHealthDto implements NotificationHealth {
  @ApiProperty({ description: 'False when no SMTP_URL is set.' }) emailConfigured: boolean;
  @ApiProperty() failed: number;
  @ApiProperty() unconfigured: number;
  @ApiProperty() held: number;
  @ApiProperty({ type: [FailedDeliveryDto] }) recentFailures: FailedDeliveryDto[];
  @ApiProperty({ description: 'Deliveries still being retried after a failed try.' }) retrying: number;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the oldest delivery being retried was created.',
  })
  retryingSince: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The newest error of a delivery being retried.' })
  lastError: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastErrorAt: string | null;
}
