import { matchPath, type MetaDescriptor } from 'react-router';
import { SITE } from '~/config/site';
import { CONSOLE_SCREEN_IDS, CONSOLE_SCREENS } from './console-routes';

/** The title of the console screen at `pathname` ('Console' for an unknown path, which redirects). */
export function consoleTitle(pathname: string): string {
  for (const id of CONSOLE_SCREEN_IDS) {
    const screen: (typeof CONSOLE_SCREENS)[typeof id] = CONSOLE_SCREENS[id];
    const match = matchPath(screen.path, pathname);
    if (match) return typeof screen.title === 'function' ? screen.title(match.params) : screen.title;
  }
  return CONSOLE_SCREENS.home.title;
}

/** Every console page: its title, and never indexed. */
export const consoleMeta = (title: string): MetaDescriptor[] => [
  { title: `${title} | ${SITE.name} console` },
  { name: 'robots', content: 'noindex, nofollow' },
];
