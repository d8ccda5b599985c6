/**
 * Technical job titles ("Node.js", ".NET", "C#", "C++", digits) are real titles: the job's title and the
 * application form's role and current designation accept them, with one rule on both sides, and still
 * refuse markup and control characters. A job's address and applicant countries for its JSON-LD.
 */
import { describe, expect, it } from 'vitest';
import { checkRule } from './check.js';
import { checkContent, JOB_OFFICE_ADDRESS, jobSchema } from './content.js';
import { JOBS } from './content-seed/index.js';
import { CAREER_RULES, JOB_TITLE_MESSAGE } from './rules.js';

const TECHNICAL_TITLES = [
  'Node.js Developer',
  '.NET Developer',
  'C# Engineer',
  'C++ Engineer',
  'Senior Developer 2',
  'C# / Azure Engineer',
  'R&D Lead (Payments), Platform',
];
const REFUSED_TITLES = [
  '<b>Engineer</b>',
  'Engineer<script>',
  'Engineer &lt;b&gt;',
  'Engineer"',
  "O'Brien's role",
  'Engineer\u0000',
  'Engineer\u0007 Lead',
  'Lead\u202eEngineer',
  'Engineer\tLead',
  '2026',
  '++ #',
];

const job = (data: Record<string, unknown>) => ({ ...JOBS[0]!.data, ...data });
const messageOf = (result: ReturnType<typeof checkContent>) => (result.ok ? null : result.errors);

describe('a technical job title', () => {
  it('is accepted as the role applied for and as the current designation', () => {
    for (const title of TECHNICAL_TITLES) {
      expect({ title, role: checkRule(CAREER_RULES.ApplicationDetails, title) }).toEqual({
        title,
        role: null,
      });
      expect({ title, position: checkRule(CAREER_RULES.Position, title) }).toEqual({ title, position: null });
    }
  });

  it('is accepted as a job title', () => {
    for (const title of TECHNICAL_TITLES) expect(messageOf(checkContent('job', job({ title })))).toBeNull();
  });

  it('never holds markup, control characters or no letter at all', () => {
    for (const title of REFUSED_TITLES) {
      expect({ title, role: checkRule(CAREER_RULES.ApplicationDetails, title) }).not.toEqual({
        title,
        role: null,
      });
      expect({ title, position: checkRule(CAREER_RULES.Position, title) }).not.toEqual({
        title,
        position: null,
      });
      expect({ title, job: messageOf(checkContent('job', job({ title }))) }).not.toEqual({
        title,
        job: null,
      });
    }
    expect(checkRule(CAREER_RULES.ApplicationDetails, '<b>Engineer</b>')).toBe(JOB_TITLE_MESSAGE);
    expect(messageOf(checkContent('job', job({ title: '<b>Engineer</b>' })))).toEqual({
      title: expect.stringContaining('. # + - / ( ) & ,'),
    });
  });
});

describe("a job's address and applicant countries", () => {
  it('are taken from the fields, countries as upper-case ISO codes', () => {
    const parsed = jobSchema.parse(
      job({
        address: { locality: 'Bengaluru', region: 'Karnataka', country: 'in' },
        applicantCountries: ['in', 'LK'],
      }),
    );
    expect(parsed.address).toEqual({ locality: 'Bengaluru', region: 'Karnataka', country: 'IN' });
    expect(parsed.applicantCountries).toEqual(['IN', 'LK']);
  });

  it('refuse a country that is not an ISO 3166 code', () => {
    for (const country of ['XX', 'IND', 'India', '']) {
      const result = checkContent('job', job({ address: { locality: 'Pune', region: null, country } }));
      expect({ country, errors: messageOf(result) }).toEqual({
        country,
        errors: { 'address.country': expect.stringContaining('ISO 3166') },
      });
    }
    expect(messageOf(checkContent('job', job({ applicantCountries: ['ZZ'] })))).toEqual({
      'applicantCountries.0': expect.stringContaining('ISO 3166'),
    });
  });

  it('default, for a job stored before it had them, to the office and no list', () => {
    const { address: _address, applicantCountries: _countries, ...stored } = JOBS[0]!.data;
    const parsed = jobSchema.parse(stored);
    expect(parsed.address).toEqual(JOB_OFFICE_ADDRESS);
    expect(parsed.applicantCountries).toEqual([]);
  });
});
