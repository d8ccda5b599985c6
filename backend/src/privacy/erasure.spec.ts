import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ADMIN_API, type DataSubjectResponse } from '@orbitwise/contracts/admin';
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
import { SubjectHash } from '../audit/subject-hash';
import { RESUME_STORE, type ResumeStore } from '../storage/resume-store';
import { ResumeSweeper } from '../submissions/careers/resume-sweeper';

describe.each(RESUME_STORE_KINDS)('Erasure and access requests (%s store)', (kind) => {
  let app: NestExpressApplication;
  let visitor: ApiClient;
  let db: DataSource;
  let store: ResumeStoreProbe;
  let admin: OperatorClient;
  let hr: OperatorClient;

  const count = async (sql: string, params: unknown[]) => Number((await db.query(sql, params))[0].n);
  const fileOf = (id: string) => resumeKey(db, id);
  /** Whether the store holds `key`, from a listing of the folder or bucket. */
  const stored = async (key: string) => (await store.names()).includes(key);
  /** The entries' targets and readable names, as `target / label`. */
  const auditTargets = async (action: string): Promise<string[]> =>
    (
      await db.query('SELECT target, target_label FROM audit_log WHERE action = $1 ORDER BY id', [action])
    ).map((row: { target: string; target_label: string }) => `${row.target} / ${row.target_label}`);
  const subject = (email: string) => `data subject ${app.get(SubjectHash).of(email)}`;

  /** One submission of each of the six kinds from `email`, each with a note and a status change. */
  async function everyKind(email: string): Promise<void> {
    await submitEnquiry(visitor, email, 'enquiry');
    await submitEnquiry(visitor, email, 'contact');
    await submitEnquiry(visitor, email, 'event');
    await submitEnquiry(visitor, email, 'itSupport');
    await submitSubscription(visitor, email);
    await submitApplication(visitor, email);
    await db.query(
      `INSERT INTO submission_note (submission_id, author_id, text)
       SELECT id, $2, 'Called back on ' || kind FROM submission WHERE email = $1`,
      [email, admin.operator.id],
    );
    await db.query(
      `INSERT INTO submission_status_change (submission_id, from_status, to_status, operator_id)
       SELECT id, 'new', 'done', $2 FROM submission WHERE email = $1`,
      [email, admin.operator.id],
    );
  }

  beforeAll(async () => {
    store = await openResumeStore(kind);
    ({ app, visitor, db, admin, hr } = await createConsoleApp({}, store.config));
  });
  afterAll(async () => {
    await app?.close();
    await store?.close();
  });

  describe('DELETE /api/admin/submissions/:id', () => {
    it('erases the application, its envelope, notes, history and resume file', async () => {
      const email = visitorEmail();
      await everyKind(email);
      const id = await envelopeId(db, email, 'application');
      const file = await fileOf(id);
      expect(await stored(file)).toBe(true);

      const response = await admin.delete(ADMIN_API.submission(id));
      expect(response.status).toBe(204);
      expect(await count('SELECT count(*) AS n FROM submission WHERE id = $1', [id])).toBe(0);
      expect(await count('SELECT count(*) AS n FROM career_application WHERE email = $1', [email])).toBe(0);
      expect(await count('SELECT count(*) AS n FROM submission_note WHERE submission_id = $1', [id])).toBe(0);
      expect(
        await count('SELECT count(*) AS n FROM submission_status_change WHERE submission_id = $1', [id]),
      ).toBe(0);
      expect(await stored(file)).toBe(false);
      // Only that one: the address's five other submissions stay.
      expect(await count('SELECT count(*) AS n FROM submission WHERE email = $1', [email])).toBe(5);
      expect(await auditTargets('erased')).toContain(`submission #${id} / Job application #${id}`);
    });

    it('erases a lead the same way', async () => {
      const email = visitorEmail();
      await submitEnquiry(visitor, email, 'contact');
      const id = await envelopeId(db, email);
      await admin.delete(ADMIN_API.submission(id)).expect(204);
      expect(await count('SELECT count(*) AS n FROM enquiry WHERE email = $1', [email])).toBe(0);
      expect(await count('SELECT count(*) AS n FROM submission WHERE id = $1', [id])).toBe(0);
    });

    it('answers 404 for what does not exist, or no longer does', async () => {
      const email = visitorEmail();
      await submitSubscription(visitor, email);
      const id = await envelopeId(db, email);
      await admin.delete(ADMIN_API.submission(id)).expect(204);
      const again = await admin.delete(ADMIN_API.submission(id));
      expect(again.status).toBe(404);
      expect(again.body.detail).toBe(`There is no submission #${id}.`);
    });

    it('is for admins only, and needs the anti-forgery token', async () => {
      const email = visitorEmail();
      await submitApplication(visitor, email);
      const id = await envelopeId(db, email);
      expect((await hr.delete(ADMIN_API.submission(id))).status).toBe(403);
      const forged = await request(app.getHttpServer())
        .delete(ADMIN_API.submission(id))
        .set('Cookie', admin.cookie);
      expect(forged.status).toBe(403);
      expect((await request(app.getHttpServer()).delete(ADMIN_API.submission(id))).status).toBe(403);
      expect(await count('SELECT count(*) AS n FROM submission WHERE id = $1', [id])).toBe(1);
      expect(await stored(await fileOf(id))).toBe(true);
    });

    it('keeps the erasure when the file cannot be removed: the orphan sweep removes it later', async () => {
      const email = visitorEmail();
      await submitApplication(visitor, email);
      const id = await envelopeId(db, email);
      const file = await fileOf(id);
      const resumes = app.get<ResumeStore>(RESUME_STORE);
      const remove = jest.spyOn(resumes, 'remove').mockRejectedValueOnce(new Error('storage unreachable'));
      const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);

      await admin.delete(ADMIN_API.submission(id)).expect(204);
      expect(await count('SELECT count(*) AS n FROM submission WHERE id = $1', [id])).toBe(0);
      expect(await stored(file)).toBe(true);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('orphan sweep'), expect.anything());
      remove.mockRestore();
      logged.mockRestore();

      // An orphan is removed once it is an hour old (younger ones may belong to an upload under way).
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      await store.setModified(file, twoHoursAgo);
      await app.get(ResumeSweeper).sweep();
      expect(await stored(file)).toBe(false);
    });

    it('answers 400 for an id that is not a submission number', async () => {
      expect((await admin.delete(ADMIN_API.submission('1; DROP TABLE enquiry'))).status).toBe(400);
      expect((await admin.delete(ADMIN_API.submission('99999999999999999999'))).status).toBe(400);
    });
  });

  describe('/api/admin/data-subject', () => {
    it('finds every kind one address sent, whatever the case of the address', async () => {
      const email = visitorEmail('Mixed.Case');
      await everyKind(email);
      await submitEnquiry(visitor, visitorEmail('someone.else'));

      const response = await admin.get(
        `${ADMIN_API.dataSubject}?email=${encodeURIComponent(email.toUpperCase())}`,
      );
      expect(response.status).toBe(200);
      const body = response.body as DataSubjectResponse;
      expect(body.email).toBe(email.toUpperCase());
      expect(body.items.map((item) => item.kind).sort()).toEqual(
        ['application', 'contact', 'enquiry', 'event', 'it-support', 'newsletter'].sort(),
      );
      expect(body.items.every((item) => item.email === email)).toBe(true);
      expect(body.items.find((item) => item.kind === 'application')?.hasResume).toBe(true);
    });

    it('exports every field of every submission as a JSON attachment, audited without the address', async () => {
      const email = visitorEmail();
      await everyKind(email);
      const response = await admin.get(`${ADMIN_API.dataSubjectExport}?email=${encodeURIComponent(email)}`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="data-subject-\d{4}-\d{2}-\d{2}\.json"/,
      );
      expect(response.headers['cache-control']).toBe('no-store');

      const byKind = Object.fromEntries(
        (response.body.submissions as { kind: string }[]).map((submission) => [submission.kind, submission]),
      );
      expect(Object.keys(byKind)).toHaveLength(6);
      expect(byKind.application).toMatchObject({
        fields: {
          firstName: 'Asha',
          lastName: 'Rao',
          email,
          phoneNumber: '9876543210',
          city: 'Hyderabad',
          dateOfBirth: '1998-07-21',
          resumeOriginalName: 'cv.pdf',
          resumeMimeType: 'application/pdf',
        },
        notes: [{ text: 'Called back on application' }],
        statusHistory: [{ from: 'new', to: 'done' }],
      });
      expect(byKind.enquiry).toMatchObject({
        fields: { userName: 'Asha Rao', email, subject: 'Corporate training', howdidyoufindus: 'LinkedIn' },
      });
      expect(byKind.newsletter).toMatchObject({
        fields: { email, userActivationDate: '2025-04-08T10:30:00.000Z', isActive: true },
      });
      const targets = await auditTargets('data-subject-exported');
      expect(targets[targets.length - 1]).toBe(`${subject(email)} / data subject (6 submissions)`);
    });

    it('erases everything one address sent, rows and files, and answers how many', async () => {
      const email = visitorEmail();
      await everyKind(email);
      await submitApplication(visitor, email);
      const other = visitorEmail('bystander');
      await submitApplication(visitor, other);
      const files = await Promise.all(
        (await db.query("SELECT id FROM submission WHERE email = $1 AND kind = 'application'", [email])).map(
          (row: { id: string }) => fileOf(row.id),
        ),
      );
      const bystanderFile = await fileOf(await envelopeId(db, other));

      const response = await admin.delete(
        `${ADMIN_API.dataSubject}?email=${encodeURIComponent(email.toUpperCase())}`,
      );
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ erased: 7 });
      expect(
        await count('SELECT count(*) AS n FROM submission WHERE lower(email) = lower($1)', [email]),
      ).toBe(0);
      for (const table of ['enquiry', 'career_application', 'subscription']) {
        expect(await count(`SELECT count(*) AS n FROM ${table} WHERE email = $1`, [email])).toBe(0);
      }
      expect(files).toHaveLength(2);
      for (const file of files) expect(await stored(file)).toBe(false);
      expect(await stored(bystanderFile)).toBe(true);
      const targets = await auditTargets('data-subject-erased');
      expect(targets[targets.length - 1]).toBe(`${subject(email)} / data subject (7 submissions)`);
      expect(JSON.stringify(await db.query('SELECT * FROM audit_log'))).not.toContain(email);
    });

    it('answers an address nobody used with nothing, and erases nothing', async () => {
      const email = visitorEmail('nobody');
      expect((await admin.get(`${ADMIN_API.dataSubject}?email=${email}`)).body).toEqual({ email, items: [] });
      expect((await admin.delete(`${ADMIN_API.dataSubject}?email=${email}`)).body).toEqual({ erased: 0 });
    });

    it.each([
      ['no email', ''],
      ['not an address', '?email=asha'],
      ['two addresses', '?email=a@example.com&email=b@example.com'],
      ['an overlong address', `?email=${'a'.repeat(250)}@example.com`],
      ['an unknown parameter', '?email=a@example.com&kind=enquiry'],
    ])('answers 400 for %s', async (_case, query) => {
      for (const call of [
        admin.get(`${ADMIN_API.dataSubject}${query}`),
        admin.get(`${ADMIN_API.dataSubjectExport}${query}`),
        admin.delete(`${ADMIN_API.dataSubject}${query}`),
      ]) {
        expect((await call).status).toBe(400);
      }
    });

    it('is for admins only', async () => {
      const email = visitorEmail();
      await submitApplication(visitor, email);
      for (const call of [
        hr.get(`${ADMIN_API.dataSubject}?email=${email}`),
        hr.get(`${ADMIN_API.dataSubjectExport}?email=${email}`),
        hr.delete(`${ADMIN_API.dataSubject}?email=${email}`),
      ]) {
        expect((await call).status).toBe(403);
      }
      expect((await request(app.getHttpServer()).get(`${ADMIN_API.dataSubject}?email=${email}`)).status).toBe(
        401,
      );
      expect(await count('SELECT count(*) AS n FROM submission WHERE email = $1', [email])).toBe(1);
    });
  });
});
