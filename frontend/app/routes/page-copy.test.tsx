/**
 * A page's visible text is its `page` document's: the banner's line, heading and lead, the paragraphs
 * of a page with text of its own, and the headings of Home's and About's sections. An edited document,
 * once published, is what the page's HTML shows, figures filled in; a document stored before those
 * fields existed keeps the seed's section headings and the page's own heading.
 */
import type { PageData, PublishedDocument } from '@orbitwise/contracts/content';
import { PAGES } from '@orbitwise/contracts/content-seed';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteContentFrom } from '~/config/published-site';
import About, { loader as aboutLoader } from './about';
import Azure, { loader as azureLoader } from './azure';
import BlogGrid, { loader as blogGridLoader } from './blog-grid';
import BlogStatement, { loader as blogStatementLoader } from './blog-statement';
import Careers, { loader as careersLoader } from './careers';
import Enquiry, { loader as enquiryLoader } from './enquiry';
import Home, { loader as homeLoader } from './home';
import Projects, { loader as projectsLoader } from './projects';
import Team, { loader as teamLoader } from './team';
import { renderedRoute, textOf, type RouteModule } from './prerender-test-kit';

const seedOf = (slug: string): PageData => PAGES.find((doc) => doc.slug === slug)!.data;

const published = (slug: string, data: Partial<PageData>): PublishedDocument<'page'> => ({
  kind: 'page',
  slug,
  data: { ...seedOf(slug), ...data },
  html: {},
  publishedAt: '2026-11-28T02:00:00.000Z',
});

/** The page's text as the prerender writes it (every deferred section included). */
const pageText = async (page: RouteModule, pages: PublishedDocument<'page'>[], params = {}) =>
  textOf(await renderedRoute(page, { context: { siteContent: siteContentFrom({ page: pages }) }, params }));

describe("a page's visible text is its page document's", () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
  });
  afterAll(() => vi.useRealTimers());

  it("an edited Home document's banner and section headings are on Home, figures filled in", async () => {
    const text = await pageText({ default: Home, loader: homeLoader }, [
      published('home', {
        eyebrow: 'Hyderabad · since {founded}',
        heading: 'Software you can hand over.',
        lead: '{years} years of building software and teaching it.',
        sections: [
          {
            section: 'services',
            eyebrow: 'Services',
            title: 'How we help',
            intro: 'Four ways to work with us.',
          },
        ],
      }),
    ]);
    expect(text).toContain('Hyderabad · since 1997');
    expect(text).toContain('Software you can hand over.');
    expect(text).toContain('29 years of building software and teaching it.');
    expect(text).toContain('How we help');
    expect(text).toContain('Four ways to work with us.');
    expect(text).not.toContain('Software that works. People who can build it.');
    expect(text).not.toContain('From the first idea to the trained team that runs it.');
    // A section the document does not list keeps the seed's heading.
    expect(text).toContain('Latest Blogs');
  });

  it.each([
    ['about', { default: About, loader: aboutLoader }],
    ['team', { default: Team, loader: teamLoader }],
    ['careers', { default: Careers, loader: careersLoader }],
    ['projects', { default: Projects, loader: projectsLoader }],
    ['enquiry', { default: Enquiry, loader: enquiryLoader }],
    ['blog-grid', { default: BlogGrid, loader: blogGridLoader }],
  ] as [string, RouteModule][])("the %s page's lead is its document's", async (slug, page) => {
    const seedLead = seedOf(slug).lead!;
    const text = await pageText(page, [published(slug, { lead: `Edited lead of ${slug}, {years} years.` })]);
    expect(text).toContain(`Edited lead of ${slug}, 29 years.`);
    expect(text).not.toContain(seedLead.replace('{founded}', '1997'));
  });

  it("/az-400's heading and paragraphs are its document's", async () => {
    const text = await pageText({ default: Azure, loader: azureLoader }, [
      published('azure', {
        heading: 'AZ-400 in six weeks',
        intro: ['First paragraph.', 'Second paragraph.'],
      }),
    ]);
    expect(text).toContain('AZ-400 in six weeks');
    expect(text).toContain('First paragraph.Second paragraph.');
    expect(text).not.toContain('Our AZ-400 programme prepares');
  });

  it("Our Team's group headings are its document's sections", async () => {
    const text = await pageText({ default: Team, loader: teamLoader }, [
      published('team', {
        sections: [
          { section: 'team-development', eyebrow: null, title: 'Engineering', intro: 'We build it.' },
        ],
      }),
    ]);
    expect(text).toContain('EngineeringWe build it.');
    expect(text).not.toContain('Development Team');
    expect(text).toContain('Executive Team');
  });

  it("the company statement is its document's heading, date line and paragraphs", async () => {
    const text = await pageText({ default: BlogStatement, loader: blogStatementLoader }, [
      published('blog-statement', {
        heading: 'About a company using our name',
        lead: 'Published 2 December 2026',
        intro: ['We are not affiliated with it.'],
      }),
    ]);
    expect(text).toContain('About a company using our name');
    expect(text).toContain('Published 2 December 2026');
    expect(text).toContain('We are not affiliated with it.');
    expect(text).not.toContain('We have become aware of another company');
  });

  it('a document stored before the visible text keeps the seed section headings and the page heading', async () => {
    const { title, description, keywords, image } = seedOf('about');
    const stored = { title, description, keywords, image } as PageData;
    const text = await pageText({ default: About, loader: aboutLoader }, [
      { ...published('about', {}), data: stored },
    ]);
    expect(text).toContain('About Orbitwise');
    expect(text).toContain('Why work with us');
    expect(text).toContain('23 products we designed, built and support.');
    expect(text).not.toContain('Builders and teachers of software since');
  });
});
