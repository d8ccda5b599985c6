import { Link } from 'react-router';
import { deferred } from '~/components/deferred';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import { blogTeasers } from '~/content/blogs';
import { clients } from '~/content/clients';
import { skillsOf } from '~/content/about';
import { figuresOf } from '~/content/figures';
import { industriesOf } from '~/content/industries';
import { countersOf } from '~/content/milestones';
import { homePortfolio } from '~/content/portfolio';
import { homeServices } from '~/content/service-pages';
import { siteContentOf } from '~/content/site-content';
import { coreTeam } from '~/content/team';
import { homeTechnologies } from '~/content/technologies';
import { testimonials } from '~/content/testimonials';
import { companyOf, pageTextOf, siteDetailsOf } from '~/content/company';
import { pageCopyOf, sectionText } from '~/content/page-copy';
import { pageMeta, withPageText } from '~/lib/seo';
import { organizationJsonLd } from '~/lib/structured-data';
import type { Route } from './+types/home';

// Everything below the hero: its code loads after the page is interactive (see deferred.tsx).
const ServicesSection = deferred(() =>
  import('~/components/sections/services').then((m) => m.ServicesSection),
);
const SkillsSection = deferred(() => import('~/components/sections/skills').then((m) => m.SkillsSection));
const CountersSection = deferred(() =>
  import('~/components/sections/counters').then((m) => m.CountersSection),
);
const TechnologiesSection = deferred(() =>
  import('~/components/sections/technologies').then((m) => m.TechnologiesSection),
);
const IndustriesSection = deferred(() =>
  import('~/components/sections/industries').then((m) => m.IndustriesSection),
);
const PortfolioCarouselSection = deferred(() =>
  import('~/components/sections/portfolio-carousel').then((m) => m.PortfolioCarouselSection),
);
const ClientsSection = deferred(() => import('~/components/sections/clients').then((m) => m.ClientsSection));
const TestimonialsSection = deferred(() =>
  import('~/components/sections/testimonials').then((m) => m.TestimonialsSection),
);
const CoreTeamSection = deferred(() =>
  import('~/components/sections/core-team').then((m) => m.CoreTeamSection),
);
const BlogsSection = deferred(() => import('~/components/sections/blogs').then((m) => m.BlogsSection));

/**
 * The page's content, read at build time (the seed) or handed over by the API's re-render (the
 * published documents): the page's HTML carries it, not its JavaScript.
 */
export function loader({ context }: Route.LoaderArgs) {
  const content = siteContentOf(context);
  const figures = figuresOf(content);
  const copy = pageCopyOf(content, 'home');
  return {
    seo: pageTextOf(siteContentOf(context), 'home'),
    companyName: companyOf(content).name,
    organization: organizationJsonLd(siteDetailsOf(content)),
    copy,
    headings: {
      services: sectionText(copy, 'services'),
      skills: sectionText(copy, 'skills'),
      industries: sectionText(copy, 'industries'),
      portfolio: sectionText(copy, 'portfolio'),
      clients: sectionText(copy, 'clients'),
      testimonials: sectionText(copy, 'testimonials'),
      team: sectionText(copy, 'team'),
      blogs: sectionText(copy, 'blogs'),
    },
    blogTeasers: blogTeasers(content.posts),
    services: homeServices(content),
    skills: skillsOf(content),
    industries: industriesOf(content).industries,
    counters: countersOf(figures),
    technologies: homeTechnologies(content),
    portfolio: homePortfolio(content),
    testimonials: testimonials(content),
    clients: clients(content),
    coreTeam: coreTeam(content),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => [
  ...pageMeta(withPageText(loaderData?.seo, { canonical: `${SITE.origin}/` }), location.pathname),
  ...(loaderData ? [{ 'script:ld+json': loaderData.organization }] : []),
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { copy, headings, companyName } = loaderData;
  return (
    <>
      <section className="hero">
        <div className="container hero-inner">
          <div>
            {copy.eyebrow && <p className="eyebrow eyebrow-light">{copy.eyebrow}</p>}
            <h1>{copy.heading ?? companyName}</h1>
            {copy.lead && <p className="lead">{copy.lead}</p>}
            <div className="hero-actions">
              <Link className="button" to={paths.about}>
                Learn More<span className="visually-hidden"> about {companyName}</span>
              </Link>
              <Link className="button button-outline" to={paths.contact}>
                Contact Us
              </Link>
            </div>
          </div>
          <img
            className="hero-art"
            src="/generated/illustrations/hero.svg"
            alt=""
            width={1200}
            height={800}
            fetchPriority="high"
          />
        </div>
      </section>
      <ServicesSection heading={headings.services} services={loaderData.services} />
      <SkillsSection heading={headings.skills} skills={loaderData.skills} />
      <CountersSection counters={loaderData.counters} />
      <TechnologiesSection {...loaderData.technologies} />
      <IndustriesSection heading={headings.industries} industries={loaderData.industries} />
      <PortfolioCarouselSection heading={headings.portfolio} items={loaderData.portfolio} />
      <ClientsSection heading={headings.clients} clients={loaderData.clients} />
      <TestimonialsSection heading={headings.testimonials} testimonials={loaderData.testimonials} />
      <CoreTeamSection heading={headings.team} members={loaderData.coreTeam} />
      <BlogsSection heading={headings.blogs} posts={loaderData.blogTeasers} />
    </>
  );
}
