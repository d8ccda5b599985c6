import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { ROUTES, type PageRoute } from './config/routes-table';

/** Builds one route and, recursively, the routes that name it as their parent. */
function toEntry(page: PageRoute): RouteConfigEntry {
  const children = ROUTES.filter((child) => child.parent === page.id);
  if (page.parent && page.path === ROUTES.find((parent) => parent.id === page.parent)?.path) {
    return index(page.module, { id: page.id });
  }
  return route(page.path, page.module, { id: page.id }, children.map(toEntry));
}

export default [
  layout('routes/site-layout.tsx', [
    ...ROUTES.filter((page) => !page.parent).map(toEntry),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;
