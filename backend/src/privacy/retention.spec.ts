import type { NestExpressApplication } from '@nestjs/platform-express';
import { ADMIN_API, RETENTION_DEFAULTS, type RetentionSettings } from '@orbitwise/contracts/admin';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import type { ApiClient } from '../../test/api-client';
import { createConsoleApp, visitorEmail } from '../../test/console-app';
import type { OperatorClient } from '../../test/operator-session';
import { openResumeStore, RESUME_STORE_KINDS, type ResumeStoreProbe } from '../../test/resume-stores';
import {
  envelopeId,
  resumeKey,
  submitApplication,
  submitEnquiry,
  submitSubscription,
} from '../../test/submissions';
import { EnquiriesRepository } from '../submissions/enquiries/enquiries.repository';
import { RETENTION_PURGE_JOB } from './retention-purge.job';
import { PURGE_BATCH, RetentionService } from './retention.service';

describe.each(RESUME_STORE_KINDS)('Retention (%s store)', (kind) => {
  let app: NestExpressApplication;
  let visitor: ApiClient;
  let db: DataSource;
  let store: ResumeStoreProbe;
  let admin: OperatorClient;
  let hr: OperatorClient;
  let sales: OperatorClient;

  const count = async (sql: string, params: unknown[] = []) => Number((await db.query(sql, params))[0].n);
  const setRetention = (settings: Partial<RetentionSettings>) =>
    admin
      .put(ADMIN_API.retention)
      .send({ ...RETENTION_DEFAULTS, ...settings })
      .expect(200);

  /**
   * Makes a submission `days` old. The purge reads the owning row's created_at; the envelope's
   * received_at (copied from it at insert) is moved too, so the two never disagree.
   */
  async function age(submissionId: string, days: number): Promise<void> {
    const [{ kind }] = await db.query('SELECT kind FROM submission WHERE id = $1', [submissionId]);
    const [table, column] =
      kind === 'application'
        ? ['career_application', 'career_application_id']
        : kind === 'newsletter'
          ? ['subscription', 'subscription_id']
          : ['enquiry', 'enquiry_id'];
    await db.query(
      `UPDATE ${table} SET created_at = now() - make_interval(days => $2)
       WHERE id = (SELECT ${column} FROM submission WHERE id = $1)`,
      [submissionId, days],
    );
    await db.query('UPDATE submission SET received_at = now() - make_interval(days => $2) WHERE id = $1', [
      submissionId,
      days,
    ]);
  }

  beforeAll(async () => {
    store = await openResumeStore(kind);
    ({ app, visitor, db, admin, hr, sales } = await createConsoleApp({}, store.config));
  });
  afterEach(() => setRetention({}));
  afterAll(async () => {
    await app?.close();
    await store?.close();
  });

  describe('GET and PUT /api/admin/settings/retention', () => {
    it('is readable by any operator, and not signed out', async () => {
      for (const operator of [sales, hr, admin]) {
        const response = await operator.get(ADMIN_API.retention);
        expect(response.status).toBe(200);
        expect(response.body).toEqual(RETENTION_DEFAULTS);
      }
      expect((await request(app.getHttpServer()).get(ADMIN_API.retention)).status).toBe(401);
    });

    it('is changed by an admin, and the change audited', async () => {
      const settings = { ...RETENTION_DEFAULTS, application: 90, newsletter: 365, enquiry: null };
      const response = await admin.put(ADMIN_API.retention).send(settings);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(settings);
      expect((await sales.get(ADMIN_API.retention)).body).toEqual(settings);
      const [entry] = await db.query(
        "SELECT actor_id, target FROM audit_log WHERE action = 'retention-changed' ORDER BY id DESC LIMIT 1",
      );
      expect(entry).toEqual({
        actor_id: admin.operator.id,
        target: 'retention: enquiry 730->forever, newsletter forever->365, application 180->90',
      });
    });

    it('is changed by admins only', async () => {
      for (const operator of [hr, sales]) {
        expect(
          (await operator.put(ADMIN_API.retention).send({ ...RETENTION_DEFAULTS, application: 1 })).status,
        ).toBe(403);
      }
      expect((await admin.get(ADMIN_API.retention)).body).toEqual(RETENTION_DEFAULTS);
    });

    it.each([
      ['0 days', { application: 0 }, 'application'],
      ['3651 days', { enquiry: 3651 }, 'enquiry'],
      ['a string', { contact: '30' }, 'contact'],
      ['a fraction', { event: 1.5 }, 'event'],
      ['a boolean', { 'it-support': true }, 'it-support'],
      ['a missing kind', { newsletter: undefined }, 'newsletter'],
      ['an unknown kind', { blog: 30 }, 'blog'],
    ])('refuses %s with 400 naming the kind', async (_case, change, field) => {
      const response = await admin.put(ADMIN_API.retention).send({ ...RETENTION_DEFAULTS, ...change });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors)).toEqual([field]);
      expect((await admin.get(ADMIN_API.retention)).body).toEqual(RETENTION_DEFAULTS);
    });

    it('takes the limits themselves', async () => {
      await setRetention({ application: 1, enquiry: 3650 });
      expect((await admin.get(ADMIN_API.retention)).body).toMatchObject({ application: 1, enquiry: 3650 });
    });
  });

  describe('the daily purge', () => {
    it('is scheduled on the job queue', async () => {
      const rows = await db.query('SELECT cron, timezone FROM pgboss.schedule WHERE name = $1', [
        RETENTION_PURGE_JOB,
      ]);
      expect(rows).toEqual([{ cron: '0 3 * * *', timezone: 'UTC' }]);
    });

    it('erases exactly what is older than its kind keeps, files with their rows, and audits the counts', async () => {
      await setRetention({
        application: 30,
        enquiry: 30,
        newsletter: 30,
        contact: null,
        event: null,
        'it-support': null,
      });
      const email = visitorEmail('purge');
      await submitApplication(visitor, email);
      const oldApplication = await envelopeId(db, email, 'application');
      await submitApplication(visitor, email);
      const newApplication = await envelopeId(db, email, 'application');
      await submitEnquiry(visitor, email, 'enquiry');
      const oldEnquiry = await envelopeId(db, email, 'enquiry');
      await submitEnquiry(visitor, email, 'contact');
      const oldContact = await envelopeId(db, email, 'contact');
      await submitSubscription(visitor, email);
      const youngSubscription = await envelopeId(db, email, 'newsletter');
      await age(oldApplication, 31);
      await age(newApplication, 29);
      await age(oldEnquiry, 31);
      await age(oldContact, 5000); // kept forever
      await age(youngSubscription, 29);
      const oldFile = await resumeKey(db, oldApplication);
      const newFile = await resumeKey(db, newApplication);
      expect(await store.names()).toEqual(expect.arrayContaining([oldFile, newFile]));
      // Other specs share the database: the counts are checked against what was due before the run,
      // read as the job reads it (each source table's own created_at).
      const due = await db.query(
        `SELECT kind, n FROM (
           SELECT 'application' AS kind, count(*)::int AS n FROM career_application
            WHERE created_at < now() - interval '30 days'
           UNION ALL
           SELECT 'enquiry', count(*)::int FROM enquiry
            WHERE form_type = 'enquiry' AND created_at < now() - interval '30 days'
           UNION ALL
           SELECT 'newsletter', count(*)::int FROM subscription WHERE created_at < now() - interval '30 days'
         ) AS due WHERE n > 0`,
      );

      const counts = await app.get(RetentionService).purge();

      expect(counts).toEqual(
        Object.fromEntries(due.map((row: { kind: string; n: number }) => [row.kind, row.n])),
      );
      const left = (await db.query('SELECT id FROM submission WHERE email = $1', [email])).map(
        (row: { id: string }) => row.id,
      );
      expect(left.sort()).toEqual([newApplication, oldContact, youngSubscription].sort());
      expect(await count('SELECT count(*) AS n FROM career_application WHERE email = $1', [email])).toBe(1);
      expect(await count('SELECT count(*) AS n FROM enquiry WHERE email = $1', [email])).toBe(1);
      // Listed from the folder or the bucket: the old application's object is gone.
      const names = await store.names();
      expect(names).not.toContain(oldFile);
      expect(names).toContain(newFile);
      const [entry] = await db.query(
        "SELECT actor_id, target FROM audit_log WHERE action = 'retention-purged' ORDER BY id DESC LIMIT 1",
      );
      expect(entry.actor_id).toBeNull();
      expect(entry.target).toMatch(/^purged: .*application \d+/);
      expect(entry.target).not.toContain('@');
    });

    it(`deletes in statements of at most ${PURGE_BATCH} rows`, async () => {
      await setRetention({ event: 10 });
      const rows = 2 * PURGE_BATCH + 7;
      // Straight into the table: the inbox triggers still write every envelope.
      await db.query(
        `INSERT INTO enquiry (form_type, user_name, email, number, is_active, created_at)
         SELECT 'event', 'Bulk', 'bulk.' || n || '@example.com', '9876543210', true, now() - interval '11 days'
         FROM generate_series(1, $1) AS n`,
        [rows],
      );
      const due = await count(
        "SELECT count(*) AS n FROM enquiry WHERE form_type = 'event' AND created_at < now() - interval '10 days'",
      );
      const statements = jest.spyOn(app.get(EnquiriesRepository), 'deleteOlderThan');

      const counts = await app.get(RetentionService).purge();

      const eventCalls = statements.mock.calls.filter(([formType]) => formType === 'event');
      expect(eventCalls.every(([, , limit]) => limit === PURGE_BATCH)).toBe(true);
      expect(eventCalls).toHaveLength(Math.floor(due / PURGE_BATCH) + 1);
      expect(counts.event).toBe(due);
      expect(await count("SELECT count(*) AS n FROM submission WHERE email LIKE 'bulk.%@example.com'")).toBe(
        0,
      );
      statements.mockRestore();
    });
  });
});
