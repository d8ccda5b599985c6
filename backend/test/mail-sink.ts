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
 * How the sink answers: accept; refuse connections (stopped, its open connections closed); a 4xx to
 * every message; or hang (accept the connection and never greet; on a connection already open, never
 * answer the next MAIL FROM).
 */
export type SinkMode = 'accept' | 'refuse' | 'tempfail' | 'hang';

/** A real SMTP server on loopback (the `smtp-server` package) that keeps what it receives, parsed. */
export class MailSink {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer;
  private mode: SinkMode = 'accept';
  private port = 0;
  private readonly hanging = new Set<string>();
  private readonly tempfailing = new Set<string>();
  private readonly refusing = new Set<string>();
  private answerDelayMs = 0;
  /** Exchanges the sink has left hanging since it started (see `hangingNow` for the open ones). */
  hangs = 0;

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

  /**
   * Whatever the mode, these recipients get a 451 at RCPT TO (the others are accepted): e.g. the
   * staff's mail failing while the admins' alert goes through. An empty list ends it.
   */
  tempfailRecipients(addresses: readonly string[]): void {
    this.tempfailing.clear();
    for (const address of addresses) this.tempfailing.add(address.toLowerCase());
  }

  /** Whatever the mode, these recipients get a 550 (no such user) at RCPT TO; an empty list ends it. */
  refuseRecipients(addresses: readonly string[]): void {
    this.refusing.clear();
    for (const address of addresses) this.refusing.add(address.toLowerCase());
  }

  /** A slow server: each message is answered (and kept) this long after its data arrived; 0 ends it. */
  delayAnswers(ms: number): void {
    this.answerDelayMs = ms;
  }

  /** Connections open and left hanging right now (the client has not given up yet). */
  get hangingNow(): number {
    return this.hanging.size;
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
        if (this.mode === 'hang') return this.hang(session); // never greets: the greeting timeout fires
        callback();
      },
      onClose: (session) => {
        this.hanging.delete(session.id);
      },
      onMailFrom: (_address, session, callback) => {
        if (this.mode === 'hang') return this.hang(session); // a pooled connection: the socket timeout fires
        if (this.mode === 'tempfail') return callback(tempfail('Mailbox busy, try again later'));
        callback();
      },
      onRcptTo: (address, _session, callback) => {
        if (this.refusing.has(address.address.toLowerCase())) {
          return callback(refuse(`5.1.1 <${address.address}>: no such user here`));
        }
        if (this.tempfailing.has(address.address.toLowerCase())) {
          return callback(tempfail(`Mailbox of ${address.address} busy, try again later`));
        }
        callback();
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then(async (parsed) => {
            if (this.answerDelayMs > 0)
              await new Promise((resolve) => setTimeout(resolve, this.answerDelayMs));
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

  private hang(session: SMTPServerSession): void {
    this.hanging.add(session.id);
    this.hangs++;
  }

  /** Stops listening and closes the open connections now (a client's pooled ones too). */
  private close(): Promise<void> {
    this.hanging.clear();
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const connection of this.server.connections) connection.close();
    return closed;
  }
}

function refuse(message: string): Error {
  return Object.assign(new Error(message), { responseCode: 550 });
}

function tempfail(message: string): Error {
  return Object.assign(new Error(message), { responseCode: 451 });
}
