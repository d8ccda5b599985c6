import { layout, route, type RouteConfig } from '@react-router/dev/routes';
import { ROUTES } from './config/routes-table';

export default [
  layout('components/layout/site-layout.tsx', [
    ...ROUTES.map((page) => route(page.path, page.module, { id: page.id })),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;
