import type { NestExpressApplication } from '@nestjs/platform-express';
import { ADMIN_API, type AuditEntry } from '@orbitwise/contracts/admin';
import { attemptSignIn, randomPassword, signIn, type OperatorClient } from '../../test/operator-session';
import { createTestApp } from '../../test/test-app';
import { OperatorsService } from '../operators/operators.service';
import { Database } from '../platform/database/database';
import { INVALID_CURSOR_MESSAGE } from './audit.service';

describe('Audit log (GET /api/admin/audit)', () => {
  let app: NestExpressApplication;
  let admin: OperatorClient;
  let actorId: string;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signIn(app, { role: 'admin' });
    // Someone with five sign-ins of their own, from one address.
    const password = randomPassword();
    const actor = await app.get(OperatorsService).create({
      email: `audited-${Date.now()}@example.com`,
      displayName: 'Audited',
      role: 'sales',
      password,
    });
    actorId = actor.id;
    for (let i = 0; i < 5; i++) {
      const { response } = await attemptSignIn(app, { email: actor.email, password }, { ip: '203.0.113.9' });
      expect(response.status).toBe(200);
    }
  });
  afterAll(() => app.close());

  it('lists newest first, filtered by operator and action', async () => {
    const response = await admin.get(`${ADMIN_API.audit}?actorId=${actorId}&action=sign-in`).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const items: AuditEntry[] = response.body.items;
    expect(items).toHaveLength(5);
    expect(response.body.nextCursor).toBeNull();
    for (const item of items) {
      expect(item).toEqual({
        id: expect.stringMatching(/^\d+$/),
        at: expect.any(String),
        actor: expect.stringMatching(/^Audited <audited-\d+@example\.com>$/),
        action: 'sign-in',
        target: null,
        targetLabel: null,
        changes: [],
        ip: '203.0.113.9',
        count: 1,
      });
    }
    const ids = items.map((item) => Number(item.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const none = await admin.get(`${ADMIN_API.audit}?actorId=${actorId}&action=sign-out`).expect(200);
    expect(none.body.items).toEqual([]);
  });

  it('pages with an opaque cursor, without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `${ADMIN_API.audit}?actorId=${actorId}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await admin.get(query).expect(200)).body as {
        items: AuditEntry[];
        nextCursor: string | null;
      };
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    const all = (await admin.get(`${ADMIN_API.audit}?actorId=${actorId}`).expect(200)).body
      .items as AuditEntry[];
    expect(seen).toEqual(all.map((item) => item.id));
  });

  it('filters by day (UTC, inclusive)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const inToday = await admin
      .get(`${ADMIN_API.audit}?actorId=${actorId}&from=${today}&to=${today}`)
      .expect(200);
    expect(inToday.body.items).toHaveLength(5);
    const before = await admin.get(`${ADMIN_API.audit}?actorId=${actorId}&to=${yesterday}`).expect(200);
    expect(before.body.items).toEqual([]);
  });

  it('refuses invalid filters and cursors with 400 problem details', async () => {
    const bad = async (query: string, field: string) => {
      const response = await admin.get(`${ADMIN_API.audit}?${query}`).expect(400);
      expect(Object.keys(response.body.errors)).toEqual([field]);
      return response.body.errors[field] as string[];
    };
    expect(await bad('cursor=bm90LWEtY3Vyc29y', 'cursor')).toEqual([INVALID_CURSOR_MESSAGE]);
    const huge = Buffer.from('2025-01-01T00:00:00.000000Z|99999999999999999999').toString('base64url');
    expect(await bad(`cursor=${huge}`, 'cursor')).toEqual([INVALID_CURSOR_MESSAGE]);
    await bad(`cursor=${'x'.repeat(201)}`, 'cursor');
    await bad('action=drop-table', 'action');
    await bad('actorId=1%27%20OR%201%3D1', 'actorId');
    await bad('from=2025-02-30', 'from');
    await bad('limit=0', 'limit');
    await bad('limit=101', 'limit');
    await bad('limit=ten', 'limit');
    await bad('sort=at', 'sort');
  });

  it('is append-only in the database', async () => {
    const db = app.get(Database);
    await expect(
      db.query(`UPDATE audit_log SET target = 'x' WHERE actor_id = $1`, [actorId]),
    ).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM audit_log WHERE actor_id = $1', [actorId])).rejects.toThrow(
      /append-only/,
    );
  });
});
