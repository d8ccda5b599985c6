/**
 * The Industries page's data made from the site's content: the route's loader calls it at build time,
 * the console's preview with the draft (a route's loader is not in the browser's build of its module).
 */
import { pageTextOf } from './company';
import { industriesOf } from './industries';
import { pageCopyOf, sectionText } from './page-copy';
import type { SiteContent } from './site-content';

export function industriesPageOf(content: SiteContent) {
  return {
    seo: pageTextOf(content, 'industries'),
    industries: industriesOf(content),
    grid: sectionText(pageCopyOf(content, 'industries'), 'industries'),
  };
}
