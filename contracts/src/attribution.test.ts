import { describe, expect, it } from 'vitest';
import { attributionProblem, cleanHost, cleanPath, isValidAttribution } from './attribution.js';

describe('attribution paths and referrers', () => {
  const unsafePaths = ['//evil.example/land', '/../../admin', '/a/./b', '/a/..', '/.'];

  it('refuses protocol-relative paths and dot segments, in the API and in the browser alike', () => {
    expect(unsafePaths.filter((path) => isValidAttribution({ sentFrom: path }))).toEqual([]);
    expect(unsafePaths.filter((path) => isValidAttribution({ first: { landing: path } }))).toEqual([]);
    expect(unsafePaths.map(cleanPath)).toEqual(unsafePaths.map(() => undefined));
    expect(['/', '/contactus', '/.well-known/security.txt', '/a..b'].map(cleanPath)).toEqual([
      '/',
      '/contactus',
      '/.well-known/security.txt',
      '/a..b',
    ]);
  });

  it('takes a host name as referrer, never an IP address', () => {
    expect(isValidAttribution({ first: { referrer: '10.1.2.3' } })).toBe(false);
    expect(isValidAttribution({ first: { referrer: 'mail.example.net' } })).toBe(true);
    expect(['http://10.1.2.3/x', 'http://[::1]/', 'https://mail.example.net/a'].map(cleanHost)).toEqual([
      undefined,
      undefined,
      'mail.example.net',
    ]);
  });

  it('names the first part at fault and what it must be', () => {
    const touch = { source: 'newsletter', referrer: 'mail.example.net', landing: '/' };
    expect(attributionProblem({ first: touch, last: touch, sentFrom: '/contactus' })).toBeNull();
    expect(attributionProblem({ first: touch, last: { ...touch, campaign: 'a@b.co' } })).toMatch(
      /^attribution\.last\.campaign must be 1 to 100 letters, digits/,
    );
    expect(attributionProblem({ first: { ...touch, referrer: 'Mail.example.net' } })).toMatch(
      /^attribution\.first\.referrer must be a host name in lower case/,
    );
    expect(attributionProblem({ sentFrom: '/a?b' })).toMatch(/^attribution\.sentFrom must be a path/);
    expect(attributionProblem({ first: { ...touch, gclid: 'x' } })).toBe(
      'attribution.first.gclid is not accepted: the keys are source, medium, campaign, term, content, referrer, landing',
    );
    expect(attributionProblem({ first: [] })).toMatch(/^attribution\.first must be an object of source/);
    expect(attributionProblem('x')).toMatch(/^attribution must be an object of first and last/);
  });
});
