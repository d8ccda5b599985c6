import { describe, expect, it } from 'vitest';
import { checkContent, CONTENT_MESSAGES } from './content.js';
import { EVENTS } from './content-seed/index.js';

const meetup = EVENTS.find((event) => event.slug === 'hyderabad-dotnet-azure-meetup-2027')!.data;

describe('an event document', () => {
  it('stores its times, a summary and a waitlist flag; the seed has a second, in-person event', () => {
    expect(EVENTS.map((event) => event.slug)).toEqual([
      'microsoft-ai-skills-fest-2027',
      'microsoft-ai-skills-fest',
      'hyderabad-dotnet-azure-meetup-2027',
    ]);
    for (const event of EVENTS)
      expect(checkContent('event', event.data)).toEqual({ ok: true, data: event.data });
    expect(meetup).toMatchObject({ attendance: { mode: 'in-person' }, capacity: 60, waitlist: true });
    expect(JSON.stringify(meetup)).not.toMatch(/AI Skills Fest|50 days/i);
  });

  it('refuses the date words it used to store (computed now), an unknown zone and an end before the start', () => {
    expect(checkContent('event', { ...meetup, dates: '18 February 2027' })).toMatchObject({ ok: false });
    expect(checkContent('event', { ...meetup, timeZone: 'Mars/Olympus' })).toEqual({
      ok: false,
      errors: { timeZone: CONTENT_MESSAGES.timeZone },
    });
    expect(checkContent('event', { ...meetup, endsAt: '2027-02-18T18:00:00+05:30' })).toEqual({
      ok: false,
      errors: { endsAt: CONTENT_MESSAGES.eventEndsBeforeStart },
    });
  });

  it('keeps no waitlist unless asked', () => {
    const { waitlist: _waitlist, ...without } = meetup;
    expect(checkContent('event', without)).toMatchObject({ ok: true, data: { waitlist: false } });
  });
});
