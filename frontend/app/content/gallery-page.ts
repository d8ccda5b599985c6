/**
 * The Gallery page's data (`/imagesgallery/gallery`), made from the site's content: the route's loader
 * calls it at build time and on a re-render, the console's preview with the draft among the pictures (a
 * route's loader is not in the browser's build of its module).
 */
import { pageTextOf } from './company';
import { galleryTabs } from './gallery';
import { pageCopyOf } from './page-copy';
import type { SiteContent } from './site-content';

export function galleryPageOf(content: SiteContent = {}) {
  const { heading, lead } = pageCopyOf(content, 'gallery');
  return {
    seo: pageTextOf(content, 'gallery'),
    copy: { heading, lead },
    tabs: galleryTabs(content),
  };
}
