/**
 * The footer every page shows: the copyright year is the year the page is rendered in (India's), the
 * blurb and social links are the published `site` document's, through the root loader.
 */
import type { PublishedDocument, SiteData } from '@orbitwise/contracts/content';
import { SITE_DETAILS } from '@orbitwise/contracts/content-seed';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteContentFrom } from '~/config/published-site';
import { loader as rootLoader } from '~/root';
import type { Route as RootRoute } from '../+types/root';
import { SiteFooter } from '~/components/layout/site-footer';

const chromeFor = (context: unknown) => rootLoader({ context } as unknown as RootRoute.LoaderArgs);

function footerOf(context: unknown): Document {
  const html = renderToString(
    <MemoryRouter>
      <SiteFooter chrome={chromeFor(context)} newsletter={null} />
    </MemoryRouter>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

const bottomLine = (doc: Document) => doc.querySelector('.footer-bottom p')!.textContent;

afterEach(() => vi.useRealTimers());

describe('the site footer', () => {
  it('shows the year the page is rendered in, turning at midnight in India', () => {
    vi.useFakeTimers({ now: new Date('2030-12-31T18:20:00Z'), toFake: ['Date'] }); // 23:50 in India
    expect(bottomLine(footerOf({}))).toBe('© Copyright 2030 Orbitwise Technologies. All rights reserved.');
    vi.setSystemTime(new Date('2030-12-31T18:40:00Z')); // 00:10 on 1 January in India
    expect(bottomLine(footerOf({}))).toBe('© Copyright 2031 Orbitwise Technologies. All rights reserved.');
  });

  it('shows the published company details: blurb (with the figures), social links, chat link', () => {
    const data: SiteData = {
      ...SITE_DETAILS.data,
      blurb: 'Orbitwise has trained {studentsTrained}+ students since {founded}, in Hyderabad and online.',
      social: {
        ...SITE_DETAILS.data.social,
        x: 'https://x.com/orbitwise_news',
        linkedin: 'https://www.linkedin.com/company/orbitwise-labs',
      },
      chat: { number: '919876543210', greeting: 'Hi Orbitwise' },
    };
    const site: PublishedDocument<'site'> = {
      kind: 'site',
      slug: 'company',
      data,
      html: {},
      publishedAt: '2026-11-28T02:00:00.000Z',
    };
    const context = { siteContent: siteContentFrom({ site: [site] }) };
    const footer = footerOf(context);
    expect(footer.querySelector('.footer-blurb')!.textContent).toBe(
      'Orbitwise has trained 500,000+ students since 1997, in Hyderabad and online.',
    );
    expect([...footer.querySelectorAll('.social-links a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://x.com/orbitwise_news',
      'https://www.linkedin.com/company/orbitwise-labs',
    ]);
    expect(chromeFor(context).chatHref).toBe('https://wa.me/919876543210?text=Hi%20Orbitwise');
    // Nothing published: the seed's, as at build time, with no social links (the editor adds the
    // company's real profiles) and so no list of icons at all.
    const seeded = footerOf({});
    expect(seeded.querySelector('.footer-blurb')!.textContent).toBe(
      'Orbitwise Technologies builds web, mobile, desktop and cloud software for growing businesses and has trained 500,000+ students since 1997.',
    );
    expect(seeded.querySelector('.social-links')).toBeNull();
  });

  it("shows the company's tagline under its name: the published site document's", () => {
    const site: PublishedDocument<'site'> = {
      kind: 'site',
      slug: 'company',
      data: { ...SITE_DETAILS.data, name: 'Keystone Labs', tagline: 'Software, delivered and taught.' },
      html: {},
      publishedAt: '2026-11-28T02:00:00.000Z',
    };
    const footer = footerOf({ siteContent: siteContentFrom({ site: [site] }) });
    expect(footer.querySelector('.footer-about h2 + p')!.textContent).toBe('Software, delivered and taught.');
    expect(footer.querySelector('.footer-about h2')!.textContent).toBe('Keystone Labs');
    // Nothing published: the seed's.
    expect(footerOf({}).querySelector('.footer-about h2 + p')!.textContent).toBe(
      'Software that works, people who can build it.',
    );
  });
});
