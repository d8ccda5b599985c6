import { PageHero } from '~/components/page-hero';
import { ExternalLink } from '~/components/section';
import { TechLogoTile } from '~/components/tech-logo';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import { pageTextOf } from '~/content/company';
import { siteContentOf } from '~/content/site-content';
import { technologiesOf } from '~/content/technologies';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/technologies';

/** The published `technology` document (the seed's at build time) and the page's search text: both travel in its HTML. */
export function loader({ context }: Route.LoaderArgs) {
  const content = siteContentOf(context);
  return { seo: pageTextOf(content, 'technologies'), technologies: technologiesOf(content) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(
    withPageText(loaderData?.seo, { breadcrumb: true, canonical: `${SITE.origin}${paths.technologies}` }),
    location.pathname,
  );

export default function Technologies({ loaderData }: Route.ComponentProps) {
  const { technologies: page } = loaderData;
  return (
    <>
      {/* The heading is the spec's. */}
      <PageHero title="Technologies We Use" lead={page.lead} />
      <section className="section" aria-label="Technology columns">
        <div className="container">
          <div className="tech-columns">
            {page.columns.map((column, i) => (
              <section
                key={`${i}-${column.title}`}
                className="card tech-column"
                aria-labelledby={`tech-col-${i}`}
              >
                <h2 id={`tech-col-${i}`}>{column.title}</h2>
                <ul>
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <ExternalLink href={link.href}>{link.label}</ExternalLink>
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
          <h2 id="logos-title">{page.logosTitle}</h2>
          <ul className="tech-grid">
            {page.logos.map((tech) => (
              <TechLogoTile key={tech.name} tech={tech} />
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
