import { dueTick, onePeriodBefore } from './digest-schedule';

describe('the digest schedule (UTC)', () => {
  const weekly = { schedule: 'weekly', weekday: 1, hour: 9 } as const;
  const monthly = { schedule: 'monthly', weekday: 0, hour: 6 } as const;

  it.each([
    [weekly, '2026-11-30T09:00:02Z', '2026-11-30T09:00:00.000Z'], // a Monday, 09:00
    [weekly, '2026-11-30T09:59:59Z', '2026-11-30T09:00:00.000Z'], // a retry later in the hour: the same tick
    [weekly, '2026-11-30T10:00:02Z', null],
    [weekly, '2026-12-01T09:00:02Z', null], // a Tuesday
    [monthly, '2027-01-01T06:00:05Z', '2027-01-01T06:00:00.000Z'],
    [monthly, '2027-01-02T06:00:05Z', null],
    [{ ...weekly, schedule: 'off' }, '2026-11-30T09:00:02Z', null],
  ] as const)('%o at %s: tick %s', (settings, now, tick) => {
    expect(dueTick(settings, new Date(now))?.toISOString() ?? null).toBe(tick);
  });

  it('starts the first issue one period back: a week, or the month before (across a year)', () => {
    expect(onePeriodBefore('weekly', new Date('2026-11-30T09:00:00Z')).toISOString()).toBe(
      '2026-11-23T09:00:00.000Z',
    );
    expect(onePeriodBefore('monthly', new Date('2027-01-01T06:00:00Z')).toISOString()).toBe(
      '2026-12-01T06:00:00.000Z',
    );
  });
});
