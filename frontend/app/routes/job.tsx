import { data, Link } from 'react-router';
import { PageHero } from '~/components/page-hero';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import { openJobs, salaryText, WORKPLACE_TEXT } from '~/content/jobs';
import { pageMeta } from '~/lib/seo';
import { jobPostingJsonLd } from '~/lib/structured-data';
import type { Route } from './+types/job';

/** The careers form's id (features/forms/form-slots' APPLY_FORM_ID; importing it would load the forms). */
const APPLY_FORM_ANCHOR = 'apply-now';

const EMPLOYMENT_TEXT = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  INTERN: 'Internship',
  CONTRACTOR: 'Contract',
} as const;

/** One open job, read at build time: the page's HTML holds the whole posting and its JSON-LD. */
export function loader({ params }: Route.LoaderArgs) {
  const job = openJobs().find((candidate) => candidate.slug === params.slug);
  if (!job) throw data(null, { status: 404 });
  // Built here, on the server: the JSON-LD code never ships to the browser.
  return { ...job, jsonLd: jobPostingJsonLd(job) };
}

export const meta: Route.MetaFunction = ({ location, loaderData: job }) =>
  job
    ? [
        ...pageMeta(
          {
            title: `${job.title} - Careers | ${SITE.name}`,
            description: `${job.title} (${job.experience}, ${WORKPLACE_TEXT[job.workplace].toLowerCase()}, ${job.location}): ${job.summary}`,
            keywords: `careers, ${job.title}, ${job.department}`,
          },
          location.pathname,
        ),
        { 'script:ld+json': job.jsonLd },
      ]
    : [];

export default function JobPage({ loaderData: job }: Route.ComponentProps) {
  const facts: [string, string][] = [
    ['Department', job.department],
    ['Location', `${job.location} (${WORKPLACE_TEXT[job.workplace]})`],
    ['Employment', EMPLOYMENT_TEXT[job.employmentType]],
    ['Experience', job.experience],
    ...(job.salaryLpa ? [['Salary', salaryText(job.salaryLpa)] as [string, string]] : []),
    ...(job.closingDate ? [['Applications close', job.closingDate] as [string, string]] : []),
  ];
  return (
    <>
      <PageHero
        title={job.title}
        crumbs={[{ label: 'Careers', to: paths.careers }, { label: job.title }]}
        lead={job.summary}
      />
      <section className="section">
        <div className="container narrow prose">
          <dl className="job-facts">
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {job.description.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <h2>Skills Required</h2>
          <ul>
            {job.skills.map((skill) => (
              <li key={skill}>{skill}</li>
            ))}
          </ul>
          <h2>How we hire</h2>
          <ol>
            {job.hiringSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>
            <Link className="button" to={`${paths.careers}#${APPLY_FORM_ANCHOR}`}>
              Apply for {job.title}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
