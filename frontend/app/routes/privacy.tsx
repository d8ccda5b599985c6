import { LegalPage } from '~/components/legal-page';
import { PRIVACY } from '~/content/legal';
import { pageTextOf } from '~/content/company';
import { siteContentOf } from '~/content/site-content';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/privacy';

/** The page's title and description in search results (its `page` document). */
export function loader({ context }: Route.LoaderArgs) {
  return { seo: pageTextOf(siteContentOf(context), 'privacy') };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo), location.pathname);

export default function Privacy() {
  return <LegalPage title="Privacy Policy" sections={PRIVACY} updated="2024-01-15" />;
}
