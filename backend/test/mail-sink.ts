import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** One message as it arrived: parsed by mailparser, with the envelope's recipients. */
export interface ReceivedMail {
  parsed: ParsedMail;
  recipients: string[];
  /** The `X-Orbitwise-Submission` header, if any. */
  submission: string | undefined;
}

/**
 * How the sink answers: accept; refuse connections (stopped); a 4xx to every message; or hang
 * (accept the connection and never greet).
 */
export type SinkMode = 'accept' | 'refuse' | 'tempfail' | 'hang';

/** A real SMTP server on loopback (the `smtp-server` package) that keeps what it receives, parsed. */
export class MailSink {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer;
  private mode: SinkMode = 'accept';
  private port = 0;
  private readonly hanging = new Set<SMTPServerSession>();

  private constructor() {
    this.server = this.create();
  }

  static async start(): Promise<MailSink> {
    const sink = new MailSink();
    await sink.listen();
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async setMode(mode: SinkMode): Promise<void> {
    if (mode === this.mode) return;
    if (this.mode === 'refuse') {
      this.server = this.create();
      await this.listen();
    }
    this.mode = mode;
    if (mode === 'refuse') await this.close();
  }

  forSubmission(id: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.submission === id);
  }

  /** Waits until `predicate` holds for what was received; throws with what there is after `timeoutMs`. */
  async waitFor(predicate: (received: ReceivedMail[]) => boolean, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.received)) {
      if (Date.now() > deadline) {
        throw new Error(`Mail sink: condition not met in ${timeoutMs} ms; received ${this.received.length}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async stop(): Promise<void> {
    if (this.mode !== 'refuse') await this.close();
  }

  private create(): SMTPServer {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect: (session, callback) => {
        if (this.mode === 'hang') {
          this.hanging.add(session);
          return; // never greets: the client's greeting timeout fires
        }
        callback();
      },
      onMailFrom: (_address, _session, callback) => {
        if (this.mode === 'tempfail') {
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          return callback(error);
        }
        callback();
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const header = parsed.headers.get('x-orbitwise-submission');
            this.received.push({
              parsed,
              recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              submission: typeof header === 'string' ? header : undefined,
            });
            callback();
          })
          .catch(callback);
      },
    });
  }

  private listen(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => {
        this.port = (this.server.server.address() as AddressInfo).port;
        resolve();
      });
    });
  }

  private close(): Promise<void> {
    this.hanging.clear();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
