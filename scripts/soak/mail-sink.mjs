// The soak test's SMTP server: a real one on loopback (the `smtp-server` package, no TLS, no login),
// each message parsed with `mailparser` and kept in memory with its envelope's recipients, the
// visitor's address it replies to and the submission it is about (X-Orbitwise-Submission).
import { simpleParser } from 'mailparser';
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';

/**
 * @typedef {object} SoakMail
 * @property {string[]} recipients the envelope's RCPT TO addresses
 * @property {string | undefined} replyTo the Reply-To address (the visitor's)
 * @property {string | undefined} submission the X-Orbitwise-Submission header
 * @property {string | undefined} subject
 * @property {number} at when it arrived (performance.now())
 */

export async function startMailSink() {
  /** @type {SoakMail[]} */
  const received = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // The API's pool opens a few connections and sends many messages over each.
    maxClients: 100,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const header = parsed.headers.get('x-orbitwise-submission');
          received.push({
            recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            replyTo: parsed.replyTo?.value[0]?.address,
            submission: typeof header === 'string' ? header : undefined,
            subject: parsed.subject,
            at: performance.now(),
          });
          callback();
        })
        .catch((error) => {
          failures++;
          callback(error);
        });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Messages the sink could not parse (answered with an error, so the API retries them). */
    parseFailures: () => failures,
    stop: () =>
      new Promise((resolve) => {
        for (const connection of server.connections) connection.close();
        server.close(() => resolve());
      }),
  };
}
