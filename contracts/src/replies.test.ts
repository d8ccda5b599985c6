import { describe, expect, it } from 'vitest';
import {
  fillPlaceholders,
  hasBodyControlCharacter,
  hasControlCharacter,
  hasLineBreak,
  REPLY_MESSAGES,
  unknownPlaceholders,
} from './replies.js';

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

describe('control characters in replies', () => {
  it('refuses Cc and Cf characters and the Unicode separators in a subject or a name', () => {
    const hostile = [
      'a\u000bb',
      'a\u000cb',
      'a\u001b[31mred',
      'tab\there',
      'a\u0085b',
      'a\u2028b',
      'a\u2029b',
      'a\u200bb',
      'a\u202eb',
      'a\ufeffb',
    ];
    expect(hostile.filter((text) => !hasControlCharacter(text))).toEqual([]);
    expect(['Hello {firstName}', 'Grüße, Zoë – 日本', 'a: b (c)'].map(hasControlCharacter)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('keeps tabs and line breaks in a body but refuses any other control character', () => {
    expect(hasBodyControlCharacter('Dear {firstName},\r\n\n\tThanks.')).toBe(false);
    expect(['a\u0000', 'a\u0007', 'a\u001b[2J', 'a\u007f', 'a\u0085'].map(hasBodyControlCharacter)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});
