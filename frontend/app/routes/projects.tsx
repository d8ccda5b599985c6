import { useState } from 'react';
import { Link } from 'react-router';
import { PageHero } from '~/components/page-hero';
import { paths } from '~/config/routes-table';
import { portfolioItems, PROJECT_KINDS } from '~/content/portfolio';
import { siteContentOf } from '~/content/site-content';
import { pageTextOf } from '~/content/company';
import { pageCopyOf } from '~/content/page-copy';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/projects';

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo), location.pathname);

/**
 * Every project from the one portfolio source, with what we did for it. Read at build time: the page
 * carries these few fields, not every project's text (the JavaScript budget of report:bundle).
 */
export function loader({ context }: Route.LoaderArgs) {
  return {
    seo: pageTextOf(siteContentOf(context), 'projects'),
    copy: pageCopyOf(siteContentOf(context), 'projects'),
    filters: ['all', ...PROJECT_KINDS] as const,
    projects: portfolioItems(siteContentOf(context)).map(({ id, name, category, work, image }) => ({
      id,
      name,
      category,
      work,
      image: image.src,
    })),
  };
}

type Filter = ReturnType<typeof loader>['filters'][number];

export default function Projects({ loaderData: { filters, projects, copy } }: Route.ComponentProps) {
  const [filter, setFilter] = useState<Filter>('all');
  const shown = projects.filter((p) => filter === 'all' || (p.work as readonly string[]).includes(filter));
  return (
    <>
      <PageHero title={copy.heading ?? 'Projects'} lead={copy.lead ?? undefined} />
      <section className="section">
        <div className="container">
          <div className="filter-bar" role="group" aria-label="Filter projects">
            {filters.map((f) => (
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
              <li key={p.id} className="card portfolio-card">
                <img src={p.image} alt="" width={1200} height={800} loading="lazy" />
                <div className="portfolio-card-body">
                  <p className="portfolio-category">{p.category}</p>
                  <h2 className="h3">
                    <Link to={paths.portfolio(p.id)} className="stretched-link">
                      {p.name}
                    </Link>
                  </h2>
                  <p>{p.work.join(' · ')}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
