import { paths } from '~/config/routes-table';

/**
 * The newsletter's link pages: where the confirmation and unsubscribe links of its e-mails land (the
 * API answers `303 See Other` to them). Interface text, in code: each page says what the API did, so
 * it changes with the API (docs/content.md lists it).
 */
export interface NewsletterPageText {
  title: string;
  heading: string;
  text: string;
}

export const NEWSLETTER_PAGE_PATHS = {
  confirm: paths.newsletterConfirm,
  confirmed: paths.newsletterConfirmed,
  unsubscribe: paths.newsletterUnsubscribe,
  unsubscribed: paths.newsletterUnsubscribed,
  linkExpired: paths.newsletterLinkExpired,
} as const;

export const NEWSLETTER_PAGES: Record<string, NewsletterPageText> = {
  [NEWSLETTER_PAGE_PATHS.confirm]: {
    title: 'Confirm your subscription',
    heading: 'Confirm your newsletter subscription',
    text: 'Press the button to confirm that you want to receive our newsletter at this address.',
  },
  [NEWSLETTER_PAGE_PATHS.confirmed]: {
    title: 'Subscription confirmed',
    heading: 'You are subscribed',
    text: 'Thank you for confirming: our newsletter will reach you, and every issue has a link to unsubscribe in one click.',
  },
  [NEWSLETTER_PAGE_PATHS.unsubscribe]: {
    title: 'Unsubscribe',
    heading: 'Unsubscribe from our newsletter',
    text: 'Press the button to receive no more newsletters at this address.',
  },
  [NEWSLETTER_PAGE_PATHS.unsubscribed]: {
    title: 'Unsubscribed',
    heading: 'You are unsubscribed',
    text: 'This address will receive no more newsletters from us; you can subscribe again on our website at any time.',
  },
  [NEWSLETTER_PAGE_PATHS.linkExpired]: {
    title: 'Link expired',
    heading: 'This link has expired',
    text: 'The link is too old or not valid (confirmation links work for 7 days): subscribe again at the foot of any page to get a new one.',
  },
};

/** The unsubscribe page's button, and where it posts (the RFC 8058 one-click address, with the link's token). */
export const UNSUBSCRIBE_BUTTON = 'Unsubscribe';
export const UNSUBSCRIBE_API = '/api/newsletter/unsubscribe';

/** The confirm page's button, and where it posts (with the link's token): opening the link confirms nothing. */
export const CONFIRM_BUTTON = 'Confirm my subscription';
export const CONFIRM_API = '/api/newsletter/confirm';
