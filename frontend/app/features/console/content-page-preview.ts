/**
 * How the preview screen renders a draft with its public page's own component. The console may not
 * import the site's routes (only routes compose routes), so the console's route module
 * (routes/admin.tsx) hands it the table of page previews (routes/admin-page-previews.tsx).
 */
import type { ContentKind } from '@orbitwise/contracts/content';
import { createContext, type ComponentType } from 'react';

/** What a preview gets: the draft, its Markdown fields rendered as the page will hold them, its address. */
export interface PreviewDocument<T> {
  slug: string;
  data: T;
  html: Record<string, string>;
}

export type PageComponent = ComponentType<{ loaderData: unknown }>;

export interface PagePreview {
  /** The public page that will show the published document (none: the preview says which pages do). */
  address?: (document: PreviewDocument<never>) => string;
  /** The page's component, loaded on demand. */
  load: () => Promise<PageComponent>;
  /** What the page's loader would give its component, made from the draft. */
  loaderData: (document: PreviewDocument<never>) => unknown;
  /** The page shows the Markdown fields itself (else the preview adds them below it). */
  showsMarkdown?: boolean;
}

export type PagePreviews = Partial<Record<ContentKind, PagePreview>>;

export const PagePreviewsContext = createContext<PagePreviews>({});
