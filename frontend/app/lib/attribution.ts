/**
 * Where a visitor came from, for the forms to send with a submission: the campaign (`utm_*`), the
 * referring site's host and the landing page of the visit's first and latest arrival. Kept in the
 * tab's sessionStorage (gone when the tab closes; no cookie, nothing that names the person) and cleaned
 * with the contracts' rules, so that an odd query string never makes a form fail: what the API would
 * refuse is left out.
 */
import {
  cleanHost,
  cleanPath,
  cleanValue,
  isValidAttribution,
  UTM_KEYS,
  type Attribution,
  type Touch,
} from '@orbitwise/contracts/attribution';

const STORAGE_KEY = 'orbitwise.attribution';

/** The parts of `window` this reads, so that a test can give its own. */
export interface Visit {
  location: Pick<Location, 'href' | 'hostname' | 'pathname'>;
  referrer: string;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
}

const browserVisit = (): Visit => ({
  location: window.location,
  referrer: document.referrer,
  storage: window.sessionStorage,
});

/** This page load as an arrival: its campaign values, another site's host, its path. */
function touchOf({ location, referrer }: Visit): Touch {
  const params = new URL(location.href).searchParams;
  const touch: Touch = {};
  for (const key of UTM_KEYS) {
    const value = cleanValue(params.get(`utm_${key}`));
    if (value) touch[key] = value;
  }
  const host = cleanHost(referrer);
  if (host && host !== location.hostname) touch.referrer = host;
  const landing = cleanPath(location.pathname);
  if (landing) touch.landing = landing;
  return touch;
}

function stored(visit: Visit): Attribution | null {
  try {
    const value = JSON.parse(visit.storage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    return typeof value === 'object' && value !== null ? (value as Attribution) : null;
  } catch {
    return null;
  }
}

/**
 * Records a full page load: the visit's first arrival once, and a later one as the last touch only
 * when it came from a campaign or another site (moving between the site's own pages changes nothing).
 */
export function recordTouch(visit?: Visit): void {
  try {
    visit ??= browserVisit();
    const touch = touchOf(visit);
    const before = stored(visit);
    const arrived = touch.referrer !== undefined || UTM_KEYS.some((key) => touch[key] !== undefined);
    if (before?.first && !arrived) return;
    const next: Attribution = { first: before?.first ?? touch, last: touch };
    visit.storage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // No storage (turned off, or a private window's quota): the forms are sent without it.
  }
}

/**
 * The site layout's call, with the address the page was loaded at (taken before this module arrived:
 * a click may have moved to another page meanwhile).
 */
export function recordLoad(location: Visit['location'], referrer: string): void {
  recordTouch({
    location,
    referrer,
    get storage() {
      return window.sessionStorage;
    },
  });
}

/** What a form sends: the visit's touches and the page it is sent from; undefined when nothing is known. */
export function attributionFor(visit: Visit = browserVisit()): Attribution | undefined {
  const { first, last } = stored(visit) ?? {};
  const sentFrom = cleanPath(visit.location.pathname);
  const attribution: Attribution = {
    ...(first && { first }),
    ...(last && { last }),
    ...(sentFrom && { sentFrom }),
  };
  // Storage the visitor edited by hand is left out rather than refused with the form.
  return Object.keys(attribution).length && isValidAttribution(attribution) ? attribution : undefined;
}
