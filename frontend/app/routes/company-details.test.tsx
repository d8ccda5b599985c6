/**
 * The company's name, address and contact details are the published `site` document's: an edited one
 * is what Contact, IT support, the footer, the menus' course links, the app-store badges and the
 * search engines' data show; a document stored before these fields existed shows the seed's.
 */
import type { PublishedDocument, SiteData } from '@orbitwise/contracts/content';
import { SITE_CHROME, SITE_DETAILS } from '@orbitwise/contracts/content-seed';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '~/components/layout/site-footer';
import { renderPlan, siteContentFrom } from '~/config/published-site';
import { paths } from '~/config/routes-table';
import { siteChromeOf } from '~/content/company';
import { openJobs } from '~/content/jobs';
import Contact, { loader as contactLoader } from './contact';
import type { Route as ContactRoute } from './+types/contact';
import ItSupport, { loader as itSupportLoader } from './it-support';
import type { Route as ItSupportRoute } from './+types/it-support';
import { loader as jobLoader } from './job';
import type { Route as JobRoute } from './+types/job';
import ServicePage, { loader as serviceLoader } from './service-page';
import type { Route as ServiceRoute } from './+types/service-page';
import SiteMap, { loader as siteMapLoader } from './sitemap';
import type { Route as SiteMapRoute } from './+types/sitemap';
import { prerenderedHtml, textOf } from './prerender-test-kit';

const edited: SiteData = {
  ...SITE_DETAILS.data,
  name: 'Orbitwise Labs',
  shortName: 'OWL',
  social: { ...SITE_DETAILS.data.social, linkedin: 'https://www.linkedin.com/company/orbitwise-labs' },
  address: {
    street: '12 Residency Road',
    city: 'Bengaluru',
    region: 'Karnataka',
    postalCode: '560025',
    country: 'India',
  },
  contactPerson: 'Arjun Mehta, Partnerships',
  phone: '+91 80 4000 5678',
  email: 'contact@orbitwise.example',
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=77.59%2C12.96%2C77.61%2C12.98&layer=mapnik',
  courseSite: 'https://learn.orbitwise.example',
  appStores: {
    apple: 'https://apps.apple.com/developer/orbitwise-labs/id111111111',
    google: 'https://play.google.com/store/apps/developer?id=Orbitwise+Labs',
  },
};

const contextOf = (site: unknown) => ({
  siteContent: siteContentFrom({
    site: [
      {
        kind: 'site',
        slug: 'company',
        data: site as SiteData,
        html: {},
        publishedAt: '2026-11-20T10:00:00.000Z',
      } as PublishedDocument<'site'>,
    ],
  }),
});
const context = contextOf(edited);

const contactPage = async (ctx: unknown) =>
  prerenderedHtml(
    <Contact
      {...({
        loaderData: contactLoader({ context: ctx } as unknown as ContactRoute.LoaderArgs),
      } as ContactRoute.ComponentProps)}
    />,
  );

describe('the company details follow the published site document', () => {
  it('Contact shows its address, contact person, phone, e-mail and map', async () => {
    const markup = await contactPage(context);
    const page = textOf(markup);
    expect(page).toContain('12 Residency Road');
    expect(page).toContain('Bengaluru, Karnataka 560025');
    expect(page).toContain('Arjun Mehta, Partnerships');
    expect(page).toContain('+91\u00a080\u00a04000\u00a05678');
    expect(markup).toContain('href="tel:+918040005678"');
    expect(markup).toContain('href="mailto:contact@orbitwise.example"');
    expect(markup).toContain('src="https://www.openstreetmap.org/export/embed.html?bbox=77.59%2C12.96');
    expect(markup).toContain('title="Map showing the Orbitwise Labs office"');
    expect(page).not.toContain('Hyderabad');
  });

  it('IT support, the footer, the menus’ course links and the app-store badges follow it', async () => {
    const support = await prerenderedHtml(
      <ItSupport
        {...({
          loaderData: itSupportLoader({ context } as unknown as ItSupportRoute.LoaderArgs),
        } as ItSupportRoute.ComponentProps)}
      />,
    );
    expect(support).toContain('href="tel:+918040005678"');

    const footer = await prerenderedHtml(
      <SiteFooter chrome={siteChromeOf(context.siteContent)} newsletter={null} />,
    );
    expect(textOf(footer)).toContain('Orbitwise Labs. All rights reserved.');
    expect(footer).toContain('aria-label="OWL on LinkedIn (opens in a new tab)"');
    expect(footer).toContain('href="https://learn.orbitwise.example/new-batches"');

    const siteMap = await prerenderedHtml(
      <SiteMap
        {...({
          loaderData: siteMapLoader({ context } as unknown as SiteMapRoute.LoaderArgs),
        } as SiteMapRoute.ComponentProps)}
      />,
    );
    expect(siteMap).toContain('href="https://learn.orbitwise.example/courses"');

    const mobile = await prerenderedHtml(
      <ServicePage
        {...({
          loaderData: serviceLoader({
            request: new Request(`http://localhost${paths.mobileDevelopment}`),
            context,
          } as unknown as ServiceRoute.LoaderArgs),
        } as ServiceRoute.ComponentProps)}
      />,
    );
    expect(mobile).toContain('href="https://apps.apple.com/developer/orbitwise-labs/id111111111"');
  });

  it('a job’s JSON-LD names the company as the hiring organisation', () => {
    const [job] = openJobs();
    const data = jobLoader({ params: { slug: job!.slug }, context } as unknown as JobRoute.LoaderArgs);
    expect(data.jsonLd).toMatchObject({
      hiringOrganization: { '@type': 'Organization', name: 'Orbitwise Labs' },
      identifier: { name: 'Orbitwise Labs' },
    });
  });

  it('a document stored before the contact details existed shows the seed’s', async () => {
    const page = textOf(await contactPage(contextOf({ ...SITE_CHROME, blurb: 'An edited blurb.' })));
    expect(page).toContain('4th Floor, Meridian Tech Park, 21 Lakeview Road');
    expect(page).toContain('Priya Raman, Client Relations');
    expect(page).toContain('hello@orbitwise.example');
  });

  it('a publish re-renders every page, the calendar files and the not-found page included', () => {
    const rendered = renderPlan('site', context.siteContent, []).render.map((page) => page.path);
    expect(rendered).toEqual(
      expect.arrayContaining([
        paths.contact,
        paths.itSupport,
        paths.pageNotFound,
        '/events/hyderabad-dotnet-azure-meetup-2027.ics',
      ]),
    );
  });
});
