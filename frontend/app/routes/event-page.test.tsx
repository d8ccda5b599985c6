/**
 * the event page follows its published data, as rendered on a fixed day: the form while the
 * current edition takes registrations; a notice and no form once it is full, closed or over; past
 * editions in the page's archive; Event JSON-LD SoldOut when full.
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventEditions, type EventEdition } from '~/content/event';
import EventPage, { loader } from './event';
import type { Route as EventRoute } from './+types/event';

const TODAY = new Date('2026-11-26T12:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});
afterEach(() => vi.useRealTimers());

const [current, past] = eventEditions();

function renderPage(events?: EventEdition[]) {
  const context = events ? { siteContent: { events } } : {};
  const data = loader({ context } as unknown as EventRoute.LoaderArgs);
  const html = renderToString(
    <MemoryRouter>
      <EventPage {...({ loaderData: data } as unknown as EventRoute.ComponentProps)} />
    </MemoryRouter>,
  );
  return { data, doc: new DOMParser().parseFromString(html, 'text/html') };
}

const hasForm = (doc: Document) => doc.getElementById('event-page-form-name') !== null;
const notice = (doc: Document) => doc.querySelector('.event-closed')?.textContent;

describe('the event page', () => {
  it('shows the seed’s upcoming edition with its form, and the spec’s 2025 edition as past', () => {
    const { doc, data } = renderPage();
    expect(doc.querySelector('h1')?.textContent).toBe('Microsoft AI Skills Fest');
    expect(doc.body.textContent).toContain('8 April to 28 May 2027');
    expect(hasForm(doc)).toBe(true);
    expect(notice(doc)).toBeUndefined();
    expect(doc.querySelector('#past-editions-title')?.textContent).toBe('Past editions');
    expect(doc.querySelector('.past-editions')?.textContent).toBe(
      'Microsoft AI Skills Fest: 8 April to 28 May 2025 (50 days)',
    );
    expect(data.jsonLd.offers).toMatchObject({ availability: 'https://schema.org/InStock' });
  });

  it('replaces the form with “This event is full” once its places are taken', () => {
    const { doc, data } = renderPage([{ ...current!, capacity: 3, registrations: 3 }, past!]);
    expect(hasForm(doc)).toBe(false);
    expect(doc.querySelector('[aria-haspopup="dialog"]')).toBeNull();
    expect(notice(doc)).toBe('This event is full: registration is closed.');
    expect(data.jsonLd.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  });

  it('keeps the form with a place left, and closes when the editor closes it or the edition ends', () => {
    expect(hasForm(renderPage([{ ...current!, capacity: 3, registrations: 2 }]).doc)).toBe(true);
    const closed = renderPage([{ ...current!, registrationOpen: false }]).doc;
    expect([hasForm(closed), notice(closed)]).toEqual([false, 'Registration is closed.']);
    const ended = renderPage([{ ...current!, endsAt: '2026-11-26T11:00:00Z' }]).doc;
    expect([hasForm(ended), notice(ended)]).toEqual([
      false,
      'Registration is closed: this edition has ended.',
    ]);
  });
});
