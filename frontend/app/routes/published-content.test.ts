/**
 * Issue 23: a page re-rendered after a publish shows the published content handed to its loader as
 * `{ siteContent }` (the API's re-render), and the seed when nothing is handed (the build).
 */
import { describe, expect, it } from 'vitest';
import { jobOpenings } from '~/content/jobs';
import { blogPosts } from '~/content/blogs';
import { loader as careersLoader } from './careers';
import type { Route as CareersRoute } from './+types/careers';
import { loader as jobLoader } from './job';
import type { Route as JobRoute } from './+types/job';
import { loader as gridLoader } from './blog-grid';
import type { Route as GridRoute } from './+types/blog-grid';

const seedJobs = jobOpenings();
const newJob = {
  ...seedJobs[0]!,
  slug: 'senior-dotnet-developer',
  title: 'Senior DotNet Developer',
  order: 99,
};

const careers = (context: unknown) =>
  careersLoader({ context } as unknown as CareersRoute.LoaderArgs).jobs.map((job) => job.slug);
const job = (slug: string, context: unknown) =>
  jobLoader({ params: { slug }, context } as unknown as JobRoute.LoaderArgs);

describe('pages follow the published content', () => {
  it('lists the seed at build time, and the published jobs when the API hands them over', () => {
    expect(careers({})).toEqual(seedJobs.map((j) => j.slug));
    const published = [...seedJobs, newJob];
    expect(careers({ siteContent: { jobs: published } })).toContain('senior-dotnet-developer');
    expect(job('senior-dotnet-developer', { siteContent: { jobs: published } }).title).toBe(
      'Senior DotNet Developer',
    );
  });

  it('drops a closed job from the list and from its page', () => {
    const closed = [{ ...newJob, open: false }, ...seedJobs];
    expect(careers({ siteContent: { jobs: closed } })).not.toContain('senior-dotnet-developer');
    expect(() => job('senior-dotnet-developer', { siteContent: { jobs: closed } })).toThrow();
    const past = [{ ...newJob, closesOn: '2020-01-01' }];
    expect(careers({ siteContent: { jobs: past } })).toEqual([]);
  });

  it('puts a newly published post first on /bloggrid', () => {
    const post = { ...blogPosts()[0]!, slug: 'new-post', title: 'A new post', date: '2099-01-01' };
    const data = gridLoader({
      params: {},
      context: { siteContent: { posts: [post, ...blogPosts()] } },
    } as unknown as GridRoute.LoaderArgs) as { posts: { title: string }[] };
    expect(data.posts[0]!.title).toBe('A new post');
  });
});
