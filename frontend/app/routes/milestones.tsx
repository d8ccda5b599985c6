import { deferred } from '~/components/deferred';
import { PageHero } from '~/components/page-hero';
import { figuresOf } from '~/content/figures';
import { countersOf, milestonesLead, milestonesOf } from '~/content/milestones';
import { siteContentOf } from '~/content/site-content';
import { pageTextOf } from '~/content/company';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/milestones';

// Below the timeline: its code loads after the page is interactive (see deferred.tsx).
const CountersSection = deferred(() =>
  import('~/components/sections/counters').then((m) => m.CountersSection),
);

/** The published milestones and figures (the seed's at build time), and the page's lead. */
export function loader({ context }: Route.LoaderArgs) {
  const content = siteContentOf(context);
  const figures = figuresOf(content);
  return {
    seo: pageTextOf(content, 'milestones'),
    lead: milestonesLead(content),
    milestones: milestonesOf(content),
    counters: countersOf(figures),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo), location.pathname);

export default function Milestones({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {/* The heading is the spec's. */}
      <PageHero title="Mile Stones" lead={loaderData.lead} />
      <section className="section" aria-label="Timeline">
        <div className="container">
          <ol className="timeline">
            {loaderData.milestones.map((m) => (
              <li key={m.slug} className="timeline-item">
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
      <CountersSection counters={loaderData.counters} />
    </>
  );
}
