import { ConsoleApp, consoleMeta, consoleTitle } from '~/features/console';
import type { Route } from './+types/admin';
import { PAGE_PREVIEWS } from './admin-page-previews';

/**
 * Every /admin/... URL: the operator console, loaded only here. It routes its own screens
 * (features/console/console-routes.ts), so the main router, which every public page loads, lists it once.
 */
export const meta: Route.MetaFunction = ({ location }) => consoleMeta(consoleTitle(location.pathname));

export default function Console() {
  return <ConsoleApp pagePreviews={PAGE_PREVIEWS} />;
}
