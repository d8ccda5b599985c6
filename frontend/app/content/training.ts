/**
 * The training pages' copy: one `training` document per page, its slug the page's route id. Read by
 * the loaders only: the published document when the API re-renders, else the seed's; figures quoted
 * as `{tokens}` filled in, each course's and syllabus' link computed.
 */
import type { TrainingData, TrainingSlug } from '@orbitwise/contracts/content';
import { TRAINING } from '@orbitwise/contracts/content-seed';
import { companyOf } from './company';
import { courseTiles, syllabusLinks } from './courses';
import { withTokens } from './text-tokens';
import type { SiteContent } from './site-content';

const SEED = new Map(TRAINING.map((doc) => [doc.slug, doc.data]));

/** An address that leaves the site (it opens in a new tab). */
const isExternal = (link: string) => /^https?:/i.test(link);

/** The training page `slug` as its component shows it. */
export function trainingPageOf(content: SiteContent, slug: TrainingSlug, now: Date = new Date()) {
  const data: TrainingData = content.training?.find((doc) => doc.slug === slug)?.data ?? SEED.get(slug)!;
  const page = withTokens(data, content, now);
  return {
    ...page,
    overview: page.overview && {
      ...page.overview,
      action: page.overview.action && {
        ...page.overview.action,
        external: isExternal(page.overview.action.link),
      },
    },
    programmes: page.programmes && {
      title: page.programmes.title,
      items: page.programmes.items.map((item) => ({ ...item, external: isExternal(item.link) })),
    },
    courses: page.courses && {
      intro: page.courses.intro,
      tiles: courseTiles(page.courses.names, companyOf(content).courseSite),
    },
    syllabi: page.syllabi && { intro: page.syllabi.intro, links: syllabusLinks(page.syllabi.items) },
  };
}
export type TrainingPage = ReturnType<typeof trainingPageOf>;
