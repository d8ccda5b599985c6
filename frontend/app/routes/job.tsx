import { data, Link } from 'react-router';
import { PageHero } from '~/components/page-hero';
import { paths } from '~/config/routes-table';
import { countriesText, EMPLOYMENT_TEXT, salaryText, WORKPLACE_TEXT } from '~/content/job-text';
import { openJobs } from '~/content/jobs';
import { siteDetailsOf } from '~/content/company';
import { siteContentOf } from '~/content/site-content';
import { renderMarkdown } from '@orbitwise/contracts/markdown';
import { companyNameIn, pageMeta } from '~/lib/seo';
import { jobPostingJsonLd } from '~/lib/structured-data';
import type { Route } from './+types/job';

/** The careers form's id (forms/careers-form-slot's APPLY_FORM_ID; importing it would load the forms). */
const APPLY_FORM_ANCHOR = 'apply-now';

/** One open job, read at build time: the page's HTML holds the whole posting and its JSON-LD. */
export function loader({ params, context }: Route.LoaderArgs) {
  const content = siteContentOf(context);
  const job = openJobs(content.jobs).find((candidate) => candidate.slug === params.slug);
  if (!job) throw data(null, { status: 404 });
  // Built here, on the server: the JSON-LD code never ships to the browser.
  return {
    ...job,
    descriptionHtml: renderMarkdown(job.description),
    jsonLd: jobPostingJsonLd(job, siteDetailsOf(content)),
    applicantsFrom: countriesText(job.applicantCountries),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData: job, matches }) =>
  job
    ? [
        ...pageMeta(
          {
            title: `${job.title} - Careers | ${companyNameIn(matches)}`,
            siteName: companyNameIn(matches),
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
    ...(job.applicantsFrom ? [['Applicants from', job.applicantsFrom] as [string, string]] : []),
    ['Employment', EMPLOYMENT_TEXT[job.employmentType]],
    ['Experience', job.experience],
    ...(job.salary ? [['Salary', salaryText(job.salary)] as [string, string]] : []),
    ...(job.closesOn ? [['Applications close', job.closesOn] as [string, string]] : []),
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
          {/* Markdown rendered and sanitised by the contracts' one renderer, at build time. */}
          <div dangerouslySetInnerHTML={{ __html: job.descriptionHtml }} />
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
