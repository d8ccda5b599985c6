import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { visitorEmail } from '../../test/console-app';
import { createNotificationApp, deliveriesOf, type NotificationApp } from '../../test/notification-app';
import { envelopeId, submitEnquiry } from '../../test/submissions';
import { Database } from '../platform/database/database';
import { DeliveriesRepository } from './deliveries.repository';

/**
 * The tries of one fetch are settled in one statement, which locks its rows in id order
 * and never waits for a row another transaction holds (an erasure deleting it by cascade), so the
 * two cannot deadlock; the row it skipped is settled alone once free, as every settlement was before.
 */
describe('Settling deliveries in batches', () => {
  let n: NotificationApp;
  let locker: Client;

  beforeAll(async () => {
    n = await createNotificationApp({ smtpUrl: undefined });
    locker = new Client({ connectionString: n.databaseUrl });
    await locker.connect();
  });

  afterAll(async () => {
    await locker?.end();
    await n?.close();
  });

  /** Three submissions' staff e-mails, pending under job ids no worker has (so only the test settles them). */
  async function pendingDeliveries(): Promise<{
    submissionIds: string[];
    keys: { id: string; jobId: string }[];
  }> {
    const submissionIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const email = visitorEmail(`batch-${i}`);
      await submitEnquiry(n.visitor, email);
      submissionIds.push(await envelopeId(n.db, email, 'enquiry'));
    }
    const rows = await n.app.get(Database).query<{ id: string }>(
      `UPDATE notification_delivery SET state = 'pending', job_id = NULL WHERE submission_id = ANY($1::bigint[])
       RETURNING id::text`,
      [submissionIds],
    );
    const keys = rows
      .map(({ id }) => ({ id, jobId: randomUUID() }))
      .sort((a, b) => Number(a.id) - Number(b.id));
    for (const key of keys) {
      await n.db.query('UPDATE notification_delivery SET job_id = $2 WHERE id = $1', [key.id, key.jobId]);
    }
    return { submissionIds, keys };
  }

  const sent = (target: string) => ({ state: 'sent' as const, target, detail: '250 OK' });

  it('settles the free rows in one statement at once, and the row an erasure holds after it, or not at all', async () => {
    const { submissionIds, keys } = await pendingDeliveries();
    expect(keys).toHaveLength(3);
    const repository = n.app.get(DeliveriesRepository);
    const query = jest.spyOn(n.app.get(Database), 'query');
    try {
      // An erasure of the middle submission, under way: its delivery row is locked.
      await locker.query('BEGIN');
      await locker.query('SELECT 1 FROM notification_delivery WHERE id = $1 FOR UPDATE', [keys[1]!.id]);
      const settling = keys.map((key) => repository.settle(key.id, key.jobId, sent('staff@example.com'), 12));
      const [first, , third] = settling;
      await Promise.all([first, third]);
      // The free rows are settled and logged while the lock is held: the batch did not wait for it.
      const whileLocked = await deliveriesOf(n.db, [submissionIds[0]!, submissionIds[2]!]);
      expect(whileLocked.map((d) => [d.state, d.attempts.length])).toEqual([
        ['sent', 1],
        ['sent', 1],
      ]);
      expect(query.mock.calls.filter(([sql]) => /UPDATE notification_delivery/.test(sql))).toHaveLength(2);
      // The erasure deletes it and commits: the waiting settlement finds nothing to settle.
      await locker.query('DELETE FROM enquiry WHERE id = (SELECT enquiry_id FROM submission WHERE id = $1)', [
        submissionIds[1],
      ]);
      await locker.query('COMMIT');
      await settling[1];
      expect(await deliveriesOf(n.db, [submissionIds[1]!])).toEqual([]);
    } finally {
      query.mockRestore();
      await locker.query('ROLLBACK').catch(() => undefined);
    }
  });

  it('settles a row held by another transaction once that ends without deleting it', async () => {
    const { submissionIds, keys } = await pendingDeliveries();
    const repository = n.app.get(DeliveriesRepository);
    await locker.query('BEGIN');
    await locker.query('SELECT 1 FROM notification_delivery WHERE id = $1 FOR UPDATE', [keys[0]!.id]);
    const settling = keys.map((key) => repository.settle(key.id, key.jobId, sent('staff@example.com'), 5));
    await Promise.all(settling.slice(1));
    await locker.query('COMMIT');
    await settling[0];
    const deliveries = await deliveriesOf(n.db, submissionIds);
    expect(deliveries.map((d) => [d.state, d.target, d.attempts])).toEqual(
      keys.map(() => ['sent', 'staff@example.com', [{ ok: true, detail: '250 OK' }]]),
    );
  });

  it('leaves a delivery whose job was superseded (a Resend) as it is', async () => {
    const { submissionIds, keys } = await pendingDeliveries();
    const repository = n.app.get(DeliveriesRepository);
    await Promise.all(
      keys.map((key, i) =>
        repository.settle(key.id, i === 2 ? randomUUID() : key.jobId, sent('x@example.com'), 1),
      ),
    );
    const deliveries = await deliveriesOf(n.db, submissionIds);
    expect(deliveries.map((d) => d.state)).toEqual(['sent', 'sent', 'pending']);
    expect(deliveries[2]!.attempts).toEqual([]);
  });
});
