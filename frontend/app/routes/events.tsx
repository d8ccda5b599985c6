import { Link } from 'react-router';
import { ContentPicture } from '~/components/content-picture';
import { PageHero } from '~/components/page-hero';
import { Section } from '~/components/section';
import { paths } from '~/config/routes-table';
import { eventEditions, eventsByTime, whereText, type EventEdition } from '~/content/event';
import { eventWhen } from '@orbitwise/contracts/event-dates';
import { siteContentOf } from '~/content/site-content';
import { withTokens } from '~/content/text-tokens';
import { pageTextOf } from '~/content/company';
import { pageCopyOf } from '~/content/page-copy';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/events';

/** The cards' width in a three-column grid (one column on phones). */
const CARD_SIZES = '(min-width: 1000px) 380px, (min-width: 640px) 50vw, 100vw';

const card = (event: EventEdition) => {
  return {
    slug: event.slug,
    title: event.title,
    summary: event.summary,
    banner: event.banner,
    when: eventWhen(event),
    where: whereText(event),
    href: paths.eventPage(event.slug),
  };
};
type EventCard = ReturnType<typeof card>;

/**
 * Every published event (or the seed's), read when the page is rendered: upcoming first, then past;
 * the heading, lead and search texts are the `page` document's.
 */
export function loader({ context }: Route.LoaderArgs) {
  const content = siteContentOf(context);
  const { upcoming, past } = eventsByTime(withTokens(content.events ?? eventEditions(), content));
  const { heading, lead } = pageCopyOf(siteContentOf(context), 'events');
  return {
    seo: pageTextOf(siteContentOf(context), 'events'),
    copy: { heading, lead },
    upcoming: upcoming.map(card),
    past: past.map(card),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo, { breadcrumb: true }), location.pathname);

function EventCards({ events }: { events: readonly EventCard[] }) {
  return (
    <ul className="card-grid cols-3">
      {events.map((event) => (
        <li key={event.slug}>
          <article className="card blog-card event-card">
            <ContentPicture image={event.banner} alt="" sizes={CARD_SIZES} />
            <div className="blog-card-body">
              <p className="blog-meta">{event.when}</p>
              <h3>
                <Link to={event.href} className="stretched-link">
                  {event.title}
                </Link>
              </h3>
              <p className="event-card-where">{event.where}</p>
              <p>{event.summary}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

export default function Events({ loaderData: { copy, upcoming, past } }: Route.ComponentProps) {
  return (
    <>
      <PageHero title={copy.heading ?? 'Events'} lead={copy.lead ?? undefined} />
      <Section id="upcoming" title="Upcoming events">
        {upcoming.length > 0 ? (
          <EventCards events={upcoming} />
        ) : (
          <p>No events are planned right now. See the ones we have held below.</p>
        )}
      </Section>
      {past.length > 0 && (
        <Section id="past" title="Past events" tone="sky">
          <EventCards events={past} />
        </Section>
      )}
    </>
  );
}
