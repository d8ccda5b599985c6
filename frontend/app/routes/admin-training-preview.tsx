/**
 * The console's preview of a training page (`training` documents): the page's own view with the draft
 * as its published document, exactly as the page's loader makes it. Loaded only when an editor opens
 * such a preview.
 */
import type { TrainingData, TrainingSlug } from '@orbitwise/contracts/content';
import { ROUTES } from '~/config/route-list';
import type { PagePreviews, PreviewDocument } from '~/features/console';

/** A training document's slug is its page's route id. */
const routePath = (slug: string) => ROUTES.find((route) => route.id === slug)?.path ?? '/';

export const TRAINING_PREVIEW = {
  training: {
    address: ({ slug }) => routePath(slug),
    load: async () => {
      const [{ TrainingPageView }, { trainingPageOf }] = await Promise.all([
        import('~/components/training-page'),
        import('~/content/training'),
      ]);
      return function TrainingPreview({ loaderData }) {
        const { slug, data } = loaderData as PreviewDocument<TrainingData>;
        return (
          <TrainingPageView page={trainingPageOf({ training: [{ slug, data }] }, slug as TrainingSlug)} />
        );
      };
    },
    loaderData: (document: PreviewDocument<TrainingData>) => document,
  },
} satisfies PagePreviews;
