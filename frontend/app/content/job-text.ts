import type { JobData } from '@orbitwise/contracts/content';

/** How the pages word a job's terms (no content here: pages' components may import it). */
export const WORKPLACE_TEXT: Record<JobData['workplace'], string> = {
  'on-site': 'On site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};

export const EMPLOYMENT_TEXT: Record<JobData['employmentType'], string> = {
  'full-time': 'Full time',
  'part-time': 'Part time',
  internship: 'Internship',
  contract: 'Contract',
};
/** Countries by their ISO codes, in English: "IN, LK" → "India, Sri Lanka". */
export const countriesText = (codes: readonly string[]): string => {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return codes.map((code) => names.of(code) ?? code).join(', ');
};

const LAKH = 100_000;

/** Keeps a band on one line: a narrow screen broke "₹12–" from "20 LPA" after the dash. */
const DASH = '\u2013\u2060';

/** A yearly INR band as "₹4–6.5 LPA" (the spec's unit); any other as "12,000–15,000 EUR a month". */
export const salaryText = (salary: NonNullable<JobData['salary']>): string =>
  salary.currency === 'INR' && salary.period === 'year'
    ? `₹${salary.min / LAKH}${DASH}${salary.max / LAKH} LPA`
    : `${salary.min.toLocaleString('en-US')}${DASH}${salary.max.toLocaleString('en-US')} ${salary.currency} a ${salary.period}`;
