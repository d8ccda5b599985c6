/** The event offers an .ics file, one VEVENT at the right instants, that a calendar parses. */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { currentEvent, eventEditions } from '~/content/event';
import { loader as calendarLoader } from './event-calendar';

const parse = (ics: string) => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
};

describe('the event’s .ics', () => {
  it('parses as one VEVENT of the current edition, from the opening to the last session', async () => {
    const response = calendarLoader();
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="microsoft-ai-skills-fest-2027.ics"',
    );
    const { calendar, events } = parse(await response.text());
    expect(calendar.name).toBe('vcalendar');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.summary).toBe('Microsoft AI Skills Fest');
    expect(event!.startDate.toJSDate().toISOString()).toBe('2027-04-08T03:30:00.000Z');
    expect(event!.endDate.toJSDate().toISOString()).toBe('2027-05-28T12:30:00.000Z');
    expect(event!.location).toBe('Online');
    expect(event!.uid).toBe('microsoft-ai-skills-fest-2027@www.orbitwise.example');
    expect(event!.component.getFirstPropertyValue('url')).toBe(
      'https://www.orbitwise.example/events/microsoft/ai-skills-fest/register',
    );
  });

  it('follows the published events the re-render hands it: an in-person edition gives its place', async () => {
    const [current] = eventEditions();
    const moved = {
      ...current!,
      attendance: { mode: 'in-person' as const, place: 'Orbitwise Training Centre', address: 'Pune, India' },
    };
    const { events } = parse(await calendarLoader({ context: { siteContent: { events: [moved] } } }).text());
    expect(events[0]!.location).toBe('Orbitwise Training Centre, Pune, India');
    expect(currentEvent([moved]).slug).toBe('microsoft-ai-skills-fest-2027');
  });
});
