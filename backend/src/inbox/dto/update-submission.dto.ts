import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  SUBMISSION_STATUSES,
  type SubmissionStatus,
  type UpdateSubmissionRequest,
} from '@orbitwise/contracts/admin';
import { IsBoolean, IsIn, IsOptional, IsUUID, ValidateIf } from 'class-validator';

export class UpdateSubmissionDto implements UpdateSubmissionRequest {
  @ApiPropertyOptional({
    enum: SUBMISSION_STATUSES,
    description:
      "One of the kind's statuses (leads: new, in-progress, done, spam; applications: new, reviewing, …).",
  })
  @IsOptional()
  @IsIn(SUBMISSION_STATUSES, { message: `status must be one of: ${SUBMISSION_STATUSES.join(', ')}.` })
  status?: SubmissionStatus;

  @ApiPropertyOptional({
    type: 'string',
    format: 'uuid',
    nullable: true,
    description: 'An enabled operator whose role can see the kind, or null to unassign.',
  })
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @IsUUID('all', { message: 'assigneeId must be an operator id or null.' })
  assigneeId?: string | null;

  @ApiPropertyOptional({ description: 'Mark read (true) or unread (false).' })
  @IsOptional()
  @IsBoolean({ message: 'read must be true or false.' })
  read?: boolean;
}
