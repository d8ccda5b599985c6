/** What the API's re-render takes from the build (published-site.ts, exported by entry.server). */
import { describe, expect, it } from 'vitest';
import { EVENTS, JOBS, POSTS } from '@orbitwise/contracts/content-seed';
import type { PublishedDocument } from '@orbitwise/contracts/content';
import { renderPlan, siteContentFrom, sitemapXml } from './published-site';
import { prerenderPaths } from './content-paths';

const published = <K extends 'job' | 'post' | 'event'>(
  kind: K,
  slug: string,
  data: PublishedDocument<K>['data'],
) => ({ kind, slug, data, html: {}, publishedAt: '2026-11-20T10:00:00.000Z' }) as PublishedDocument<K>;

const newJob = published('job', 'data-engineer', { ...JOBS[0]!.data, title: 'Data Engineer', open: true });
const jobs = [newJob, ...JOBS.slice(1).map((doc) => published('job', doc.slug, doc.data))];
const posts = POSTS.map((doc) => published('post', doc.slug, doc.data));

describe('the re-render after a publish', () => {
  it('hands the loaders the published jobs (posted on their publish day) and the listed posts, newest first', () => {
    const content = siteContentFrom({ job: jobs, post: posts });
    expect(content.jobs?.map((job) => job.slug)).toEqual(jobs.map((doc) => doc.slug));
    expect(content.jobs?.[0]).toMatchObject({ title: 'Data Engineer', datePosted: '2026-11-20' });
    const dates = content.posts!.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(content.posts!.find((post) => post.slug === 'habits-of-developers-who-get-hired')?.href).toBe(
      '/bloggrid/post/habits-of-developers-who-get-hired',
    );
    expect(content.posts!.filter((post) => !post.external)).toHaveLength(1);
    expect(siteContentFrom({})).toEqual({});
  });

  it('renders the careers pages and the site map for a job, and removes the page of a job no longer open', () => {
    const content = siteContentFrom({ job: jobs });
    const gone = `/careers/jobs/${JOBS[0]!.slug}`;
    const plan = renderPlan('job', content, prerenderPaths());
    const paths = plan.render.map((page) => page.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/careers/jobs', '/careers/jobs/data-engineer', '/sitemap']),
    );
    expect(paths).not.toContain(gone);
    expect(paths).not.toContain('/bloggrid');
    expect(plan.remove).toEqual([gone]);
  });

  it('renders the blog’s lists and feeds for a post, and every page after a deploy', () => {
    const content = siteContentFrom({ post: posts });
    const forPost = renderPlan('post', content, []).render.map((page) => page.path);
    expect(forPost).toEqual(
      expect.arrayContaining(['/', '/bloggrid', '/bloggrid/rss.xml', '/bloggrid/atom.xml']),
    );
    expect(forPost).not.toContain('/careers/jobs');
    const all = renderPlan(undefined, content, []).render.map((page) => page.path);
    expect(all).toEqual(
      expect.arrayContaining(['/', '/careers/jobs', '/bloggrid', '/aboutus/aboutorbitwise']),
    );
  });

  it('writes sitemap.xml with the published jobs', () => {
    const xml = sitemapXml(siteContentFrom({ job: jobs }), '2026-11-20');
    expect(xml).toContain('/careers/jobs/data-engineer</loc>');
    expect(xml).not.toContain(`/careers/jobs/${JOBS[0]!.slug}</loc>`);
    expect(xml).toContain('<lastmod>2026-11-20</lastmod>');
  });

  it('renders the events list, each event’s page and .ics, the spec’s landing page for an event; removes an unpublished one', () => {
    const [fest, , meetup] = EVENTS;
    const talk = published('event', 'azure-cost-clinic', { ...meetup!.data, title: 'Azure Cost Clinic' });
    const content = siteContentFrom({
      event: [talk, published('event', fest!.slug, fest!.data)],
    });
    const plan = renderPlan('event', content, prerenderPaths());
    expect(plan.render).toEqual(
      expect.arrayContaining([
        { path: '/events', routeId: 'events' },
        { path: '/events/azure-cost-clinic', routeId: 'event-page' },
        { path: '/events/azure-cost-clinic.ics', routeId: 'event-page-calendar' },
        { path: `/events/${fest!.slug}`, routeId: 'event-page' },
        { path: '/events/microsoft/ai-skills-fest/register', routeId: 'event' },
        { path: '/events/microsoft/ai-skills-fest/event.ics', routeId: 'event-calendar' },
        { path: '/sitemap', routeId: 'sitemap' },
      ]),
    );
    const paths = plan.render.map((page) => page.path);
    expect(paths).not.toContain('/careers/jobs');
    expect(paths).not.toContain('/');
    // The events no longer published: their pages and calendars leave the site.
    expect(plan.remove.sort()).toEqual(
      [EVENTS[1]!.slug, meetup!.slug].flatMap((slug) => [`/events/${slug}`, `/events/${slug}.ics`]).sort(),
    );
    const xml = sitemapXml(content, '2026-11-20');
    expect(xml).toContain('/events</loc>');
    expect(xml).toContain('/events/azure-cost-clinic</loc>');
    expect(xml).not.toContain('.ics</loc>');
    // Without an edition of the AI Skills Fest, the spec's landing page and its calendar leave too.
    const noFest = renderPlan('event', siteContentFrom({ event: [talk] }), prerenderPaths());
    expect(noFest.remove).toEqual(
      expect.arrayContaining([
        '/events/microsoft/ai-skills-fest/register',
        '/events/microsoft/ai-skills-fest/event.ics',
      ]),
    );
  });

  it('renders the catch-all’s not-found page (/404) whenever the not-found screen is rendered: the site’s chrome, every page', () => {
    const notFoundPages = (kind: Parameters<typeof renderPlan>[0]) =>
      renderPlan(kind, siteContentFrom({}), prerenderPaths())
        .render.filter((page) => ['/404', '/pagenotfound'].includes(page.path))
        .sort((a, b) => a.path.localeCompare(b.path));
    const both = [
      { path: '/404', routeId: 'not-found' },
      { path: '/pagenotfound', routeId: 'page-not-found' },
    ];
    expect(notFoundPages('site')).toEqual(both);
    expect(notFoundPages(undefined)).toEqual(both);
    expect(notFoundPages('job')).toEqual([]);
    expect(renderPlan('site', siteContentFrom({}), prerenderPaths()).remove).not.toContain('/404');
  });
});
