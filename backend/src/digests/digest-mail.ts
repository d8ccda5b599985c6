import type { DigestItem } from '@orbitwise/contracts/admin';
import { escapeHtml } from '../notifications/mail/messages';
import { listUnsubscribeHeaders } from '../submissions/subscriptions/newsletter-mail';

const KIND_HEADINGS: Record<DigestItem['kind'], string> = {
  post: 'New on our blog',
  job: 'New openings',
  event: 'Coming events',
};

export interface DigestMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/**
 * One subscriber's copy of an issue: the new items by kind, and how to leave (the RFC 8058 headers and
 * a visible link, the recipient's own signed unsubscribe link).
 */
export function digestMail(items: readonly DigestItem[], unsubscribeUrl: string): DigestMail {
  const first = items[0]!;
  const subject =
    items.length === 1 ? `New: ${first.title}` : `New: ${first.title} and ${items.length - 1} more`;
  const groups = (Object.keys(KIND_HEADINGS) as DigestItem['kind'][])
    .map((kind) => ({ heading: KIND_HEADINGS[kind], items: items.filter((item) => item.kind === kind) }))
    .filter((group) => group.items.length > 0);
  const leave = 'You receive this because you subscribed to our newsletter. Unsubscribe in one click:';
  const text = [
    ...groups.map((group) =>
      [group.heading, ...group.items.map((item) => `- ${item.title}\n  ${item.url}`)].join('\n'),
    ),
    `${leave}\n${unsubscribeUrl}`,
  ].join('\n\n');
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>` +
    groups
      .map(
        (group) =>
          `<h2>${escapeHtml(group.heading)}</h2><ul>` +
          group.items
            .map((item) => `<li><a href="${escapeHtml(item.url)}">${escapeHtml(item.title)}</a></li>`)
            .join('') +
          '</ul>',
      )
      .join('') +
    `<p>${escapeHtml(leave)} <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p></body></html>`;
  return {
    subject,
    text,
    html,
    headers: listUnsubscribeHeaders(unsubscribeUrl),
  };
}
