import { escapeHtml } from '../../notifications/mail/messages';

/** The version of the consent text the subscribe form shows; kept with each consent as proof. */
export const NEWSLETTER_CONSENT_WORDING = 'newsletter-consent-2026-11';

/** The paths of the newsletter's links (under the API, so that nginx and `npm start` serve them alike). */
export const NEWSLETTER_PATHS = {
  confirm: '/api/newsletter/confirm',
  unsubscribe: '/api/newsletter/unsubscribe',
} as const;

/**
 * The site's pages the links land on (prerendered, noindex): the API acts, then answers `303 See Other`
 * to one of them. The confirm and unsubscribe pages are buttons that post to `confirm` and `unsubscribe`
 * (a GET of a link changes nothing: mail scanners prefetch links).
 */
export const NEWSLETTER_PAGES = {
  confirm: '/newsletter/confirm',
  confirmed: '/newsletter/confirmed',
  unsubscribe: '/newsletter/unsubscribe',
  unsubscribed: '/newsletter/unsubscribed',
  linkExpired: '/newsletter/link-expired',
} as const;

export interface NewsletterLinks {
  confirmUrl: string;
  unsubscribeUrl: string;
}

/** A message to a subscriber, with the RFC 8058 headers every such message carries. */
export interface SubscriberMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The double opt-in's e-mail: nothing the visitor typed, the link, and how to leave. */
export function confirmationMail(links: NewsletterLinks): SubscriberMail {
  const subject = 'Please confirm your newsletter subscription';
  const lines = [
    'Someone (we hope you) asked to receive the Orbitwise Technologies newsletter at this address.',
    'To confirm, open this link within 7 days:',
    links.confirmUrl,
    'If you did not ask for it, ignore this e-mail: you will not be subscribed and we will not write again about it.',
    `To stop any mail from this list: ${links.unsubscribeUrl}`,
  ];
  const a = (url: string, text: string) => `<p><a href="${escapeHtml(url)}">${escapeHtml(text)}</a></p>`;
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>` +
    `<p>${escapeHtml(lines[0]!)}</p>${a(links.confirmUrl, 'Confirm my subscription')}` +
    `<p>${escapeHtml(lines[3]!)}</p>${a(links.unsubscribeUrl, 'Unsubscribe')}</body></html>`;
  return { subject, text: lines.join('\n\n'), html, headers: listUnsubscribeHeaders(links.unsubscribeUrl) };
}
