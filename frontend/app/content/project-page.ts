/**
 * A project's page data (`/portfolio/<slug>`), made from the project: the route's loader calls it at
 * build time and on a re-render, the console's preview with the draft (a route's loader is not in the
 * browser's build of its module).
 */
import { isListedProject, morePortfolio, type PortfolioItem } from './portfolio';
import type { SiteContent } from './site-content';

export const projectPageOf = (item: PortfolioItem, content: SiteContent = {}) => ({
  item,
  listed: isListedProject(item.id),
  image: item.image.src,
  poster: item.pictures[0]?.src ?? item.image.src,
  shots: item.pictures.slice(0, 12).map((picture) => picture.src),
  more: morePortfolio(item.id, content),
});
