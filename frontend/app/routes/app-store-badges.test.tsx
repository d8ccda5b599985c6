/**
 * The Mobile Development page's app-store badges are the published `site` document's links: a link
 * left empty shows no badge (the seed has none); with neither, the block about them is not shown.
 */
import type { PublishedDocument, SiteData } from '@orbitwise/contracts/content';
import { SITE_DETAILS } from '@orbitwise/contracts/content-seed';
import { describe, expect, it } from 'vitest';
import { siteContentFrom } from '~/config/published-site';
import { paths } from '~/config/routes-table';
import ServicePage, { loader as serviceLoader } from './service-page';
import type { Route as ServiceRoute } from './+types/service-page';
import { prerenderedHtml, textOf } from './prerender-test-kit';

const mobilePageWith = (appStores: SiteData['appStores']) => {
  const site = { ...SITE_DETAILS.data, appStores } as SiteData;
  const context = {
    siteContent: siteContentFrom({
      site: [
        { kind: 'site', slug: 'company', data: site, html: {}, publishedAt: '2026-11-20T10:00:00.000Z' },
      ] as PublishedDocument<'site'>[],
    }),
  };
  const loaderData = serviceLoader({
    request: new Request(`http://localhost${paths.mobileDevelopment}`),
    context,
  } as unknown as ServiceRoute.LoaderArgs);
  return prerenderedHtml(<ServicePage {...({ loaderData } as ServiceRoute.ComponentProps)} />);
};

describe('the app-store badges on the Mobile Development page', () => {
  it('shows no badge while neither link is set (the seed)', async () => {
    const html = await mobilePageWith({ apple: null, google: null });
    expect(textOf(html)).not.toContain('Download on the App Store');
    expect(textOf(html)).not.toContain('Get it on Google Play');
    expect(html).not.toContain('store-links');
    // Nor the block whose text points at the badges.
    expect(textOf(html)).not.toContain('Published on both stores');
  });

  it('shows a badge for the one link set, with that link', async () => {
    const apple = 'https://apps.apple.com/developer/northwind/id123456789';
    const html = await mobilePageWith({ apple, google: null });
    expect(textOf(html)).toContain('Download on the App Store');
    expect(html).toContain(`href="${apple}"`);
    expect(textOf(html)).not.toContain('Get it on Google Play');
    expect(html).not.toContain('play.google.com');
  });
});
