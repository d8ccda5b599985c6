import { deferred } from '~/components/deferred';
import { PageHero } from '~/components/page-hero';
import { FIGURES } from '~/content/figures';
import { MILESTONES } from '~/content/milestones';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/milestones';

// Below the timeline: its code loads after the page is interactive (see deferred.tsx).
const CountersSection = deferred(() =>
  import('~/components/sections/counters').then((m) => m.CountersSection),
);

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: 'Milestones 2002-2025 | Orbitwise Technologies',
      description:
        'The Orbitwise Technologies timeline: projects and milestones from our first enterprise client in 2002 to AI training in 2025.',
      keywords: 'Orbitwise milestones, company timeline, software projects history',
    },
    location.pathname,
  );

export default function Milestones() {
  return (
    <>
      <PageHero
        title="Mile Stones"
        lead={`${FIGURES.years}+ years since ${FIGURES.founded}: the projects that shaped who we are.`}
      />
      <section className="section" aria-label="Timeline">
        <div className="container">
          <ol className="timeline">
            {MILESTONES.map((m) => (
              <li key={m.year} className="timeline-item">
                <span className="timeline-year">{m.year}</span>
                <div className="card">
                  <p className="tag">{m.tag}</p>
                  <h2>{m.title}</h2>
                  <p>{m.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <CountersSection />
    </>
  );
}
