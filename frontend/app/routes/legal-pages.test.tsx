/**
 * The legal pages are content: an edited `legal` document, once published, is what its page's HTML
 * shows (its date formatted, the company's name and e-mail from the `site` document), the other
 * legal page keeps the seed's text, and a publish of one re-renders only its page.
 */
import { RETENTION_DEFAULTS, type RetentionSettings } from '@orbitwise/contracts/admin';
import type { PublishedDocument } from '@orbitwise/contracts/content';
import { LEGAL, SITE_DETAILS } from '@orbitwise/contracts/content-seed';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPlan, siteContentFrom } from '~/config/published-site';
import { paths } from '~/config/routes-table';
import { liveAddress } from '~/features/console/content-live-address';
import { legalLoaderData } from './admin-page-previews';
import Privacy, { loader as privacyLoader } from './privacy';
import type { Route as PrivacyRoute } from './+types/privacy';
import Terms, { loader as termsLoader } from './terms';
import type { Route as TermsRoute } from './+types/terms';
import { prerenderedHtml, textOf } from './prerender-test-kit';

const published = <K extends 'legal' | 'site'>(doc: {
  kind: K;
  slug: string;
  data: PublishedDocument<K>['data'];
}) => ({ ...doc, html: {}, publishedAt: '2026-11-20T10:00:00.000Z' }) as PublishedDocument<K>;

const privacy = LEGAL.find((doc) => doc.slug === 'privacy')!;
const context = {
  siteContent: siteContentFrom({
    legal: [
      published({
        ...privacy,
        data: {
          title: 'Privacy Notice',
          lastUpdated: '2026-11-02',
          sections: [
            {
              heading: 'Cookies',
              paragraphs: ['{companyName} sets no tracking cookies; ask {companyEmail}.'],
            },
          ],
        },
      }),
    ],
    site: [
      published({
        ...SITE_DETAILS,
        data: { ...SITE_DETAILS.data, name: 'Orbitwise Labs', email: 'privacy@orbitwise.example' },
      }),
    ],
  }),
};

const text = async (element: ReactNode) => textOf(await prerenderedHtml(element));

describe('the legal pages follow their published documents', () => {
  it("an edited Privacy document is the Privacy page's text, the company's details filled in", async () => {
    const data = privacyLoader({ context } as unknown as PrivacyRoute.LoaderArgs);
    const page = await text(<Privacy {...({ loaderData: data } as PrivacyRoute.ComponentProps)} />);
    expect(page).toContain('Privacy Notice');
    expect(page).toContain('Last updated 2 November 2026');
    expect(page).toContain('Orbitwise Labs sets no tracking cookies; ask privacy@orbitwise.example.');
    expect(page).not.toContain('What we collect');
  });

  it('the Terms page without a published document keeps the seed, the company from the site document', async () => {
    const data = termsLoader({ context } as unknown as TermsRoute.LoaderArgs);
    const page = await text(<Terms {...({ loaderData: data } as TermsRoute.ComponentProps)} />);
    expect(page).toContain('Last updated 28 November 2026');
    expect(page).toContain("These terms apply to Orbitwise Labs's websites");
    expect(page).toContain('can be sent to privacy@orbitwise.example.');
  });

  it("the privacy notice's periods are the retention in force, a kind kept until erased reads so", async () => {
    const page = async (retention?: RetentionSettings) => {
      const siteContent = siteContentFrom({ legal: [published(privacy)] }, { retention });
      const data = privacyLoader({ context: { siteContent } } as unknown as PrivacyRoute.LoaderArgs);
      return text(<Privacy {...({ loaderData: data } as PrivacyRoute.ComponentProps)} />);
    };
    const changed = await page({ ...RETENTION_DEFAULTS, enquiry: 1, application: 90, newsletter: null });
    expect(changed).toContain('enquiries are kept for 1 day, messages from the Contact page for 730 days');
    expect(changed).toContain('job applications with their résumés for 90 days');
    expect(changed).toContain('newsletter subscriptions for an indefinite period.');
    expect(changed).not.toMatch(/\{|twelve months|two years/);
    // The build's prerender has no settings: the defaults.
    expect(await page()).toContain('job applications with their résumés for 180 days');
  });

  it('a publish of a legal document re-renders its own page', () => {
    const plan = (slug?: string) =>
      renderPlan('legal', context.siteContent, [], slug).render.map((page) => page.path);
    expect(plan('privacy')).toEqual(expect.arrayContaining([paths.privacy]));
    expect(plan('privacy')).not.toContain(paths.terms);
    expect(plan()).toEqual(expect.arrayContaining([paths.privacy, paths.terms]));
    expect(plan()).not.toContain(paths.about);
  });

  it("the console's preview shows a draft as its page does, and the live link is its page", async () => {
    const data = legalLoaderData({
      slug: 'terms',
      data: { ...privacy.data, title: 'Terms (draft)' },
      html: {},
    });
    const page = await text(<Terms {...({ loaderData: data } as TermsRoute.ComponentProps)} />);
    expect(page).toContain('Terms (draft)');
    expect(page).toContain('Orbitwise Technologies (“we”, “us”)');
    expect(liveAddress('legal', 'terms', privacy.data)).toEqual({
      href: paths.terms,
      label: paths.terms,
      own: true,
    });
    expect(liveAddress('legal', 'cookies', privacy.data).href).toBeNull();
  });
});
