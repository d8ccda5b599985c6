import { TrainingPageView } from '~/components/training-page';
import { paths } from '~/config/routes-table';
import { SITE } from '~/config/site';
import { trainingPageOf } from '~/content/training';
import { pageTextOf } from '~/content/company';
import { siteContentOf } from '~/content/site-content';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/training';

/** The page's copy (its `training` document) and its text in search results (its `page` document). */
export function loader({ context }: Route.LoaderArgs) {
  return {
    seo: pageTextOf(siteContentOf(context), 'training'),
    training: trainingPageOf(siteContentOf(context), 'training'),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(
    withPageText(loaderData?.seo, { canonical: `${SITE.origin}${paths.training}` }),
    location.pathname,
  );

export default function Training({ loaderData }: Route.ComponentProps) {
  return <TrainingPageView page={loaderData.training} />;
}
