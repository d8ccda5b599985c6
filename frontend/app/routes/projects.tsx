import { useState } from 'react';
import { PageHero } from '~/components/page-hero';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/projects';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: 'Projects | Orbitwise Technologies',
      description: 'A gallery of our branding, application, web design and photography projects.',
      keywords: 'projects, branding, application design, web design, photography',
    },
    location.pathname,
  );

const FILTERS = ['all', 'branding', 'application', 'web design', 'photography'] as const;
type Filter = (typeof FILTERS)[number];

const PROJECTS: { title: string; category: Exclude<Filter, 'all'>; image: string }[] = [
  { title: 'Brand refresh for a clinic chain', category: 'branding', image: 'dental' },
  { title: 'Claims mobile app', category: 'application', image: 'claimprocessing' },
  { title: 'Course marketplace website', category: 'web design', image: 'bestitcourses' },
  { title: 'Product shoot for a music app', category: 'photography', image: 'sprkmusic' },
  { title: 'Identity for an analytics start-up', category: 'branding', image: 'riskdx' },
  { title: 'Asset tracking application', category: 'application', image: 'assettracking' },
  { title: 'Utility customer portal', category: 'web design', image: 'lwsc' },
  { title: 'Event photography', category: 'photography', image: 'cyndelos' },
  { title: 'Booking app', category: 'application', image: 'happyappointments' },
];

export default function Projects() {
  const [filter, setFilter] = useState<Filter>('all');
  const shown = PROJECTS.filter((p) => filter === 'all' || p.category === filter);
  return (
    <>
      <PageHero title="Projects" lead="A sample of our design and development work." />
      <section className="section">
        <div className="container">
          <div className="filter-bar" role="group" aria-label="Filter projects">
            {FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                className="filter-button"
                aria-pressed={filter === f}
                onClick={() => setFilter(f)}
              >
                {f}
              </button>
            ))}
          </div>
          <ul className="card-grid cols-3" aria-live="polite">
            {shown.map((p) => (
              <li key={p.title} className="card portfolio-card">
                <img
                  src={`/generated/portfolio/${p.image}.svg`}
                  alt=""
                  width={1200}
                  height={800}
                  loading="lazy"
                />
                <div className="portfolio-card-body">
                  <p className="portfolio-category">{p.category}</p>
                  <h2 className="h3">{p.title}</h2>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
