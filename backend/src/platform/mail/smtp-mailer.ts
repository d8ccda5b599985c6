import { createTransport, type Transporter } from 'nodemailer';
import pLimit, { type Limit } from 'p-limit';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { addressOf } from '../../config/env';
import {
  MailFailure,
  type Mailer,
  type MailMessage,
  type MailReceipt,
  type RecipientRefusal,
} from './mailer';

/** What nodemailer attaches to a refused recipient's error (and to an error that ends a message). */
interface SmtpError extends Error {
  responseCode?: number;
  response?: string;
  recipient?: string;
  rejectedErrors?: SmtpError[];
}

/** SMTP connections kept open and used at once. */
const MAX_CONNECTIONS = 5;

const isPermanent = (error: SmtpError) => (error.responseCode ?? 0) >= 500;

function refusalsOf(errors: readonly SmtpError[] | undefined): RecipientRefusal[] {
  return (errors ?? []).map((error) => ({
    address: String(error.recipient ?? ''),
    reply: error.response ?? error.message,
    permanent: isPermanent(error),
  }));
}

/** Sends through one SMTP server (nodemailer's pooled transport: a few connections, reused). */
export class SmtpMailer implements Mailer {
  readonly configured = true;
  private readonly transport: Transporter<SMTPPool.SentMessageInfo>;
  private readonly sender: string;
  /**
   * Messages wait here, not in nodemailer's pool queue, for one of the connections: here a message
   * whose try was stopped (the process is shutting down, the try timed out) can still be left unsent.
   */
  private readonly connections: Limit = pLimit(MAX_CONNECTIONS);

  constructor(smtpUrl: string, from: string, timeoutSeconds: number) {
    const timeout = timeoutSeconds * 1000;
    this.sender = addressOf(from);
    this.transport = createTransport(
      {
        url: smtpUrl,
        pool: true,
        maxConnections: MAX_CONNECTIONS,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
        dnsTimeout: timeout,
      } as SMTPPool.Options,
      { from },
    );
  }

  send(message: MailMessage, signal?: AbortSignal): Promise<MailReceipt> {
    return this.connections(() => {
      if (signal?.aborted) {
        return Promise.reject(
          new MailFailure('Not sent: its try was stopped before a connection was free.', false),
        );
      }
      return this.transmit(message);
    });
  }

  private async transmit(message: MailMessage): Promise<MailReceipt> {
    try {
      const info = await this.transport.sendMail({
        to: message.to,
        envelope: message.envelopeTo ? { from: this.sender, to: message.envelopeTo } : undefined,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        headers: message.headers,
      });
      const { rejectedErrors } = info as { rejectedErrors?: SmtpError[] };
      return { response: info.response, refused: refusalsOf(rejectedErrors) };
    } catch (caught) {
      const error = caught as SmtpError;
      // Every recipient refused: each with its own reply, not one verdict for the message.
      if (error.rejectedErrors?.length) return { response: null, refused: refusalsOf(error.rejectedErrors) };
      throw new MailFailure(error.message, isPermanent(error));
    }
  }

  close(): void {
    this.transport.close();
  }
}

/** No SMTP_URL: nothing can be sent, and the deliveries say so instead of failing. */
export class UnconfiguredMailer implements Mailer {
  readonly configured = false;

  send(): Promise<MailReceipt> {
    return Promise.reject(new MailFailure('E-mail is not configured (SMTP_URL).', false));
  }

  close(): void {}
}
