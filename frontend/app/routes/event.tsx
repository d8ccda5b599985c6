import { useState } from 'react';
import { EventRegistrationFormSlot } from '~/features/forms/form-slots';
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

export default function EventPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <section className="event-banner">
        <div className="container event-banner-inner">
          <div>
            <p className="eyebrow eyebrow-light">
              {EVENT.dates} · {EVENT.days} days
            </p>
            <h1>{EVENT.title}</h1>
            <p className="lead">{EVENT.intro}</p>
            <button type="button" className="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
              Register Now
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
      <Section id="register" title="Register your interest" tone="sky">
        <div className="narrow">
          <EventRegistrationFormSlot idPrefix="event-page" />
        </div>
      </Section>
      <Modal open={open} onClose={() => setOpen(false)} title="Register for the AI Skills Fest">
        <EventRegistrationFormSlot idPrefix="event-modal" onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}
