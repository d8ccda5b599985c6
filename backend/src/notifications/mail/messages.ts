import { addressOf } from '../../config/env';
import {
  DELIVERY_CHANNEL_LABELS,
  type DeliveryChannel,
  type SubmissionField,
  type SubmissionKind,
} from '@orbitwise/contracts/admin';

/** What a notification says about a submission (never its resume: only the console link). */
export interface Announced {
  id: string;
  kind: SubmissionKind;
  receivedAt: Date;
  source: string;
  email: string;
  fields: SubmissionField[];
  consoleUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const COMPANY = 'Orbitwise Technologies';

/** The domain of MAIL_FROM (`Name <a@b>` or `a@b`), for the Message-IDs. */
export function mailDomainOf(from: string): string {
  return addressOf(from).split('@')[1] ?? 'localhost';
}

/** Every visitor value goes through this before it is put in HTML. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function page(title: string, body: string): string {
  return (
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#1a2233;line-height:1.5">${body}</body></html>`
  );
}

function link(url: string, text: string): string {
  return `<p><a href="${escapeHtml(url)}" style="color:#0b4fa8">${escapeHtml(text)}</a></p>`;
}

/** What the staff call each kind, in a sentence ("A new IT support request arrived"). */
export const STAFF_NOUNS: Record<SubmissionKind, string> = {
  enquiry: 'enquiry',
  contact: 'Contact page message',
  event: 'event registration',
  'it-support': 'IT support request',
  newsletter: 'newsletter subscription',
  application: 'job application',
};

const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;

/**
 * A field in the plain-text part. A value of several lines goes below its label, each line quoted, so
 * that no line a visitor typed can pass for a field line of ours (`Email: …` inside a message).
 */
export function textField(label: string, value: string | null): string[] {
  if (value === null) return [`${label}: —`];
  const lines = value.split(LINE_BREAK);
  if (lines.length === 1) return [`${label}: ${value}`];
  return [`${label}:`, ...lines.map((line) => `> ${line}`)];
}

/** To the staff of the submission's area. */
export function staffMail(s: Announced): RenderedMail {
  const noun = STAFF_NOUNS[s.kind];
  const subject = `New ${noun} #${s.id}`;
  const resumeNote =
    s.kind === 'application'
      ? 'The resume is not attached: download it from the console after signing in.'
      : null;
  const text = [
    `A new ${noun} arrived on the website.`,
    '',
    `Reference: #${s.id}`,
    `Received: ${s.receivedAt.toISOString()}`,
    `Form: ${s.source}`,
    '',
    ...s.fields.flatMap((field) => textField(field.label, field.value)),
    '',
    ...(resumeNote ? [resumeNote, ''] : []),
    `Open it in the console (sign-in required): ${s.consoleUrl}`,
    `Reply to this e-mail to answer the visitor.`,
  ].join('\n');
  const rows = s.fields
    .map(
      (field) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(field.label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${field.value === null ? '—' : escapeHtml(field.value)}</td></tr>`,
    )
    .join('');
  const html = page(
    subject,
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>` +
      `<p>Received ${escapeHtml(s.receivedAt.toISOString())} from the ${escapeHtml(s.source)}.</p>` +
      `<table style="border-collapse:collapse">${rows}</table>` +
      (resumeNote ? `<p>${escapeHtml(resumeNote)}</p>` : '') +
      link(s.consoleUrl, 'Open it in the console (sign-in required)') +
      '<p>Reply to this e-mail to answer the visitor.</p>',
  );
  return { subject, text, html };
}

/** What the visitor sent, as they would call it. */
const VISITOR_NOUNS: Record<SubmissionKind, string> = {
  enquiry: 'enquiry',
  contact: 'message',
  event: 'event registration',
  'it-support': 'IT support request',
  newsletter: 'newsletter subscription',
  application: 'job application',
};

/** To the visitor, when turned on for the kind: a reference number and nothing they typed. */
export function acknowledgementMail(s: Pick<Announced, 'id' | 'kind'>): RenderedMail {
  const what = VISITOR_NOUNS[s.kind];
  const subject = `We received your ${what} (#${s.id})`;
  const lines = [
    `Thank you for contacting ${COMPANY}.`,
    `We received your ${what}; its reference number is #${s.id}. Mention it if you write to us about it.`,
    `If you did not send this, you can ignore this e-mail.`,
  ];
  const html = page(subject, lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''));
  return { subject, text: lines.join('\n\n'), html };
}

/**
 * The failure alert's Message-ID (before the @): the same for the retries of one alert, so a receiving
 * system drops a duplicate; a delivery resent that fails again is a new alert, with its own.
 */
export function failureAlertKey(deliveryId: string, resends: number): string {
  return `alert.delivery-${deliveryId}${resends === 0 ? '' : `.resend${resends}`}`;
}

/** To the admins, once, when a delivery has failed for good (or, `partly`, reached only some recipients). */
export function failureAlertMail(alert: {
  submissionId: string;
  kind: SubmissionKind;
  channel: DeliveryChannel;
  reason: string | null;
  consoleUrl: string;
  partly?: boolean;
}): RenderedMail {
  const channel = DELIVERY_CHANNEL_LABELS[alert.channel].toLowerCase();
  const subject = `Delivery ${alert.partly ? 'partly failed' : 'failed'}: ${channel} for ${STAFF_NOUNS[alert.kind]} #${alert.submissionId}`;
  const lines = [
    alert.partly
      ? `The ${channel} about submission #${alert.submissionId} reached some of its recipients, not all: Resend sends it to the others.`
      : `The ${channel} about submission #${alert.submissionId} could not be delivered after every retry.`,
    `Last error: ${alert.reason ?? 'unknown'}`,
    `Its delivery log and a Resend button are in the console: ${alert.consoleUrl}`,
  ];
  const html = page(
    subject,
    lines
      .slice(0, 2)
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('') + link(alert.consoleUrl, 'Open the submission in the console'),
  );
  return { subject, text: lines.join('\n\n'), html };
}

/** An operations alert (e.g. a failed backup): its text as paragraphs. */
export function operationsAlertMail(subject: string, text: string): RenderedMail {
  const paragraphs = text.split(/\n\s*\n/).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`);
  return { subject, text, html: page(subject, paragraphs.join('')) };
}
