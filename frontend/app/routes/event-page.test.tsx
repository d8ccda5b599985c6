/**
 * Each event's page follows its own published data, as rendered on a fixed day: its own words (no
 * other event's), its place or mode, its calendar file; the form while it takes registrations, "Join
 * the waitlist" once full with a waitlist, a notice and no form once full, closed or over. The spec's
 * landing page shows the AI Skills Fest's current edition. The events list: upcoming first, then past.
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventEditions, type EventEdition } from '~/content/event';
import EventPage, { loader, meta } from './event';
import EventsPage, { loader as listLoader } from './events';
import type { Route as EventRoute } from './+types/event';
import type { Route as EventsRoute } from './+types/events';

const TODAY = new Date('2026-11-26T12:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});
afterEach(() => vi.useRealTimers());

const seed = eventEditions();
const bySlug = (slug: string) => seed.find((event) => event.slug === slug)!;
const current = bySlug('microsoft-ai-skills-fest-2027');
const past = bySlug('microsoft-ai-skills-fest');
const meetup = seed.find((event) => event.attendance.mode === 'in-person')!;

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

function renderPage(slug?: string, events?: EventEdition[]) {
  const context = events ? { siteContent: { events } } : {};
  const params = slug === undefined ? {} : { slug };
  const data = loader({ params, context } as unknown as EventRoute.LoaderArgs);
  const html = renderToString(
    <MemoryRouter>
      <EventPage {...({ loaderData: data } as unknown as EventRoute.ComponentProps)} />
    </MemoryRouter>,
  );
  const tags = meta({
    loaderData: data,
    location: { pathname: '/events/x' },
  } as unknown as EventRoute.MetaArgs);
  const description = tags.find((tag) => 'name' in tag && tag.name === 'description') as { content: string };
  const canonical = tags.find((tag) => 'rel' in tag && tag.rel === 'canonical') as { href: string };
  return { data, doc: parse(html), description: description.content, canonical: canonical.href };
}

const hasForm = (doc: Document) => doc.getElementById('event-page-form-name') !== null;
const notice = (doc: Document) => doc.querySelector('.event-closed')?.textContent;
const calendarLink = (doc: Document) =>
  [...doc.querySelectorAll('.event-banner a')].find((a) => a.textContent === 'Add to calendar');

describe('an event’s page', () => {
  it('the spec’s landing page shows the AI Skills Fest’s current edition with its form and calendar', () => {
    const { doc, data, canonical } = renderPage();
    expect(data.slug).toBe('microsoft-ai-skills-fest-2027');
    // The edition's own page is the one canonical URL of what the spec's address shows.
    expect(canonical).toMatch(/^https?:\/\/[^/]+\/events\/microsoft-ai-skills-fest-2027$/);
    expect(doc.querySelector('h1')?.textContent).toBe('Microsoft AI Skills Fest');
    // Several days: when it starts and ends, in its own zone, not only the dates.
    expect(doc.querySelector('.event-banner .eyebrow')?.textContent).toBe(
      '8 April 2027, 9:00 am to 28 May 2027, 6:00 pm IST',
    );
    expect(doc.querySelector('.event-where')?.textContent).toBe('Online');
    expect(hasForm(doc)).toBe(true);
    expect(notice(doc)).toBeUndefined();
    expect(calendarLink(doc)?.getAttribute('href')).toBe('/events/microsoft-ai-skills-fest-2027.ics');
    expect(data.jsonLd.offers).toMatchObject({ availability: 'https://schema.org/InStock' });
  });

  it('another event says only its own words: title, summary, hours, place and address, sections', () => {
    const { doc, data, description } = renderPage(meetup.slug);
    const text = doc.body.textContent!;
    expect(doc.querySelector('h1')?.textContent).toBe('Hyderabad .NET and Azure Meetup');
    expect(description).toBe(meetup.summary);
    expect(data.headTitle).toBe('Hyderabad .NET and Azure Meetup, 18 February 2027 | Orbitwise Technologies');
    expect(doc.querySelector('.event-banner .eyebrow')?.textContent).toBe(
      '18 February 2027, 6:30 pm to 9:00 pm IST',
    );
    expect(doc.querySelector('.event-where')?.textContent).toBe(
      'Orbitwise Technologies, training hall, 4th Floor, Meridian Tech Park, 21 Lakeview Road, Hyderabad 500081',
    );
    expect([...doc.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'The evening',
      'What you take home',
      'Who should come',
      'Register your interest',
      'Register for Hyderabad .NET and Azure Meetup',
    ]);
    for (const fest of [/AI training/i, /certification/i, /fest/i, /AI Skills/i]) {
      expect(text).not.toMatch(fest);
      expect(description).not.toMatch(fest);
    }
    expect(calendarLink(doc)?.getAttribute('href')).toBe(`/events/${meetup.slug}.ics`);
    expect(hasForm(doc)).toBe(true);
  });

  it('once full with a waitlist, offers “Join the waitlist”; without one, says it is full and has no form', () => {
    const full = { ...meetup, capacity: 3, registrations: 3 };
    const waitlist = renderPage(meetup.slug, [{ ...full, waitlist: true }]);
    expect(hasForm(waitlist.doc)).toBe(true);
    expect(waitlist.doc.getElementById('event-page-form-name')?.textContent).toBe('Join the waitlist');
    expect(waitlist.doc.querySelector('[aria-haspopup="dialog"]')?.textContent).toContain(
      'Join the waitlist',
    );
    expect(notice(waitlist.doc)).toBe(
      'All places are taken: join the waitlist and we will tell you if one opens.',
    );
    expect(waitlist.data.jsonLd.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });

    const closed = renderPage(meetup.slug, [{ ...full, waitlist: false }]);
    expect(hasForm(closed.doc)).toBe(false);
    expect(closed.doc.querySelector('[aria-haspopup="dialog"]')).toBeNull();
    expect(notice(closed.doc)).toBe('This event is full: registration is closed.');
  });

  it('keeps the form with a place left, and closes when the editor closes it or the event is over', () => {
    expect(hasForm(renderPage(undefined, [{ ...current, capacity: 3, registrations: 2 }]).doc)).toBe(true);
    const closed = renderPage(undefined, [{ ...current, registrationOpen: false }]).doc;
    expect([hasForm(closed), notice(closed)]).toEqual([false, 'Registration is closed.']);
    const over = renderPage(past.slug).doc;
    expect([hasForm(over), notice(over)]).toEqual([false, 'This event is over: registration is closed.']);
    expect(over.querySelector('.event-banner .eyebrow')?.textContent).toBe(
      '8 April 2025, 9:00 am to 28 May 2025, 6:00 pm IST',
    );
    // Over when rendered, nothing on its page invites a registration it would refuse.
    expect(over.body.textContent).not.toMatch(/register your interest/i);
    expect(over.querySelector('.event-banner [data-current]')?.textContent).toBe(
      'This event ended on 28 May 2025.',
    );
    expect(over.getElementById('register-title')?.textContent).toBe('Registration');
  });

  it('has no page for an unknown event, and the landing page none once no edition of the fest is published', () => {
    const status = (run: () => unknown) => {
      try {
        run();
      } catch (thrown) {
        return (thrown as { init?: { status?: number } }).init?.status;
      }
      return 200;
    };
    expect(status(() => renderPage('no-such-event'))).toBe(404);
    expect(status(() => renderPage(undefined, [meetup]))).toBe(404);
  });
});

describe('the events list', () => {
  it('lists the upcoming events soonest first, each linking to its page, then the past ones', () => {
    const data = listLoader({ context: {} } as unknown as EventsRoute.LoaderArgs);
    const doc = parse(
      renderToString(
        <MemoryRouter>
          <EventsPage {...({ loaderData: data } as unknown as EventsRoute.ComponentProps)} />
        </MemoryRouter>,
      ),
    );
    const cards = (id: string) =>
      [...doc.querySelectorAll(`[aria-labelledby="${id}-title"] .event-card h3 a`)].map((a) => [
        a.textContent,
        a.getAttribute('href'),
      ]);
    expect(cards('upcoming')).toEqual([
      ['Hyderabad .NET and Azure Meetup', `/events/${meetup.slug}`],
      ['Microsoft AI Skills Fest', '/events/microsoft-ai-skills-fest-2027'],
    ]);
    expect(doc.getElementById('past-title')?.textContent).toBe('Past events');
    expect(cards('past')).toEqual([['Microsoft AI Skills Fest', '/events/microsoft-ai-skills-fest']]);
    expect(doc.body.textContent).toContain(meetup.summary);
    // Each card says when, with the times in the event's own zone, for one day as for several.
    const when = (id: string) =>
      [...doc.querySelectorAll(`[aria-labelledby="${id}-title"] .event-card .blog-meta`)].map(
        (p) => p.textContent,
      );
    expect(when('upcoming')).toEqual([
      '18 February 2027, 6:30 pm to 9:00 pm IST',
      '8 April 2027, 9:00 am to 28 May 2027, 6:00 pm IST',
    ]);
  });
});
