import type { NestExpressApplication } from '@nestjs/platform-express';
import { ADMIN_API, type AuditEntry } from '@orbitwise/contracts/admin';
import { createHmac } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { insertApplication } from '../../test/inbox-fixtures';
import { createConsoleApp } from '../../test/console-app';
import type { OperatorClient } from '../../test/operator-session';
import { loadConfig } from '../config/env';

/** Entries say what changed, name their target, and lookups are recorded. */
describe('Audit entries that can be reviewed', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let admin: OperatorClient;
  let hr: OperatorClient;

  const latest = async (action: string): Promise<AuditEntry> =>
    (
      (await admin.get(`${ADMIN_API.audit}?action=${action}&limit=1`).expect(200)).body.items as AuditEntry[]
    )[0]!;

  beforeAll(async () => {
    ({ app, db, admin, hr } = await createConsoleApp({ admin: 'Ada Admin', hr: 'Hana HR' }));
  });
  afterAll(() => app.close());

  it("records a submission's status and assignee before and after, named by kind and reference only", async () => {
    const id = await insertApplication(db, { at: '2005-09-09T09:00:00Z', firstName: 'Visitor' });
    await admin.patch(ADMIN_API.submission(id)).send({ status: 'shortlisted', assigneeId: hr.operator.id });
    const status = await latest('status-changed');
    expect(status).toMatchObject({
      target: `submission #${id}`,
      targetLabel: `Job application #${id}`,
      changes: [{ field: 'status', from: 'New', to: 'Shortlisted' }],
    });
    expect(await latest('assigned')).toMatchObject({
      targetLabel: `Job application #${id}`,
      changes: [{ field: 'assignee', from: null, to: 'Hana HR' }],
    });
    await admin.patch(ADMIN_API.submission(id)).send({ assigneeId: null });
    expect((await latest('assigned')).changes).toEqual([{ field: 'assignee', from: 'Hana HR', to: null }]);
    expect(JSON.stringify(await db.query('SELECT * FROM audit_log'))).not.toContain('Visitor');
  });

  it('records each data-subject lookup under a keyed hash of the address, never the address', async () => {
    const email = `Looked.Up-${Date.now()}@Example.com`;
    await admin.get(`${ADMIN_API.dataSubject}?email=${encodeURIComponent(email)}`).expect(200);
    const lookup = await latest('data-subject-viewed');
    const key = loadConfig({ NODE_ENV: 'test' }).audit.hashKey;
    const hash = createHmac('sha256', key).update(email.toLowerCase()).digest('hex').slice(0, 16);
    expect(lookup).toMatchObject({
      actor: `Ada Admin <${admin.operator.email}>`,
      target: `data subject ${hash}`,
      targetLabel: 'data subject (0 submissions)',
    });
    // The same address in another case is the same subject: lookups of one person correlate.
    await admin.get(`${ADMIN_API.dataSubject}?email=${encodeURIComponent(email.toLowerCase())}`).expect(200);
    expect((await latest('data-subject-viewed')).target).toBe(`data subject ${hash}`);
    const everything = JSON.stringify(await db.query('SELECT * FROM audit_log')).toLowerCase();
    expect(everything).not.toContain(email.toLowerCase());
  });

  it('takes the key from AUDIT_HASH_KEY, validated at start', () => {
    const secrets = { CSRF_SECRET: 'c'.repeat(40), ALTCHA_HMAC_KEY: 'k'.repeat(40) };
    expect(loadConfig({ ...secrets, AUDIT_HASH_KEY: 'a'.repeat(40) }).audit.hashKey).toBe('a'.repeat(40));
    expect(() => loadConfig({ AUDIT_HASH_KEY: 'short' })).toThrow(/AUDIT_HASH_KEY must be at least 32/);
    expect(() =>
      loadConfig({
        ...secrets,
        NODE_ENV: 'production',
        AUDIT_HASH_KEY: `development-only-${'x'.repeat(20)}`,
      }),
    ).toThrow(/AUDIT_HASH_KEY must not be the development default/);
    // Unset: derived from CSRF_SECRET, so a deployment without it still has a secret key, not a public one.
    const derived = loadConfig(secrets).audit.hashKey;
    expect(derived).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ ...secrets, CSRF_SECRET: 'd'.repeat(40) }).audit.hashKey).not.toBe(derived);
  });
});
