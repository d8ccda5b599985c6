import { createEvent } from 'ics';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import { currentEvent, type EventEdition } from '~/content/event';
import { siteContentOf } from '~/content/site-content';

/** The event as an iCalendar file (RFC 5545), prerendered next to its page. */
export function eventCalendar(event: EventEdition): string {
  const page = new URL(paths.event, SITE.origin).href;
  const { attendance } = event;
  const { error, value } = createEvent({
    productId: `-//${SITE.name}//Events//EN`,
    uid: `${event.slug}@${new URL(SITE.origin).hostname}`,
    title: event.title,
    description: `${event.intro}\n\n${page}`,
    url: page,
    location: attendance.mode === 'online' ? 'Online' : `${attendance.place}, ${attendance.address}`,
    start: Date.parse(event.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(event.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    organizer: { name: SITE.name, email: SITE.email },
  });
  if (error || !value) throw error ?? new Error('ics: no calendar');
  return value;
}

/** The current edition's calendar: the published events handed by the re-render, or the seed's. */
export function loader({ context }: { context?: unknown } = {}) {
  const event = currentEvent(siteContentOf(context).events);
  return new Response(eventCalendar(event), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${event.slug}.ics"`,
    },
  });
}
