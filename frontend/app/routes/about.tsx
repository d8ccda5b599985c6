import { FeatureCards, CheckList } from '~/components/deferred-cards';
import { PageHero } from '~/components/page-hero';
import { ExternalLink, Section } from '~/components/section';
import { deferred } from '~/components/deferred';
import { aboutPageOf } from '~/content/about-page';
import { siteContentOf } from '~/content/site-content';
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
  return aboutPageOf(siteContentOf(context));
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo), location.pathname);

export default function About({ loaderData }: Route.ComponentProps) {
  const { about: ABOUT, copy, headings } = loaderData;
  return (
    <>
      <PageHero
        title={copy.heading ?? `About ${loaderData.companyShortName}`}
        lead={copy.lead ?? undefined}
      />
      <section className="section" aria-labelledby="about-intro-title">
        <div className="container split">
          <div>
            <h2 id="about-intro-title">Who we are</h2>
            {ABOUT.intro.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {ABOUT.video && (
              <p>
                <ExternalLink href={ABOUT.video.href} className="button button-outline">
                  {ABOUT.video.label}
                </ExternalLink>
              </p>
            )}
          </div>
          <img src="/generated/illustrations/about.svg" alt="" width={1200} height={800} />
        </div>
      </section>
      <PortfolioGridSection heading={headings.portfolio} items={loaderData.portfolio} />
      <ClientsSection heading={headings.clients} clients={loaderData.clients} />
      <Section id="why-us" {...headings.whyUs} tone="sky">
        <FeatureCards items={ABOUT.whyUs} columns={4} />
      </Section>
      <Section id="values" {...headings.values}>
        <FeatureCards items={ABOUT.coreValues} columns={4} />
      </Section>
      <CountersSection counters={loaderData.counters} />
      <SkillsSection heading={headings.skills} skills={loaderData.about.skills} />
      <CoreTeamSection heading={headings.team} members={loaderData.coreTeam} />
      <Section id="story" {...headings.story} tone="sky">
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
      <Section id="why-choose" {...headings.whyChoose}>
        <CheckList items={ABOUT.whyChoose} />
      </Section>
      <TestimonialsSection heading={headings.testimonials} testimonials={loaderData.testimonials} />
    </>
  );
}
