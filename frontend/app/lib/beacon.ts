/**
 * First-party page analytics: a page view on each page load and client navigation, and the forms'
 * viewed / started / sent events, posted to the site's own API with `navigator.sendBeacon` (it never
 * delays a page, and survives leaving it). No cookie, no storage, no identifier: the API counts a
 * visitor by a hash it forgets within the day. Nothing is sent when the browser asks not to be tracked
 * (Do Not Track or Global Privacy Control). Loaded after the page, like the attribution module.
 */
import type { AnalyticsEventType, AnalyticsForm } from '@orbitwise/contracts/analytics';
import { ANALYTICS_EVENTS_PATH } from '@orbitwise/contracts/beacon';
import { cleanHost, cleanPath, cleanValue } from '@orbitwise/contracts/attribution';
import { recordLoad, type Visit } from './attribution';

type Event = {
  type: AnalyticsEventType;
  path?: string;
  form?: AnalyticsForm;
  referrer?: string;
  utm?: string;
};

/** The parts of `navigator` this reads, so that a test can give its own. */
export type BeaconNavigator = Pick<Navigator, 'doNotTrack' | 'sendBeacon'> & {
  globalPrivacyControl?: boolean;
};

export function send(event: Event, nav: BeaconNavigator = navigator, pathname = location.pathname): boolean {
  const path = cleanPath(event.path ?? pathname);
  if (!path || nav.doNotTrack === '1' || nav.globalPrivacyControl === true || !nav.sendBeacon) return false;
  return nav.sendBeacon(ANALYTICS_EVENTS_PATH, JSON.stringify({ ...event, path }));
}

/**
 * A page view of `pathname`; `referrer` and `search` only for the visit's landing page (the referring
 * site's host unless it is this site, and the campaign's `utm_source`).
 */
export function sendPageview(pathname: string, referrer = '', search = '', nav?: BeaconNavigator): boolean {
  const host = cleanHost(referrer);
  const utm = cleanValue(new URLSearchParams(search).get('utm_source'));
  return send(
    {
      type: 'pageview',
      path: pathname,
      ...(host && host !== location.hostname && { referrer: host }),
      ...(utm && { utm }),
    },
    nav,
  );
}

export const sendFormEvent = (type: AnalyticsEventType, form: AnalyticsForm, nav?: BeaconNavigator) =>
  send({ type, form }, nav);

/**
 * The site layout's one call per page shown: `referrer` is the document's on the page load (recorded
 * for the forms' attribution too) and null on a client navigation.
 */
export function pageLoaded(location: Visit['location'], search: string, referrer: string | null): void {
  if (referrer !== null) recordLoad(location, referrer);
  sendPageview(location.pathname, referrer ?? '', search);
}
