import { isValidAttribution } from '@orbitwise/contracts';
import { describe, expect, it } from 'vitest';
import { attributionFor, recordLoad, recordTouch, type Visit } from './attribution';

/** A tab of the site: its storage lives across the page loads of one test. */
function tab() {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
  /** A full page load of `href`, arriving from `referrer`. */
  const load = (href: string, referrer = ''): Visit => {
    const url = new URL(href);
    const visit = { location: { href, hostname: url.hostname, pathname: url.pathname }, referrer, storage };
    recordTouch(visit);
    return visit;
  };
  return { load, items };
}

const SITE = 'https://www.orbitwise.example';

describe('the visit attribution the forms send', () => {
  it('records the first arrival as first and last touch: campaign, referring host only, landing path only', () => {
    const { load } = tab();
    const visit = load(
      `${SITE}/?utm_source=newsletter&utm_campaign=autumn&utm_medium=email&email=asha@example.com`,
      'https://mail.example.net/inbox/42?to=asha@example.com#read',
    );
    const touch = {
      source: 'newsletter',
      medium: 'email',
      campaign: 'autumn',
      referrer: 'mail.example.net',
      landing: '/',
    };
    expect(attributionFor(visit)).toEqual({ first: touch, last: touch, sentFrom: '/' });
  });

  it("keeps them while the visitor moves between the site's pages, and sends the page the form is on", () => {
    const { load } = tab();
    load(`${SITE}/?utm_source=newsletter&utm_campaign=autumn`);
    load(`${SITE}/training`, `${SITE}/`);
    const contact = load(`${SITE}/contactus`, `${SITE}/training`);
    const touch = { source: 'newsletter', campaign: 'autumn', landing: '/' };
    expect(attributionFor(contact)).toEqual({ first: touch, last: touch, sentFrom: '/contactus' });
  });

  it('makes a later arrival from a campaign or another site the last touch, keeping the first', () => {
    const { load } = tab();
    load(`${SITE}/about`);
    const back = load(
      `${SITE}/training?utm_source=linkedin&utm_medium=social`,
      'https://www.linkedin.com/feed/',
    );
    expect(attributionFor(back)).toEqual({
      first: { landing: '/about' },
      last: { source: 'linkedin', medium: 'social', referrer: 'www.linkedin.com', landing: '/training' },
      sentFrom: '/training',
    });
  });

  it('leaves out what the API would refuse, so that an odd query string never fails a form', () => {
    const { load } = tab();
    const long = 'x'.repeat(150);
    const visit = load(
      `${SITE}/portfolio/a%40b?utm_source=<script>alert(1)</script>&utm_term=asha@example.com` +
        `&utm_campaign=${long}&utm_content=%20header%20`,
      'about:blank',
    );
    const attribution = attributionFor(visit);
    expect(attribution).toEqual({
      first: { campaign: 'x'.repeat(100), content: 'header' },
      last: { campaign: 'x'.repeat(100), content: 'header' },
    });
    expect(isValidAttribution(attribution)).toBe(true);
  });

  it('sends nothing it stored that a hand edit made invalid, and works without storage', () => {
    const { load, items } = tab();
    load(`${SITE}/?utm_source=newsletter`);
    const [key] = [...items.keys()];
    items.set(key!, JSON.stringify({ first: { source: 'a@b.co' } }));
    expect(attributionFor(load(`${SITE}/contactus`, `${SITE}/`))).toBeUndefined();

    const refusing = {
      location: { href: `${SITE}/?utm_source=x`, hostname: 'www.orbitwise.example', pathname: '/' },
      referrer: '',
      storage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
    };
    expect(() => recordTouch(refusing)).not.toThrow();
    expect(attributionFor(refusing)).toEqual({ sentFrom: '/' });
  });

  it("keeps them in the tab's sessionStorage, never in a cookie", () => {
    recordLoad(
      { href: `${SITE}/?utm_source=newsletter`, hostname: 'www.orbitwise.example', pathname: '/' },
      '',
    );
    const touch = { source: 'newsletter', landing: '/' };
    expect(JSON.parse(window.sessionStorage.getItem('orbitwise.attribution')!)).toEqual({
      first: touch,
      last: touch,
    });
    expect(document.cookie).toBe('');
  });
});
