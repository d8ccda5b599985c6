import { PageHero } from '~/components/page-hero';
import { ExternalLink } from '~/components/section';
import { TechLogoTile } from '~/components/tech-logo';
import { TECH_COLUMNS, TECH_LOGOS } from '~/content/technologies';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/technologies';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: 'Technologies We Use | Orbitwise Technologies',
      description:
        'The technologies we build and teach with: .NET, Angular, React, SQL Server and MSBI, Azure and AWS, DevOps, Power Platform and testing tools.',
      keywords: '.NET, Angular, React, SQL Server, MSBI, Azure, AWS, DevOps, Power Platform, Selenium',
      breadcrumb: true,
      canonical: `${SITE.origin}${paths.technologies}`,
    },
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
