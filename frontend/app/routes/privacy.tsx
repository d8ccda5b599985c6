import { LegalPage } from '~/components/legal-page';
import { pageTextOf } from '~/content/company';
import { legalOf } from '~/content/legal';
import { siteContentOf } from '~/content/site-content';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/privacy';

/** The page's text (its `legal` document) and its title and description in search results (its `page` document). */
export function loader({ context }: Route.LoaderArgs) {
  const content = siteContentOf(context);
  return { legal: legalOf(content, 'privacy'), seo: pageTextOf(content, 'privacy') };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo), location.pathname);

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <LegalPage {...loaderData.legal} />;
}
