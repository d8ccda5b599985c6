import { createTransport, type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { Mailer, MailMessage } from './mailer';

/** Sends through one SMTP server (nodemailer's pooled transport: a few connections, reused). */
export class SmtpMailer implements Mailer {
  readonly configured = true;
  private readonly transport: Transporter<SMTPPool.SentMessageInfo>;

  constructor(smtpUrl: string, from: string, timeoutSeconds: number) {
    const timeout = timeoutSeconds * 1000;
    this.transport = createTransport(
      {
        url: smtpUrl,
        pool: true,
        maxConnections: 5,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
        dnsTimeout: timeout,
      } as SMTPPool.Options,
      { from },
    );
  }

  async send(message: MailMessage): Promise<string> {
    const info = await this.transport.sendMail({
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: message.messageId,
      headers: message.headers,
    });
    if (info.rejected.length > 0) {
      throw new Error(`Refused for ${info.rejected.map(String).join(', ')}: ${info.response}`);
    }
    return info.response;
  }

  close(): void {
    this.transport.close();
  }
}

/** No SMTP_URL: nothing can be sent, and the deliveries say so instead of failing. */
export class UnconfiguredMailer implements Mailer {
  readonly configured = false;

  send(): Promise<string> {
    return Promise.reject(new Error('E-mail is not configured (SMTP_URL).'));
  }

  close(): void {}
}
