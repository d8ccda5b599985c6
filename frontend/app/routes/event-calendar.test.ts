/** Each event offers an .ics file, one VEVENT at its own instants, that a calendar parses. */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { SITE_DETAILS } from '@orbitwise/contracts/content-seed';
import { eventEditions } from '~/content/event';
import { loader as calendarLoader } from './event-calendar';

const parse = (ics: string) => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { calendar, events };
};

const meetup = eventEditions().find((event) => event.attendance.mode === 'in-person')!;

describe('the events’ .ics files', () => {
  it('the spec’s event.ics is the AI Skills Fest’s current edition, from the opening to the last session', async () => {
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
      'https://www.orbitwise.example/events/microsoft-ai-skills-fest-2027',
    );
  });

  it('/events/<slug>.ics is that event’s own: the meetup’s evening, its place, its page', async () => {
    const response = calendarLoader({ params: { slug: meetup.slug } });
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${meetup.slug}.ics"`);
    const [event] = parse(await response.text()).events;
    expect(event!.summary).toBe('Hyderabad .NET and Azure Meetup');
    expect(event!.startDate.toJSDate().toISOString()).toBe('2027-02-18T13:00:00.000Z');
    expect(event!.endDate.toJSDate().toISOString()).toBe('2027-02-18T15:30:00.000Z');
    // The place quotes the company's name: filled in from the site document.
    expect(event!.location).toBe(
      'Orbitwise Technologies, training hall, 4th Floor, Meridian Tech Park, 21 Lakeview Road, Hyderabad 500081',
    );
    expect(event!.description).toContain(meetup.summary);
    expect(event!.component.getFirstPropertyValue('url')).toBe(
      `https://www.orbitwise.example/events/${meetup.slug}`,
    );
    expect(calendarLoader({ params: { slug: 'no-such-event' } }).status).toBe(404);
  });

  it('follows the published events the re-render hands it: a moved edition gives its new place', async () => {
    const [current] = eventEditions();
    const moved = {
      ...current!,
      attendance: { mode: 'in-person' as const, place: 'Orbitwise Training Centre', address: 'Pune, India' },
    };
    const context = { siteContent: { events: [moved] } };
    const { events } = parse(await calendarLoader({ context }).text());
    expect(events[0]!.location).toBe('Orbitwise Training Centre, Pune, India');
  });

  it('names the organiser from the published site document: its company name and e-mail', async () => {
    const site = { ...SITE_DETAILS.data, name: 'Orbitwise Labs', email: 'events@orbitwise.example' };
    const { calendar, events } = parse(await calendarLoader({ context: { siteContent: { site } } }).text());
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Orbitwise Labs//Events//EN');
    const organizer = events[0]!.component.getFirstProperty('organizer')!;
    expect(organizer.getFirstValue()).toBe('MAILTO:events@orbitwise.example');
    expect(organizer.getParameter('cn')).toBe('Orbitwise Labs');
  });
});
