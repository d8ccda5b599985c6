import { addressOf, type AppConfig } from '../config/env';
import { type Mailer } from '../platform/mail/mailer';
import { SmtpMailer, UnconfiguredMailer } from '../platform/mail/smtp-mailer';

/** The digests' own way out: the same nodemailer SMTP transport as the notifications, its own pool. */
export const DIGEST_MAILER = Symbol('DIGEST_MAILER');

export const digestMailerOf = ({ notifications: n }: AppConfig): Mailer =>
  n.smtpUrl ? new SmtpMailer(n.smtpUrl, n.mailFrom, n.smtpTimeoutSeconds) : new UnconfiguredMailer();

/** The Message-ID of one subscriber's copy of an issue: the same on every try (a duplicate is dropped). */
export const digestMessageId = (issueId: string, subscriptionId: string, mailFrom: string): string =>
  `<digest-${issueId}-${subscriptionId}@${addressOf(mailFrom).split('@')[1] ?? 'localhost'}>`;
