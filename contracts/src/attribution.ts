/**
 * Where a lead came from: the campaign (`utm_*`), the referring site's host and the pages of the visit,
 * sent with a submission as one optional `attribution` object. One set of rules for both sides: the
 * browser cleans what it records with `cleanValue`/`cleanHost`/`cleanPath` (a visitor's form never fails
 * because of an odd query string), and the API refuses anything `checkAttribution` does not accept.
 * Plain functions, no dependency: the public pages carry this module.
 */

/** The campaign parameters, in the order `utm_source`, `utm_medium`, … */
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** One arrival on the site: its campaign, the referring site's host, the page it landed on. */
export type Touch = Partial<Record<UtmKey, string>> & {
  /** The referring site's host name only (no scheme, port, path or query). */
  referrer?: string;
  /** The path the visit (or this campaign) landed on: no query, no fragment. */
  landing?: string;
};

export interface Attribution {
  /** The visit's first arrival (kept for the tab's whole visit). */
  first?: Touch;
  /** Its latest arrival from a campaign or another site (the first one when there was no other). */
  last?: Touch;
  /** The path of the page the form was sent from. */
  sentFrom?: string;
}

export const ATTRIBUTION_LIMITS = { value: 100, host: 253, path: 200 } as const;

/**
 * Campaign values: letters (with their combining marks) and digits of any script, spaces and `. _ - + ~ : , ( ) ! | /`. No `@`
 * (so no e-mail address), no `<`, `>`, quotes, `&`, `;`, `%`, `=`, `?`, `#`, no control characters.
 */
export const UTM_VALUE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} ._+~:,()!|/-]*$/u;
/**
 * A DNS host name, lower case: labels of letters, digits and inner hyphens. No port, no IP literal's
 * brackets, and no all-digit last label (so no IPv4 address: a host name's top-level domain is never digits).
 */
export const HOST_PATTERN =
  /^(?=.{1,253}$)(?!(?:.*\.)?[0-9]+$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
/**
 * A site path: starts with one `/` (never `//`, a protocol-relative URL to another host); letters,
 * digits and `- . _ ~ /` only (no query, fragment or escapes); no `.` or `..` segment.
 */
export const PATH_PATTERN = /^(?!\/\/)(?!.*\/\.\.?(?:\/|$))\/[A-Za-z0-9\-._~/]*$/;

const TOUCH_KEYS: readonly string[] = [...UTM_KEYS, 'referrer', 'landing'];

/** What each part must be, as the API's refusal says it after the part's name. */
export const ATTRIBUTION_RULES = {
  attribution: 'must be an object of first and last (touches) and sentFrom (a path)',
  touch: `must be an object of ${TOUCH_KEYS.join(', ')}`,
  value: `must be 1 to ${ATTRIBUTION_LIMITS.value} letters, digits, spaces or . _ - + ~ : , ( ) ! | /, starting with a letter or digit`,
  host: 'must be a host name in lower case (no scheme, port, path or IP address)',
  path: `must be a path of at most ${ATTRIBUTION_LIMITS.path} characters starting with one "/" (letters, digits and - . _ ~ / only; no query)`,
} as const;

const ATTRIBUTION_KEYS: readonly string[] = ['first', 'last', 'sentFrom'];

/** A campaign value as the API accepts it, or undefined. */
export function cleanValue(raw: string | null | undefined): string | undefined {
  const value = raw?.trim().slice(0, ATTRIBUTION_LIMITS.value).trim();
  return value && UTM_VALUE_PATTERN.test(value) ? value : undefined;
}

/** The host of a URL (lower case, no port), or undefined when it has none the API would accept. */
export function cleanHost(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const host = new URL(url).hostname.toLowerCase();
    return HOST_PATTERN.test(host) ? host : undefined;
  } catch {
    return undefined;
  }
}

/** A path as the API accepts it, or undefined. */
export function cleanPath(path: string | null | undefined): string | undefined {
  return path && path.length <= ATTRIBUTION_LIMITS.path && PATH_PATTERN.test(path) ? path : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const validValue = (v: unknown) =>
  typeof v === 'string' && v.length <= ATTRIBUTION_LIMITS.value && UTM_VALUE_PATTERN.test(v);
const validHost = (v: unknown) => typeof v === 'string' && HOST_PATTERN.test(v);
const validPath = (v: unknown) =>
  typeof v === 'string' && v.length <= ATTRIBUTION_LIMITS.path && PATH_PATTERN.test(v);

const unknownKey = (name: string, keys: readonly string[]) =>
  `${name} is not accepted: the keys are ${keys.join(', ')}`;

function touchProblem(name: string, touch: unknown): string | null {
  if (!isObject(touch)) return `${name} ${ATTRIBUTION_RULES.touch}`;
  for (const [key, value] of Object.entries(touch)) {
    const part = `${name}.${key}`;
    if (!TOUCH_KEYS.includes(key)) return unknownKey(part, TOUCH_KEYS);
    const [valid, rule] =
      key === 'referrer'
        ? [validHost, ATTRIBUTION_RULES.host]
        : key === 'landing'
          ? [validPath, ATTRIBUTION_RULES.path]
          : [validValue, ATTRIBUTION_RULES.value];
    if (!valid(value)) return `${part} ${rule}`;
  }
  return null;
}

/**
 * The API's strict check: why `value` is not an attribution exactly as the rules allow (unknown keys
 * refused), naming the first part at fault (`attribution.first.campaign must be …`); null when it is.
 */
export function attributionProblem(value: unknown): string | null {
  if (!isObject(value)) return `attribution ${ATTRIBUTION_RULES.attribution}`;
  for (const [key, part] of Object.entries(value)) {
    const name = `attribution.${key}`;
    if (!ATTRIBUTION_KEYS.includes(key)) return unknownKey(name, ATTRIBUTION_KEYS);
    if (key === 'sentFrom') {
      if (!validPath(part)) return `${name} ${ATTRIBUTION_RULES.path}`;
      continue;
    }
    const problem = touchProblem(name, part);
    if (problem) return problem;
  }
  return null;
}

export function isValidAttribution(value: unknown): value is Attribution {
  return attributionProblem(value) === null;
}
