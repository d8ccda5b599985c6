import { deferred } from '~/components/deferred';
import { FeatureCards } from '~/components/deferred-cards';
import { PageHero } from '~/components/page-hero';
import { Section } from '~/components/section';
import { INDUSTRY_BENEFITS } from '~/content/industries';
import { pageMeta } from '~/lib/seo';
import type { Route } from './+types/industries';

// Below the fold: its code loads after the page is interactive (see deferred.tsx).
const IndustriesSection = deferred(() =>
  import('~/components/sections/industries').then((m) => m.IndustriesSection),
);

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    {
      title: 'Industries We Serve | Orbitwise Technologies',
      description:
        'Software for technology, ecommerce, insurance, logistics and shipping, hospitals, travel, education and manufacturing.',
      keywords:
        'industries, insurance software, healthcare software, logistics software, ecommerce development',
      image: '/generated/illustrations/industries.svg',
    },
    location.pathname,
  );

export default function Industries() {
  return (
    <>
      <PageHero
        title="Industries"
        lead="Deep experience in the sectors where software makes the biggest difference."
      />
      <section className="section" aria-labelledby="ind-overview">
        <div className="container split">
          <div>
            <h2 id="ind-overview">Domain knowledge that saves you time</h2>
            <p>
              We have built claims platforms for insurers, patient systems for hospitals, tracking for
              shippers and learning platforms for educators. That experience means fewer explanations for you
              and better questions from us.
            </p>
          </div>
          <img src="/generated/illustrations/industries.svg" alt="" width={1200} height={800} />
        </div>
      </section>
      <IndustriesSection />
      <Section id="benefits" title="Why industries trust us">
        <FeatureCards items={INDUSTRY_BENEFITS} />
      </Section>
    </>
  );
}
