import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  SUBMISSION_KINDS,
  SUBMISSION_STATUSES,
  type DashboardResponse,
  type RetentionSettings,
  type StatusChange,
  type SubmissionDetail,
  type ConsoleSubmissionDetail,
  type NamedSubmissionField,
  type SubmissionKind,
  type SubmissionListResponse,
  type SubmissionNote,
  type SubmissionStatus,
  type SubmissionSummary,
} from '@orbitwise/contracts/admin';
import { AttributionDto } from '../../submissions/attribution.dto';

/** OpenAPI descriptions of the inbox's answers (the types themselves are the contract's). */

export class AssigneeDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() displayName: string;
}

export class SubmissionSummaryDto implements SubmissionSummary {
  @ApiProperty({ example: '42', description: 'The reference, shown as #42.' }) id: string;
  @ApiProperty({ enum: SUBMISSION_KINDS }) kind: SubmissionKind;
  @ApiProperty({ format: 'date-time' }) receivedAt: string;
  @ApiProperty({
    format: 'date-time',
    example: '2026-11-27T09:30:00.123456Z',
    description:
      'When it last changed (arrival, status, assignee, a note), in UTC with microseconds: the order and ' +
      "the `updatedSince` of the read API's sync.",
  })
  updatedAt: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: 'string', nullable: true }) phone: string | null;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Subject, position or the start of the message.',
  })
  subject: string | null;
  @ApiProperty({ enum: SUBMISSION_STATUSES }) status: SubmissionStatus;
  @ApiProperty() read: boolean;
  @ApiProperty({ type: AssigneeDto, nullable: true }) assignee: AssigneeDto | null;
  @ApiProperty() hasResume: boolean;
  @ApiProperty({
    description:
      "An event registration kept on the event's waitlist (the event was full); false for every other kind.",
  })
  waitlisted: boolean;
}

export class SubmissionListResponseDto implements SubmissionListResponse {
  @ApiProperty({ type: [SubmissionSummaryDto] }) items: SubmissionSummaryDto[];
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Pass as `cursor` for the next page; null at the end.',
  })
  nextCursor: string | null;
}

export class SubmissionFieldDto implements NamedSubmissionField {
  @ApiProperty({
    example: 'userName',
    description: "The field's stable name (the stored field's); the label may change, this does not.",
  })
  name: string;
  @ApiProperty({ example: 'How did you find us', description: 'The label people read.' }) label: string;
  @ApiProperty({ type: 'string', nullable: true, description: 'Exactly as submitted: show it as text.' })
  value: string | null;
}

export class StatusChangeDto implements StatusChange {
  @ApiProperty({ enum: SUBMISSION_STATUSES, nullable: true, description: 'Null for the arrival.' })
  from: SubmissionStatus | null;
  @ApiProperty({ enum: SUBMISSION_STATUSES }) to: SubmissionStatus;
  @ApiProperty({ type: 'string', nullable: true, description: "The operator's display name." }) by:
    string | null;
  @ApiProperty({ format: 'date-time' }) at: string;
}

export class SubmissionNoteDto implements SubmissionNote {
  @ApiProperty() id: string;
  @ApiProperty() text: string;
  @ApiProperty({ description: "The author's display name." }) author: string;
  @ApiProperty({ format: 'date-time' }) at: string;
}

export class ResumeMetadataDto {
  @ApiProperty() originalName: string;
  @ApiProperty({ description: 'Bytes.' }) size: number;
  @ApiProperty() mimeType: string;
  @ApiProperty() sha256: string;
}

export class SubmissionDetailDto extends SubmissionSummaryDto implements SubmissionDetail {
  @ApiProperty({ example: 'Contact page (/contactus)' }) source: string;
  @ApiProperty({ type: [SubmissionFieldDto] }) fields: SubmissionFieldDto[];
  @ApiProperty({ type: [StatusChangeDto] }) statusHistory: StatusChangeDto[];
  @ApiProperty({ type: [SubmissionNoteDto] }) notes: SubmissionNoteDto[];
  @ApiPropertyOptional({ type: ResumeMetadataDto, nullable: true }) resume: ResumeMetadataDto | null;
  @ApiProperty({
    type: AttributionDto,
    nullable: true,
    description: 'Where the lead came from, as its form sent it; null when it sent none.',
  })
  attribution: AttributionDto | null;
}

export class ConsoleSubmissionDetailDto extends SubmissionDetailDto implements ConsoleSubmissionDetail {
  @ApiProperty({ description: 'Sent with a test integration key: stored in the sandbox, notified nobody.' })
  sandbox: boolean;
}

export class KindCountDto {
  @ApiProperty({ enum: SUBMISSION_KINDS }) kind: SubmissionKind;
  @ApiProperty() total: number;
  @ApiProperty() unread: number;
}

const retentionProperties = Object.fromEntries(
  SUBMISSION_KINDS.map((kind) => [kind, { type: 'integer' as const, nullable: true, minimum: 1 }]),
);

export class DashboardResponseDto implements DashboardResponse {
  @ApiProperty({ type: [KindCountDto], description: 'Only the kinds the role may see.' })
  kinds: KindCountDto[];
  @ApiProperty({ type: [SubmissionSummaryDto], description: 'At most 10, newest first.' })
  newestUnread: SubmissionSummaryDto[];
  @ApiProperty({
    type: 'object',
    properties: retentionProperties,
    description: 'Days each kind is kept; null keeps it until erased by hand.',
  })
  retention: RetentionSettings;
}
