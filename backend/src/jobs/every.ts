/**
 * The cron expression (UTC) of a periodic job's `every`: either a cron expression already
 * (`'*\/10 * * * *'`) or a period that divides an hour or a day evenly (`'10 minutes'`, `'1 hour'`,
 * `'6 hours'`), which then runs on the clock (minute 0, 10, 20, ... of every hour).
 *
 * Schedules have a granularity of one minute: pg-boss sends at most one job per schedule per minute,
 * whatever the expression, so no period shorter than a minute is accepted.
 */
export function cronOf(every: string): string {
  const text = every.trim();
  const period = /^(\d+)\s*(minute|minutes|min|hour|hours|h)$/i.exec(text);
  if (!period) {
    if (text.split(/\s+/).length === 5) return text;
    throw new Error(
      `"${every}" is neither a 5-field cron expression nor a period such as "10 minutes" or "1 hour"`,
    );
  }
  const count = Number(period[1]);
  const unit = period[2]!.toLowerCase().startsWith('m') ? 'minute' : 'hour';
  const whole = unit === 'minute' ? 60 : 24;
  if (count < 1 || whole % count !== 0) {
    throw new Error(
      `"${every}": a period must divide ${unit === 'minute' ? 'an hour' : 'a day'} evenly ` +
        `(${unit === 'minute' ? '1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30 or 60 minutes' : '1, 2, 3, 4, 6, 8, 12 or 24 hours'}); ` +
        'use a cron expression otherwise',
    );
  }
  if (unit === 'minute') {
    if (count === 60) return '0 * * * *';
    return count === 1 ? '* * * * *' : `*/${count} * * * *`;
  }
  if (count === 24) return '0 0 * * *';
  return count === 1 ? '0 * * * *' : `0 */${count} * * *`;
}
