import { layout, route, type RouteConfig } from '@react-router/dev/routes';
import { ROUTES } from './config/route-list';

const topLevel = (console: boolean) =>
  ROUTES.filter((page) => Boolean(page.console) === console).map((page) =>
    route(page.path, page.module, { id: page.id }),
  );

export default [
  layout('routes/site-layout.tsx', [
    ...topLevel(false),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
  // The operator console has its own chrome (none of the site's header, footer or widgets) and routes
  // its own screens: the router every page loads knows it as one lazy `/admin/*` route.
  ...topLevel(true),
] satisfies RouteConfig;
