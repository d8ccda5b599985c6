import { FeatureCards, CheckList } from '~/components/deferred-cards';
import { PageHero } from '~/components/page-hero';
import { ExternalLink, Section } from '~/components/section';
import { deferred } from '~/components/deferred';
import { SITE } from '~/config/site';
import { ABOUT } from '~/content/about';
import { FIGURES, FIGURE_TEXT } from '~/content/figures';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/about';

// Sections below the fold: their code loads after the page is interactive (see deferred.tsx).
const PortfolioGridSection = deferred(() =>
  Promise.all([import('~/components/sections/portfolio-grid'), import('~/content/portfolio')]).then(
    ([{ PortfolioGridSection: Grid }, { ABOUT_PORTFOLIO }]) =>
      function AboutPortfolio() {
        return <Grid items={ABOUT_PORTFOLIO} />;
      },
  ),
);
const CountersSection = deferred(() =>
  import('~/components/sections/counters').then((m) => m.CountersSection),
);
const SkillsSection = deferred(() => import('~/components/sections/skills').then((m) => m.SkillsSection));
const CoreTeamSection = deferred(() =>
  import('~/components/sections/core-team').then((m) => m.CoreTeamSection),
);
const TestimonialsSection = deferred(() =>
  import('~/components/sections/testimonials').then((m) => m.TestimonialsSection),
);

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: `About ${SITE.name} | Software Development and IT Training since ${FIGURES.founded}`,
      description: `About ${SITE.name}: founded in ${FIGURES.founded}, ${FIGURE_TEXT.studentsTrained} trained and ${FIGURE_TEXT.applications} delivered for ${FIGURE_TEXT.happyCustomers}. Our history, mission, vision and values.`,
      keywords: 'about Orbitwise, software company history, IT training institute, mission and vision',
      image: '/generated/illustrations/about.svg',
    },
    location.pathname,
  );

export default function About() {
  return (
    <>
      <PageHero
        title={`About ${SITE.shortName}`}
        lead={`Builders and teachers of software since ${FIGURES.founded}.`}
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
      <PortfolioGridSection />
      <Section id="why-us" eyebrow="Why us" title="Why work with us" tone="sky">
        <FeatureCards items={ABOUT.whyUs} columns={4} />
      </Section>
      <Section id="values" eyebrow="What we believe" title="Core values">
        <FeatureCards items={ABOUT.coreValues} columns={4} />
      </Section>
      <CountersSection />
      <SkillsSection />
      <CoreTeamSection />
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
      <TestimonialsSection />
    </>
  );
}
