/**
 * The one address the public pages' analytics beacon posts to. Its own module, so that the shared
 * chunk the beacon and the console both import holds this path only, none of the console's.
 */
export const ANALYTICS_EVENTS_PATH = '/api/analytics/events';
