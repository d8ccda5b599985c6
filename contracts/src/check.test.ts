import { describe, expect, it } from 'vitest';
import { checkForm, checkRule } from './check.js';
import { CAREER_RULES, CONTACT_US_RULES, USER_SUBSCRIPTION_RULES } from './rules.js';

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
    expect(checkRule(dob, '1899-12-31')).toBe('Please enter a valid date of birth.');
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
