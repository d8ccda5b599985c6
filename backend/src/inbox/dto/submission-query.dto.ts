import { QueryInteger } from '../../platform/http/query-integer';
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ATTRIBUTION_LIMITS } from '@orbitwise/contracts';
import {
  ADMIN_LIMITS,
  SUBMISSION_KINDS,
  SUBMISSION_STATUSES,
  type SubmissionFilters,
  type SubmissionKind,
  type SubmissionListQuery,
  type SubmissionStatus,
} from '@orbitwise/contracts/admin';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A campaign filter: the `utm_*` value of a first or last touch, case ignored, as attribution allows it. */
function UtmQuery(key: 'source' | 'medium' | 'campaign'): PropertyDecorator {
  const name = `utm${key[0]!.toUpperCase()}${key.slice(1)}`;
  return applyDecorators(
    ApiPropertyOptional({
      maxLength: ATTRIBUTION_LIMITS.value,
      description: `Only submissions whose first or last touch came with this \`utm_${key}\` (case ignored; with the other utm filters, the same touch must match them all).`,
    }),
    IsOptional(),
    IsString({ message: `${name} must be text.` }),
    MaxLength(ATTRIBUTION_LIMITS.value, {
      message: `${name} must be at most ${ATTRIBUTION_LIMITS.value} characters.`,
    }),
  );
}
const DAY_MESSAGE = '$property must be a day written YYYY-MM-DD.';
const ASSIGNEE = /^(none|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The inbox's filters, in the query string of the list and of the export. */
export class SubmissionFiltersDto implements SubmissionFilters {
  @ApiPropertyOptional({ enum: SUBMISSION_KINDS, description: 'Refused with 403 if the role cannot see it.' })
  @IsOptional()
  @IsIn(SUBMISSION_KINDS, { message: `kind must be one of: ${SUBMISSION_KINDS.join(', ')}.` })
  kind?: SubmissionKind;

  @ApiPropertyOptional({ enum: SUBMISSION_STATUSES })
  @IsOptional()
  @IsIn(SUBMISSION_STATUSES, { message: `status must be one of: ${SUBMISSION_STATUSES.join(', ')}.` })
  status?: SubmissionStatus;

  @ApiPropertyOptional({ format: 'date', description: 'First day received (UTC), inclusive.' })
  @IsOptional()
  @Matches(DAY, { message: DAY_MESSAGE })
  @IsISO8601({ strict: true }, { message: DAY_MESSAGE })
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Last day received (UTC), inclusive.' })
  @IsOptional()
  @Matches(DAY, { message: DAY_MESSAGE })
  @IsISO8601({ strict: true }, { message: DAY_MESSAGE })
  to?: string;

  @ApiPropertyOptional({ description: 'An operator id, or `none` for unassigned submissions.' })
  @IsOptional()
  @Matches(ASSIGNEE, { message: 'assignee must be an operator id or none.' })
  assignee?: string;

  @ApiPropertyOptional({ enum: ['true'], description: 'Only unread submissions.' })
  @IsOptional()
  @IsIn(['true'], { message: 'unread must be true when given.' })
  unread?: 'true';

  @ApiPropertyOptional({
    maxLength: ADMIN_LIMITS.searchMax,
    description:
      'Text found anywhere in the name, email, phone, subject or message (case-insensitive, literal).',
  })
  @IsOptional()
  @IsString({ message: 'q must be text.' })
  @MaxLength(ADMIN_LIMITS.searchMax, { message: `q must be at most ${ADMIN_LIMITS.searchMax} characters.` })
  q?: string;

  @ApiPropertyOptional({
    enum: ['true'],
    description: "Only test submissions (a test integration key's sandbox) instead of the live ones.",
  })
  @IsOptional()
  @IsIn(['true'], { message: 'sandbox must be true when given.' })
  sandbox?: 'true';

  @UtmQuery('source')
  utmSource?: string;

  @UtmQuery('medium')
  utmMedium?: string;

  @UtmQuery('campaign')
  utmCampaign?: string;
}

export class SubmissionListQueryDto extends SubmissionFiltersDto implements SubmissionListQuery {
  @ApiPropertyOptional({
    maxLength: ADMIN_LIMITS.cursorMax,
    description: "The previous page's `nextCursor`.",
  })
  @IsOptional()
  @IsString({ message: 'cursor must be text.' })
  @MaxLength(ADMIN_LIMITS.cursorMax, { message: 'The cursor is not valid.' })
  cursor?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: ADMIN_LIMITS.pageSizeMax,
    default: ADMIN_LIMITS.pageSizeDefault,
  })
  @IsOptional()
  @QueryInteger()
  @IsInt({ message: 'limit must be a whole number.' })
  @Min(1, { message: 'limit must be at least 1.' })
  @Max(ADMIN_LIMITS.pageSizeMax, { message: `limit must be at most ${ADMIN_LIMITS.pageSizeMax}.` })
  limit?: number;
}

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export class ExportQueryDto extends SubmissionFiltersDto {
  @ApiPropertyOptional({ enum: EXPORT_FORMATS, default: 'csv' })
  @IsOptional()
  @IsIn(EXPORT_FORMATS, { message: 'format must be csv or json.' })
  format?: ExportFormat;
}
