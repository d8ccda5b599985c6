import { createEvent } from 'ics';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import { companyOf, type CompanyDetails } from '~/content/company';
import {
  aiFestEditions,
  currentEvent,
  eventBySlug,
  eventEditions,
  whereText,
  type EventEdition,
} from '~/content/event';
import { siteContentOf } from '~/content/site-content';
import { withTokens } from '~/content/text-tokens';

/** The event as an iCalendar file (RFC 5545), prerendered next to its page; the organiser is the company (the `site` document). */
export function eventCalendar(event: EventEdition, company: Pick<CompanyDetails, 'name' | 'email'>): string {
  const page = new URL(paths.eventPage(event.slug), SITE.origin).href;
  const { error, value } = createEvent({
    productId: `-//${company.name}//Events//EN`,
    uid: `${event.slug}@${new URL(SITE.origin).hostname}`,
    title: event.title,
    description: `${event.summary}\n\n${page}`,
    url: page,
    location: whereText(event),
    start: Date.parse(event.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(event.endsAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    organizer: { name: company.name, email: company.email },
  });
  if (error || !value) throw error ?? new Error('ics: no calendar');
  return value;
}

/**
 * `/events/<slug>.ics`: that event's calendar; the spec's `/events/microsoft/ai-skills-fest/event.ics`:
 * the AI Skills Fest's current edition's. From the published events handed by the re-render, or the seed's.
 */
export function loader({ params, context }: { params?: { slug?: string }; context?: unknown } = {}) {
  const content = siteContentOf(context);
  const events = withTokens(content.events ?? eventEditions(), content);
  const slug = params?.slug;
  const event = slug === undefined ? currentEvent(aiFestEditions(events)) : eventBySlug(events, slug);
  if (!event) return new Response(null, { status: 404 });
  return new Response(eventCalendar(event, companyOf(content)), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${event.slug}.ics"`,
    },
  });
}
