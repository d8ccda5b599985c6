import { TrainingPageView } from '~/components/training-page';
import { trainingPageOf } from '~/content/training';
import { pageTextOf } from '~/content/company';
import { siteContentOf } from '~/content/site-content';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/corporate-training';

/** The page's copy (its `training` document) with the published figures filled in, carried by its HTML. */
export function loader({ context }: Route.LoaderArgs) {
  return {
    seo: pageTextOf(siteContentOf(context), 'corporate-training'),
    training: trainingPageOf(siteContentOf(context), 'corporate-training'),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo, { breadcrumb: true }), location.pathname);

export default function CorporateTraining({ loaderData }: Route.ComponentProps) {
  return <TrainingPageView page={loaderData.training} />;
}
