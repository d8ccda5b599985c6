import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { SUBMISSION_KINDS, type SubmissionKind } from '@orbitwise/contracts/admin';
import { IsISO8601, IsOptional, Matches } from 'class-validator';
import { SubmissionListResponseDto } from '../../inbox/dto/submission-views.dto';
import type { SubmissionTombstone } from '../../inbox/submission-changes.service';
import { TOMBSTONE_DAYS } from '../../inbox/submission-changes.repository';
import { IntegrationSubmissionQueryDto } from './integration-submission-query.dto';

/** RFC 3339's date-time (a time zone always, at most microseconds), from the year 1000 on. */
const RFC3339 = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;
const UPDATED_SINCE_MESSAGE =
  'updatedSince must be an RFC 3339 date-time with a time zone, such as 2026-11-27T09:30:00Z.';

const updatedSinceDocs = (what: string) =>
  ApiPropertyOptional({
    type: 'string',
    format: 'date-time',
    example: '2026-11-27T09:30:00Z',
    description:
      `${what} from this instant on (inclusive), oldest first by \`updatedAt\` then \`id\`; at most ` +
      "microseconds, with a time zone. Resume a later sync with the answer's `syncCursor` as `cursor` " +
      'rather than a time: it never repeats or misses a change. Not with `cursor` (400).',
  });

function UpdatedSince(what: string): PropertyDecorator {
  return (target, key) => {
    updatedSinceDocs(what)(target, key);
    IsOptional()(target, key);
    Matches(RFC3339, { message: UPDATED_SINCE_MESSAGE })(target, key);
    IsISO8601({ strict: true }, { message: UPDATED_SINCE_MESSAGE })(target, key);
  };
}

/** The list's query with the sync's start. */
export class SubmissionSyncQueryDto extends IntegrationSubmissionQueryDto {
  @UpdatedSince('Sync: only submissions changed')
  updatedSince?: string;
}

/** The erased feed's query: the sync's start, its cursor and page size. */
export class ErasedSubmissionsQueryDto extends PickType(IntegrationSubmissionQueryDto, [
  'cursor',
  'limit',
] as const) {
  @UpdatedSince('Only submissions erased')
  updatedSince?: string;
}

export class SubmissionSyncListResponseDto extends SubmissionListResponseDto {
  @ApiProperty({
    type: 'string',
    nullable: true,
    example: 'czoxNzY0MjM0NTY3ODkwMTIzOjQy',
    description:
      'A sync (with `updatedSince` or a sync cursor) only: where the next sync starts; store it after ' +
      'handling the page and pass it as `cursor` next time. Null for a newest-first list.',
  })
  syncCursor: string | null;
}

export class SubmissionTombstoneDto implements SubmissionTombstone {
  @ApiProperty({ example: '42', description: "The erased submission's reference." }) id: string;
  @ApiProperty({ enum: SUBMISSION_KINDS }) kind: SubmissionKind;
  @ApiProperty({ enum: [true], description: 'Always true: remove the submission from your copy.' })
  erased: true;
  @ApiProperty({
    format: 'date-time',
    example: '2026-11-27T09:30:00.123456Z',
    description:
      'When it was erased (by hand, per address, or by the retention purge), in UTC with microseconds.',
  })
  erasedAt: string;
}

export class ErasedSubmissionsResponseDto {
  @ApiProperty({
    type: [SubmissionTombstoneDto],
    description: `Oldest erasure first. Erasures are reported for ${TOMBSTONE_DAYS} days.`,
  })
  items: SubmissionTombstoneDto[];
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Pass as `cursor` for the next page; null when there is no more now.',
  })
  nextCursor: string | null;
  @ApiProperty({
    type: 'string',
    example: 'ZToxNzY0MjM0NTY3ODkwMTIzOjQy',
    description:
      "Where the next sync of this feed starts: store it and pass it as `cursor` next time (to this feed only: the list's sync cursors are its own).",
  })
  syncCursor: string;
}
