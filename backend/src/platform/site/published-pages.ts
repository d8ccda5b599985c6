import { Injectable, Logger } from '@nestjs/common';
import type { RetentionSettings } from '@orbitwise/contracts/admin';
import type { ContentKind, PublishedDocument } from '@orbitwise/contracts/content';

/** What changed on the site: one document, after its publish, unpublish or scheduled publish committed. */
export interface ContentChange {
  kind: ContentKind;
  slug: string;
  /** `published`: visitors now see its new version; `unpublished`: it left the site. */
  change: 'published' | 'unpublished';
}

/**
 * Re-renders the pages a content change affects (the page, the lists that show it, sitemap, feeds).
 * The content domain calls it after the change committed; a failure must not undo the change (the
 * caller logs it). The site's implementation replaces {@link NoPagePublisher} under this token.
 */
export interface PagePublisher {
  contentChanged(change: ContentChange): Promise<void>;
}

export const PAGE_PUBLISHER = Symbol('PagePublisher');

/** The default until the site's re-render is provided: changes reach the pages at the next build. */
@Injectable()
export class NoPagePublisher implements PagePublisher {
  private readonly logger = new Logger('PagePublisher');

  contentChanged(change: ContentChange): Promise<void> {
    this.logger.debug({ kind: change.kind, slug: change.slug, change: change.change }, 'content changed');
    return Promise.resolve();
  }
}

/** Every published document, by kind, in the site's order: what the pages are rendered from. */
export type PublishedContent = { [K in ContentKind]?: readonly PublishedDocument<K>[] };

/**
 * The published documents, asked through this floor (the content domain provides it) so that the
 * site's re-render never imports the content domain.
 */
export interface PublishedContentSource {
  published(): Promise<PublishedContent>;
}

export const PUBLISHED_CONTENT = Symbol('PublishedContentSource');

/**
 * The retention in force (days each kind is kept, null until erased by hand), asked through this floor
 * (the privacy domain provides it): the privacy notice quotes it.
 */
export interface RetentionInForce {
  read(): Promise<RetentionSettings>;
}

export const RETENTION_IN_FORCE = Symbol('RetentionInForce');

/** What the pages are rendered from: the published documents and the settings the pages quote. */
export interface SiteRenderInput {
  published: PublishedContent;
  retention: RetentionSettings;
}
