import { Link } from 'react-router';
import { CheckList, FeatureCards } from '~/components/deferred-cards';
import { deferred } from '~/components/deferred';
import { PageHero } from '~/components/page-hero';
import { ExternalLink, Section } from '~/components/section';
// A type only (erased): the page's data comes from its loader.
import type { TrainingPage } from '~/content/training';

// The syllabus links' icon, below the fold: its code (lucide) loads after the page is interactive.
const Download = deferred(() => import('lucide-react/icons/download').then((m) => m.default));

/** A link on the site, or one that leaves it in a new tab. */
function AnyLink({
  href,
  external,
  className,
  children,
}: {
  href: string;
  external: boolean;
  className: string;
  children: string;
}) {
  return external ? (
    <ExternalLink href={href} className={className}>
      {children}
    </ExternalLink>
  ) : (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

/**
 * A training page (/training, /personalized, /corporate-training): the parts its `training` document
 * has, in the contract's order. The spec's headings of the course and syllabus lists are the page's.
 */
export function TrainingPageView({ page }: { page: TrainingPage }) {
  const { overview, programmes, features, partners, courses, syllabi } = page;
  return (
    <>
      <PageHero title={page.title} lead={page.lead} />
      {overview && (
        <section className="section" aria-labelledby="overview-title">
          <div className="container split">
            <div>
              <h2 id="overview-title">{overview.title}</h2>
              {overview.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {overview.benefits.length > 0 && <CheckList items={overview.benefits} />}
              {overview.action && (
                <AnyLink href={overview.action.link} external={overview.action.external} className="button">
                  {overview.action.label}
                </AnyLink>
              )}
            </div>
            <img src={page.illustration} alt="" width={1200} height={800} />
          </div>
        </section>
      )}
      {programmes && programmes.items.length > 0 && (
        <Section id="programmes" title={programmes.title}>
          <ul className="card-grid cols-4">
            {programmes.items.map((p) => (
              <li key={p.title} className="card feature-card">
                <h3>
                  <AnyLink href={p.link} external={p.external} className="stretched-link">
                    {p.title}
                  </AnyLink>
                </h3>
                <p>{p.text}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {features && features.items.length > 0 && (
        <Section id="features" title={features.title} tone="sky">
          <FeatureCards items={features.items} />
        </Section>
      )}
      {partners && (
        <Section id="partners" title={partners.title} intro={partners.intro} tone="sky">
          <div className="split">
            <CheckList items={partners.items} />
            {overview ? null : (
              <img src={page.illustration} alt="" width={1200} height={800} loading="lazy" />
            )}
          </div>
        </Section>
      )}
      {courses && courses.tiles.length > 0 && (
        <Section id="courses" title="List of courses We offered" intro={courses.intro} tone="sky">
          <ul className="course-grid">
            {courses.tiles.map((course) => (
              <li key={course.name}>
                <ExternalLink href={course.href} className="course-tile">
                  {course.name}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {syllabi && syllabi.links.length > 0 && (
        <Section id="syllabus" title="Link to download syllabus" intro={syllabi.intro}>
          <ul className="syllabus-list">
            {syllabi.links.map((s) => (
              <li key={s.href}>
                <a href={s.href} download={s.download} className="syllabus-link">
                  <Download size={20} aria-hidden="true" />
                  <span>{s.name}</span>
                  <span className="visually-hidden"> syllabus (PDF)</span>
                </a>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
