/**
 * The operator console's API (`/api/admin/…`): roles, kinds, statuses, limits and payloads, shared by
 * the NestJS controllers and the console's screens. Every call needs a signed-in operator (cookie
 * {@link ADMIN_SESSION_COOKIE}) except sign-in and setup; every non-GET call also needs the
 * anti-forgery header, exactly as on the public API.
 */

import type { Attribution } from './attribution.js';

export * from './step-up.js';
export * from './replies.js';

// ---------------------------------------------------------------------------------------------
// Roles and kinds

export const OPERATOR_ROLES = ['admin', 'sales', 'hr', 'editor'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** The roles that work with submissions (inbox, deliveries); `editor` edits the site's content only. */
export const SUBMISSION_ROLES = ['admin', 'sales', 'hr'] as const satisfies readonly OperatorRole[];

/** The roles that edit the site's content (`@orbitwise/contracts/content`). */
export const CONTENT_ROLES = ['admin', 'editor'] as const satisfies readonly OperatorRole[];

/** The six kinds of submission the inbox holds (four come from AddContactUs, by its form). */
export const SUBMISSION_KINDS = [
  'enquiry',
  'contact',
  'event',
  'it-support',
  'newsletter',
  'application',
] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

export const SUBMISSION_KIND_LABELS: Record<SubmissionKind, string> = {
  enquiry: 'Enquiry',
  contact: 'Contact page',
  event: 'Event registration',
  'it-support': 'IT support',
  newsletter: 'Newsletter',
  application: 'Job application',
};

export const LEAD_KINDS = [
  'enquiry',
  'contact',
  'event',
  'it-support',
  'newsletter',
] as const satisfies readonly SubmissionKind[];

/** Which kinds each role may read and change; `admin` sees everything. */
export const KINDS_BY_ROLE: Record<OperatorRole, readonly SubmissionKind[]> = {
  admin: SUBMISSION_KINDS,
  sales: LEAD_KINDS,
  hr: ['application'],
  editor: [],
};

export function roleCanSee(role: OperatorRole, kind: SubmissionKind): boolean {
  return KINDS_BY_ROLE[role].includes(kind);
}

// ---------------------------------------------------------------------------------------------
// Statuses

export const LEAD_STATUSES = ['new', 'contacted', 'in-progress', 'done', 'spam'] as const;
export const APPLICATION_STATUSES = [
  'new',
  'contacted',
  'reviewing',
  'shortlisted',
  'interview',
  'hired',
  'rejected',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export type SubmissionStatus = LeadStatus | ApplicationStatus;
export const SUBMISSION_STATUSES = [
  ...new Set([...LEAD_STATUSES, ...APPLICATION_STATUSES]),
] as SubmissionStatus[];

export const STATUS_LABELS: Record<SubmissionStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  'in-progress': 'In progress',
  done: 'Done',
  spam: 'Spam',
  reviewing: 'Reviewing',
  shortlisted: 'Shortlisted',
  interview: 'Interview',
  hired: 'Hired',
  rejected: 'Rejected',
};

/**
 * The statuses a kind may take. Any status of its list may follow any other (a triage tool has to
 * let people correct a wrong click, and move a submission out of spam); every change is recorded.
 */
export function statusesFor(kind: SubmissionKind): readonly SubmissionStatus[] {
  return kind === 'application' ? APPLICATION_STATUSES : LEAD_STATUSES;
}

// ---------------------------------------------------------------------------------------------
// Limits

export const ADMIN_LIMITS = {
  emailMax: 254,
  displayNameMax: 100,
  passwordMin: 12,
  passwordMax: 256,
  noteMax: 5000,
  searchMax: 200,
  pageSizeDefault: 50,
  pageSizeMax: 100,
  cursorMax: 200,
  retentionDaysMin: 1,
  retentionDaysMax: 3650,
  recipientsPerAreaMax: 20,
  webhookUrlMax: 2048,
  webhookEndpointsMax: 20,
  totpDigits: 6,
  recoveryCodeCount: 10,
} as const;

/** Login throttling: after this many failures in the window, the account waits from that address (429 + Retry-After). */
export const LOGIN_THROTTLE = { maxFailures: 5, windowMinutes: 15 } as const;

// ---------------------------------------------------------------------------------------------
// Paths and cookie

export const ADMIN_API = {
  session: '/api/admin/session',
  sessionTwoFactor: '/api/admin/session/two-factor',
  setup: '/api/admin/setup',
  accountPassword: '/api/admin/account/password',
  accountTwoFactorEnrolment: '/api/admin/account/two-factor/enrolment',
  accountTwoFactor: '/api/admin/account/two-factor',
  accountRecoveryCodes: '/api/admin/account/recovery-codes',
  operators: '/api/admin/operators',
  operator: (id: string) => `/api/admin/operators/${encodeURIComponent(id)}`,
  operatorSessions: (id: string) => `/api/admin/operators/${encodeURIComponent(id)}/sessions`,
  audit: '/api/admin/audit',
  dashboard: '/api/admin/dashboard',
  submissions: '/api/admin/submissions',
  submissionsExport: '/api/admin/submissions/export',
  submission: (id: string) => `/api/admin/submissions/${encodeURIComponent(id)}`,
  submissionNotes: (id: string) => `/api/admin/submissions/${encodeURIComponent(id)}/notes`,
  submissionResume: (id: string) => `/api/admin/submissions/${encodeURIComponent(id)}/resume`,
  dataSubject: '/api/admin/data-subject',
  dataSubjectExport: '/api/admin/data-subject/export',
  retention: '/api/admin/settings/retention',
  submissionDeliveries: (id: string) => `/api/admin/submissions/${encodeURIComponent(id)}/deliveries`,
  deliveryResend: (id: string, deliveryId: string) =>
    `/api/admin/submissions/${encodeURIComponent(id)}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
  notificationHealth: '/api/admin/notifications/health',
  notificationSettings: '/api/admin/settings/notifications',
  webhooks: '/api/admin/webhooks',
  webhook: (id: string) => `/api/admin/webhooks/${encodeURIComponent(id)}`,
  webhookTest: (id: string) => `/api/admin/webhooks/${encodeURIComponent(id)}/test`,
} as const;

/** A submission's page in the console (the e-mails and webhook events link to it). */
export const consoleSubmissionPath = (id: string): string => `/admin/inbox/${encodeURIComponent(id)}`;

/** Without HTTPS (development, tests) the `__Host-` prefix cannot be used, so the plain name is. */
export const ADMIN_SESSION_COOKIE = { secure: '__Host-ow_admin', plain: 'ow_admin' } as const;

// ---------------------------------------------------------------------------------------------
// Sign-in, setup, account

export interface OperatorView {
  id: string;
  email: string;
  displayName: string;
  role: OperatorRole;
  disabled: boolean;
  twoFactorEnabled: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface LoginRequest {
  /** The spec's "user name or email" field: operators sign in with their email. */
  email: string;
  password: string;
}

/** POST /session and /session/two-factor. */
export type LoginResponse =
  | { status: 'signed-in'; operator: OperatorView; twoFactorEnrolmentRequired: boolean }
  | { status: 'two-factor-required' };

export interface TwoFactorLoginRequest {
  /** A 6-digit code from the authenticator app, or one of the recovery codes. */
  code: string;
}

/** GET /session: who is signed in (401 when nobody is). */
export interface SessionResponse {
  operator: OperatorView;
  /** True while an admin must still enrol 2FA (ADMIN_REQUIRE_2FA): only the account calls work. */
  twoFactorEnrolmentRequired: boolean;
  /** When the session ends if unused, and at the latest. */
  idleExpiresAt: string;
  absoluteExpiresAt: string;
}

export interface SetupRequest {
  token: string;
  email: string;
  displayName: string;
  password: string;
}

/** GET /setup?token=…: whether the link can still create the first administrator (nothing more). */
export interface SetupLinkStatus {
  valid: boolean;
}

export interface PasswordChangeRequest {
  currentPassword: string;
  newPassword: string;
}

export interface TwoFactorEnrolmentResponse {
  /** Base32 secret, for typing into the app by hand. */
  secret: string;
  otpauthUrl: string;
  /** The same URL as an SVG QR code (markup generated by the server from the URL only). */
  qrSvg: string;
}

export interface TwoFactorConfirmRequest {
  code: string;
}

/**
 * POST /account/recovery-codes and DELETE /account/two-factor: step-up proof that the operator is at
 * the keyboard, both the password and a current second factor (an unused authenticator code or a
 * recovery code, spent by this call).
 */
export interface ReauthenticationRequest {
  password: string;
  code: string;
}

export interface RecoveryCodesResponse {
  /** Shown once; stored hashed. */
  recoveryCodes: string[];
}

// ---------------------------------------------------------------------------------------------
// Operators (admin)

export interface OperatorListResponse {
  operators: OperatorView[];
}

export interface CreateOperatorRequest {
  email: string;
  displayName: string;
  role: OperatorRole;
  password: string;
}

export interface UpdateOperatorRequest {
  displayName?: string;
  role?: OperatorRole;
  disabled?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Inbox

export interface SubmissionFilters {
  kind?: SubmissionKind;
  status?: SubmissionStatus;
  /** Inclusive day, `YYYY-MM-DD` (UTC). */
  from?: string;
  to?: string;
  /** An operator id, or `none` for unassigned. */
  assignee?: string;
  unread?: 'true';
  q?: string;
  /** Only the sandbox: what test integration keys submitted (otherwise never listed, counted or exported). */
  sandbox?: 'true';
  /** Where it came from: `utm_source`, `utm_medium`, `utm_campaign` of its first or last touch (any case). */
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

export interface SubmissionListQuery extends SubmissionFilters {
  /** Opaque; from the previous page's `nextCursor`. */
  cursor?: string;
  limit?: number;
}

export interface SubmissionSummary {
  /** The inbox's reference number, shown to people as `#<id>`. */
  id: string;
  kind: SubmissionKind;
  receivedAt: string;
  /**
   * When it last changed (status, assignee, a note): RFC 3339 in UTC with microseconds; the read API's
   * sync order (`updatedSince`).
   */
  updatedAt: string;
  name: string;
  email: string;
  phone: string | null;
  /** Subject, position or a short start of the message. */
  subject: string | null;
  status: SubmissionStatus;
  read: boolean;
  assignee: { id: string; displayName: string } | null;
  hasResume: boolean;
  /** An event registration kept on the event's waitlist (it was full); false for every other kind. */
  waitlisted: boolean;
}

export interface SubmissionListResponse {
  items: SubmissionSummary[];
  nextCursor: string | null;
}

export interface SubmissionField {
  label: string;
  /** Exactly as submitted (the console shows it as text, never as markup). */
  value: string | null;
}

/** A field by its stable name (the stored field's, e.g. `userName`, `firstName`) beside its label. */
export interface NamedSubmissionField extends SubmissionField {
  name: string;
}

export interface StatusChange {
  from: SubmissionStatus | null;
  to: SubmissionStatus;
  by: string | null;
  at: string;
}

export interface SubmissionNote {
  id: string;
  text: string;
  author: string;
  at: string;
}

export interface SubmissionDetail extends SubmissionSummary {
  /** Which form on the site it came from, e.g. "Event registration (/event)". */
  source: string;
  fields: NamedSubmissionField[];
  statusHistory: StatusChange[];
  notes: SubmissionNote[];
  resume: { originalName: string; size: number; mimeType: string; sha256: string } | null;
  /** Where the lead came from, as its form sent it; null when it sent none. */
  attribution: Attribution | null;
}

/** The console's detail: also whether a test integration key sent it (the read API never says so). */
export interface ConsoleSubmissionDetail extends SubmissionDetail {
  /** Sent with a test integration key: stored in the sandbox, notified nobody. */
  sandbox: boolean;
}

export interface UpdateSubmissionRequest {
  status?: SubmissionStatus;
  /** An operator id, or null to unassign. */
  assigneeId?: string | null;
  read?: boolean;
}

export interface AddNoteRequest {
  text: string;
}

export interface DashboardResponse {
  /** Only the kinds the operator's role may see. */
  kinds: { kind: SubmissionKind; total: number; unread: number }[];
  newestUnread: SubmissionSummary[];
  retention: RetentionSettings;
}

// ---------------------------------------------------------------------------------------------
// Erasure, access requests, retention (admin)

export interface DataSubjectResponse {
  email: string;
  items: SubmissionSummary[];
}

export interface DataSubjectErasureResponse {
  erased: number;
}

/** Days each kind is kept; null keeps it until erased by hand. */
export type RetentionSettings = Record<SubmissionKind, number | null>;

export const RETENTION_DEFAULTS: RetentionSettings = {
  enquiry: 730,
  contact: 730,
  event: 730,
  'it-support': 730,
  newsletter: null,
  application: 180,
};

// ---------------------------------------------------------------------------------------------
// Audit (admin)

export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-in-throttled',
  'sign-out',
  'two-factor-enabled',
  'two-factor-disabled',
  'recovery-codes-regenerated',
  'stepped-up',
  'password-changed',
  'setup-completed',
  'operator-created',
  'operator-updated',
  'operator-sessions-ended',
  'submission-viewed',
  'status-changed',
  'assigned',
  'note-added',
  'resume-downloaded',
  'exported',
  'erased',
  'data-subject-viewed',
  'data-subject-exported',
  'data-subject-erased',
  'retention-changed',
  'retention-purged',
  'notifications-changed',
  'webhook-created',
  'webhook-updated',
  'webhook-deleted',
  'webhook-tested',
  'delivery-resent',
  'integration-key-created',
  'integration-key-rolled',
  'integration-key-revoked',
  'integration-key-used',
  'integration-key-refused',
  'content-created',
  'content-saved',
  'content-published',
  'content-scheduled',
  'content-unpublished',
  'content-restored',
  'image-uploaded',
  'reply-sent',
  'reply-template-created',
  'reply-template-updated',
  'reply-template-deleted',
  'digest-settings-changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Each audit action as staff read it (the slug stays the filter's value and the API's word). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in refused',
  'sign-in-throttled': 'Sign-in throttled',
  'sign-out': 'Signed out',
  'two-factor-enabled': 'Two-factor sign-in turned on',
  'two-factor-disabled': 'Two-factor sign-in turned off',
  'recovery-codes-regenerated': 'Recovery codes replaced',
  'stepped-up': 'Confirmed identity again',
  'password-changed': 'Password changed',
  'setup-completed': 'Setup completed',
  'operator-created': 'Operator added',
  'operator-updated': 'Operator changed',
  'operator-sessions-ended': 'Operator signed out everywhere',
  'submission-viewed': 'Submission opened',
  'status-changed': 'Status changed',
  assigned: 'Assigned',
  'note-added': 'Note added',
  'resume-downloaded': 'Résumé downloaded',
  exported: 'Submissions exported',
  erased: 'Submission erased',
  'data-subject-viewed': "Person's data looked up",
  'data-subject-exported': "Person's data exported",
  'data-subject-erased': "Person's data erased",
  'retention-changed': 'Retention changed',
  'retention-purged': 'Old submissions purged',
  'notifications-changed': 'Notification settings changed',
  'webhook-created': 'Webhook added',
  'webhook-updated': 'Webhook changed',
  'webhook-deleted': 'Webhook deleted',
  'webhook-tested': 'Webhook test event sent',
  'delivery-resent': 'Delivery resent',
  'integration-key-created': 'Integration key created',
  'integration-key-rolled': 'Integration key rolled',
  'integration-key-revoked': 'Integration key revoked',
  'integration-key-used': 'Integration key used',
  'integration-key-refused': 'Integration key refused',
  'content-created': 'Content created',
  'content-saved': 'Content saved',
  'content-published': 'Content published',
  'content-scheduled': 'Content scheduled',
  'content-unpublished': 'Content unpublished',
  'content-restored': 'Content revision restored',
  'image-uploaded': 'Image uploaded',
  'reply-sent': 'Reply sent',
  'reply-template-created': 'Reply template added',
  'reply-template-updated': 'Reply template changed',
  'reply-template-deleted': 'Reply template deleted',
  'digest-settings-changed': 'Newsletter digest settings changed',
};

export interface AuditEntry {
  id: string;
  at: string;
  /** The operator's display name and email at the time, or null for the system / an unknown account. */
  actor: string | null;
  action: AuditAction;
  /** What it was done to, by reference only (`submission #42`, `operator 3`): never personal data. */
  target: string | null;
  /**
   * The target's readable name as it was at the time (an operator's name and email, a submission's
   * kind and reference): never a visitor's personal data. Null when there is none.
   */
  targetLabel: string | null;
  /** What the action changed, each field before and after (empty when it changed nothing readable). */
  changes: AuditChange[];
  ip: string | null;
  /**
   * How many attempts the entry stands for: refused sign-ins of one account from one address (an
   * IPv6 /64) in one 15-minute window are one entry. 1 for every other entry.
   */
  count: number;
}

/** Routine entries (an operator opening a submission) that the audit list leaves out unless asked. */
export const ROUTINE_AUDIT_ACTIONS = ['submission-viewed'] as const satisfies readonly AuditAction[];

/** One changed field of an audit entry: its readable name, the value before and after (null: none). */
export interface AuditChange {
  field: string;
  from: string | null;
  to: string | null;
}

export interface AuditQuery {
  action?: AuditAction;
  /** Also list the routine entries (ROUTINE_AUDIT_ACTIONS); an `action` naming one lists it anyway. */
  includeRoutine?: 'true';
  actorId?: string;
  from?: string;
  to?: string;
  cursor?: string;
  limit?: number;
}

export interface AuditListResponse {
  items: AuditEntry[];
  nextCursor: string | null;
}

// ---------------------------------------------------------------------------------------------
// Notifications: e-mail to the staff, webhooks, the visitor's acknowledgement

/**
 * Every stored submission gets its deliveries in the same transaction (the outbox): one e-mail to the
 * staff of its area, one per webhook endpoint that takes its kind, and an acknowledgement to the
 * visitor when it is turned on for the kind.
 */
export const DELIVERY_CHANNELS = ['email', 'webhook', 'acknowledgement'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

export const DELIVERY_CHANNEL_LABELS: Record<DeliveryChannel, string> = {
  email: 'E-mail to staff',
  webhook: 'Webhook',
  acknowledgement: 'Acknowledgement to the visitor',
};

/**
 * - `pending`: queued, or waiting for its next try.
 * - `sent`: delivered (the SMTP server or the endpoint accepted it).
 * - `failed`: every try failed; the admins were alerted; Resend tries again.
 * - `partly-failed`: an e-mail that reached some of its recipients and not the others (stored as
 *   `failed`; the API reports it apart); Resend sends it to the ones it did not reach.
 * - `held`: the submission is marked spam; sent when it is moved out of spam.
 * - `unconfigured`: e-mail is not configured (no SMTP_URL); sent once it is.
 * - `skipped`: nothing to send (its webhook endpoint was deleted or disabled, or the visitor's
 *   address had too many acknowledgements already).
 */
export const DELIVERY_STATES = [
  'pending',
  'sent',
  'failed',
  'partly-failed',
  'held',
  'unconfigured',
  'skipped',
] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  pending: 'Pending',
  sent: 'Sent',
  failed: 'Failed',
  'partly-failed': 'Partly failed',
  held: 'Held (spam)',
  unconfigured: 'E-mail not configured',
  skipped: 'Skipped',
};

/**
 * Whom a Resend sends an e-mail to (`?to=` of the call): `failed`, the default, only the recipients
 * it did not reach when it reached some (else everyone, read afresh); `all`, everyone, read afresh.
 */
export const RESEND_TARGETS = ['failed', 'all'] as const;
export type ResendTarget = (typeof RESEND_TARGETS)[number];

/** Who is told about a kind: leads go to sales, applications to HR. */
export const NOTIFICATION_AREAS = ['leads', 'applications'] as const;
export type NotificationArea = (typeof NOTIFICATION_AREAS)[number];

export const NOTIFICATION_AREA_LABELS: Record<NotificationArea, string> = {
  leads: 'Leads (enquiries, contact, event, IT support, newsletter)',
  applications: 'Job applications',
};

export function areaOf(kind: SubmissionKind): NotificationArea {
  return kind === 'application' ? 'applications' : 'leads';
}

/** Acknowledgements sent to one visitor address in a day, at most: the forms cannot mail strangers. */
export const ACKNOWLEDGEMENT_LIMIT = { perAddress: 3, windowHours: 24 } as const;

export interface DeliveryAttempt {
  at: string;
  ok: boolean;
  /** The server's answer or the error, cut to a short excerpt (never a whole response body). */
  detail: string;
  durationMs: number;
}

export interface DeliveryView {
  id: string;
  channel: DeliveryChannel;
  /** What it announces: `submission.created` for every e-mail; a webhook's event otherwise. */
  event: WebhookEventType;
  /** The recipients, or the webhook's URL (null once its endpoint is deleted). */
  target: string | null;
  state: DeliveryState;
  /** Why it is held, skipped, unconfigured or failed; null otherwise. */
  reason: string | null;
  createdAt: string;
  sentAt: string | null;
  /** Newest first. */
  attempts: DeliveryAttempt[];
  /**
   * An e-mail's recipients as fixed at its first try, each with its state and the server's reply to it
   *; empty for a webhook and before the first try.
   */
  recipients: DeliveryRecipient[];
}

export interface DeliveryRecipient {
  address: string;
  /** `pending`: not accepted yet (retried); `failed`: refused for good (5xx). */
  state: 'pending' | 'sent' | 'failed';
  reply: string | null;
}

/** GET /submissions/:id/deliveries (the roles that see the submission). */
export interface DeliveryListResponse {
  emailConfigured: boolean;
  deliveries: DeliveryView[];
}

export interface FailedDelivery {
  submissionId: string;
  kind: SubmissionKind;
  deliveryId: string;
  channel: DeliveryChannel;
  at: string;
  reason: string | null;
}

/** GET /notifications/health: for the console's banner and dashboard (counts of the kinds the role sees). */
export interface NotificationHealth {
  emailConfigured: boolean;
  failed: number;
  unconfigured: number;
  held: number;
  /** Newest failed deliveries first, at most 10. */
  recentFailures: FailedDelivery[];
  /**
   * Deliveries still being retried after a failed try: an outage shows here from its first
   * failed try, not only once every retry is spent. The oldest one's creation time, and the newest error.
   */
  retrying: number;
  retryingSince: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
}

/** GET and PUT /settings/notifications (admin). */
export interface NotificationSettings {
  /** Addresses per area set in the console; an empty list means the environment's default. */
  recipients: Record<NotificationArea, string[]>;
  /** Acknowledgement e-mail to the visitor, per kind (off by default). */
  acknowledgement: Record<SubmissionKind, boolean>;
}

export interface NotificationSettingsResponse extends NotificationSettings {
  /** The environment's defaults (NOTIFY_LEADS_TO, NOTIFY_APPLICATIONS_TO), read-only here. */
  defaults: Record<NotificationArea, string[]>;
  emailConfigured: boolean;
  mailFrom: string;
}

/**
 * The events a webhook endpoint can take, by their stable names (the payload's `type`). An endpoint
 * takes all of them unless it chose some; one made before there were several keeps only the first.
 */
export const WEBHOOK_EVENTS = ['submission.created', 'submission.updated', 'submission.erased'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'submission.created': 'New submission',
  'submission.updated': 'Status or assignee changed',
  'submission.erased': 'Submission erased',
};

export interface WebhookEndpointView {
  id: string;
  url: string;
  kinds: SubmissionKind[];
  events: WebhookEventType[];
  enabled: boolean;
  /** Standard Webhooks signing secret (`whsec_…`), made by the server. */
  secret: string;
  createdAt: string;
}

/** What the server accepts as a webhook URL (WEBHOOK_REQUIRE_HTTPS, WEBHOOK_ALLOW_PRIVATE_NETWORKS). */
export interface WebhookUrlPolicy {
  requireHttps: boolean;
  allowPrivateNetworks: boolean;
}

export interface WebhookListResponse {
  endpoints: WebhookEndpointView[];
  urlPolicy: WebhookUrlPolicy;
}

export interface CreateWebhookRequest {
  url: string;
  kinds: SubmissionKind[];
  /** Default: every event. */
  events?: WebhookEventType[];
  enabled?: boolean;
}

export interface UpdateWebhookRequest {
  url?: string;
  kinds?: SubmissionKind[];
  events?: WebhookEventType[];
  enabled?: boolean;
  /** True makes a new secret (the old one stops working at once). */
  rotateSecret?: boolean;
}

/** What "Send test event" answers: how the endpoint answered one signed `test` event. */
export interface WebhookTestResult {
  /** The endpoint answered 2xx. */
  ok: boolean;
  /** The HTTP status, or null when no answer came. */
  status: number | null;
  /** "HTTP 200: <start of the answer>", "timed out after 5 s", why it was refused. */
  detail: string;
  /** The test message's webhook-id. */
  webhookId: string;
}

/** A field of a submission in a webhook: its stable name beside the label people read. */
export interface WebhookField extends SubmissionField {
  /** Stable across label changes (the stored field's name), e.g. `userName`, `firstName`. */
  name: string;
}

/** Fields every webhook event body has (Standard Webhooks: type, timestamp, data). */
interface WebhookEventEnvelope {
  /** When the event happened: the same on every retry and Resend of it (webhook-timestamp is per try). */
  timestamp: string;
  /**
   * On a manual Resend only: the webhook-id of the delivery this repeats (the resend has its own
   * webhook-id, so a receiver that drops duplicates does not drop it).
   */
  resendOf?: string;
}

/** `submission.created`: a new submission, with every field as submitted. */
export interface SubmissionWebhookEvent extends WebhookEventEnvelope {
  type: 'submission.created';
  data: {
    id: string;
    kind: SubmissionKind;
    receivedAt: string;
    source: string;
    name: string;
    email: string;
    fields: WebhookField[];
    /** Where the lead came from, as its form sent it; null when it sent none. */
    attribution: Attribution | null;
    /** The submission in the console (sign-in required); resumes are never sent, only this link. */
    consoleUrl: string;
  };
}

/** A submission's triage state as webhooks tell it (the read API's `status` and `assignee`). */
export interface WebhookTriageState {
  status: SubmissionStatus;
  assignee: { id: string; displayName: string } | null;
}

/** `submission.updated`: its status or assignee changed in the console. */
export interface SubmissionUpdatedWebhookEvent extends WebhookEventEnvelope {
  type: 'submission.updated';
  data: WebhookTriageState & {
    id: string;
    kind: SubmissionKind;
    /** Which of the two changed. */
    changed: ('status' | 'assignee')[];
    previous: WebhookTriageState;
    consoleUrl: string;
  };
}

/** `submission.erased`: erased by an operator or the retention purge; no personal data. */
export interface SubmissionErasedWebhookEvent extends WebhookEventEnvelope {
  type: 'submission.erased';
  data: { id: string; kind: SubmissionKind };
}

/** `test`: sent only by "Send test event", to check the URL and the signature. */
export interface WebhookTestEvent {
  type: 'test';
  timestamp: string;
  data: { endpointId: string; message: string };
}

export type WebhookEvent =
  SubmissionWebhookEvent | SubmissionUpdatedWebhookEvent | SubmissionErasedWebhookEvent | WebhookTestEvent;

// --- Backups (the dashboard's backup panel) ---------------------------------------------------------

/** The backup status, for admins: GET answers BackupStatusResponse. */
export const BACKUP_STATUS_PATH = '/api/admin/backup';

export interface BackupRunView {
  id: string;
  status: 'running' | 'succeeded' | 'failed';
  trigger: 'schedule' | 'command';
  startedAt: string;
  finishedAt: string | null;
  /** The archive's name in the folder or bucket. */
  archive: string | null;
  sizeBytes: number | null;
  /** Why it failed, for the admins (never personal data). */
  error: string | null;
}

export interface BackupStatusResponse {
  /** Whether BACKUP_DIR or BACKUP_S3_BUCKET is set (else no daily backup runs). */
  configured: boolean;
  /** `s3://bucket/prefix` or the folder; null when not configured. */
  location: string | null;
  encrypted: boolean;
  /** Cron expression (UTC) of the daily backup. */
  schedule: string;
  retention: { daily: number; weekly: number };
  last: BackupRunView | null;
  lastSuccess: BackupRunView | null;
  /** No successful backup within BACKUP_MAX_AGE_HOURS (or none yet). */
  overdue: boolean;
}

// The newsletter's console (digests, the subscribers' export).
export * from './newsletter-admin.js';
