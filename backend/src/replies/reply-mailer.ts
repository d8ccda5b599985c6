import { addressOf, type AppConfig } from '../config/env';
import { type Mailer } from '../platform/mail/mailer';
import { SmtpMailer, UnconfiguredMailer } from '../platform/mail/smtp-mailer';

/** The replies' own way out: the same nodemailer SMTP transport as the notifications, its own pool. */
export const REPLY_MAILER = Symbol('REPLY_MAILER');

export const replyMailerOf = ({ notifications: n }: AppConfig): Mailer =>
  n.smtpUrl ? new SmtpMailer(n.smtpUrl, n.mailFrom, n.smtpTimeoutSeconds) : new UnconfiguredMailer();

/** `Name <address>` → Name; a bare address → its domain. */
export function companyNameOf(mailFrom: string): string {
  const name = /^\s*"?([^"<]*?)"?\s*<[^<>]+>\s*$/.exec(mailFrom)?.[1]?.trim();
  return name || (mailFrom.split('@')[1]?.replace(/>.*$/, '') ?? mailFrom);
}

/** The Message-ID's domain: the sender's. */
export const mailDomainOf = (mailFrom: string): string => addressOf(mailFrom).split('@')[1] ?? 'localhost';
