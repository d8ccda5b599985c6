/** The editors' TanStack Query keys (the console's own are in ../query.ts). */
import type { ContentKind } from '@orbitwise/contracts/content';

export const contentKeys = {
  all: ['content'] as const,
  list: (kind: ContentKind) => ['content', kind, 'list'] as const,
  published: (kind: ContentKind) => ['content', kind, 'published'] as const,
  document: (kind: ContentKind, slug: string) => ['content', kind, 'document', slug] as const,
  revisions: (kind: ContentKind, slug: string) => ['content', kind, 'document', slug, 'revisions'] as const,
};
