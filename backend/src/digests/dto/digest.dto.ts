import { ApiProperty } from '@nestjs/swagger';
import {
  DIGEST_DEFAULTS,
  DIGEST_LIMITS,
  DIGEST_SCHEDULES,
  type DigestIssueListResponse,
  type DigestIssueView,
  type DigestItem,
  type DigestSchedule,
  type DigestSettings,
} from '@orbitwise/contracts/admin';
import { IsBoolean, IsDefined, IsIn, IsInt, Max, Min } from 'class-validator';

const { perMinuteMin, perMinuteMax } = DIGEST_LIMITS;

/** Every field must be given: a missing one would silently keep an old value nobody looked at. */
export class DigestSettingsDto implements DigestSettings {
  @ApiProperty({
    enum: DIGEST_SCHEDULES,
    example: 'weekly',
    description: 'off; weekly; monthly (on the 1st).',
  })
  @IsIn(DIGEST_SCHEDULES, { message: 'Choose off, weekly or monthly.' })
  schedule: DigestSchedule;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: 6,
    example: DIGEST_DEFAULTS.weekday,
    description: '0 Sunday … 6 Saturday (weekly).',
  })
  @IsDefined({ message: 'The weekday must be a whole number from 0 (Sunday) to 6 (Saturday).' })
  @IsInt({ message: 'The weekday must be a whole number from 0 (Sunday) to 6 (Saturday).' })
  @Min(0, { message: 'The weekday must be a whole number from 0 (Sunday) to 6 (Saturday).' })
  @Max(6, { message: 'The weekday must be a whole number from 0 (Sunday) to 6 (Saturday).' })
  weekday: number;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    maximum: 23,
    example: DIGEST_DEFAULTS.hour,
    description: 'The hour, UTC.',
  })
  @IsDefined({ message: 'The hour must be a whole number from 0 to 23 (UTC).' })
  @IsInt({ message: 'The hour must be a whole number from 0 to 23 (UTC).' })
  @Min(0, { message: 'The hour must be a whole number from 0 to 23 (UTC).' })
  @Max(23, { message: 'The hour must be a whole number from 0 to 23 (UTC).' })
  hour: number;

  @ApiProperty({ description: 'New jobs too.' })
  @IsBoolean({ message: 'Say true or false.' })
  includeJobs: boolean;

  @ApiProperty({ description: 'New events too.' })
  @IsBoolean({ message: 'Say true or false.' })
  includeEvents: boolean;

  @ApiProperty({
    type: 'integer',
    minimum: perMinuteMin,
    maximum: perMinuteMax,
    example: DIGEST_DEFAULTS.perMinute,
    description: 'E-mails handed to the mail server per minute at most.',
  })
  @IsDefined({
    message: `The pace must be a whole number from ${perMinuteMin} to ${perMinuteMax} e-mails a minute.`,
  })
  @IsInt({
    message: `The pace must be a whole number from ${perMinuteMin} to ${perMinuteMax} e-mails a minute.`,
  })
  @Min(perMinuteMin, {
    message: `The pace must be a whole number from ${perMinuteMin} to ${perMinuteMax} e-mails a minute.`,
  })
  @Max(perMinuteMax, {
    message: `The pace must be a whole number from ${perMinuteMin} to ${perMinuteMax} e-mails a minute.`,
  })
  perMinute: number;
}

export class DigestItemDto implements DigestItem {
  @ApiProperty({ enum: ['post', 'job', 'event'] }) kind: DigestItem['kind'];
  @ApiProperty() title: string;
  @ApiProperty() url: string;
}

export class DigestIssueDto implements DigestIssueView {
  @ApiProperty() id: string;
  @ApiProperty({ format: 'date-time' }) sentAt: string;
  @ApiProperty({ type: [DigestItemDto] }) items: DigestItemDto[];
  @ApiProperty({ type: 'integer' }) recipients: number;
  @ApiProperty({ type: 'integer' }) delivered: number;
  @ApiProperty({ type: 'integer' }) failed: number;
  @ApiProperty({ type: 'integer' }) pending: number;
}

export class DigestIssueListDto implements DigestIssueListResponse {
  @ApiProperty({ type: [DigestIssueDto] }) items: DigestIssueDto[];
}
