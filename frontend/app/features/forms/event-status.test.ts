import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentEvent, dated, eventEditions, pastEvents } from '~/content/event';
import { eventStatus, localDate } from './event-status';
import { newsletterSchema } from './schemas';

afterEach(() => vi.useRealTimers());

const EVENT = dated(currentEvent()!);

describe("the event's status relative to the visitor's today", () => {
  it('shows the upcoming 2027 edition, and keeps the spec’s edition (8 April to 28 May 2025) as past', () => {
    expect([EVENT.startDate, EVENT.endDate]).toEqual(['2027-04-08', '2027-05-28']);
    expect(EVENT.dates).toBe(`${EVENT.startDay.replace(/ 2027$/, '')} to ${EVENT.endDay}`);
    const [spec] = pastEvents(eventEditions(), new Date('2026-11-26T12:00:00Z')).map(dated);
    expect(spec).toMatchObject({ startDate: '2025-04-08', endDate: '2025-05-28' });
    expect(spec!.dates).toBe('8 April to 28 May 2025');
  });

  it('is upcoming before the first day, running through the last day, ended after it', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const status = (local: string) => {
      vi.setSystemTime(new Date(local));
      return eventStatus(EVENT.startDate, EVENT.endDate);
    };
    expect(status('2026-11-23T12:00:00')).toBe('upcoming');
    expect(status('2027-04-07T23:59:00')).toBe('upcoming');
    expect(status('2027-04-08T00:00:00')).toBe('running');
    expect(status('2027-05-28T23:59:00')).toBe('running');
    expect(status('2027-05-29T00:00:00')).toBe('ended');
  });

  it("takes the visitor's calendar date, not UTC's", () => {
    const lateEvening = new Date(2025, 4, 28, 23, 30);
    expect(localDate(lateEvening)).toBe('2025-05-28');
  });
});

describe('the newsletter address', () => {
  it('accepts addresses the strict form pattern refuses, such as name+tag@example.com', async () => {
    for (const email of ['name+tag@example.com', 'First.Last@Example.com', "o'brien@example.ie"])
      await expect(newsletterSchema.validate({ email })).resolves.toEqual({ email });
    await expect(newsletterSchema.validate({ email: 'name@example' })).rejects.toThrow(
      'Please enter a valid email address.',
    );
  });
});
