/**
 * Replies from the console: an operator answers a submission by e-mail from its page, with a template
 * the administrators keep. The e-mail goes from the company's address with Reply-To the operator, to
 * the address the person gave (never typed by the operator). Plain text only.
 */

/** The words a template (or a reply) may use in braces; each is filled when the reply is sent. */
export const REPLY_PLACEHOLDERS = [
  'firstName',
  'jobTitle',
  'eventTitle',
  'companyName',
  'operatorName',
] as const;
export type ReplyPlaceholder = (typeof REPLY_PLACEHOLDERS)[number];

export const REPLY_PLACEHOLDER_HINTS: Record<ReplyPlaceholder, string> = {
  firstName: "the person's first name",
  jobTitle: 'the job applied for (applications)',
  eventTitle: 'the event registered for (event registrations)',
  companyName: "the company's name, as the e-mail's sender",
  operatorName: 'your display name',
};

export const REPLY_LIMITS = {
  templateNameMax: 100,
  subjectMax: 200,
  bodyMax: 10_000,
  templatesMax: 100,
} as const;

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The placeholders in `text` that are not REPLY_PLACEHOLDERS, each once, in order of appearance. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((name) => !(REPLY_PLACEHOLDERS as readonly string[]).includes(name));
  return [...new Set(unknown)];
}

/** `text` with every known placeholder replaced by its value (an empty value leaves nothing). */
export function fillPlaceholders(text: string, values: Record<ReplyPlaceholder, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    (REPLY_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as ReplyPlaceholder] : whole,
  );
}

/** A line break in a subject would end the header: refused, never cleaned up silently. */
export const hasLineBreak = (text: string): boolean => /[\r\n]/.test(text);

/**
 * A control (Cc) or format (Cf) character, or a Unicode line or paragraph separator, CR and LF aside
 * (hasLineBreak names those): terminal escapes, hidden text and line ends have no place in a subject or
 * a template's name. Refused, never cleaned up silently.
 */
export const hasControlCharacter = (text: string): boolean =>
  /[^\P{Cc}\r\n]|[\p{Cf}\u2028\u2029]/u.test(text);

/** A body keeps its tabs and line breaks; any other control (Cc) character is refused. */
export const hasBodyControlCharacter = (text: string): boolean => /[^\P{Cc}\t\r\n]/u.test(text);

/** The messages the API and the console's forms share. */
export const REPLY_MESSAGES = {
  nameRequired: 'Name the template.',
  nameMax: `A template's name must be at most ${REPLY_LIMITS.templateNameMax} characters.`,
  subjectRequired: 'The subject is empty.',
  subjectMax: `The subject must be at most ${REPLY_LIMITS.subjectMax} characters.`,
  subjectLineBreak: 'The subject must be one line (no line breaks).',
  subjectControl: 'The subject must not contain control or invisible formatting characters.',
  nameControl: "A template's name must not contain control or invisible formatting characters.",
  nameLineBreak: "A template's name must be one line (no line breaks).",
  bodyControl: 'The message must not contain control characters other than tabs and line breaks.',
  bodyRequired: 'The message is empty.',
  bodyMax: `The message must be at most ${REPLY_LIMITS.bodyMax} characters.`,
  unknownPlaceholder: (names: readonly string[]) =>
    `Unknown placeholder ${names.map((name) => `{${name}}`).join(', ')}: use ${REPLY_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}.`,
} as const;

/** A reply's delivery: waiting (or being retried), sent, failed for good, or waiting for SMTP_URL. */
export const REPLY_STATES = ['pending', 'sent', 'failed', 'unconfigured'] as const;
export type ReplyState = (typeof REPLY_STATES)[number];

export const REPLY_STATE_LABELS: Record<ReplyState, string> = {
  pending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  unconfigured: 'Waiting: e-mail not configured',
};

export interface ReplyTemplate {
  id: string;
  name: string;
  subject: string;
  body: string;
  updatedAt: string;
}

export interface ReplyTemplateRequest {
  name: string;
  subject: string;
  body: string;
}

export interface ReplyTemplateListResponse {
  items: ReplyTemplate[];
}

export interface SendReplyRequest {
  subject: string;
  body: string;
  /** The template it started from, if any (kept for the timeline and the audit log). */
  templateId?: string;
  /** Moves the submission's status to `contacted`; true unless the operator unticks it. */
  markContacted?: boolean;
}

/** One reply on a submission's timeline: who sent what, when, and where its delivery is. */
export interface SubmissionReply {
  id: string;
  at: string;
  /** The operator's display name at the time. */
  by: string;
  to: string;
  subject: string;
  body: string;
  templateName: string | null;
  state: ReplyState;
  /** Why it is not sent yet or failed (the SMTP server's reply), else null. */
  reason: string | null;
  tries: number;
  sentAt: string | null;
}

export interface SubmissionReplyListResponse {
  items: SubmissionReply[];
}

export const REPLY_API = {
  templates: '/api/admin/reply-templates',
  template: (id: string) => `/api/admin/reply-templates/${encodeURIComponent(id)}`,
  replies: (submissionId: string) => `/api/admin/submissions/${encodeURIComponent(submissionId)}/replies`,
} as const;
