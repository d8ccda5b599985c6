/**
 * The site's own copy is content: an edited `service`, `industry` or `about` document, once
 * published, is what its pages' HTML shows (the API's re-render hands the published documents to the
 * loaders through `siteContentFrom`), figures quoted as `{tokens}` included; and a publish of each
 * kind re-renders the pages that show it.
 */
import type { PublishedDocument } from '@orbitwise/contracts/content';
import { ABOUT, INDUSTRIES, SERVICES } from '@orbitwise/contracts/content-seed';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPlan, siteContentFrom } from '~/config/published-site';
import { paths } from '~/config/routes-table';
import About, { loader as aboutLoader } from './about';
import type { Route as AboutRoute } from './+types/about';
import Home, { loader as homeLoader } from './home';
import type { Route as HomeRoute } from './+types/home';
import Industries, { loader as industriesLoader } from './industries';
import type { Route as IndustriesRoute } from './+types/industries';
import ServicePage, { loader as serviceLoader } from './service-page';
import type { Route as ServiceRoute } from './+types/service-page';
import { prerenderedHtml, textOf } from './prerender-test-kit';

const published = <K extends 'service' | 'industry' | 'about'>(doc: {
  kind: K;
  slug: string;
  data: PublishedDocument<K>['data'];
}) => ({ ...doc, html: {}, publishedAt: '2026-11-20T10:00:00.000Z' }) as PublishedDocument<K>;

const [software, cloud, ...otherServices] = SERVICES;
const editedCloud = {
  ...cloud!,
  data: {
    ...cloud!.data,
    heading: 'Cloud Services on Azure, AWS and Google Cloud',
    card: { ...cloud!.data.card!, title: 'Cloud, three providers' },
    overview: ['We have moved workloads to the cloud for {years} years of our history.'],
    sections: [
      {
        kind: 'cases' as const,
        title: 'Measured in the bill',
        intro: null,
        items: [
          {
            title: 'Retail migration',
            text: 'Forty servers moved in a weekend.',
            icon: null,
            metric: { value: '31%', label: 'lower hosting cost' },
            link: null,
          },
        ],
      },
    ],
  },
};
const editedAbout = {
  ...ABOUT,
  data: {
    ...ABOUT.data,
    mission: 'To make software that outlives its first release.',
    skills: [{ label: 'Accessibility Engineering', percent: 95 }],
  },
};
const editedIndustries = {
  ...INDUSTRIES,
  data: {
    ...INDUSTRIES.data,
    industries: [
      ...INDUSTRIES.data.industries,
      { name: 'Agriculture', text: 'Crop planning and co-operative payments.', icon: 'globe' as const },
    ],
  },
};
const context = {
  siteContent: siteContentFrom({
    service: [software!, editedCloud, ...otherServices].map(published),
    industry: [published(editedIndustries)],
    about: [published(editedAbout)],
  }),
};

describe('the site copy follows its published documents', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
  });
  afterAll(() => vi.useRealTimers());

  it("an edited service page is on its page's HTML, its figures filled in, and its card on Home", async () => {
    const data = serviceLoader({
      request: new Request(`http://localhost${paths.cloudServices}`),
      context,
    } as unknown as ServiceRoute.LoaderArgs);
    const page = textOf(
      await prerenderedHtml(<ServicePage {...({ loaderData: data } as ServiceRoute.ComponentProps)} />),
    );
    expect(page).toContain('Cloud Services on Azure, AWS and Google Cloud');
    expect(page).toContain('for 29 years of our history');
    expect(page).toContain('31% lower hosting cost');
    expect(page).not.toContain('What we do in the cloud');

    const home = homeLoader({ context } as unknown as HomeRoute.LoaderArgs);
    const homePage = textOf(
      await prerenderedHtml(<Home {...({ loaderData: home } as HomeRoute.ComponentProps)} />),
    );
    expect(homePage).toContain('Cloud, three providers');
    expect(homePage).toContain('Accessibility Engineering95%');
    expect(homePage).not.toContain('UI/UX Design');
    expect(homePage).toContain('Agriculture');
  });

  it("an edited About document is on the About page's HTML, skill bars included", async () => {
    const data = aboutLoader({ context } as unknown as AboutRoute.LoaderArgs);
    const markup = await prerenderedHtml(<About {...({ loaderData: data } as AboutRoute.ComponentProps)} />);
    expect(textOf(markup)).toContain('To make software that outlives its first release.');
    expect(markup).toContain('aria-valuenow="95"');
    expect(textOf(markup)).toContain('In 29 years we have delivered 200+ applications');
  });

  it("the industries grid is the Industries page's", async () => {
    const data = industriesLoader({ context } as unknown as IndustriesRoute.LoaderArgs);
    const page = textOf(
      await prerenderedHtml(<Industries {...({ loaderData: data } as IndustriesRoute.ComponentProps)} />),
    );
    expect(page).toContain('Crop planning and co-operative payments.');
  });

  it('a publish of each kind re-renders the pages that show it', () => {
    const plan = (kind: 'service' | 'industry' | 'about') =>
      renderPlan(kind, context.siteContent, []).render.map((page) => page.path);
    expect(plan('service')).toEqual(
      expect.arrayContaining(['/', paths.cloudServices, paths.softwareEducationAlias]),
    );
    expect(plan('service')).not.toContain(paths.about);
    expect(plan('industry')).toEqual(expect.arrayContaining(['/', paths.industries]));
    expect(plan('about')).toEqual(expect.arrayContaining(['/', paths.about]));
    expect(plan('about')).not.toContain(paths.cloudServices);
  });
});
