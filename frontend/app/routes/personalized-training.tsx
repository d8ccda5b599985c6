import { CheckList } from '~/components/deferred-cards';
import { deferred } from '~/components/deferred';
import { PageHero } from '~/components/page-hero';
import { ExternalLink, Section } from '~/components/section';
import { COURSES, SYLLABI, syllabusHref } from '~/content/courses';
import { PERSONALIZED_TRAINING } from '~/content/training';
import { pageTextOf } from '~/content/company';
import { siteContentOf } from '~/content/site-content';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/personalized-training';

// The syllabus links' icon, below the fold: its code (lucide) loads after the page is interactive.
const Download = deferred(() => import('lucide-react/icons/download').then((m) => m.default));

/** The page's title and description in search results (its `page` document). */
export function loader({ context }: Route.LoaderArgs) {
  return { seo: pageTextOf(siteContentOf(context), 'personalized-training') };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo, { breadcrumb: true }), location.pathname);

export default function PersonalizedTraining() {
  return (
    <>
      <PageHero title="Personalized Training" lead={PERSONALIZED_TRAINING.lead} />
      <section className="section" aria-labelledby="pt-overview">
        <div className="container split">
          <div>
            <h2 id="pt-overview">Training built around you</h2>
            {PERSONALIZED_TRAINING.overview.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <CheckList items={PERSONALIZED_TRAINING.benefits} />
          </div>
          <img src="/generated/illustrations/personalized-training.svg" alt="" width={1200} height={800} />
        </div>
      </section>
      <Section
        id="courses"
        title="List of courses We offered"
        intro="Each course opens its page on our training site."
        tone="sky"
      >
        <ul className="course-grid">
          {COURSES.map((course) => (
            <li key={course.name}>
              <ExternalLink href={course.href} className="course-tile">
                {course.name}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="syllabus" title="Link to download syllabus" intro="Detailed course outlines as PDF files.">
        <ul className="syllabus-list">
          {SYLLABI.map((s) => (
            <li key={s.slug}>
              <a href={syllabusHref(s)} download={`${s.slug}-syllabus.pdf`} className="syllabus-link">
                <Download size={20} aria-hidden="true" />
                <span>{s.name}</span>
                <span className="visually-hidden"> syllabus (PDF)</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
