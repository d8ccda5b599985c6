import { memo, useCallback, useState } from 'react';
import { data, Link } from 'react-router';
import { EventRegistrationFormSlot } from '~/features/forms/event-form-slot';
import { Modal } from '~/components/modal';
import { EVENT_STATUS_ATTRIBUTE, StatusText, useEventStatus } from '~/features/forms/event-status';
import { Section } from '~/components/section';
import { SITE } from '~/config/site';
import {
  CLOSED_NOTICES,
  aiFestEditions,
  currentEvent,
  dated,
  eventBySlug,
  eventEditions,
  registrationState,
  whereText,
} from '~/content/event';
import { eventWhen } from '@orbitwise/contracts/event-dates';
import { companyOf } from '~/content/company';
import { siteContentOf } from '~/content/site-content';
import { paths } from '~/config/routes-table';
import { pageMeta } from '~/lib/seo';
import { eventJsonLd } from '~/lib/structured-data';
import type { Route } from './+types/event';

/**
 * One event's page (`/events/<slug>`), or, on the spec's landing page, the AI Skills Fest's current
 * edition: the published events handed by the re-render, or the seed's, read when the page is
 * rendered. Every word of it comes from the event's own fields or is computed from its times.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const content = siteContentOf(context);
  const events = content.events ?? eventEditions();
  const slug = (params as { slug?: string }).slug;
  const found = slug === undefined ? currentEvent(aiFestEditions(events)) : eventBySlug(events, slug);
  if (!found) throw data(null, { status: 404 });
  const event = dated(found);
  const registration = registrationState(event);
  const { title, startDay: START, endDay: END } = event;
  const waitlist = registration === 'waitlist';
  const join = waitlist ? 'Join the waitlist' : 'Register Now';
  const company = companyOf(content);
  return {
    ...event,
    companyName: company.name,
    // The page's words built here: their templates stay out of the page's JavaScript.
    headTitle: `${title}, ${event.dates} | ${company.name}`,
    when: eventWhen(event),
    where: whereText(event),
    statusTexts: {
      upcoming: `Coming soon: starts on ${START}.`,
      running: START === END ? 'Happening today.' : `Happening now: runs until ${END}.`,
      ended: `This event ended on ${END}. Register your interest in the next one.`,
    },
    registerTexts: {
      upcoming: `Register now and we will remind you before it starts on ${START}.`,
      running: `It runs until ${END}: register now to join what is still to come.`,
      ended: 'This event is over. Register your interest and we will tell you about the next one.',
    },
    // The labels by status (the visitor's today decides between them): data, not JavaScript.
    labels: {
      button: { upcoming: join, running: join, ended: 'Register your interest' },
      modal: { open: `Register for ${title}`, ended: 'Register your interest' },
      form: {
        open: waitlist ? 'Join the waitlist' : 'Register your interest',
        ended: 'Register your interest in the next one',
      },
    },
    calendar: paths.eventPageCalendar(event.slug),
    blocks: [
      { id: 'unlock', tone: 'sky' as const, cols: 'card-grid cols-3', ...event.unlock },
      { id: 'audiences', tone: undefined, cols: 'card-grid cols-4', ...event.audiences },
    ].filter((block) => block.items.length > 0),
    // The notices come as data: their text stays out of the page's JavaScript.
    closedNotice: CLOSED_NOTICES[registration],
    waitlistNotice: waitlist
      ? 'All places are taken: join the waitlist and we will tell you if one opens.'
      : null,
    // The JSON-LD is built here, on the server: its code never ships to the browser.
    jsonLd: eventJsonLd(event, registration === 'full' || registration === 'waitlist', company),
  };
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
