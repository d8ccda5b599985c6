import { PageHero } from '~/components/page-hero';
import { pageTextOf } from '~/content/company';
import { siteContentOf } from '~/content/site-content';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/azure';

/** The page's title and description in search results (its `page` document). */
export function loader({ context }: Route.LoaderArgs) {
  return { seo: pageTextOf(siteContentOf(context), 'azure') };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo), location.pathname);

export default function Azure() {
  return (
    <>
      <PageHero title="Azure Development (AZ-400)" />
      <section className="section">
        <div className="container narrow">
          <p>
            Our AZ-400 programme prepares developers and operations engineers to design and implement DevOps
            practices on Microsoft Azure: source control strategy, CI/CD with Azure Pipelines and GitHub
            Actions, infrastructure as code, dependency management, security and compliance, and
            instrumentation. Every module ends with a hands-on lab in a real Azure subscription, and the
            course closes with a full practice exam.
          </p>
        </div>
      </section>
    </>
  );
}
