import { cronOf } from './every';

describe('cronOf', () => {
  it.each([
    ['1 minute', '* * * * *'],
    ['10 minutes', '*/10 * * * *'],
    ['15 min', '*/15 * * * *'],
    ['60 minutes', '0 * * * *'],
    ['1 hour', '0 * * * *'],
    ['6 hours', '0 */6 * * *'],
    ['24 hours', '0 0 * * *'],
    ['*/5 * * * *', '*/5 * * * *'],
    [' 30 3 * * 1 ', '30 3 * * 1'],
  ])('%s runs on %s', (every, cron) => {
    expect(cronOf(every)).toBe(cron);
  });

  it.each(['7 minutes', '0 minutes', '5 hours', '30 seconds', '* * * *', '0 30 3 * * *', 'hourly'])(
    'refuses %s',
    (every) => {
      expect(() => cronOf(every)).toThrow(`"${every}"`);
    },
  );
});
