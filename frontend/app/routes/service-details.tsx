import { PageHero } from '~/components/page-hero';
import { CheckList } from '~/components/deferred-cards';
import { SERVICE_DETAIL_TOPICS } from '~/content/services';
import { pageTextOf } from '~/content/company';
import { siteContentOf } from '~/content/site-content';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/service-details';

/** The page's title and description in search results (its `page` document). */
export function loader({ context }: Route.LoaderArgs) {
  return { seo: pageTextOf(siteContentOf(context), 'service-details') };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo), location.pathname);

export default function ServiceDetails() {
  return (
    <>
      <PageHero title="Service Details" lead="How our service packages work." />
      <section className="section">
        <div className="container split">
          <article>
            <h2>Web Designing and Development Services</h2>
            <p>
              We design and build websites and web applications on fixed, transparent terms. Every package
              includes discovery, design, development, testing, launch and a support period after go-live.
            </p>
            <p>
              Prices are agreed per phase, so you always know what the next step costs before it starts.
              Support requests are answered by a 24/7 help desk, and every service can be customised to your
              needs.
            </p>
            <CheckList items={SERVICE_DETAIL_TOPICS} />
          </article>
          <aside className="card" aria-labelledby="sd-services">
            <h2 id="sd-services">Services</h2>
            <ul className="plain-list">
              {SERVICE_DETAIL_TOPICS.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
          </aside>
        </div>
      </section>
    </>
  );
}
