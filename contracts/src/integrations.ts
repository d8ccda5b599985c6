import { LEAD_KINDS, SUBMISSION_KINDS, type SubmissionFilters, type SubmissionKind } from './admin.js';

/**
 * Integration keys: how a partner's server submits the public forms and reads
 * submissions without a browser.
 *
 * - The key travels only in the header `Authorization: Bearer ow_live_…` ({@link INTEGRATION_KEY_HEADER};
 *   `ow_test_…` and `ow_pub_…` for the other kinds, {@link INTEGRATION_KEY_PREFIXES}).
 *   In a query string or a cookie it is refused with 400 and the request does nothing; over plain
 *   HTTP in production with 403. The OpenAPI security scheme is named {@link INTEGRATION_SECURITY_SCHEME}.
 * - On the three public submission calls (`API_PATHS.addContactUs`, `addCareer`,
 *   `addUserSubscription`) a key with the kind's `submit:` scope replaces the anti-forgery token
 *   and the captcha (a publishable key only the token: its page's visitors solve the captcha), and
 *   nothing else: the same validation, messages, idempotency and problem details. A key without the
 *   scope for the kind sent: 403; a publishable key from an origin it does not list: 403.
 * - The read API lives under `/api/v1/` ({@link INTEGRATION_API}): the console inbox's filters,
 *   keyset cursor and shapes (`SubmissionListResponse`, `SubmissionDetail`), limited to the kinds
 *   of the key's `read:` scopes; the resume only with `read:applications`.
 * - Missing, malformed, unknown, revoked or rolled key: 401 with `WWW-Authenticate: Bearer`;
 *   a revoked or rolled key stops at once on every replica (looked up by hash on each call).
 *   Each key has its own limit (429 + Retry-After, counted in PostgreSQL); so do the wrong keys
 *   sent from one address (429 + Retry-After, audited).
 * - The console's session calls (`/api/admin/…`) ignore the header: the console is cookie-only.
 *
 * An admin manages keys in the console through {@link INTEGRATION_ADMIN_API}: the secret is shown
 * once, on create and on roll, and stored only as a SHA-256 hash.
 */

/**
 * The three kinds of key: `live` (a partner's server, stores and notifies), `test` (the same checks and
 * answers, stored in a sandbox that notifies nobody) and `publishable` (a partner's own web page:
 * submit scopes only, allowed origins, captcha still required).
 */
export const INTEGRATION_KEY_KINDS = ['live', 'test', 'publishable'] as const;
export type IntegrationKeyKind = (typeof INTEGRATION_KEY_KINDS)[number];

/** Each kind's keys start with its own prefix, so that leak scanners (and people) recognise them. */
export const INTEGRATION_KEY_PREFIXES: Record<IntegrationKeyKind, string> = {
  live: 'ow_live_',
  test: 'ow_test_',
  publishable: 'ow_pub_',
};
/** Each kind's prefix followed by 32 random bytes in base64url (43 characters). */
export const INTEGRATION_KEY_PATTERNS: Record<IntegrationKeyKind, RegExp> = {
  live: /^ow_live_[A-Za-z0-9_-]{43}$/,
  test: /^ow_test_[A-Za-z0-9_-]{43}$/,
  publishable: /^ow_pub_[A-Za-z0-9_-]{43}$/,
};
/** A live key's prefix (the default kind). */
export const INTEGRATION_KEY_PREFIX = INTEGRATION_KEY_PREFIXES.live;
/** A live key. */
export const INTEGRATION_KEY_PATTERN = INTEGRATION_KEY_PATTERNS.live;
/** A key of any kind. */
export const ANY_INTEGRATION_KEY_PATTERN = /^ow_(?:live|test|pub)_[A-Za-z0-9_-]{43}$/;

/** The kind a key's text says it is by its prefix, or undefined when it is no key's shape. */
export function integrationKeyKindOf(secret: string): IntegrationKeyKind | undefined {
  return INTEGRATION_KEY_KINDS.find((kind) => INTEGRATION_KEY_PATTERNS[kind].test(secret));
}

export const INTEGRATION_KEY_KIND_LABELS: Record<IntegrationKeyKind, string> = {
  live: 'Live (a server: stores and notifies)',
  test: 'Test (a server: same checks and answers, sandbox only)',
  publishable: "Publishable (a partner's web page: submit only, allowed origins, captcha)",
};
export const INTEGRATION_KEY_HEADER = 'Authorization';
export const INTEGRATION_KEY_SCHEME = 'Bearer';
/** The name of the OpenAPI security scheme (`@ApiBearerAuth('integrationKey')`). */
export const INTEGRATION_SECURITY_SCHEME = 'integrationKey';

// ---------------------------------------------------------------------------------------------
// Scopes

export type SubmitScope = `submit:${SubmissionKind}`;
/** One submit scope per kind of form: `submit:enquiry`, … `submit:newsletter`, `submit:application`. */
export const SUBMIT_SCOPES = SUBMISSION_KINDS.map(
  (kind) => `submit:${kind}` as const,
) as readonly SubmitScope[];

/** Read scopes follow the roles' rule: leads (what sales sees) vs applications (what HR sees). */
export const READ_SCOPES = ['read:leads', 'read:applications'] as const;
export type ReadScope = (typeof READ_SCOPES)[number];

export type IntegrationScope = SubmitScope | ReadScope;
export const INTEGRATION_SCOPES: readonly IntegrationScope[] = [...SUBMIT_SCOPES, ...READ_SCOPES];

export const KINDS_BY_READ_SCOPE: Record<ReadScope, readonly SubmissionKind[]> = {
  'read:leads': LEAD_KINDS,
  'read:applications': ['application'],
};

export function submitScopeFor(kind: SubmissionKind): SubmitScope {
  return `submit:${kind}`;
}

/** The kinds a key with these scopes may read (empty: it may not read at all). */
export function kindsReadableWith(scopes: readonly IntegrationScope[]): SubmissionKind[] {
  return SUBMISSION_KINDS.filter((kind) =>
    READ_SCOPES.some((scope) => scopes.includes(scope) && KINDS_BY_READ_SCOPE[scope].includes(kind)),
  );
}

export const INTEGRATION_SCOPE_LABELS: Record<IntegrationScope, string> = {
  'submit:enquiry': 'Submit enquiries',
  'submit:contact': 'Submit Contact page messages',
  'submit:event': 'Submit event registrations',
  'submit:it-support': 'Submit IT support requests',
  'submit:newsletter': 'Submit newsletter subscriptions',
  'submit:application': 'Submit job applications',
  'read:leads': 'Read leads (enquiries, contact, event, IT support, newsletter)',
  'read:applications': 'Read job applications and their resumes',
};

export const INTEGRATION_LIMITS = {
  nameMax: 100,
  /** Keys that are not revoked, at most. */
  activeKeysMax: 50,
  /** A publishable key's allowed origins, at most, and each origin's length. */
  originsMax: 20,
  originMax: 200,
} as const;

// ---------------------------------------------------------------------------------------------
// Admin API (admin role, session cookie + anti-forgery header like every admin call)

export const INTEGRATION_ADMIN_API = {
  /** GET: list (newest first, revoked and rolled ones included); POST: create. */
  keys: '/api/admin/integration-keys',
  /** POST: a new secret for the key's name and scopes; the old one stops at once. */
  roll: (id: string) => `/api/admin/integration-keys/${encodeURIComponent(id)}/roll`,
  /** POST: the key stops at once (kept in the list, marked revoked). */
  revoke: (id: string) => `/api/admin/integration-keys/${encodeURIComponent(id)}/revoke`,
} as const;

/** `active`, `revoked` by an admin, or `rolled` (replaced by the key `rolledTo`). */
export const INTEGRATION_KEY_STATES = ['active', 'revoked', 'rolled'] as const;
export type IntegrationKeyState = (typeof INTEGRATION_KEY_STATES)[number];

export interface IntegrationKeyView {
  id: string;
  name: string;
  kind: IntegrationKeyKind;
  /** A publishable key's pages (`https://partner.example`); empty for the other kinds. */
  allowedOrigins: string[];
  scopes: IntegrationScope[];
  /** For recognising the key: its kind's prefix and its last 4 characters, e.g. `ow_live_…x7Qa`. */
  hint: string;
  state: IntegrationKeyState;
  createdAt: string;
  /** The admin who created it (display name and email at the time), null if unknown. */
  createdBy: string | null;
  lastUsedAt: string | null;
  /** The client address of the last use. */
  lastUsedFrom: string | null;
  revokedAt: string | null;
  /** The key this one replaced by a roll, and the key that replaced it. */
  rolledFrom: string | null;
  rolledTo: string | null;
}

export interface CreateIntegrationKeyRequest {
  name: string;
  scopes: IntegrationScope[];
  /** `live` when left out. A publishable key takes submit scopes only. */
  kind?: IntegrationKeyKind;
  /**
   * A publishable key's pages, required for it and refused for the others: exact origins
   * (`scheme://host[:port]`, no path), HTTPS only in production.
   */
  allowedOrigins?: string[];
}

/** The 400 messages of a create's kind and origins (`errors.scopes`, `errors.allowedOrigins`). */
export const INTEGRATION_KEY_CREATE_MESSAGES = {
  publishableScopes: 'A publishable key can only have submit scopes: anyone can read it in the page.',
  originsRequired: 'A publishable key needs one or more allowed origins, such as https://partner.example.',
  originsOnlyPublishable: 'Only a publishable key has allowed origins.',
  origin: `Each allowed origin is a scheme and host with an optional port, such as https://partner.example, at most ${INTEGRATION_LIMITS.originMax} characters, each once (${INTEGRATION_LIMITS.originsMax} at most).`,
  httpsOnly: 'Allowed origins must use https in production.',
} as const;

/** POST keys and POST roll: the only time the secret is ever shown. */
export interface IntegrationKeySecretResponse {
  key: IntegrationKeyView;
  secret: string;
}

export interface IntegrationKeyListResponse {
  keys: IntegrationKeyView[];
}

// ---------------------------------------------------------------------------------------------
// Read API (Authorization: Bearer with a read scope)

export const INTEGRATION_API = {
  /** GET: `SubmissionListResponse`, query {@link IntegrationSubmissionQuery}. */
  submissions: '/api/v1/submissions',
  /** GET: `SubmissionDetail`. */
  submission: (id: string) => `/api/v1/submissions/${encodeURIComponent(id)}`,
  /** GET: the file (`read:applications` only). */
  submissionResume: (id: string) => `/api/v1/submissions/${encodeURIComponent(id)}/resume`,
} as const;

/**
 * The console inbox's filters without `unread` (read marks are per operator). In the answers
 * `read` is false: a key has no read marks.
 */
export interface IntegrationSubmissionQuery extends Omit<SubmissionFilters, 'unread'> {
  /** Opaque; from the previous page's `nextCursor`. */
  cursor?: string;
  limit?: number;
}

// ---------------------------------------------------------------------------------------------
// Problem details of the key checks (each with its exact status)

export const INTEGRATION_KEY_MESSAGES = {
  /** 401: missing where required, malformed, unknown, revoked or rolled. */
  invalid: 'The integration key is missing, invalid or revoked.',
  /** 400: sent in the URL's query string. */
  inQuery: 'Send the integration key in the Authorization header, never in the URL.',
  /** 400: sent in a cookie. */
  inCookie: 'Send the integration key in the Authorization header, never in a cookie.',
  /** 403: over plain HTTP in production. */
  insecure: 'Integration keys are accepted over HTTPS only.',
  /** 403: a publishable key from a page (`Origin`) that is not on its list. */
  origin: "This page's origin is not allowed to use this integration key.",
  /** 403: a valid key without the scope the call needs. */
  scope: 'The integration key does not have the scope this call needs.',
  /** 429 per key. */
  rateLimited: 'Too many requests with this integration key. Please try again later.',
  /** 429 per address after too many invalid keys. */
  bruteForce: 'Too many invalid integration keys from your address. Please try again later.',
} as const;
