import { TrainingPageView } from '~/components/training-page';
import { trainingPageOf } from '~/content/training';
import { pageTextOf } from '~/content/company';
import { siteContentOf } from '~/content/site-content';
import { pageMeta, withPageText } from '~/lib/seo';
import type { Route } from './+types/personalized-training';

/**
 * The page's copy and courses (its `training` document; the courses' and syllabi's links computed)
 * and its text in search results (its `page` document), carried by its HTML.
 */
export function loader({ context }: Route.LoaderArgs) {
  return {
    seo: pageTextOf(siteContentOf(context), 'personalized-training'),
    training: trainingPageOf(siteContentOf(context), 'personalized-training'),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  pageMeta(withPageText(loaderData?.seo, { breadcrumb: true }), location.pathname);

export default function PersonalizedTraining({ loaderData }: Route.ComponentProps) {
  return <TrainingPageView page={loaderData.training} />;
}
