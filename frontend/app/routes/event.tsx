import { memo, useCallback, useState } from 'react';
import { EventRegistrationFormSlot } from '~/features/forms/form-slots';
import { EVENT_STATUS_ATTRIBUTE, StatusText, useEventStatus } from '~/features/forms/event-status';
import { Modal } from '~/components/modal';
import { Section } from '~/components/section';
import { SITE } from '~/config/site';
import { CLOSED_NOTICES, currentEvent, eventEditions, pastEvents, registrationState } from '~/content/event';
import { siteContentOf } from '~/content/site-content';
import { paths } from '~/config/routes-table';
import { pageMeta } from '~/lib/seo';
import { eventJsonLd } from '~/lib/structured-data';
import type { Route } from './+types/event';

/**
 * The current edition (the published events handed by the re-render, or the seed's), read when the
 * page is rendered: the page carries it in its HTML, not in its JavaScript.
 */
export function loader({ context }: Route.LoaderArgs) {
  const editions = siteContentOf(context).events ?? eventEditions();
  const event = currentEvent(editions);
  const registration = registrationState(event);
  const { title, startDay: START, endDay: END } = event;
  return {
    ...event,
    // The page's words built here: their templates stay out of the page's JavaScript.
    headTitle: `${title} ${event.startDate.slice(0, 4)} - Register | ${SITE.name}`,
    description: `Register for the ${title}: ${event.days} days of AI training from ${event.dates}, with a worldwide live stream, career skills and global certifications.`,
    statusTexts: {
      upcoming: `Coming soon: the fest opens on ${START}.`,
      running: `Happening now: the fest runs until ${END}.`,
      ended: `This edition ended on ${END}. Register your interest in the next one.`,
    },
    registerTexts: {
      upcoming: `Register now and we will remind you before the fest opens on ${START}.`,
      running: `The fest runs until ${END}: register now to join the sessions still to come.`,
      ended: `The ${event.startDate.slice(0, 4)} edition is over. Register your interest and we will tell you when the next edition opens.`,
    },
    // The notice and the archive's lines come as data: their text stays out of the page's JavaScript.
    closedNotice: CLOSED_NOTICES[registration],
    past: pastEvents(editions)
      .filter((edition) => edition.slug !== event.slug)
      .map(({ title, dates, days }) => `${title}: ${dates} (${days} days)`),
    // The JSON-LD is built here, on the server: its code never ships to the browser.
    jsonLd: eventJsonLd(event, registration === 'full'),
  };
}

// From the loader's data, not EVENT: the event's text stays out of the page's JavaScript.
export const meta: Route.MetaFunction = ({ location, loaderData: event }) =>
  event
    ? [
        ...pageMeta(
          {
            title: event.headTitle,
            description: event.description,
            keywords: 'AI Skills Fest, AI training, Microsoft AI, free AI course, AI certification',
            image: event.banner.src,
          },
          location.pathname,
        ),
        { 'script:ld+json': event.jsonLd },
      ]
    : [];

/**
 * The form slots, memoised: the page re-renders right after hydration (it states today's status), and
 * an update reaching a form whose code has not arrived would make React replace its prerendered HTML
 * with the fallback. Their props are constant (a stable onDone).
 */
const FormSlot = memo(EventRegistrationFormSlot);

export default function EventPage({ loaderData: event }: Route.ComponentProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const status = useEventStatus(event.startDate, event.endDate);
  const ended = status === 'ended';
  const modalTitle = ended ? 'Register for the next edition' : 'Register for the AI Skills Fest';
  const { closedNotice } = event;
  return (
    <>
      <section className="event-banner" {...{ [EVENT_STATUS_ATTRIBUTE]: status }}>
        <div className="container event-banner-inner">
          <div>
            <p className="eyebrow eyebrow-light">
              {event.dates} · {event.days} days
            </p>
            <h1>{event.title}</h1>
            <p className="event-status">
              <StatusText status={status} texts={event.statusTexts} />
            </p>
            <p className="lead">{event.intro}</p>
            <p>
              <a className="event-calendar-link" href={paths.eventCalendar} download>
                Add to your calendar (.ics)
              </a>
            </p>
            {closedNotice ? (
              <p className="event-closed">{closedNotice}</p>
            ) : (
              <button type="button" className="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
                <StatusText
                  status={status}
                  texts={{
                    upcoming: 'Register Now',
                    running: 'Register Now',
                    ended: 'Register for the next edition',
                  }}
                />
              </button>
            )}
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
      <Section id="unlock" title={event.unlock.title} tone="sky">
        <ul className="card-grid cols-3">
          {event.unlock.items.map((item) => (
            <li key={item.title} className="card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="audiences" title={event.audiences.title}>
        <ul className="card-grid cols-4">
          {event.audiences.items.map((item) => (
            <li key={item.title} className="card audience-card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="register"
        title="Register your interest"
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
                {ended ? 'Register your interest in the next edition' : 'Register your interest'}
              </span>
              <FormSlot labelledBy="event-page-form-name" />
            </>
          )}
        </div>
      </Section>
      {event.past.length > 0 && (
        <Section id="past-editions" title="Past editions">
          <ul className="past-editions">
            {event.past.map((edition) => (
              <li key={edition}>{edition}</li>
            ))}
          </ul>
        </Section>
      )}
      {!closedNotice && (
        <Modal open={open} onClose={close} title={modalTitle}>
          <span id="event-modal-form-name" hidden>
            {modalTitle}
          </span>
          <FormSlot labelledBy="event-modal-form-name" onDone={close} />
        </Modal>
      )}
    </>
  );
}
