import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkForm, checkRule } from './check.js';
import { EMAIL_ADDRESS_CASES } from './email-address-cases.js';
import {
  CAREER_ROLES,
  CAREER_RULES,
  CONTACT_US_RULES,
  DATE_OF_BIRTH_AGE_MESSAGE,
  EMAIL_PATTERN,
  JOB_TITLE_MESSAGE,
  NUL_CHARACTER_MESSAGE,
  USER_SUBSCRIPTION_RULES,
  dateOfBirthBounds,
  type FieldRule,
  type TextRule,
} from './rules.js';

const name = CAREER_RULES.FristName;
const event = CONTACT_US_RULES.event;

describe('checkRule', () => {
  it('reports a required field that is missing, null, empty or only spaces', () => {
    for (const value of [undefined, null, '', '   '])
      expect(checkRule(name, value)).toBe('First Name is required.');
  });

  it('skips an optional field left out, null or empty, but checks one of only spaces', () => {
    const subject = event.subject!;
    for (const value of [undefined, null, '']) expect(checkRule(subject, value)).toBeNull();
    expect(checkRule(subject, ' ')).toBe('Subject must not start or end with spaces.');
  });

  it('checks text in order: type, length, surrounding spaces, unsafe characters, length, pattern, list, value', () => {
    expect(checkRule(name, 42)).toBe('First Name must be text.');
    expect(checkRule(name, ' 1'.repeat(30))).toBe('First Name must be at most 50 characters.');
    expect(checkRule(name, ' Asha')).toBe('First Name must not start or end with spaces.');
    expect(checkRule(name, 'Asha ')).toBe('First Name must not start or end with spaces.');
    expect(checkRule(CONTACT_US_RULES.contact.description!, 'Hi\u202e')).toBe(
      'Message must not contain control characters or text-direction overrides.',
    );
    expect(checkRule(event.userName!, 'A')).toBe('Please enter a valid name');
    expect(checkRule(name, 'Asha2')).toBe('Only characters are allowed.');
    expect(checkRule(event.howdidyoufindus!, 'Radio')).toBe('Please select an option');
    expect(checkRule(event.subject!, 'Other')).toMatch(/^The subject of an event registration is/);
    expect(checkRule(name, 'Asha')).toBeNull();
  });

  it('refuses U+0000 in any text, number or date before every other rule, as the API does', () => {
    expect(checkRule(name, '\u0000A')).toBe(NUL_CHARACTER_MESSAGE);
    expect(checkRule(name, ` ${'A'.repeat(60)}\u0000`)).toBe(NUL_CHARACTER_MESSAGE);
    expect(checkRule(CAREER_RULES.Experience, '2\u0000')).toBe(NUL_CHARACTER_MESSAGE);
    expect(checkRule(CAREER_RULES.DateOfBirth, '1990-01-01\u0000')).toBe(NUL_CHARACTER_MESSAGE);
    expect(checkRule(event.subject!, '\u0000')).toBe(NUL_CHARACTER_MESSAGE);
  });

  it('takes a decimal as a finite JSON number or as text', () => {
    const experience = CAREER_RULES.Experience;
    expect(checkRule(experience, 2.5)).toBeNull();
    expect(checkRule(experience, '2.5')).toBeNull();
    expect(checkRule(experience, true)).toBe('Experience must be a number.');
    expect(checkRule(experience, '00000000001.5')).toBe('Experience must be at most 10 characters.');
    expect(checkRule(experience, ' 2')).toBe('Experience must not start or end with spaces.');
    expect(checkRule(experience, 1.555)).toBe('Experience must be a positive number.');
    expect(checkRule(experience, -1)).toBe('Experience must be a positive number.');
    expect(checkRule(experience, 61)).toBe('Experience must be at most 60 years.');
  });

  it('checks dates as real calendar days within their limits', () => {
    const dob = CAREER_RULES.DateOfBirth;
    expect(checkRule(dob, '1998-07-21')).toBeNull();
    expect(checkRule(dob, 19980721)).toBe('DOB must be text.');
    expect(checkRule(dob, '2023-02-29')).toBe('Please enter the date of birth as YYYY-MM-DD.');
    expect(checkRule(dob, '1899-12-31')).toBe(DATE_OF_BIRTH_AGE_MESSAGE);
    expect(checkRule(dob, '2999-01-01')).toBe('Please enter a valid date of birth.');
    expect(checkRule(USER_SUBSCRIPTION_RULES.userActivationDate, '2025-04-08T10:30:00Z')).toBeNull();
  });

  it('takes only true or false for a boolean', () => {
    expect(checkRule(CAREER_RULES.IsActive, false)).toBeNull();
    expect(checkRule(CAREER_RULES.IsActive, 'true')).toBe('IsActive must be true or false.');
    expect(checkRule(CAREER_RULES.IsActive, '')).toBe('IsActive is required.');
  });
});

describe('checkForm', () => {
  it("gives each failing field's first message and leaves out the fields that pass", () => {
    expect(
      checkForm(USER_SUBSCRIPTION_RULES, { email: 'asha@example.com', userActivationDate: 'today' }),
    ).toEqual({
      userActivationDate: 'User activation date must be an ISO 8601 date or date and time.',
      isActive: 'isActive is required.',
    });
  });
});

describe('the date of birth of an applicant', () => {
  const dob = CAREER_RULES.DateOfBirth;
  afterEach(() => vi.useRealTimers());

  it('is an adult of 18 to 100 years on the day the API checks it (UTC)', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z'), toFake: ['Date'] });
    expect(DATE_OF_BIRTH_AGE_MESSAGE).toBe(
      'Please enter your date of birth: applicants must be 18 to 100 years old.',
    );
    // A child's date (accepted before): refused with the age message on both sides.
    expect(checkRule(dob, '2020-05-01')).toBe(DATE_OF_BIRTH_AGE_MESSAGE);
    expect(checkRule(dob, '2008-11-24')).toBe(DATE_OF_BIRTH_AGE_MESSAGE); // 18 tomorrow
    expect(checkRule(dob, '2008-11-23')).toBeNull(); // 18 today
    expect(checkRule(dob, '1925-11-24')).toBeNull(); // 100, 101 tomorrow
    expect(checkRule(dob, '1925-11-23')).toBe(DATE_OF_BIRTH_AGE_MESSAGE); // 101 today
    expect(checkRule(dob, '2026-11-24')).toBe('Please enter a valid date of birth.');
  });

  it('gives the date input its bounds, leap days included', () => {
    expect(dateOfBirthBounds('2026-11-23')).toEqual({ earliest: '1925-11-24', latest: '2008-11-23' });
    expect(dateOfBirthBounds('2028-02-29')).toEqual({ earliest: '1927-03-01', latest: '2010-02-28' });
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const today of ['2026-11-23', '2028-02-29', '2027-03-01', '2026-01-01']) {
      vi.setSystemTime(new Date(`${today}T00:00:00Z`));
      const { earliest, latest } = dateOfBirthBounds(today);
      expect(checkRule(dob, earliest)).toBeNull();
      expect(checkRule(dob, latest)).toBeNull();
      const dayBefore = new Date(Date.parse(earliest) - 86_400_000).toISOString().slice(0, 10);
      const dayAfter = new Date(Date.parse(latest) + 86_400_000).toISOString().slice(0, 10);
      expect(checkRule(dob, dayBefore)).toBe(DATE_OF_BIRTH_AGE_MESSAGE);
      expect(checkRule(dob, dayAfter)).toBe(DATE_OF_BIRTH_AGE_MESSAGE);
    }
  });
});

describe('the role applied for', () => {
  const role = CAREER_RULES.ApplicationDetails;

  // Which roles are open is content: the API checks the published jobs (add-career.spec).
  it("is a job title's characters, as the seeded openings' titles are", () => {
    expect(CAREER_ROLES).toHaveLength(8);
    for (const title of CAREER_ROLES) expect(checkRule(role, title)).toBeNull();
    expect(checkRule(role, 'Chief Executive Officer')).toBeNull();
    expect(checkRule(role, 'Intern #1')).toBeNull();
    expect(checkRule(role, 'Intern <1>')).toBe(JOB_TITLE_MESSAGE);
    expect(checkRule(role, '')).toBe('Application Details is required.');
  });
});

describe('the e-mail address, on every form', () => {
  const text = (rule: FieldRule | undefined) => rule as TextRule;
  /** Every form's address rule, with the message it gives for an invalid address. */
  const RULES = [
    ['enquiry', text(CONTACT_US_RULES.enquiry.email), 'Please enter a valid email address.'],
    ['contact', text(CONTACT_US_RULES.contact.email), 'Invalid Email'],
    ['event', text(CONTACT_US_RULES.event.email), 'Please enter a valid email address'],
    ['it-support', text(CONTACT_US_RULES['it-support'].email), 'Please enter a valid email address.'],
    ['careers', CAREER_RULES.Email, 'Please enter a valid email address.'],
    ['newsletter', USER_SUBSCRIPTION_RULES.email, 'Please enter a valid email address.'],
  ] as const;

  const { accepted: ACCEPTED, refused: REFUSED } = EMAIL_ADDRESS_CASES;

  it.each(RULES)('the %s form accepts what mail systems accept, as sent', (_form, rule) => {
    for (const address of ACCEPTED) expect(checkRule(rule, address), address).toBeNull();
  });

  it.each(RULES)(
    'the %s form refuses what is not an address, with its own message',
    (_form, rule, message) => {
      for (const address of REFUSED) expect(checkRule(rule, address), address).toBe(message);
    },
  );

  it('is one pattern for every form', () => {
    for (const [form, rule] of RULES) expect(rule.pattern?.regex, form).toBe(EMAIL_PATTERN);
  });
});
