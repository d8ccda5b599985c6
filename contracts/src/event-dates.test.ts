import { describe, expect, it } from 'vitest';
import { eventDates, eventWhen } from './event-dates.js';

describe('eventDates', () => {
  it('words the spec edition as its page did: 8 April to 28 May 2025, 51 calendar days', () => {
    expect(
      eventDates({
        startsAt: '2025-04-08T09:00:00+05:30',
        endsAt: '2025-05-28T18:00:00+05:30',
        timeZone: 'Asia/Kolkata',
      }),
    ).toEqual({
      startDate: '2025-04-08',
      endDate: '2025-05-28',
      startDay: '8 April 2025',
      endDay: '28 May 2025',
      dates: '8 April to 28 May 2025',
      days: 51,
    });
  });

  it('names both years when the event crosses a new year', () => {
    const dates = eventDates({
      startsAt: '2026-12-30T10:00:00+05:30',
      endsAt: '2027-01-02T17:00:00+05:30',
      timeZone: 'Asia/Kolkata',
    });
    expect(dates.dates).toBe('30 December 2026 to 2 January 2027');
    expect(dates.days).toBe(4);
  });

  it('gives one day for an evening event, and the month once within a month', () => {
    const evening = eventDates({
      startsAt: '2027-02-18T18:30:00+05:30',
      endsAt: '2027-02-18T21:00:00+05:30',
      timeZone: 'Asia/Kolkata',
    });
    expect(evening).toMatchObject({ dates: '18 February 2027', days: 1, startDate: '2027-02-18' });
    expect(
      eventDates({
        startsAt: '2027-03-03T09:00:00+05:30',
        endsAt: '2027-03-05T17:00:00+05:30',
        timeZone: 'Asia/Kolkata',
      }).dates,
    ).toBe('3 to 5 March 2027');
  });

  it('counts the calendar days of the event’s own zone, not UTC', () => {
    // 23:30 in Kolkata is still the 8th there but already 18:00 UTC of the 8th; 01:00 on the 10th is the 9th in UTC.
    const dates = eventDates({
      startsAt: '2027-04-08T23:30:00+05:30',
      endsAt: '2027-04-10T01:00:00+05:30',
      timeZone: 'Asia/Kolkata',
    });
    expect(dates).toMatchObject({ startDate: '2027-04-08', endDate: '2027-04-10', days: 3 });
    const utc = eventDates({
      ...dates,
      startsAt: '2027-04-08T23:30:00+05:30',
      endsAt: '2027-04-10T01:00:00+05:30',
      timeZone: 'UTC',
    });
    expect(utc).toMatchObject({ startDate: '2027-04-08', endDate: '2027-04-09', days: 2 });
  });

  it('counts days across a daylight-saving change by the calendar', () => {
    const dates = eventDates({
      startsAt: '2027-03-27T10:00:00+00:00',
      endsAt: '2027-03-29T10:00:00+01:00',
      timeZone: 'Europe/London',
    });
    expect(dates).toMatchObject({ dates: '27 to 29 March 2027', days: 3 });
  });
});

describe('eventWhen', () => {
  it('gives an event of several days its start and end times in its own zone, not only its dates', () => {
    expect(
      eventWhen({
        startsAt: '2027-04-08T09:00:00+05:30',
        endsAt: '2027-05-28T18:00:00+05:30',
        timeZone: 'Asia/Kolkata',
      }),
    ).toBe('8 April 2027, 9:00 am to 28 May 2027, 6:00 pm IST');
    // Stored in UTC, worded in the event's zone (London is on summer time, UTC+1, by 29 March).
    expect(
      eventWhen({
        startsAt: '2027-03-27T10:00:00Z',
        endsAt: '2027-03-29T16:30:00Z',
        timeZone: 'Europe/London',
      }),
    ).toBe('27 March 2027, 10:00 am to 29 March 2027, 5:30 pm GMT+1');
  });

  it('gives a one-day event its date once and its hours', () => {
    expect(
      eventWhen({
        startsAt: '2027-02-18T18:30:00+05:30',
        endsAt: '2027-02-18T21:00:00+05:30',
        timeZone: 'Asia/Kolkata',
      }),
    ).toBe('18 February 2027, 6:30 pm to 9:00 pm IST');
  });
});
