/** One e-mail, ready to send. */
export interface MailMessage {
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Stable across the retries of one delivery, so a receiving system can drop a duplicate. */
  messageId: string;
  headers?: Record<string, string>;
}

/**
 * Where e-mail goes out. `SmtpMailer` is the one that sends; `UnconfiguredMailer` stands in when no
 * SMTP_URL is set (deliveries are then recorded as "e-mail not configured"). Another way out (an
 * e-mail API) is another file implementing this.
 */
export interface Mailer {
  readonly configured: boolean;
  /** Resolves to the server's answer (e.g. "250 2.0.0 OK"); rejects with its error. */
  send(message: MailMessage): Promise<string>;
  close(): void;
}

export const MAILER = Symbol('MAILER');
