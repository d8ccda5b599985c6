import { createEvent } from 'ics';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import { EVENT, type EventContent } from '~/content/event';

/** The event as an iCalendar file (RFC 5545), prerendered next to its page. */
export function eventCalendar(event: EventContent): string {
  const page = new URL(paths.event, SITE.origin).href;
  const { error, value } = createEvent({
    productId: `-//${SITE.name}//Events//EN`,
    uid: `${event.slug}@${new URL(SITE.origin).hostname}`,
    title: event.title,
    description: `${event.intro}\n\n${page}`,
    url: page,
    location: event.online ? 'Online' : undefined,
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

export function loader() {
  return new Response(eventCalendar(EVENT), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${EVENT.slug}.ics"`,
    },
  });
}
