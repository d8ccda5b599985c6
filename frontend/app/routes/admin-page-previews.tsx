/**
 * The console's page previews (features/console/content-page-preview.ts): each kind with a page of its
 * own names its route module and turns a draft into what that route's loader gives its component at
 * build time. Only the console's route imports this file; the page modules load when an editor opens
 * a preview, never otherwise.
 */
import type { ContentImage, EventData, JobData, PostData } from '@orbitwise/contracts/content';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import { tagSlug } from '~/content/blogs';
import type { JobOpening } from '~/content/jobs';
// Types only (erased): the loaders' results, so that a page whose data changes shape fails to compile here.
import type { PageComponent, PagePreviews, PreviewDocument } from '~/features/console';
import type * as BlogGridRoute from './blog-grid';
import type * as EventRoute from './event';
import type * as JobRoute from './job';

const page = (module: { default: unknown }) => module.default as PageComponent;

const imageSrc = (image: ContentImage | null | undefined) => image?.src ?? '';

const EMPLOYMENT: Record<JobData['employmentType'], JobOpening['employmentType']> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  internship: 'INTERN',
  contract: 'CONTRACTOR',
};

/** The job's page (/careers/jobs/<slug>) as its loader feeds it. */
export function jobLoaderData({ slug, data }: PreviewDocument<JobData>): ReturnType<typeof JobRoute.loader> {
  const lakhs = (rupees: number) => Math.round((rupees / 100_000) * 10) / 10;
  const yearly = data.salary && data.salary.currency === 'INR' ? data.salary : null;
  const factor = yearly?.period === 'month' ? 12 : 1;
  return {
    slug,
    title: data.title,
    department: data.department,
    location: data.location,
    workplace: data.workplace,
    employmentType: EMPLOYMENT[data.employmentType],
    experience: data.experience,
    experienceYears: {
      min: data.experienceYears.min,
      max: data.experienceYears.max ?? data.experienceYears.min,
    },
    salaryLpa: yearly ? { min: lakhs(yearly.min * factor), max: lakhs(yearly.max * factor) } : undefined,
    summary: data.summary,
    description: data.description
      .split(/\n{2,}/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    skills: data.skills,
    hiringSteps: data.hiringSteps,
    open: data.open,
    datePosted: new Date().toISOString().slice(0, 10),
    closingDate: data.closesOn ?? undefined,
  };
}

/** The event's registration page as its loader feeds it. */
export function eventLoaderData({
  slug,
  data,
}: PreviewDocument<EventData>): ReturnType<typeof EventRoute.loader> {
  const online = data.attendance.mode === 'online';
  return {
    ...data,
    slug,
    online,
    capacity: data.capacity ?? undefined,
    registrationOpensAt: data.startsAt,
    banner: imageSrc(data.banner),
    training: { ...data.training, image: imageSrc(data.training.image) },
  };
}

/** The post as its first tag's page lists it (the page that shows it, beside the feed). */
export function postLoaderData({
  slug,
  data,
}: PreviewDocument<PostData>): ReturnType<typeof BlogGridRoute.loader> {
  const tags = data.tags.map((name) => ({ name, slug: tagSlug(name) }));
  const post = {
    slug,
    title: data.title,
    excerpt: data.excerpt,
    date: data.date,
    author: data.author,
    tags: data.tags,
    image: imageSrc(data.cover),
    href: data.externalUrl ?? `${SITE.courseSite}/blog/${slug}`,
  };
  return { posts: [post], tag: data.tags[0] ?? null, page: 1, pageCount: 1, tags };
}

export const PAGE_PREVIEWS: PagePreviews = {
  job: {
    address: ({ slug }) => paths.job(slug),
    load: async () => page(await import('./job')),
    loaderData: jobLoaderData,
    showsMarkdown: true,
  },
  event: {
    address: () => paths.event,
    load: async () => page(await import('./event')),
    loaderData: eventLoaderData,
  },
  post: {
    address: ({ data }: PreviewDocument<PostData>) =>
      data.tags[0] ? paths.blogTag(data.tags[0]) : paths.blogGrid,
    load: async () => page(await import('./blog-grid')),
    loaderData: postLoaderData,
  },
};
