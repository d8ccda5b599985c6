import type { JobData } from '@orbitwise/contracts/content';
import { JOBS } from '@orbitwise/contracts/content-seed';

/** schema.org's employment types (Google's JobPosting `employmentType`). */
export type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'INTERN' | 'CONTRACTOR';

/** A job as the site renders it: the published document's data, its address and publication day. */
export type JobOpening = JobData & { slug: string; datePosted: string };

/** The day the seed's openings count as posted (the content domain's publish time replaces it). */
const SEED_POSTED = '2025-10-01';

export const EMPLOYMENT_TYPE: Record<JobData['employmentType'], EmploymentType> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  internship: 'INTERN',
  contract: 'CONTRACTOR',
};

/**
 * The openings of the seed (@orbitwise/contracts/content-seed), in their order. For loaders and the
 * build only: a page's component never imports this module (the seed would ship to the browser).
 */
export const jobOpenings = (): JobOpening[] =>
  JOBS.map((doc) => ({ ...doc.data, slug: doc.slug, datePosted: SEED_POSTED })).sort(
    (a, b) => a.order - b.order,
  );

/** The openings the careers page lists: the open ones whose closing day (if any) has not passed. */
export const openJobs = (
  jobs: readonly JobOpening[] = jobOpenings(),
  today: string = new Date().toISOString().slice(0, 10),
): JobOpening[] => jobs.filter((job) => job.open && (job.closesOn === null || job.closesOn >= today));
