import { matchPath, type MetaDescriptor } from 'react-router';
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

/** A console page's title in the browser's tab. */
export const consoleDocumentTitle = (title: string, companyName: string): string =>
  companyName ? `${title} | ${companyName} console` : `${title} | Console`;

/** Every console page: its title (with the company's name, the root loader's), and never indexed. */
export const consoleMeta = (title: string, companyName: string): MetaDescriptor[] => [
  { title: consoleDocumentTitle(title, companyName) },
  { name: 'robots', content: 'noindex, nofollow' },
];
