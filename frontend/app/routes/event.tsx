import { memo, useCallback, useState } from 'react';
import { data, Link } from 'react-router';
import { EventRegistrationFormSlot } from '~/features/forms/event-form-slot';
import { Modal } from '~/components/modal';
import { EVENT_STATUS_ATTRIBUTE, StatusText, useEventStatus } from '~/features/forms/event-status';
import { Section } from '~/components/section';
import { SITE } from '~/config/site';
import { aiFestEditions, currentEvent, eventBySlug, eventEditions } from '~/content/event';
import { eventPageOf } from '~/content/event-page';
import { siteContentOf } from '~/content/site-content';
import { paths } from '~/config/routes-table';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/event';

/**
 * One event's page (`/events/<slug>`), or, on the spec's landing page, the AI Skills Fest's current
 * edition: the published events handed by the re-render, or the seed's, read when the page is
 * rendered. Its data is made by `eventPageOf`, which the console's preview calls with a draft.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const content = siteContentOf(context);
  const events = content.events ?? eventEditions();
  const slug = (params as { slug?: string }).slug;
  const found = slug === undefined ? currentEvent(aiFestEditions(events)) : eventBySlug(events, slug);
  if (!found) throw data(null, { status: 404 });
  return eventPageOf(found, content);
}

// From the loader's data: the event's text stays out of the page's JavaScript.
export const meta: Route.MetaFunction = ({ location, loaderData: event }) =>
  event
    ? [
        ...pageMeta(
          {
            title: event.headTitle,
            description: event.summary,
            keywords: `${event.title}, events, ${event.companyName}`,
            siteName: event.companyName,
            image: event.banner.src,
            // The spec's address shows an edition whose own page is /events/<slug>: one canonical URL.
            canonical: `${SITE.origin}${paths.eventPage(event.slug)}`,
          },
          location.pathname,
        ),
        { 'script:ld+json': event.jsonLd },
      ]
    : [];

/**
 * The form slots, memoised: the page re-renders right after hydration (it states today's status), and
 * an update reaching a form whose code has not arrived would make React replace its prerendered HTML
 * with the fallback. Their props are constant (a stable onDone, the event's slug and title).
 */
const FormSlot = memo(EventRegistrationFormSlot);

export default function EventPage({ loaderData: event }: Route.ComponentProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const status = useEventStatus(event.startDate, event.endDate);
  const when = status === 'ended' ? 'ended' : 'open';
  const { closedNotice, labels } = event;
  const waitlist = event.waitlistNotice !== null;
  const modalTitle = labels.modal[when];
  const formProps = { eventSlug: event.slug, eventTitle: event.title, waitlist };
  return (
    <>
      <section className="event-banner" {...{ [EVENT_STATUS_ATTRIBUTE]: status }}>
        <div className="container event-banner-inner">
          <div>
            <p className="eyebrow eyebrow-light">{event.when}</p>
            <h1>{event.title}</h1>
            <p className="event-where">{event.where}</p>
            <p className="event-status">
              <StatusText status={status} texts={event.statusTexts} />
            </p>
            <p className="lead">{event.intro}</p>
            {(closedNotice ?? event.waitlistNotice) && (
              <p className="event-closed">{closedNotice ?? event.waitlistNotice}</p>
            )}
            <p className="event-actions">
              {!closedNotice && (
                <button type="button" className="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
                  <StatusText status={status} texts={labels.button} />
                </button>
              )}
              <a className="button event-calendar-link" href={event.calendar} download>
                Add to calendar
              </a>
            </p>
          </div>
          <img src={event.banner.src} alt="" width={1200} height={800} fetchPriority="high" />
        </div>
      </section>
      <section className="section" aria-labelledby="event-training">
        <div className="container split">
          <img src={event.training.image.src} alt="" width={1200} height={800} loading="lazy" />
          <div>
            <h2 id="event-training">{event.training.title}</h2>
            {event.training.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </section>
      {event.blocks.map((block) => (
        <Section key={block.id} id={block.id} title={block.title} tone={block.tone}>
          <ul className={block.cols}>
            {block.items.map((item) => (
              <li key={item.title} className="card">
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </Section>
      ))}
      <Section
        id="register"
        title={labels.form.open}
        tone="sky"
        intro={<StatusText status={status} texts={event.registerTexts} />}
      >
        <div className="narrow">
          {closedNotice ? (
            <p className="event-closed" role="status">
              {closedNotice}
            </p>
          ) : (
            <>
              <span id="event-page-form-name" hidden>
                {labels.form[when]}
              </span>
              <FormSlot labelledBy="event-page-form-name" {...formProps} />
            </>
          )}
          <p className="event-more">
            <Link to={paths.events}>See all our events</Link>
          </p>
        </div>
      </Section>
      {!closedNotice && (
        <Modal open={open} onClose={close} title={modalTitle}>
          <span id="event-modal-form-name" hidden>
            {modalTitle}
          </span>
          <FormSlot labelledBy="event-modal-form-name" onDone={close} {...formProps} />
        </Modal>
      )}
    </>
  );
}
