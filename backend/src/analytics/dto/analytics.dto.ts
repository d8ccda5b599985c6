import { ApiProperty } from '@nestjs/swagger';
import { ANALYTICS_LIMITS, type AnalyticsSettings } from '@orbitwise/contracts';
import { IsInt, IsString, Matches, Max, Min } from 'class-validator';
import { invalidRequest } from '../../platform/http/validation';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_MESSAGE = 'A date as YYYY-MM-DD.';
const DAY_MS = 86_400_000;

export class AnalyticsPeriodQuery {
  @ApiProperty({ example: '2026-11-01', description: 'First day (UTC), YYYY-MM-DD.' })
  @IsString({ message: DATE_MESSAGE })
  @Matches(DATE, { message: DATE_MESSAGE })
  from: string;

  @ApiProperty({ example: '2026-11-30', description: 'Last day (UTC), inclusive.' })
  @IsString({ message: DATE_MESSAGE })
  @Matches(DATE, { message: DATE_MESSAGE })
  to: string;
}

/** A calendar day's time, or NaN when the text is no real day (2026-02-30). */
function dayTime(text: string): number {
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text ? NaN : time;
}

/** Real days, `from` ≤ `to`, at most 366 days: 400 problem details otherwise. */
export function checkPeriod({ from, to }: AnalyticsPeriodQuery): void {
  const [start, end] = [dayTime(from), dayTime(to)];
  const errors: Record<string, string[]> = {};
  if (Number.isNaN(start)) errors.from = ['This day does not exist.'];
  if (Number.isNaN(end)) errors.to = ['This day does not exist.'];
  else if (start > end) errors.to = ['The period ends before it starts.'];
  else if ((end - start) / DAY_MS + 1 > ANALYTICS_LIMITS.reportDays)
    errors.to = [`A period is at most ${ANALYTICS_LIMITS.reportDays} days.`];
  if (Object.keys(errors).length > 0) throw invalidRequest(errors);
}

const MONTHS_MESSAGE = `Months must be a whole number from ${ANALYTICS_LIMITS.retentionMonthsMin} to ${ANALYTICS_LIMITS.retentionMonthsMax}.`;

export class AnalyticsSettingsDto implements AnalyticsSettings {
  @ApiProperty({
    type: 'integer',
    minimum: ANALYTICS_LIMITS.retentionMonthsMin,
    maximum: ANALYTICS_LIMITS.retentionMonthsMax,
    example: 25,
    description: 'Months the daily rollups are kept (raw events: 48 hours, always).',
  })
  @IsInt({ message: MONTHS_MESSAGE })
  @Min(ANALYTICS_LIMITS.retentionMonthsMin, { message: MONTHS_MESSAGE })
  @Max(ANALYTICS_LIMITS.retentionMonthsMax, { message: MONTHS_MESSAGE })
  retentionMonths: number;
}
