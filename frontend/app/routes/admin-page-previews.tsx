/**
 * The console's page previews (features/console/content-page-preview.ts): each kind with a page of its
 * own names its route module and turns a draft into what that route's loader gives its component at
 * build time. Only the console's route imports this file; the page modules load when an editor opens
 * a preview, never otherwise.
 */
import type {
  AboutData,
  CaseStudyData,
  ContentKind,
  EventData,
  IndustryData,
  JobData,
  LegalData,
  LegalSlug,
  MilestoneData,
  PostData,
  ServiceData,
  ServiceIndexSlug,
  TechnologyData,
} from '@orbitwise/contracts/content';
import { paths } from '~/config/routes-table';
import { teaserOf } from '~/content/blogs';
import { companyOf, pageTextOf, siteDetailsOf } from '~/content/company';
import { teamMembersOf } from '~/content/team';
import { figuresOf } from '~/content/figures';
import { legalOf } from '~/content/legal';
import { countersOf, milestonesLead, milestonesOf } from '~/content/milestones';
import { countriesText } from '~/content/job-text';
import type { SiteContent } from '~/content/site-content';
import { renderMarkdown } from '@orbitwise/contracts/markdown';
import { MILESTONES } from '@orbitwise/contracts/content-seed';
import { blogPostingJsonLd, jobPostingJsonLd } from '~/lib/structured-data';
// Types only (erased): the loaders' results, so that a page whose data changes shape fails to compile here.
import type { PagePreview, PreviewDocument } from '~/features/console';
import type * as BlogPostRoute from './blog-post';
import type * as JobRoute from './job';
import type * as TechnologiesRoute from './technologies';
import type * as MilestonesRoute from './milestones';
import type * as PrivacyRoute from './privacy';
import { page } from './admin-preview-page';
import { SECTION_PREVIEWS } from './admin-section-previews';
import { SITE_PREVIEWS } from './admin-site-previews';
import { TRAINING_PREVIEW } from './admin-training-preview';

/** The `service` documents whose page is not at `/<slug>`. */
const SERVICE_INDEX_PATHS: Readonly<Record<string, string>> = {
  services: paths.services,
  servicedetails: paths.serviceDetails,
} satisfies Record<ServiceIndexSlug, string>;

/** The job's page (/careers/jobs/<slug>) as its loader feeds it. */
export function jobLoaderData({ slug, data }: PreviewDocument<JobData>): ReturnType<typeof JobRoute.loader> {
  const job = { ...data, slug, datePosted: new Date().toISOString().slice(0, 10) };
  return {
    ...job,
    descriptionHtml: renderMarkdown(job.description),
    jsonLd: jobPostingJsonLd(job, siteDetailsOf()),
    applicantsFrom: countriesText(job.applicantCountries),
  };
}

/** The post's own page (/bloggrid/post/<slug>) as its loader feeds it. */
export function postLoaderData({
  slug,
  data,
}: PreviewDocument<PostData>): ReturnType<typeof BlogPostRoute.loader> {
  const post = { ...teaserOf(slug, data), body: data.body };
  return {
    ...post,
    bodyHtml: renderMarkdown(post.body),
    jsonLd: blogPostingJsonLd(post, siteDetailsOf(), teamMembersOf()),
  };
}

/** The Milestones page (/about/milestones) as its loader feeds it, the draft among the seed's milestones. */
export function milestonesLoaderData({
  slug,
  data,
}: PreviewDocument<MilestoneData>): ReturnType<typeof MilestonesRoute.loader> {
  const content: SiteContent = {
    milestones: [...MILESTONES.filter((doc) => doc.slug !== slug), { slug, data }],
  };
  const figures = figuresOf(content);
  return {
    seo: pageTextOf(content, 'milestones'),
    lead: milestonesLead(content),
    milestones: milestonesOf(content),
    counters: countersOf(figures),
  };
}

/** A legal page (/privacypolicy, /terms-condition) as its loader feeds it, the draft as its text. */
export function legalLoaderData({
  slug,
  data,
}: PreviewDocument<LegalData>): ReturnType<typeof PrivacyRoute.loader> {
  const page = slug as LegalSlug;
  return { legal: legalOf({ legal: { [page]: data } }, page), seo: pageTextOf({}, page) };
}

/** Every kind's preview: a kind added to the contract without one does not compile. */
export const PAGE_PREVIEWS: Record<ContentKind, PagePreview> = {
  job: {
    address: ({ slug }) => paths.job(slug),
    load: async () => page(await import('./job')),
    loaderData: jobLoaderData,
    showsMarkdown: true,
  },
  // A post that links elsewhere is not shown at this address; its card on the grid and tag pages is
  // the same whichever way it links.
  post: {
    address: ({ slug }) => paths.blogPost(slug),
    load: async () => page(await import('./blog-post')),
    loaderData: postLoaderData,
    showsMarkdown: true,
  },
  // The event's own page, its data made by the function its loader calls (content/event-page.ts): the
  // browser's build of a route module has no loader.
  event: {
    address: ({ slug }) => paths.eventPage(slug),
    load: async () => {
      const [module, { eventPageOf }] = await Promise.all([
        import('./event'),
        import('~/content/event-page'),
      ]);
      const Page = page(module);
      return function EventPreview({ loaderData }) {
        const { slug, data } = loaderData as PreviewDocument<EventData>;
        return <Page loaderData={eventPageOf({ ...data, slug })} />;
      };
    },
    loaderData: (document: PreviewDocument<EventData>) => document,
  },
  // The project's page (/portfolio/<slug>), likewise (content/project-page.ts).
  'case-study': {
    address: ({ slug }) => paths.portfolio(slug),
    load: async () => {
      const [module, { projectPageOf }] = await Promise.all([
        import('./portfolio-detail'),
        import('~/content/project-page'),
      ]);
      const Page = page(module);
      return function ProjectPreview({ loaderData }) {
        const { slug, data } = loaderData as PreviewDocument<CaseStudyData>;
        return <Page loaderData={projectPageOf({ ...data, id: slug })} />;
      };
    },
    loaderData: (document: PreviewDocument<CaseStudyData>) => document,
  },
  // The site's own copy: the page that shows it, with the draft in place of the published document.
  // The pages about the services as a whole (`services`, `servicedetails`) have routes of their own.
  // A route's loader is not in the browser's build of its module, so the preview makes the loader's
  // data with the functions the loaders call (content/service-pages.ts), loaded with the pages.
  service: {
    address: ({ slug }) => SERVICE_INDEX_PATHS[slug] ?? `/${slug}`,
    load: async () => {
      const [servicePage, services, serviceDetails, { servicePageFor, serviceIndexPageOf }] =
        await Promise.all([
          import('./service-page'),
          import('./services'),
          import('./service-details'),
          import('~/content/service-pages'),
        ]);
      const ServicePage = page(servicePage);
      const ServicesPage = page(services);
      const ServiceDetailsPage = page(serviceDetails);
      return function ServicePreview({ loaderData }) {
        const { slug, data } = loaderData as PreviewDocument<ServiceData>;
        const content: SiteContent = { services: [{ slug, data }] };
        if (slug === 'services')
          return <ServicesPage loaderData={serviceIndexPageOf('services', 'services', content)} />;
        if (slug === 'servicedetails')
          return (
            <ServiceDetailsPage
              loaderData={serviceIndexPageOf('servicedetails', 'service-details', content)}
            />
          );
        const appStores = companyOf(content).appStores;
        return <ServicePage loaderData={{ page: servicePageFor(`/${slug}`, content), appStores }} />;
      };
    },
    loaderData: (document: PreviewDocument<ServiceData>) => document,
  },
  // Their data made here by the function the route's loader calls: the browser's build has no loader.
  industry: {
    address: () => paths.industries,
    load: async () => {
      const [module, { industriesPageOf }] = await Promise.all([
        import('./industries'),
        import('~/content/industries-page'),
      ]);
      const Page = page(module);
      return function IndustriesPreview({ loaderData }) {
        const { data } = loaderData as PreviewDocument<IndustryData>;
        return <Page loaderData={industriesPageOf({ industries: data })} />;
      };
    },
    loaderData: (document: PreviewDocument<IndustryData>) => document,
  },
  about: {
    address: () => paths.about,
    load: async () => {
      const [module, { aboutPageOf }] = await Promise.all([
        import('./about'),
        import('~/content/about-page'),
      ]);
      const Page = page(module);
      return function AboutPreview({ loaderData }) {
        const { data } = loaderData as PreviewDocument<AboutData>;
        return <Page loaderData={aboutPageOf({ about: data })} />;
      };
    },
    loaderData: (document: PreviewDocument<AboutData>) => document,
  },
  // The page's view with the draft made into its data in the console: the route module's loader is
  // not in the site's browser build.
  technology: {
    address: () => paths.technologies,
    load: async () => {
      const [module, { technologiesOf }] = await Promise.all([
        import('./technologies'),
        import('~/content/technologies'),
      ]);
      const Page = page(module);
      return function TechnologiesPreview({ loaderData }) {
        const { data } = loaderData as PreviewDocument<TechnologyData>;
        const pageData: ReturnType<typeof TechnologiesRoute.loader> = {
          seo: undefined,
          technologies: technologiesOf({ technologies: data }),
        };
        return <Page loaderData={pageData} />;
      };
    },
    loaderData: (document: PreviewDocument<TechnologyData>) => document,
  },
  // The timeline with the draft in its place among the seed's milestones (the others as first seeded).
  // Its data made here, as the loader makes it: the browser's build of a route module has no loader.
  milestone: {
    address: () => paths.milestones,
    load: async () => page(await import('./milestones')),
    loaderData: milestonesLoaderData,
  },
  // Both legal pages are the same view of their document (routes/privacy.tsx, terms.tsx).
  legal: {
    address: ({ slug }) => (slug === 'terms' ? paths.terms : paths.privacy),
    load: async () => page(await import('./privacy')),
    loaderData: legalLoaderData,
  },
  ...SECTION_PREVIEWS,
  ...SITE_PREVIEWS,
  ...TRAINING_PREVIEW,
};
