/** One e-mail, ready to send. */
export interface MailMessage {
  /** The `To` header: every recipient of the e-mail. */
  to: string[];
  /** Who this try sends to (the envelope), when only some of `to` are still waiting for it. */
  envelopeTo?: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Stable across the retries of one delivery, so a receiving system can drop a duplicate. */
  messageId: string;
  headers?: Record<string, string>;
}

/** A recipient the server refused, with its reply; `permanent` for a 5xx (never retried). */
export interface RecipientRefusal {
  address: string;
  reply: string;
  permanent: boolean;
}

/** What the server did with one message: the reply to its data, and the recipients it refused. */
export interface MailReceipt {
  /** The reply that took the message (e.g. "250 2.0.0 OK"); null when every recipient was refused. */
  response: string | null;
  refused: RecipientRefusal[];
}

/** The whole message failed (no connection, a refused sender or data); `permanent` for a 5xx. */
export class MailFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/**
 * Where e-mail goes out. `SmtpMailer` is the one that sends; `UnconfiguredMailer` stands in when no
 * SMTP_URL is set (deliveries are then recorded as "e-mail not configured"). Another way out (an
 * e-mail API) is another file implementing this.
 */
export interface Mailer {
  readonly configured: boolean;
  /**
   * Resolves once the server has answered for every recipient; rejects with a MailFailure. A message
   * still waiting for a connection when `signal` aborts is not sent (its try was given up: a retry
   * will send it), so that a stopped try cannot send it a second time.
   */
  send(message: MailMessage, signal?: AbortSignal): Promise<MailReceipt>;
  close(): void;
}

export const MAILER = Symbol('MAILER');
