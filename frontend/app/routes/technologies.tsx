import { PageHero } from '~/components/page-hero';
import { ExternalLink } from '~/components/section';
import { TechLogoTile } from '~/components/tech-logo';
import { TECH_COLUMNS, TECH_LOGOS } from '~/content/technologies';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import { pageTextOf } from '~/content/company';
import { siteContentOf } from '~/content/site-content';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/technologies';

/** The page's title and description in search results (its `page` document). */
export function loader({ context }: Route.LoaderArgs) {
  return { seo: pageTextOf(siteContentOf(context), 'technologies') };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(
    withPageText(loaderData?.seo, { breadcrumb: true, canonical: `${SITE.origin}${paths.technologies}` }),
    location.pathname,
  );

export default function Technologies() {
  return (
    <>
      <PageHero
        title="Technologies We Use"
        lead="Proven, well-supported tools for every layer of an application."
      />
      <section className="section" aria-label="Technology columns">
        <div className="container">
          <div className="tech-columns">
            {TECH_COLUMNS.map((column, i) => (
              <section key={column.title} className="card tech-column" aria-labelledby={`tech-col-${i}`}>
                <h2 id={`tech-col-${i}`}>{column.title}</h2>
                <ul>
                  {column.links.map((link) => (
                    <li key={link.name}>
                      <ExternalLink href={link.href}>{link.name}</ExternalLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      </section>
      <section className="section section-sky" aria-labelledby="logos-title">
        <div className="container">
          <h2 id="logos-title">Platforms and frameworks</h2>
          <ul className="tech-grid">
            {TECH_LOGOS.map((tech) => (
              <TechLogoTile key={tech.name} tech={tech} />
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
