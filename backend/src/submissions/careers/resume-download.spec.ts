import type { NestExpressApplication } from '@nestjs/platform-express';
import { ADMIN_API } from '@orbitwise/contracts/admin';
import { parse } from 'content-disposition';
import { createHash } from 'node:crypto';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import type { ApiClient } from '../../../test/api-client';
import { createConsoleApp, visitorEmail } from '../../../test/console-app';
import type { OperatorClient } from '../../../test/operator-session';
import { docx, pdf } from '../../../test/resume-fixtures';
import { openResumeStore, RESUME_STORE_KINDS, type ResumeStoreProbe } from '../../../test/resume-stores';
import { envelopeId, resumeKey, submitApplication, submitEnquiry } from '../../../test/submissions';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** supertest buffers any body it does not know as binary into `body`. */
const binary = (test: request.Test) =>
  test.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe.each(RESUME_STORE_KINDS)('GET /api/admin/submissions/:id/resume (%s store)', (kind) => {
  let app: NestExpressApplication;
  let visitor: ApiClient;
  let db: DataSource;
  let store: ResumeStoreProbe;
  let admin: OperatorClient;
  let hr: OperatorClient;
  let sales: OperatorClient;

  async function application(name: string, bytes = pdf(200), type = 'application/pdf') {
    const email = visitorEmail();
    await submitApplication(visitor, email, { bytes, name, type });
    return { id: await envelopeId(db, email), bytes };
  }

  beforeAll(async () => {
    store = await openResumeStore(kind);
    ({ app, visitor, db, admin, hr, sales } = await createConsoleApp({}, store.config));
  });
  afterAll(async () => {
    await app?.close();
    await store?.close();
  });

  it('streams the upload byte for byte under its exact name, never cached, sniffed or run', async () => {
    const name = 'CV "Ana" Łódź ✓.pdf';
    const { id, bytes } = await application(name);
    const response = await binary(admin.get(ADMIN_API.submissionResume(id)));

    expect(response.status).toBe(200);
    expect(response.body).toEqual(bytes);
    expect(sha256(response.body as Buffer)).toBe(sha256(bytes));
    const [row] = await db.query('SELECT resume_sha256 FROM career_application WHERE resume_key = $1', [
      await resumeKey(db, id),
    ]);
    expect(row.resume_sha256).toBe(sha256(bytes));
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe('sandbox');
    const disposition = parse(response.headers['content-disposition']!);
    expect(disposition.type).toBe('attachment');
    expect(disposition.parameters.filename).toBe(name);
    expect(response.headers['content-disposition']).toContain('filename="CV _Ana_ _odz _.pdf"');
  });

  it.each([
    ['a slash', 'CV 2024/2025.pdf'],
    ['a backslash', 'C:\\Users\\ana\\cv.pdf'],
    ['a semicolon', 'cv; filename=evil.exe.pdf'],
    ['emoji', 'CV 🚀👩🏽‍💻.pdf'],
    ['Cyrillic', 'Резюме Анна Иванова.pdf'],
  ])('gives back a name with %s exactly in filename*', async (_case, name) => {
    // The upload refuses slashes and backslashes in names; rows from elsewhere may still hold them.
    const { id } = await application('cv.pdf');
    await db.query(
      'UPDATE career_application SET resume_original_name = $2 WHERE id = (SELECT career_application_id FROM submission WHERE id = $1)',
      [id, name],
    );
    const response = await binary(hr.get(ADMIN_API.submissionResume(id)));
    expect(response.status).toBe(200);
    expect(parse(response.headers['content-disposition']!).parameters.filename).toBe(name);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''/,
    );
  });

  it('shows a PDF inline, sandboxed, on request', async () => {
    const { id } = await application('cv.pdf');
    const response = await binary(admin.get(`${ADMIN_API.submissionResume(id)}?disposition=inline`));
    expect(response.status).toBe(200);
    expect(parse(response.headers['content-disposition']!).type).toBe('inline');
    expect(response.headers['content-security-policy']).toBe('sandbox');
  });

  it('never shows anything but a PDF inline', async () => {
    const { id, bytes } = await application('cv.docx', docx(), 'application/octet-stream');
    const response = await binary(admin.get(`${ADMIN_API.submissionResume(id)}?disposition=inline`));
    expect(response.status).toBe(200);
    expect(sha256(response.body as Buffer)).toBe(sha256(bytes));
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(parse(response.headers['content-disposition']!).type).toBe('attachment');
  });

  it('records the download in the audit log by reference only', async () => {
    const { id } = await application('cv.pdf');
    await binary(hr.get(ADMIN_API.submissionResume(id))).expect(200);
    const rows: { actor_id: string; target: string }[] = await db.query(
      "SELECT actor_id, target FROM audit_log WHERE action = 'resume-downloaded' AND target = $1",
      [`submission #${id}`],
    );
    expect(rows).toEqual([{ actor_id: hr.operator.id, target: `submission #${id}` }]);
  });

  it('refuses sales (403) and anyone signed out (401)', async () => {
    const { id } = await application('cv.pdf');
    const forbidden = await sales.get(ADMIN_API.submissionResume(id));
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers['content-type']).toMatch(/^application\/problem\+json/);
    const anonymous = await request(app.getHttpServer()).get(ADMIN_API.submissionResume(id));
    expect(anonymous.status).toBe(401);
  });

  it('answers 404 for an unknown submission and for one that is not an application', async () => {
    const email = visitorEmail();
    await submitEnquiry(visitor, email);
    const enquiry = await envelopeId(db, email);
    for (const id of [enquiry, '999999999']) {
      const response = await admin.get(ADMIN_API.submissionResume(id));
      expect(response.status).toBe(404);
      expect(response.body.detail).toMatch(/not a job application/);
    }
  });

  it.each([
    ['a non-numeric id', ADMIN_API.submissionResume('abc')],
    ['a path trick', '/api/admin/submissions/..%2F..%2Fetc%2Fpasswd/resume'],
    ['an unknown disposition', `${ADMIN_API.submissionResume('1')}?disposition=evil`],
    ['an unknown parameter', `${ADMIN_API.submissionResume('1')}?download=1`],
  ])('answers 400 for %s', async (_case, url) => {
    expect((await admin.get(url)).status).toBe(400);
  });

  it('answers 410 with a clear message when the file is missing, and keeps the row', async () => {
    const { id } = await application('cv.pdf');
    await store.delete(await resumeKey(db, id));
    const response = await admin.get(ADMIN_API.submissionResume(id));
    expect(response.status).toBe(410);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.body.detail).toMatch(/missing from storage/);
    expect(await db.query('SELECT 1 FROM submission WHERE id = $1', [id])).toHaveLength(1);
  });
});
