import { memo, useCallback, useState } from 'react';
import { EventRegistrationFormSlot } from '~/features/forms/form-slots';
import { EVENT_STATUS_ATTRIBUTE, StatusText, useEventStatus } from '~/features/forms/event-status';
import { Modal } from '~/components/modal';
import { Section } from '~/components/section';
import { SITE } from '~/config/site';
import { EVENT } from '~/content/event';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/event';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: `${EVENT.title} 2025 - Register | ${SITE.name}`,
      description: `Register for the ${EVENT.title}: ${EVENT.days} days of AI training from ${EVENT.dates}, with a worldwide live stream, career skills and global certifications.`,
      keywords: 'AI Skills Fest, AI training, Microsoft AI, free AI course, AI certification',
      image: EVENT.banner,
    },
    location.pathname,
  );

/**
 * The form slots, memoised: the page re-renders right after hydration (it states today's status), and
 * an update reaching a form whose code has not arrived would make React replace its prerendered HTML
 * with the fallback. Their props are constant (a stable onDone).
 */
const FormSlot = memo(EventRegistrationFormSlot);

const { startDay: START, endDay: END } = EVENT;

export default function EventPage() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const status = useEventStatus(EVENT.startDate, EVENT.endDate);
  const ended = status === 'ended';
  const modalTitle = ended ? 'Register for the next edition' : 'Register for the AI Skills Fest';
  return (
    <>
      <section className="event-banner" {...{ [EVENT_STATUS_ATTRIBUTE]: status }}>
        <div className="container event-banner-inner">
          <div>
            <p className="eyebrow eyebrow-light">
              {EVENT.dates} · {EVENT.days} days
            </p>
            <h1>{EVENT.title}</h1>
            <p className="event-status">
              <StatusText
                status={status}
                texts={{
                  upcoming: `Coming soon: the fest opens on ${START}.`,
                  running: `Happening now: the fest runs until ${END}.`,
                  ended: `This edition ended on ${END}. Register your interest in the next one.`,
                }}
              />
            </p>
            <p className="lead">{EVENT.intro}</p>
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
          </div>
          <img src={EVENT.banner} alt="" width={1200} height={800} fetchPriority="high" />
        </div>
      </section>
      <section className="section" aria-labelledby="event-training">
        <div className="container split">
          <img src={EVENT.training.image} alt="" width={1200} height={800} loading="lazy" />
          <div>
            <h2 id="event-training">{EVENT.training.title}</h2>
            {EVENT.training.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </section>
      <Section id="unlock" title={EVENT.unlock.title} tone="sky">
        <ul className="card-grid cols-3">
          {EVENT.unlock.items.map((item) => (
            <li key={item.title} className="card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="audiences" title={EVENT.audiences.title}>
        <ul className="card-grid cols-4">
          {EVENT.audiences.items.map((item) => (
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
        intro={
          <StatusText
            status={status}
            texts={{
              upcoming: `Register now and we will remind you before the fest opens on ${START}.`,
              running: `The fest runs until ${END}: register now to join the sessions still to come.`,
              ended: `The ${EVENT.startDate.slice(0, 4)} edition is over. Register your interest and we will tell you when the next edition opens.`,
            }}
          />
        }
      >
        <div className="narrow">
          <span id="event-page-form-name" hidden>
            {ended ? 'Register your interest in the next edition' : 'Register your interest'}
          </span>
          <FormSlot labelledBy="event-page-form-name" />
        </div>
      </Section>
      <Modal open={open} onClose={close} title={modalTitle}>
        <span id="event-modal-form-name" hidden>
          {modalTitle}
        </span>
        <FormSlot labelledBy="event-modal-form-name" onDone={close} />
      </Modal>
    </>
  );
}
