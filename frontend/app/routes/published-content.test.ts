/**
 * a page re-rendered after a publish shows the published content handed to its loader as
 * `{ siteContent }` (the API's re-render), and the seed when nothing is handed (the build).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jobOpenings } from '~/content/jobs';
import { blogPosts } from '~/content/blogs';
import { loader as careersLoader } from './careers';
import type { Route as CareersRoute } from './+types/careers';
import { loader as jobLoader } from './job';
import type { Route as JobRoute } from './+types/job';
import { loader as gridLoader } from './blog-grid';
import type { Route as GridRoute } from './+types/blog-grid';
import { CASE_STUDIES, FIGURES, GALLERY, TEAM, TESTIMONIALS } from '@orbitwise/contracts/content-seed';
import { contentPaths } from '~/config/content-paths';
import type { SiteContent } from '~/content/site-content';
import { loader as homeLoader } from './home';
import type { Route as HomeRoute } from './+types/home';
import { loader as aboutLoader } from './about';
import type { Route as AboutRoute } from './+types/about';
import { loader as milestonesLoader } from './milestones';
import type { Route as MilestonesRoute } from './+types/milestones';
import { loader as portfolioLoader } from './portfolio-detail';
import type { Route as PortfolioRoute } from './+types/portfolio-detail';
import { loader as projectsLoader } from './projects';
import type { Route as ProjectsRoute } from './+types/projects';
import { loader as teamLoader } from './team';
import type { Route as TeamRoute } from './+types/team';
import { loader as galleryLoader } from './gallery';
import type { Route as GalleryRoute } from './+types/gallery';
import { loader as serviceLoader } from './service-page';
import type { Route as ServiceRoute } from './+types/service-page';
import { loader as corporateTrainingLoader } from './corporate-training';
import type { Route as CorporateTrainingRoute } from './+types/corporate-training';
import { loader as rootLoader } from '~/root';
import type { Route as RootRoute } from '../+types/root';
import { paths } from '~/config/routes-table';

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

describe('every kind follows the published content', () => {
  const seedTestimonials = TESTIMONIALS;
  const homeData = (siteContent: SiteContent = {}) =>
    homeLoader({ context: { siteContent } } as unknown as HomeRoute.LoaderArgs);
  const aboutData = (siteContent: SiteContent = {}) =>
    aboutLoader({ context: { siteContent } } as unknown as AboutRoute.LoaderArgs);

  it('shows a changed testimonial, drops an unpublished one, and never one without consent', () => {
    expect(homeData().testimonials.map((t) => t.name)).toEqual(seedTestimonials.map((t) => t.data.name));
    const [first, second, ...rest] = seedTestimonials;
    const changed = { ...first!, data: { ...first!.data, quote: 'They shipped it in half the time.' } };
    const noConsent = { ...second!, data: { ...second!.data, consent: false } };
    const shown = homeData({ testimonials: [changed, noConsent, ...rest.slice(1)] }).testimonials;
    expect(shown[0]!.quote).toBe('They shipped it in half the time.');
    expect(shown.map((t) => t.slug)).not.toContain(second!.slug);
    expect(shown.map((t) => t.slug)).not.toContain(rest[0]!.slug);
    expect(aboutData({ testimonials: [noConsent] }).testimonials).toEqual([]);
  });

  it('shows a changed case study on its page and in the lists, and drops an unpublished one', () => {
    const elixir = CASE_STUDIES.find((doc) => doc.slug === 'elixir')!;
    const changed = {
      ...elixir,
      data: {
        ...elixir.data,
        category: 'Clinical network',
        caseStudy: { ...elixir.data.caseStudy!, outcome: 'Every member verified in week one.' },
      },
    };
    const others = CASE_STUDIES.filter((doc) => doc.slug !== 'elixir' && doc.slug !== 'riskdx');
    const caseStudies = [changed, ...others];
    const page = portfolioLoader({
      params: { name: 'elixir' },
      context: { siteContent: { caseStudies } },
    } as unknown as PortfolioRoute.LoaderArgs);
    expect(page.item.category).toBe('Clinical network');
    expect(page.item.caseStudy?.outcome).toBe('Every member verified in week one.');
    expect(page.more.map((item) => item.id)).not.toContain('riskdx');
    expect(homeData({ caseStudies }).portfolio.find((p) => p.id === 'elixir')?.category).toBe(
      'Clinical network',
    );
    expect(homeData({ caseStudies }).portfolio.map((p) => p.id)).not.toContain('riskdx');
    expect(aboutData().portfolio.map((p) => p.id)).toContain('riskdx');
    const projects = projectsLoader({
      context: { siteContent: { caseStudies } },
    } as unknown as ProjectsRoute.LoaderArgs).projects.map((p) => p.id);
    expect(projects).not.toContain('riskdx');
    expect(() =>
      portfolioLoader({
        params: { name: 'riskdx' },
        context: { siteContent: { caseStudies } },
      } as unknown as PortfolioRoute.LoaderArgs),
    ).toThrow();
    expect(contentPaths('projects', { caseStudies })).not.toContain('/portfolio/riskdx');
    expect(contentPaths('projects')).toContain('/portfolio/riskdx');
  });

  it('shows a changed team member on /team and in the core team, and drops an unpublished one', () => {
    const [ceo, coo, ...rest] = TEAM;
    const renamed = { ...ceo!, data: { ...ceo!.data, role: 'Founder and Chair' } };
    const team = [renamed, ...rest];
    const groups = teamLoader({
      context: { siteContent: { team } },
    } as unknown as TeamRoute.LoaderArgs).groups;
    const members = groups.flatMap((group) => group.members);
    expect(members.find((m) => m.slug === ceo!.slug)?.role).toBe('Founder and Chair');
    expect(members.map((m) => m.slug)).not.toContain(coo!.slug);
    expect(homeData({ team }).coreTeam.map((m) => m.role)).toContain('Founder and Chair');
    expect(homeData({ team }).coreTeam.map((m) => m.slug)).not.toContain(coo!.slug);
    expect(homeData().coreTeam.map((m) => m.slug)).toContain(coo!.slug);
  });

  it('shows a changed gallery picture and drops an unpublished one', () => {
    const [first, second, ...rest] = GALLERY;
    const changed = {
      ...first!,
      data: { ...first!.data, image: { src: '/api/media/a.jpg', alt: 'Our new office' } },
    };
    const tabs = galleryLoader({
      context: { siteContent: { gallery: [changed, ...rest] } },
    } as unknown as GalleryRoute.LoaderArgs).tabs;
    const photos = tabs.flatMap((tab) => tab.photos);
    expect(photos[0]).toEqual({ src: '/api/media/a.jpg', alt: 'Our new office' });
    expect(photos.map((p) => p.src)).not.toContain(second!.data.image.src);
  });

  describe('company figures (years counted on 28 November 2026)', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
    });
    afterEach(() => vi.useRealTimers());

    it('shows changed company figures on home, about and milestones', () => {
      const figures = { ...FIGURES.data, applications: 240, founded: 1996 };
      const home = homeData({ figures });
      expect(home.copy.eyebrow).toBe('Software development · IT training · Since 1996');
      expect(home.copy.lead).toMatch(/^For 30 years Orbitwise Technologies has designed/);
      expect(home.counters.map((c) => `${c.value}${c.suffix}`)).toEqual(['30+', '50+', '240+', '500,000+']);
      expect(homeData().counters.map((c) => `${c.value}${c.suffix}`)).toEqual([
        '29+',
        '50+',
        '200+',
        '500,000+',
      ]);
      const about = aboutData({ figures });
      expect(about.about.history).toContain('In 30 years we have delivered 240+ applications');
      const milestones = milestonesLoader({
        context: { siteContent: { figures } },
      } as unknown as MilestonesRoute.LoaderArgs);
      expect(milestones.lead).toBe('30 years since 1996: the projects that shaped who we are.');
    });

    it('shows changed company figures on the service pages, the corporate training page and every footer', () => {
      const figures = {
        ...FIGURES.data,
        founded: 1996,
        studentsTrained: 600000,
        corporateTrainingClients: 360,
      };
      const service = (path: string, siteContent?: SiteContent) =>
        serviceLoader({
          request: new Request(`http://localhost${path}`),
          context: siteContent ? { siteContent } : {},
        } as unknown as ServiceRoute.LoaderArgs).page;
      const software = (siteContent?: SiteContent) => {
        const page = service(paths.softwareDevelopment, siteContent);
        const list = page.sections.find((section) => section.kind === 'list');
        return [...page.overview, ...(list?.items.map((item) => item.title) ?? [])];
      };
      expect(software()).toContain(
        'Since 1997 we have delivered 200+ applications for insurers, hospitals, manufacturers, retailers and training institutes, and many of them are still maintained by us today.',
      );
      expect(software()).toContain('29 years of delivery across eight industries');
      expect(software({ figures })).toContain(
        'Since 1996 we have delivered 200+ applications for insurers, hospitals, manufacturers, retailers and training institutes, and many of them are still maintained by us today.',
      );
      expect(software({ figures })).toContain('30 years of delivery across eight industries');

      const training = (context: unknown) =>
        corporateTrainingLoader({ context } as unknown as CorporateTrainingRoute.LoaderArgs).training.overview
          ?.paragraphs[0];
      expect(training({})).toBe(
        'For 29 years we have trained engineering teams, at 350 corporations so far. We start with a skills assessment, agree measurable outcomes with your managers, and deliver on-site, online or in a blended format.',
      );
      expect(training({ siteContent: { figures } })).toMatch(/^For 30 years .* at 360 corporations so far\./);

      const footer = (context: unknown) =>
        rootLoader({ context } as unknown as RootRoute.LoaderArgs).footerBlurb;
      expect(footer({})).toContain('500,000+ students since 1997');
      expect(footer({ siteContent: { figures } })).toContain('600,000+ students since 1996');
    });
  });
});
