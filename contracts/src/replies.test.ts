import { describe, expect, it } from 'vitest';
import { fillPlaceholders, hasLineBreak, REPLY_MESSAGES, unknownPlaceholders } from './replies.js';

const VALUES = {
  firstName: 'Asha',
  jobTitle: 'Cloud Engineer',
  eventTitle: '',
  companyName: 'Orbitwise',
  operatorName: 'Priya',
};

describe('reply placeholders', () => {
  it('fills the known ones, an empty value with nothing', () => {
    expect(
      fillPlaceholders('Dear {firstName}, {eventTitle}re {jobTitle} — {operatorName}, {companyName}', VALUES),
    ).toBe('Dear Asha, re Cloud Engineer — Priya, Orbitwise');
  });

  it('names each unknown one once, and leaves other braces alone', () => {
    expect(unknownPlaceholders('{lastName} {firstName} {lastName} {email} { spaced } {} {1x}')).toEqual([
      'lastName',
      'email',
    ]);
    expect(REPLY_MESSAGES.unknownPlaceholder(['email'])).toMatch(
      /^Unknown placeholder \{email\}: use \{firstName\}/,
    );
  });

  it('finds a CR or LF anywhere in a subject', () => {
    expect(['a\r\nb', 'a\nb', 'a\rb', 'end\r\n'].map(hasLineBreak)).toEqual([true, true, true, true]);
    expect(hasLineBreak('one line, tabs\tand all')).toBe(false);
  });
});
