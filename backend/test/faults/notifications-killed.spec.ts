import { API_PATHS } from '@orbitwise/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MailSink } from '../mail-sink';
import {
  createDatabase,
  enquiry,
  killAllServers,
  RemoteClient,
  ServerProcess,
  uniqueEmail,
  waitFor,
  type TestDatabase,
} from './support';

const LEADS_TO = 'sales-desk@example.com';

/**
 * The built API killed with SIGKILL around a submission, then started again on the same database:
 * the submission's e-mail (its outbox row, written in the submission's own transaction) arrives once.
 * The SMTP server hangs while the first process runs, so nothing can be delivered before the kill.
 */
describe('The API killed with SIGKILL after a submission commits', () => {
  let db: TestDatabase;
  let sink: MailSink;
  let uploadsDir: string;

  beforeAll(async () => {
    db = await createDatabase();
    sink = await MailSink.start();
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'orbitwise-faults-notifications-'));
  });

  afterAll(async () => {
    await killAllServers();
    await sink?.stop();
    await db?.drop();
    if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
  });

  // A short SMTP timeout makes a crashed try expire quickly, but a message accepted after the client
  // gave up is sent again (at least once): the timeouts are long enough for a loaded CI machine.
  const start = (smtpTimeoutSeconds = 5) =>
    ServerProcess.start({
      databaseUrl: db.url,
      uploadsDir,
      env: {
        SMTP_URL: sink.url,
        SMTP_TIMEOUT_SECONDS: String(smtpTimeoutSeconds),
        NOTIFY_LEADS_TO: LEADS_TO,
        NOTIFY_RETRY_DELAY_SECONDS: '1',
        NOTIFY_RETRY_MAX_DELAY_SECONDS: '2',
      },
    });

  async function submit(server: ServerProcess, label: string): Promise<string> {
    const client = await RemoteClient.create(server.baseUrl);
    const email = uniqueEmail(label);
    const response = await client.postJson(
      API_PATHS.addContactUs,
      enquiry(email),
      await client.solveCaptcha(),
    );
    expect(response.status).toBe(200);
    const [row] = await db.query<{ id: string }>('SELECT id::text FROM submission WHERE email = $1', [email]);
    return row!.id;
  }

  /** The submission's staff e-mail: its outbox row, and the state of the pg-boss job it names, if any. */
  async function outbox(id: string) {
    const [row] = await db.query<{
      id: string;
      state: string;
      jobId: string | null;
      jobState: string | null;
    }>(
      `SELECT d.id::text, d.state, d.job_id AS "jobId",
              (SELECT j.state::text FROM pgboss.job j WHERE j.id = d.job_id) AS "jobState"
       FROM notification_delivery d WHERE d.submission_id = $1 AND d.channel = 'email'`,
      [id],
    );
    return row!;
  }

  /** Once the sink accepts again and a new process runs: exactly one e-mail for the submission. */
  async function expectDeliveredOnce(id: string, timeoutMs: number): Promise<number> {
    const restarted = await start();
    const started = Date.now();
    await sink.waitFor((received) => received.some((mail) => mail.submission === id), timeoutMs);
    const took = Date.now() - started;
    await sleep(4000); // a second copy, from any job still around, would have come by now
    expect(sink.forSubmission(id)).toHaveLength(1);
    expect(sink.forSubmission(id)[0]!.recipients).toEqual([LEADS_TO]);
    expect((await outbox(id)).state).toBe('sent');
    await restarted.kill();
    return took;
  }

  it('killed right after the 200: the restarted API sends its e-mail once', async () => {
    await sink.setMode('hang');
    const first = await start();
    const id = await submit(first, 'killed-at-once');
    const exit = await first.kill();
    expect(exit.signal).toBe('SIGKILL');
    // The crash left the submission with its e-mail still to send (queued or not yet relayed).
    const left = await outbox(id);
    expect(left).toMatchObject({ state: 'pending' });
    expect(sink.forSubmission(id)).toEqual([]);

    await sink.setMode('accept');
    const took = await expectDeliveredOnce(id, 30_000);
    process.stdout.write(
      `notifications-killed: killed at once (its deliver job: ${left.jobId ? left.jobState : 'not relayed yet'}), ` +
        `the e-mail arrived ${took} ms after the restart\n`,
    );
  }, 90_000);

  it('killed while the e-mail is being sent: the restarted API sends it once, after its try expires', async () => {
    await sink.setMode('hang');
    // 3 s: the kill must come while the exchange hangs, before this try times out.
    const first = await start(3);
    const hangsBefore = sink.hangs;
    const id = await submit(first, 'killed-mid-send');
    // The SMTP exchange has begun (the sink holds the connection, unanswered): kill the process now.
    await waitFor(
      'the SMTP exchange to start',
      () => sink.hangs > hangsBefore && sink.hangingNow > 0,
      15_000,
    );
    await first.kill();
    const left = await outbox(id);
    expect(left).toMatchObject({ state: 'pending', jobState: 'active' });
    expect(sink.forSubmission(id)).toEqual([]);

    await sink.setMode('accept');
    // The job stays active until pg-boss expires it (the deliver job's timeout: 4 x the first
    // process's SMTP timeout, 12 s; then pg-boss's supervision, every 10 s): then it is
    // retried, as its own job, and sends.
    const took = await expectDeliveredOnce(id, 60_000);
    process.stdout.write(`notifications-killed: the in-flight e-mail arrived ${took} ms after the restart\n`);
  }, 120_000);
});
