import { GALLERY_TABS as TAB_IDS, type ContentImage, type GalleryTabId } from '@orbitwise/contracts/content';
import { GALLERY, GALLERY_TAB_LABELS } from '@orbitwise/contracts/content-seed';
import { withTokens } from './text-tokens';
import { inOrder, type SiteContent } from './site-content';

export interface GalleryTab {
  id: GalleryTabId;
  label: string;
  photos: ContentImage[];
}

/**
 * The published gallery (the seed at build time) by tab, Office Photos first; empty tabs are left
 * out. A caption's `{token}`s are the company's figures ("{years} Years Together"). For loaders only.
 */
export const galleryTabs = (content: SiteContent = {}, now: Date = new Date()): GalleryTab[] => {
  const items = withTokens(inOrder(content.gallery ?? GALLERY), content, now);
  return TAB_IDS.map((id) => ({
    id,
    label: GALLERY_TAB_LABELS[id],
    photos: items.filter((doc) => doc.data.tab === id).map((doc) => doc.data.image),
  })).filter((tab) => tab.photos.length > 0);
};
