import { LegalPage } from '~/components/legal-page';
import { TERMS } from '~/content/legal';
import { pageTextOf } from '~/content/company';
import { siteContentOf } from '~/content/site-content';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/terms';

/** The page's title and description in search results (its `page` document). */
export function loader({ context }: Route.LoaderArgs) {
  return { seo: pageTextOf(siteContentOf(context), 'terms') };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo), location.pathname);

export default function Terms() {
  return <LegalPage title="Terms & Conditions" sections={TERMS} updated="2024-01-15" />;
}
