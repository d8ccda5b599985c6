/**
 * The company's name is typed once, in the `site` document: every page text quotes it as
 * `{companyName}` or `{companyShortName}`, filled in when the page is rendered. A renamed company,
 * once published, is on the pages' titles, Home's lead, About's intro and the footer, with the old
 * name on none of them; a publish of the `site` document re-renders every page that shows it.
 */
import type { SiteData } from '@orbitwise/contracts/content';
import { SITE_DETAILS } from '@orbitwise/contracts/content-seed';
import type { MetaDescriptor } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '~/components/layout/site-footer';
import { renderPlan, siteContentFrom } from '~/config/published-site';
import { paths } from '~/config/routes-table';
import { siteChromeOf } from '~/content/company';
import * as about from './about';
import * as home from './home';
import * as privacy from './privacy';
import * as services from './services';
import { prerenderedHtml, publishedDoc, renderedRoute, textOf, type RouteModule } from './prerender-test-kit';

const renamed: SiteData = { ...SITE_DETAILS.data, name: 'Northwind Software', shortName: 'Northwind' };
const siteContent = siteContentFrom({ site: [publishedDoc('site', 'company', renamed)] });
const context = { siteContent };

type MetaRoute = RouteModule & { meta: (args: never) => MetaDescriptor[] | undefined };

/** The route's HTML and its `<title>` with the renamed company published. */
async function rendered(route: MetaRoute, pathname: string) {
  const html = await renderedRoute(route, { context });
  const loaderData = route.loader({ context } as never);
  const tags = route.meta({
    loaderData,
    data: loaderData,
    location: { pathname },
    params: {},
    matches: [],
  } as never)!;
  const title = (tags.find((tag) => 'title' in tag) as { title: string }).title;
  const description = (
    tags.find((tag) => (tag as { name?: string }).name === 'description') as {
      content: string;
    }
  ).content;
  return { text: textOf(html), title, description };
}

describe("every page text quotes the company's name from the site document", () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
  });
  afterAll(() => vi.useRealTimers());

  it("Home's title, description and lead name the renamed company, never the old name", async () => {
    const page = await rendered(home as MetaRoute, '/');
    expect(page.title).toBe('Northwind Software | Software Development and IT Training');
    expect(page.description).toMatch(/^Northwind Software builds web, mobile/);
    expect(page.text).toContain(
      'For 29 years Northwind Software has designed, built and supported software for businesses',
    );
    expect(`${page.title} ${page.description} ${page.text}`).not.toContain('Orbitwise');
  });

  it("About's title and intro, a services page's title, the privacy notice name it", async () => {
    const aboutPage = await rendered(about as MetaRoute, paths.about);
    expect(aboutPage.title).toBe(
      'About Northwind Software | Software Development and IT Training since 1997',
    );
    expect(aboutPage.text).toContain('Northwind Software is a software development and IT training company.');
    expect(aboutPage.text).not.toContain('Orbitwise');
    expect((await rendered(services as MetaRoute, paths.services)).title).toBe(
      'Services and Courses | Northwind Software',
    );
    const notice = await rendered(privacy as MetaRoute, paths.privacy);
    expect(notice.text).toContain('Northwind Software (“we”, “us”)');
    expect(`${notice.title} ${notice.text}`).not.toContain('Orbitwise');
  });

  it('the footer blurb and the chat link’s first message name it', async () => {
    const chrome = siteChromeOf(siteContent);
    const footer = textOf(await prerenderedHtml(<SiteFooter chrome={chrome} newsletter={null} />));
    expect(footer).toContain(
      'Northwind Software builds web, mobile, desktop and cloud software for growing businesses and has trained 500,000+ students since 1997.',
    );
    expect(footer).not.toContain('Orbitwise');
    expect(decodeURIComponent(chrome.chatHref)).toContain('text=Hello Northwind, I would like');
  });

  it('a token an editor types in a page text is filled in too', async () => {
    const edited = siteContentFrom({
      site: [publishedDoc('site', 'company', renamed)],
      page: [
        publishedDoc('page', 'about', {
          ...(await import('@orbitwise/contracts/content-seed')).PAGES.find((doc) => doc.slug === 'about')!
            .data,
          lead: '{companyShortName} since {founded}.',
        }),
      ],
    });
    const html = await renderedRoute(about as RouteModule, { context: { siteContent: edited } });
    expect(textOf(html)).toContain('Northwind since 1997.');
  });

  it('a publish of the site document re-renders every page that shows the name', () => {
    const rendered = renderPlan('site', siteContent, []).render.map((page) => page.path);
    expect(rendered).toEqual(
      expect.arrayContaining(['/', paths.about, paths.services, paths.privacy, paths.team, paths.careers]),
    );
  });
});
