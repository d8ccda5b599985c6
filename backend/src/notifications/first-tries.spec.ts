import { ADMIN_API, SUBMISSION_KINDS, type NotificationSettings } from '@orbitwise/contracts/admin';
import { visitorEmail } from '../../test/console-app';
import { MailSink } from '../../test/mail-sink';
import {
  LEADS_TO,
  createNotificationApp,
  deliveriesOf,
  eventually,
  type NotificationApp,
} from '../../test/notification-app';
import { envelopeId, submitEnquiry } from '../../test/submissions';
import { DeliveryWorker, FIRST_TRIES_PER_JOB } from './delivery.worker';

const RETRY_DELAY_SECONDS = 30;

interface JobRow {
  id: string;
  name: string;
  state: string;
  data: { deliveryIds?: string[]; deliveryId?: string; triesBefore?: number };
  retryLimit: number;
  retryDelay: number;
  dueInSeconds: number;
}

/**
 * The relay queues the first tries of its deliveries as one job per FIRST_TRIES_PER_JOB of
 * them (a pg-boss job per delivery was a third of PostgreSQL's work per submission). A first try that
 * fails goes on as a deliver job of its own, due when pg-boss would have retried it, with the rest of
 * the retries; the others of its batch are not held back.
 */
describe('First tries of deliveries, in batches', () => {
  let sink: MailSink;
  let n: NotificationApp;

  beforeAll(async () => {
    sink = await MailSink.start();
    n = await createNotificationApp({
      smtpUrl: sink.url,
      retryLimit: 2,
      retryDelaySeconds: RETRY_DELAY_SECONDS,
      retryMaxDelaySeconds: 600,
    });
  });

  afterAll(async () => {
    await n?.close();
    await sink?.stop();
  });

  const jobsOf = (ids: readonly string[]): Promise<JobRow[]> =>
    n.db.query(
      `SELECT id, name, state::text, data, retry_limit AS "retryLimit", retry_delay AS "retryDelay",
              extract(epoch FROM start_after - now())::float8 AS "dueInSeconds"
       FROM pgboss.job WHERE id = ANY($1::uuid[]) ORDER BY created_on, id`,
      [ids],
    );
  const jobIdsOf = async (submissionIds: readonly string[]): Promise<Map<string, string>> => {
    const rows: { id: string; jobId: string }[] = await n.db.query(
      'SELECT id::text, job_id AS "jobId" FROM notification_delivery WHERE submission_id = ANY($1::bigint[])',
      [submissionIds],
    );
    return new Map(rows.map((row) => [row.id, row.jobId]));
  };

  it('hands a failed first try to a job of its own, due at its retry, while its batch-mate is sent', async () => {
    const settings: NotificationSettings = {
      recipients: { leads: [], applications: [] },
      acknowledgement: Object.fromEntries(
        SUBMISSION_KINDS.map((kind) => [kind, kind === 'enquiry']),
      ) as NotificationSettings['acknowledgement'],
    };
    expect((await n.admin.put(ADMIN_API.notificationSettings).send(settings)).status).toBe(200);
    sink.tempfailRecipients([LEADS_TO]);
    const visitor = visitorEmail('first-tries');
    await submitEnquiry(n.visitor, visitor);
    const id = await envelopeId(n.db, visitor, 'enquiry');

    const [staff, acknowledgement] = await eventually('the first tries of both deliveries', async () => {
      const deliveries = await deliveriesOf(n.db, [id]);
      return deliveries.every((d) => d.attempts.length === 1) && deliveries;
    });
    expect(staff).toMatchObject({ channel: 'email', state: 'pending', attempts: [{ ok: false }] });
    expect(staff!.reason).toMatch(/451/);
    expect(acknowledgement).toMatchObject({ channel: 'acknowledgement', state: 'sent', target: visitor });
    expect(sink.received.filter((mail) => mail.recipients.includes(visitor))).toHaveLength(1);

    // Both were one first-tries job; the staff e-mail is now a deliver job of its own, not yet due.
    const [firstTries] = await n.db.query<{ id: string }[]>(
      `SELECT id FROM pgboss.job WHERE name = 'notifications.first-tries' AND data->'deliveryIds' ? $1`,
      [staff!.id],
    );
    const [batch] = await jobsOf([firstTries!.id]);
    expect(batch).toMatchObject({
      state: 'completed',
      data: { deliveryIds: [staff!.id, acknowledgement!.id] },
    });
    const [retry] = await jobsOf([(await jobIdsOf([id])).get(staff!.id)!]);
    expect(retry).toMatchObject({
      name: 'notifications.deliver',
      state: 'created',
      data: { deliveryId: staff!.id, triesBefore: 1 },
      retryLimit: 1,
      retryDelay: 2 * RETRY_DELAY_SECONDS,
    });
    // pg-boss would have retried it after delay × (1 + jitter).
    expect(retry!.dueInSeconds).toBeGreaterThan(RETRY_DELAY_SECONDS - 10);
    expect(retry!.dueInSeconds).toBeLessThanOrEqual(2 * RETRY_DELAY_SECONDS);
  });

  it(`queues ${FIRST_TRIES_PER_JOB + 2} deliveries as two jobs, in id order`, async () => {
    sink.tempfailRecipients([]);
    const submissionIds: string[] = [];
    for (let i = 0; i < 5; i++) {
      const email = visitorEmail(`batched-${i}`);
      await submitEnquiry(n.visitor, email);
      submissionIds.push(await envelopeId(n.db, email, 'enquiry'));
    }
    await eventually('their deliveries to be sent', async () => {
      const deliveries = await deliveriesOf(n.db, submissionIds);
      return deliveries.length === 10 && deliveries.every((d) => d.state === 'sent') && deliveries;
    });
    // Made pending again in one statement: whichever relay claims them (the test's or a ring's) claims all ten.
    const ids: string[] = (
      await n.db.query(
        `UPDATE notification_delivery SET state = 'pending', job_id = NULL
         WHERE submission_id = ANY($1::bigint[]) RETURNING id::text`,
        [submissionIds],
      )
    )[0].map((row: { id: string }) => row.id);
    ids.sort((a, b) => Number(a) - Number(b));
    await n.app.get(DeliveryWorker).relay();

    const byDelivery = await jobIdsOf(submissionIds);
    const jobs = await jobsOf([...new Set(byDelivery.values())]);
    // One transaction inserted both: in the order of their first delivery.
    jobs.sort((a, b) => Number(a.data.deliveryIds?.[0]) - Number(b.data.deliveryIds?.[0]));
    expect(jobs.map((job) => [job.name, job.data.deliveryIds])).toEqual([
      ['notifications.first-tries', ids.slice(0, FIRST_TRIES_PER_JOB)],
      ['notifications.first-tries', ids.slice(FIRST_TRIES_PER_JOB)],
    ]);
    await eventually('their second sending', async () => {
      const deliveries = await deliveriesOf(n.db, submissionIds);
      return deliveries.every((d) => d.state === 'sent' && d.attempts.length === 2) && deliveries;
    });
  });
});
