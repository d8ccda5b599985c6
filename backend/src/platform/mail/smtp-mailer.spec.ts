import { MailSink } from '../../../test/mail-sink';
import { MailFailure, type MailMessage } from './mailer';
import { SmtpMailer } from './smtp-mailer';

/**
 * A try given up (its job timed out, or the process is stopping) must not send what is still waiting
 * for a connection: its retry will, and sending both is how one submission got two e-mails in a
 * rolling restart. Against a real SMTP server answering each message after 300 ms.
 */
describe('SmtpMailer', () => {
  let sink: MailSink;
  let mailer: SmtpMailer;
  const message = (n: number): MailMessage => ({
    to: ['sales@example.test'],
    subject: `Message ${n}`,
    text: `Message ${n}`,
    html: `<p>Message ${n}</p>`,
    messageId: `<message-${n}@example.test>`,
  });

  beforeAll(async () => {
    sink = await MailSink.start();
    sink.delayAnswers(300);
    mailer = new SmtpMailer(sink.url, 'Orbitwise <noreply@example.test>', 10);
  });

  afterAll(async () => {
    mailer.close();
    await sink.stop();
  });

  it('sends what is on a connection when the try stops, and leaves the rest unsent', async () => {
    const stop = new AbortController();
    const sends = Array.from({ length: 20 }, (_, n) => mailer.send(message(n), stop.signal));
    await new Promise((resolve) => setTimeout(resolve, 100)); // the first five are on the wire
    stop.abort();
    const results = await Promise.allSettled(sends);

    const sent = results.flatMap((result, n) => (result.status === 'fulfilled' ? [`Message ${n}`] : []));
    const refused = results.filter((result) => result.status === 'rejected');
    expect(sent).toEqual(['Message 0', 'Message 1', 'Message 2', 'Message 3', 'Message 4']);
    expect(refused).toHaveLength(15);
    for (const result of refused) {
      const reason = (result as PromiseRejectedResult).reason as MailFailure;
      expect(reason).toBeInstanceOf(MailFailure);
      expect(reason.permanent).toBe(false);
      expect(reason.message).toMatch(/^Not sent: its try was stopped/);
    }
    // What arrived is exactly what was reported sent: nothing left to go out later.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.received.map((mail) => mail.parsed.subject).sort()).toEqual([...sent].sort());
  });

  it('sends every message of a try that is not stopped', async () => {
    sink.received.length = 0;
    const results = await Promise.all(Array.from({ length: 8 }, (_, n) => mailer.send(message(100 + n))));
    expect(results.every((receipt) => receipt.response?.startsWith('250'))).toBe(true);
    expect(sink.received).toHaveLength(8);
  });
});
