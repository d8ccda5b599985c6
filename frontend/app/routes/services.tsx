import { Link } from 'react-router';
import { FeatureCards } from '~/components/deferred-cards';
import { PageHero } from '~/components/page-hero';
import { Section } from '~/components/section';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import { SERVICES_SCREEN_CARDS } from '~/content/services';
import { pageTextOf } from '~/content/company';
import { siteContentOf } from '~/content/site-content';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/services';

/** The page's title and description in search results (its `page` document). */
export function loader({ context }: Route.LoaderArgs) {
  return { seo: pageTextOf(siteContentOf(context), 'services') };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(
    withPageText(loaderData?.seo, { canonical: `${SITE.origin}${paths.services}` }),
    location.pathname,
  );

export default function Services() {
  return (
    <>
      <PageHero title="Services" lead="Everything you need to build, run and grow your technology." />
      <Section id="service-cards" title="What we offer">
        <FeatureCards items={SERVICES_SCREEN_CARDS} />
      </Section>
      <section className="section section-sky" aria-labelledby="services-overview-1">
        <div className="container split">
          <img
            src="/generated/illustrations/software-development.svg"
            alt=""
            width={1200}
            height={800}
            loading="lazy"
          />
          <div>
            <h2 id="services-overview-1">Technology that supports your growth</h2>
            <p>
              Whether you need a new customer portal, a faster version of an existing application or a network
              that keeps three offices connected, our engineers take responsibility from design to day-to-day
              operation.
            </p>
            <p>
              We agree on measurable goals up front, report progress every week and stay with you after
              launch.
            </p>
          </div>
        </div>
      </section>
      <section className="section" aria-labelledby="services-overview-2">
        <div className="container split">
          <div>
            <h2 id="services-overview-2">Training that turns into results</h2>
            <p>
              Our courses are taught by the same engineers who deliver client projects, so the skills your
              team learns are the ones used in real systems today.
            </p>
            <Link className="button" to={paths.personalizedTraining}>
              Explore our courses
            </Link>
          </div>
          <img src="/generated/illustrations/training.svg" alt="" width={1200} height={800} loading="lazy" />
        </div>
      </section>
    </>
  );
}
