import { ConsoleApp, consoleMeta, consoleTitle } from '~/features/console';
import { companyNameIn } from '~/lib/seo';
import type { Route } from './+types/admin';
import { PAGE_PREVIEWS } from './admin-page-previews';

/**
 * Every /admin/... URL: the operator console, loaded only here. It routes its own screens
 * (features/console/console-routes.ts), so the main router, which every public page loads, lists it once.
 */
export const meta: Route.MetaFunction = ({ location, matches }) =>
  consoleMeta(consoleTitle(location.pathname), companyNameIn(matches));

export default function Console() {
  return <ConsoleApp pagePreviews={PAGE_PREVIEWS} />;
}
