/** Issue 23: the event offers an .ics file, one VEVENT at the right instants. */
import { describe, expect, it } from 'vitest';
import { EVENT } from '~/content/event';
import { eventCalendar, loader as calendarLoader } from './event-calendar';

describe('the event’s .ics', () => {
  it('is one VEVENT from the opening to the last session, in UTC', async () => {
    const ics = eventCalendar(EVENT);
    const unfolded = ics.replace(/\r?\n[ \t]/g, '');
    expect(unfolded).toMatch(/^BEGIN:VCALENDAR\r?\n/);
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(unfolded).toContain('DTSTART:20250408T033000Z');
    expect(unfolded).toContain('DTEND:20250528T123000Z');
    expect(unfolded).toContain('SUMMARY:Microsoft AI Skills Fest');
    expect(unfolded).toContain('URL:https://www.orbitwise.example/events/microsoft/ai-skills-fest/register');
    const response = calendarLoader();
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('.ics');
    expect(await response.text()).toContain('BEGIN:VEVENT');
  });
});
