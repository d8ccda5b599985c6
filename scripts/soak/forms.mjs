// The soak test's submissions: every form the site sends, each valid under its form's rules and
// carrying a unique marker in its email address, so that each response can be matched to its row.
import {
  API_PATHS,
  CAREER_APPLICATION_EXAMPLE,
  EVENT_DESCRIPTION,
  EVENT_SUBJECT,
} from '@orbitwise/contracts';
import { createHash, randomUUID } from 'node:crypto';

/** The 20 submissions of one well-behaved client, in order: every form kind, resumes included. */
export const CLIENT_PLAN = [
  'enquiry',
  'contact',
  'event',
  'it-support',
  'subscription',
  'enquiry',
  'contact',
  'event',
  'it-support',
  'subscription',
  'enquiry',
  'contact',
  'event',
  'it-support',
  'career',
  'enquiry',
  'contact',
  'event',
  'subscription',
  'career',
];

/** The table each kind is stored in; the four AddContactUs forms also record their form_type. */
export const TABLE_OF = {
  enquiry: 'enquiry',
  contact: 'enquiry',
  event: 'enquiry',
  'it-support': 'enquiry',
  subscription: 'subscription',
  career: 'career_application',
};

/** The email address that marks one submission; the local part uses only the pattern's characters. */
export const markerEmail = (marker) => `${marker}@example.com`;

/** Free text the Contact page accepts (it must only not begin with a space), markup and all. */
export const contactMessage = (marker) =>
  `Soak ${marker}: <b>bold</b> & "quoted" <script>window.__soak=1</script> ünïcödé ✓`;

/** A small but real PDF, distinct per marker so its stored copy can be told apart by its hash. */
export function resumePdf(marker) {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${marker}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

// 409: the key's first request is still running (or was cut off with its replica): wait and ask again.
const RETRYABLE = new Set([0, 409, 502, 503, 504]);

/**
 * Sends one submission as a careful client does: one Idempotency-Key for the attempt, and the same key
 * again (with a fresh captcha) when the answer was lost — a connection cut, or nginx finding no replica
 * — so that a submission the server did commit is answered again, not stored twice. Resolves to the
 * last answer and how many tries it took.
 */
export async function submitWithRetries(visitor, kind, marker, { tries = 60 } = {}) {
  const headers = { 'Idempotency-Key': randomUUID() };
  for (let attempt = 1; ; attempt++) {
    let response;
    try {
      response = await submitForm(visitor, kind, marker, headers);
    } catch (error) {
      response = { status: 0, headers: {}, text: String(error) };
    }
    if (!RETRYABLE.has(response.status) || attempt === tries) return { ...response, attempts: attempt };
    const retryAfter = Number(response.headers?.['retry-after']);
    const wait =
      response.status === 409 ? (Number.isFinite(retryAfter) ? retryAfter : 5) * 1000 : 200 * attempt;
    await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 10_000)));
  }
}

/** Sends one submission of `kind` as `visitor`, with a captcha solved just before. */
export async function submitForm(visitor, kind, marker, extraHeaders = {}) {
  const email = markerEmail(marker);
  const captcha = await visitor.solveCaptcha();
  const options = { captcha, headers: extraHeaders };
  switch (kind) {
    case 'enquiry':
      return visitor.postJson(
        API_PATHS.addContactUs,
        {
          userName: 'Soak Visitor',
          email,
          subject: 'Corporate training',
          number: '+91-9876543210',
          description: 'Please call me about a training batch',
          howdidyoufindus: 'LinkedIn',
          isActive: true,
        },
        options,
      );
    case 'contact':
      return visitor.postJson(
        API_PATHS.addContactUs,
        {
          formType: 'contact',
          userName: 'Soak Visitor',
          email,
          subject: 'Website project',
          number: '9876543210',
          description: contactMessage(marker),
          isActive: true,
        },
        options,
      );
    case 'event':
      return visitor.postJson(
        API_PATHS.addContactUs,
        {
          userName: 'Soak Visitor',
          countryCode: '+91',
          number: '+919876543210',
          email,
          howdidyoufindus: 'Instagram',
          subject: EVENT_SUBJECT,
          description: EVENT_DESCRIPTION,
          isActive: true,
        },
        options,
      );
    case 'it-support':
      return visitor.postJson(
        API_PATHS.addContactUs,
        {
          formType: 'it-support',
          userName: 'Soak Visitor',
          email,
          countryCode: '+44',
          number: '7911123456',
          isActive: true,
        },
        options,
      );
    case 'subscription':
      return visitor.postJson(
        API_PATHS.addUserSubscription,
        { email, userActivationDate: '2025-04-08', isActive: true },
        options,
      );
    case 'career':
      return visitor.postMultipart(
        API_PATHS.addCareer,
        {
          data: JSON.stringify({
            ...CAREER_APPLICATION_EXAMPLE,
            Email: email,
          }),
          file: { filename: 'resume.pdf', type: 'application/pdf', bytes: resumePdf(marker) },
        },
        options,
      );
    default:
      throw new Error(`Unknown form kind ${kind}`);
  }
}
