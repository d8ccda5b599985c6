/**
 * The newsletter's console: the digest's schedule, the issues sent, the confirmed subscribers' export
 * (admins only). Part of `@orbitwise/contracts/admin`.
 */

export const NEWSLETTER_ADMIN_API = {
  digestSettings: '/api/admin/newsletter/digest-settings',
  digestIssues: '/api/admin/newsletter/digest-issues',
  subscribersExport: '/api/admin/newsletter/subscribers/export',
} as const;

export const DIGEST_SCHEDULES = ['off', 'weekly', 'monthly'] as const;
export type DigestSchedule = (typeof DIGEST_SCHEDULES)[number];

export const DIGEST_LIMITS = { perMinuteMin: 1, perMinuteMax: 1000 } as const;

/** When digests go out (times in UTC) and what they hold. */
export interface DigestSettings {
  /** off: none; weekly: on `weekday` at `hour`; monthly: on the 1st at `hour`. */
  schedule: DigestSchedule;
  /** 0 Sunday … 6 Saturday (weekly only). */
  weekday: number;
  /** 0 to 23, UTC. */
  hour: number;
  /** New open jobs too, beside the new posts. */
  includeJobs: boolean;
  /** New events too. */
  includeEvents: boolean;
  /** E-mails handed to the mail server per minute at most (its sending limit). */
  perMinute: number;
}

export const DIGEST_DEFAULTS: DigestSettings = {
  schedule: 'off',
  weekday: 1,
  hour: 9,
  includeJobs: false,
  includeEvents: false,
  perMinute: 60,
};

export type DigestItemKind = 'post' | 'job' | 'event';

/** One new item of an issue, as the e-mail lists it. */
export interface DigestItem {
  kind: DigestItemKind;
  title: string;
  /** Absolute address on the site (or the post's own address elsewhere). */
  url: string;
}

/** An issue sent (or being sent): its recipients and how their e-mails went. */
export interface DigestIssueView {
  id: string;
  /** When it was made (its schedule's tick). */
  sentAt: string;
  items: DigestItem[];
  recipients: number;
  delivered: number;
  failed: number;
  /** Still to send (throttled, or retried while the server refuses for now). */
  pending: number;
}

export interface DigestIssueListResponse {
  items: DigestIssueView[];
}
