import type { ContentData, ContentKind, JobData, PostData } from '@orbitwise/contracts/content';
import { CONTENT_SEED } from '@orbitwise/contracts/content-seed';
import { describe, expect, it } from 'vitest';
import { openJobs } from '~/content/jobs';
import { liveAddress } from './content-live-address';

const seed = <T>(kind: ContentKind) =>
  structuredClone(CONTENT_SEED.find((doc) => doc.kind === kind)!.data) as T;
const TODAY = '2026-11-28';
/** The data of a kind whose place does not depend on it. */
const UNREAD = {} as ContentData;

describe("a published document's place on the site", () => {
  it('is its own page for a job, a post, an event and a project', () => {
    expect(
      liveAddress('job', 'node-developer', { ...seed<JobData>('job'), open: true, closesOn: null }, TODAY),
    ).toEqual({ href: '/careers/jobs/node-developer', label: '/careers/jobs/node-developer', own: true });
    expect(liveAddress('post', 'testing-habits', { ...seed<PostData>('post'), externalUrl: null })).toEqual({
      href: '/bloggrid/post/testing-habits',
      label: '/bloggrid/post/testing-habits',
      own: true,
    });
    expect(liveAddress('event', 'dev-meetup-2027', seed('event')).href).toBe('/events/dev-meetup-2027');
    expect(liveAddress('case-study', 'shopfront', seed('case-study')).href).toBe('/portfolio/shopfront');
  });

  it('is the blog for a post that links to another site, saying where its card leads', () => {
    const post = { ...seed<PostData>('post'), externalUrl: 'https://learn.example.com/course/7' };
    expect(liveAddress('post', 'course', post)).toEqual({
      href: '/bloggrid',
      label: 'A card on the blog linking to learn.example.com (/bloggrid)',
      own: false,
    });
  });

  it("is no page for a closed job, as the careers page decides (today's closing day still open)", () => {
    const job = seed<JobData>('job');
    const cases: [Partial<JobData>, boolean][] = [
      [{ open: true, closesOn: null }, true],
      [{ open: true, closesOn: TODAY }, true],
      [{ open: true, closesOn: '2026-11-27' }, false],
      [{ open: false, closesOn: null }, false],
    ];
    for (const [fields, open] of cases) {
      const data = { ...job, ...fields };
      const address = liveAddress('job', 'x', data, TODAY);
      expect(address.href !== null, JSON.stringify(fields)).toBe(open);
      expect(openJobs([{ ...data, slug: 'x', datePosted: TODAY }], TODAY).length === 1).toBe(open);
    }
    expect(liveAddress('job', 'x', { ...job, open: false }, TODAY)).toEqual({
      href: null,
      label: 'Closed for applications: on no page',
      own: false,
    });
  });

  it('is the page that shows them for the kinds without a page of their own, labelled so', () => {
    expect(liveAddress('team-member', 'ananya', seed('team-member'))).toEqual({
      href: '/team/teams-profile',
      label: 'On the Team page (/team/teams-profile)',
      own: false,
    });
    expect(liveAddress('gallery-item', 'office-1', seed('gallery-item')).href).toBe('/about/gallery');
    expect(liveAddress('testimonial', 'x', seed('testimonial')).label).toMatch(
      /^On the About and Home pages \(\/aboutus\//,
    );
    expect(liveAddress('client', 'x', seed('client')).own).toBe(false);
    expect(liveAddress('figures', 'company', seed('figures')).href).toBe('/');
    expect(liveAddress('industry', 'industries', UNREAD).href).toBe('/industries');
    expect(liveAddress('site', 'company', UNREAD).own).toBe(false);
  });

  it("is the service's own page, and for a page's search texts the route of that id", () => {
    expect(liveAddress('service', 'cloud-service', UNREAD).href).toBe('/cloud-service');
    expect(liveAddress('about', 'company', UNREAD).href).toBe('/aboutus/aboutorbitwise');
    expect(liveAddress('page', 'team', UNREAD)).toEqual({
      href: '/team/teams-profile',
      label: 'Its text on the page and in search results (/team/teams-profile)',
      own: false,
    });
    expect(liveAddress('page', 'job', UNREAD).href).toBeNull();
    expect(liveAddress('page', 'blog-tag', UNREAD)).toEqual({
      href: '/bloggrid',
      label: 'On every tag page of the blog (/bloggrid)',
      own: false,
    });
  });
});
