import { describe, expect, it } from 'vitest';
import { countriesText, salaryText } from './job-text';

describe('a salary band', () => {
  it('reads as the spec words it and never breaks after its dash', () => {
    const lpa = salaryText({ min: 1_200_000, max: 2_000_000, currency: 'INR', period: 'year' });
    expect(lpa.replace('\u2060', '')).toBe('₹12–20 LPA');
    expect(lpa).toContain('–\u2060');
    expect(salaryText({ min: 12_000, max: 15_000, currency: 'EUR', period: 'month' })).toBe(
      '12,000–\u206015,000 EUR a month',
    );
  });
});

describe('applicant countries', () => {
  it('are named in English from their codes', () => {
    expect(countriesText(['IN', 'LK'])).toBe('India, Sri Lanka');
    expect(countriesText([])).toBe('');
  });
});
