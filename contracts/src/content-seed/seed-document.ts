import type { ContentData, ContentKind } from '../content.js';

/** One document of the seed: published as it is by the seed migration. */
export interface SeedDocument<K extends ContentKind = ContentKind> {
  kind: K;
  slug: string;
  data: ContentData<K>;
}
