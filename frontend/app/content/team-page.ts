/**
 * The Team page's data (`/team`), made from the site's content: the route's loader calls it at build
 * time and on a re-render, the console's preview with the draft among the members (a route's loader is
 * not in the browser's build of its module).
 */
import { pageTextOf } from './company';
import { pageCopyOf, sectionText } from './page-copy';
import type { SiteContent } from './site-content';
import { teamGroups } from './team';

export function teamPageOf(content: SiteContent = {}) {
  const copy = pageCopyOf(content, 'team');
  return {
    seo: pageTextOf(content, 'team'),
    copy,
    // Each group's heading and sentence: the page document's.
    groups: teamGroups(content).map(({ id, members }) => ({
      id,
      members,
      heading: sectionText(copy, `team-${id}`),
    })),
  };
}
