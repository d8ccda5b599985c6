import { describe, expect, it } from 'vitest';
import { cleanHost, cleanPath, isValidAttribution } from './attribution.js';

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
});
