/**
 * The pages about the services as a whole are `service` documents (`services`, `servicedetails`): an
 * edited one, once published, is what /courses/allcourses (and /services) or /servicedetails shows,
 * its search texts falling back to the route's `page` document; neither is a card on Home, and a
 * publish of a `service` re-renders them.
 */
import type { ServiceData } from '@orbitwise/contracts/content';
import { SERVICE_INDEX_PAGES, SERVICES } from '@orbitwise/contracts/content-seed';
import { describe, expect, it } from 'vitest';
import { renderPlan, siteContentFrom } from '~/config/published-site';
import { paths } from '~/config/routes-table';
import { homeServices } from '~/content/service-pages';
import { liveAddress } from '~/features/console/content-live-address';
import ServiceDetails, { loader as serviceDetailsLoader } from './service-details';
import type { Route as ServiceDetailsRoute } from './+types/service-details';
import Services, { loader as servicesLoader } from './services';
import type { Route as ServicesRoute } from './+types/services';
import { prerenderedHtml, publishedDoc, textOf } from './prerender-test-kit';

const [servicesSeed, detailsSeed] = SERVICE_INDEX_PAGES as [
  (typeof SERVICE_INDEX_PAGES)[number],
  (typeof SERVICE_INDEX_PAGES)[number],
];

const published = (slug: string, data: ServiceData) => publishedDoc('service', slug, data);

const [cards, growth, training] = servicesSeed.data.sections as [
  ServiceData['sections'][number],
  ServiceData['sections'][number],
  ServiceData['sections'][number],
];
const editedServices: ServiceData = {
  ...servicesSeed.data,
  lead: 'Software, networks and training from one team.',
  sections: [
    { ...cards, items: [{ ...cards.items[0]!, title: 'Cloud Migration', text: 'Moved in a weekend.' }] },
    { ...growth, paragraphs: ['In {years} years we kept every network we built running.'] },
    training,
  ],
  seoTitle: 'Our services | Orbitwise',
};
const [topics] = detailsSeed.data.sections as [ServiceData['sections'][number]];
const editedDetails: ServiceData = {
  ...detailsSeed.data,
  sections: [{ ...topics, items: [...topics.items, { ...topics.items[0]!, title: 'Managed Hosting' }] }],
};
const context = {
  siteContent: siteContentFrom({
    service: [
      ...SERVICES.map((doc) => published(doc.slug, doc.data)),
      published('services', editedServices),
      published('servicedetails', editedDetails),
    ],
  }),
};

describe('the Services and Service Details pages follow their published documents', () => {
  it('the Services page shows its edited cards and overviews, figures filled in', async () => {
    const data = servicesLoader({ context } as unknown as ServicesRoute.LoaderArgs);
    const page = textOf(
      await prerenderedHtml(<Services {...({ loaderData: data } as ServicesRoute.ComponentProps)} />),
    );
    expect(page).toContain('Software, networks and training from one team.');
    expect(page).toContain('Cloud MigrationMoved in a weekend.');
    expect(page).not.toContain('Data Recovery');
    expect(page).toMatch(/In \d{2} years we kept every network we built running\./);
    expect(page).toContain('Explore our courses');
    // Its own search title; the description it leaves empty is its `page` document's.
    expect(data.seo).toMatchObject({
      title: 'Our services | Orbitwise',
      description: expect.stringContaining('IT solutions, web development'),
    });
  });

  it("the Service Details page shows its edited topics, its search texts its `page` document's", async () => {
    const data = serviceDetailsLoader({ context } as unknown as ServiceDetailsRoute.LoaderArgs);
    const page = textOf(
      await prerenderedHtml(
        <ServiceDetails {...({ loaderData: data } as ServiceDetailsRoute.ComponentProps)} />,
      ),
    );
    expect(page).toContain('IT Service CustomizationManaged Hosting');
    expect(page).toContain('Prices are agreed per phase');
    expect(data.seo?.title).toBe('Service Details | Orbitwise Technologies');
  });

  it('neither is a card on Home, a publish re-renders both, and their live links are their addresses', () => {
    const homeCards = homeServices(context.siteContent).map((card) => card.to);
    expect(homeCards).toHaveLength(SERVICES.length);
    expect(homeCards).not.toContain('/services');
    expect(homeCards).not.toContain('/servicedetails');

    const plan = renderPlan('service', context.siteContent, []).render.map((page) => page.path);
    expect(plan).toEqual(
      expect.arrayContaining([
        paths.services,
        paths.servicesAlias,
        paths.serviceDetails,
        paths.cloudServices,
      ]),
    );
    expect(liveAddress('service', 'services', servicesSeed.data).href).toBe(paths.services);
    expect(liveAddress('service', 'servicedetails', detailsSeed.data).href).toBe(paths.serviceDetails);
  });
});
