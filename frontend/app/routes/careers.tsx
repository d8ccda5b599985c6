import { Accordion } from '~/components/accordion';
import { applyForRole, onApplyForRole } from '~/features/forms/apply-for-role';
import { APPLY_FORM_ID, CareersFormSlot } from '~/features/forms/careers-form-slot';
import { PageHero } from '~/components/page-hero';
import { Link } from 'react-router';
import { paths } from '~/config/routes-table';
import { salaryText, WORKPLACE_TEXT } from '~/content/job-text';
import { openJobs } from '~/content/jobs';
import { siteContentOf } from '~/content/site-content';
import { pageTextOf } from '~/content/company';
import { pageCopyOf } from '~/content/page-copy';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/careers';

/** The open jobs, read at build time: the page carries them in its HTML, not in its JavaScript. */
export function loader({ context }: Route.LoaderArgs) {
  return {
    seo: pageTextOf(siteContentOf(context), 'careers'),
    copy: pageCopyOf(siteContentOf(context), 'careers'),
    jobs: openJobs(siteContentOf(context).jobs).map((job) => ({
      ...job,
      // Worded here, at build time, so the page's JavaScript needs no wording code.
      terms: [
        `${job.department} · ${job.location} (${WORKPLACE_TEXT[job.workplace]})`,
        ...(job.salary ? [salaryText(job.salary)] : []),
      ].join(' · '),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo, { breadcrumb: true, breadcrumbName: 'Careers' }), location.pathname);

export default function Careers({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={loaderData.copy.heading ?? 'WE ARE HIRING'}
        crumbs={[{ label: 'Careers' }]}
        lead={loaderData.copy.lead ?? undefined}
      />
      <section className="section" aria-labelledby="openings-title">
        <div className="container careers-layout">
          <div>
            <h2 id="openings-title">Current openings</h2>
            <Accordion
              items={loaderData.jobs.map((job, i) => ({
                id: `job-${i}`,
                title: (
                  <span className="job-title">
                    <span>{job.title}</span>
                    <span className="job-experience">{job.experience}</span>
                  </span>
                ),
                content: (
                  <>
                    <p>{job.summary}</p>
                    <p className="job-terms">{job.terms}</p>
                    <h4>Requirements</h4>
                    <p>Experience: {job.experience}</p>
                    <h4>Skills Required</h4>
                    <ul>
                      {job.skills.map((skill) => (
                        <li key={skill}>{skill}</li>
                      ))}
                    </ul>
                    <p>
                      <Link to={paths.job(job.slug)}>
                        The full posting: salary, remote work and hiring steps
                        <span className="visually-hidden"> for {job.title}</span>
                      </Link>
                    </p>
                    <button
                      type="button"
                      className="button"
                      aria-controls={APPLY_FORM_ID}
                      onClick={() => {
                        applyForRole(job.title);
                        // The role's field, already in the page's HTML, even before the form's code.
                        document
                          .getElementById(APPLY_FORM_ID)
                          ?.querySelector('select[name="ApplicationDetails"]')
                          ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
                      }}
                    >
                      Apply for {job.title}
                    </button>
                  </>
                ),
              }))}
            />
          </div>
          <CareersFormSlot onApplyForRole={onApplyForRole} roles={loaderData.jobs.map((job) => job.title)} />
        </div>
      </section>
    </>
  );
}
