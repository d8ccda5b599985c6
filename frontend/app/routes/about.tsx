import { FeatureCards, CheckList } from '~/components/deferred-cards';
import { PageHero } from '~/components/page-hero';
import { ExternalLink, Section } from '~/components/section';
import { deferred } from '~/components/deferred';
import { SITE } from '~/config/site';
import { aboutOf } from '~/content/about';
import { clients } from '~/content/clients';
import { figuresOf } from '~/content/figures';
import { countersOf } from '~/content/milestones';
import { aboutPortfolio } from '~/content/portfolio';
import { siteContentOf } from '~/content/site-content';
import { coreTeam } from '~/content/team';
import { testimonials } from '~/content/testimonials';
import { pageTextOf } from '~/content/company';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/about';

// Sections below the fold: their code loads after the page is interactive (see deferred.tsx).
const PortfolioGridSection = deferred(() =>
  import('~/components/sections/portfolio-grid').then((m) => m.PortfolioGridSection),
);
const CountersSection = deferred(() =>
  import('~/components/sections/counters').then((m) => m.CountersSection),
);
const SkillsSection = deferred(() => import('~/components/sections/skills').then((m) => m.SkillsSection));
const CoreTeamSection = deferred(() =>
  import('~/components/sections/core-team').then((m) => m.CoreTeamSection),
);
const ClientsSection = deferred(() => import('~/components/sections/clients').then((m) => m.ClientsSection));
const TestimonialsSection = deferred(() =>
  import('~/components/sections/testimonials').then((m) => m.TestimonialsSection),
);

/** The page's text and sections with the published figures and documents (the seed at build time). */
export function loader({ context }: Route.LoaderArgs) {
  const content = siteContentOf(context);
  const figures = figuresOf(content);
  return {
    seo: pageTextOf(siteContentOf(context), 'about'),
    about: aboutOf(content),
    founded: figures.founded,
    counters: countersOf(figures),
    portfolio: aboutPortfolio(content),
    testimonials: testimonials(content),
    clients: clients(content),
    coreTeam: coreTeam(content),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo), location.pathname);

export default function About({ loaderData }: Route.ComponentProps) {
  const { about: ABOUT } = loaderData;
  return (
    <>
      <PageHero
        title={`About ${SITE.shortName}`}
        lead={`Builders and teachers of software since ${loaderData.founded}.`}
      />
      <section className="section" aria-labelledby="about-intro-title">
        <div className="container split">
          <div>
            <h2 id="about-intro-title">Who we are</h2>
            {ABOUT.intro.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <p>
              <ExternalLink href={ABOUT.video.href} className="button button-outline">
                {ABOUT.video.label}
              </ExternalLink>
            </p>
          </div>
          <img src="/generated/illustrations/about.svg" alt="" width={1200} height={800} />
        </div>
      </section>
      <PortfolioGridSection items={loaderData.portfolio} />
      <ClientsSection clients={loaderData.clients} />
      <Section id="why-us" eyebrow="Why us" title="Why work with us" tone="sky">
        <FeatureCards items={ABOUT.whyUs} columns={4} />
      </Section>
      <Section id="values" eyebrow="What we believe" title="Core values">
        <FeatureCards items={ABOUT.coreValues} columns={4} />
      </Section>
      <CountersSection counters={loaderData.counters} />
      <SkillsSection skills={loaderData.about.skills} />
      <CoreTeamSection members={loaderData.coreTeam} />
      <Section id="story" eyebrow="Our story" title="History, mission and vision" tone="sky">
        <div className="card-grid cols-3">
          <div className="card">
            <h3>History</h3>
            <p>{ABOUT.history}</p>
          </div>
          <div className="card">
            <h3>Mission</h3>
            <p>{ABOUT.mission}</p>
          </div>
          <div className="card">
            <h3>Vision</h3>
            <p>{ABOUT.vision}</p>
          </div>
        </div>
      </Section>
      <Section id="why-choose" title="Why choose us">
        <CheckList items={ABOUT.whyChoose} />
      </Section>
      <TestimonialsSection testimonials={loaderData.testimonials} />
    </>
  );
}
