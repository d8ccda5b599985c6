import type { NestExpressApplication } from '@nestjs/platform-express';
import { ADMIN_API } from '@orbitwise/contracts/admin';
import type { Server } from 'node:http';
import request from 'supertest';
import { freshDatabase, type FreshDatabase } from '../../test/jobs/fresh-database';
import {
  attemptSignIn,
  randomPassword,
  signIn,
  uniqueEmail,
  type OperatorClient,
} from '../../test/operator-session';
import { createTestApp, testConfig } from '../../test/test-app';
import { createApp } from '../app.factory';
import { WRONG_ROLE_DETAIL } from '../auth/admin-session.guard';
import { Database } from '../platform/database/database';
import { EMAIL_TAKEN_DETAIL, LAST_ADMIN_DETAIL } from './operators.service';

describe('Operators (admin)', () => {
  let app: NestExpressApplication;
  let db: Database;
  let admin: OperatorClient;

  const auditFor = (target: string) =>
    db.query<{ action: string; actor_label: string }>(
      'SELECT action, actor_label FROM audit_log WHERE target = $1 ORDER BY id',
      [target],
    );

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(Database);
    admin = await signIn(app, { role: 'admin', displayName: 'Olga Admin' });
  });
  afterAll(() => app.close());

  it('is for admins only: 401 without a session, 403 for sales and hr', async () => {
    const server = app.getHttpServer() as Server;
    await request(server).get(ADMIN_API.operators).expect(401);
    for (const role of ['sales', 'hr'] as const) {
      const client = await signIn(app, { role });
      const calls = [
        client.get(ADMIN_API.operators),
        client
          .post(ADMIN_API.operators)
          .send({ email: uniqueEmail(), displayName: 'X', role, password: randomPassword() }),
        client.patch(ADMIN_API.operator(client.operator.id)).send({ role: 'admin' }),
        client.delete(ADMIN_API.operatorSessions(admin.operator.id)),
        client.get(ADMIN_API.audit),
      ];
      for (const call of calls) {
        const response = await call;
        expect(response.status).toBe(403);
        expect(response.body.detail).toBe(WRONG_ROLE_DETAIL);
        expect(response.headers['cache-control']).toBe('no-store');
      }
      const [row] = await db.query<{ role: string }>('SELECT role FROM operator WHERE id = $1', [
        client.operator.id,
      ]);
      expect(row!.role).toBe(role);
    }
  });

  it('creates an operator, audited; refuses a taken email whatever its case, and bad fields', async () => {
    const email = uniqueEmail('new');
    const created = await admin
      .post(ADMIN_API.operators)
      .send({ email, displayName: ' Nina New ', role: 'hr', password: randomPassword() })
      .expect(201);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email,
      displayName: 'Nina New',
      role: 'hr',
      disabled: false,
      twoFactorEnabled: false,
      createdAt: expect.any(String),
      lastLoginAt: null,
    });
    const list = await admin.get(ADMIN_API.operators).expect(200);
    expect(list.body.operators).toContainEqual(created.body);
    expect(JSON.stringify(list.body)).not.toMatch(/argon2|password/i);
    expect(await auditFor(`operator ${created.body.id}`)).toEqual([
      { action: 'operator-created', actor_label: `Olga Admin <${admin.operator.email}>` },
    ]);

    const taken = await admin
      .post(ADMIN_API.operators)
      .send({ email: email.toUpperCase(), displayName: 'Twin', role: 'hr', password: randomPassword() })
      .expect(409);
    expect(taken.body.detail).toBe(EMAIL_TAKEN_DETAIL);
    const invalid = await admin
      .post(ADMIN_API.operators)
      .send({ email: 'nope', displayName: '', role: 'root', password: 'short', extra: 1 })
      .expect(400);
    expect(Object.keys(invalid.body.errors).sort()).toEqual([
      'displayName',
      'email',
      'extra',
      'password',
      'role',
    ]);
  });

  it('renames, changes the role (effective on the next call) and disables (ending their sessions)', async () => {
    const target = await signIn(app, { role: 'hr' });
    await target.get(ADMIN_API.operators).expect(403);
    const changed = await admin
      .patch(ADMIN_API.operator(target.operator.id))
      .send({ displayName: 'Promoted', role: 'admin' })
      .expect(200);
    expect(changed.body).toMatchObject({ displayName: 'Promoted', role: 'admin', disabled: false });
    await target.get(ADMIN_API.operators).expect(200);

    await admin.patch(ADMIN_API.operator(target.operator.id)).send({ disabled: true }).expect(200);
    await target.get(ADMIN_API.session).expect(401);
    expect(
      await db.query('SELECT 1 FROM operator_session WHERE operator_id = $1', [target.operator.id]),
    ).toHaveLength(0);
    const { response } = await attemptSignIn(app, {
      email: target.operator.email,
      password: target.password,
    });
    expect(response.status).toBe(401);
    await admin.patch(ADMIN_API.operator(target.operator.id)).send({ disabled: false }).expect(200);
    expect(
      (await attemptSignIn(app, { email: target.operator.email, password: target.password })).response.status,
    ).toBe(200);
    expect((await auditFor(`operator ${target.operator.id}`)).map((e) => e.action)).toEqual([
      'operator-updated',
      'operator-updated',
      'sign-in-failed',
      'operator-updated',
    ]);
  });

  it('answers 404 for an unknown operator and 400 for an id that is not one', async () => {
    await admin
      .patch(ADMIN_API.operator('00000000-0000-4000-8000-000000000000'))
      .send({ displayName: 'X' })
      .expect(404);
    await admin.patch(ADMIN_API.operator('1; DROP TABLE operator')).send({ displayName: 'X' }).expect(400);
    await admin.patch(ADMIN_API.operator(admin.operator.id)).send({ role: 'owner' }).expect(400);
  });

  it('never leaves the console without an enabled admin', async () => {
    const database: FreshDatabase = await freshDatabase('operators');
    const alone = await createApp(testConfig(), database.url);
    try {
      const only = await signIn(alone, { role: 'admin' });
      for (const change of [{ role: 'sales' }, { disabled: true }]) {
        const refused = await only.patch(ADMIN_API.operator(only.operator.id)).send(change).expect(409);
        expect(refused.body.detail).toBe(LAST_ADMIN_DETAIL);
      }
      const second = await only
        .post(ADMIN_API.operators)
        .send({
          email: uniqueEmail('second'),
          displayName: 'Second',
          role: 'admin',
          password: randomPassword(),
        })
        .expect(201);
      await only.patch(ADMIN_API.operator(second.body.id)).send({ disabled: true }).expect(200);
      await only.patch(ADMIN_API.operator(only.operator.id)).send({ role: 'hr' }).expect(409);
      await only.patch(ADMIN_API.operator(second.body.id)).send({ disabled: false }).expect(200);
      await only.patch(ADMIN_API.operator(only.operator.id)).send({ role: 'hr' }).expect(200);
      const admins = await database.query<{ id: string }>(
        `SELECT id FROM operator WHERE role = 'admin' AND NOT disabled`,
      );
      expect(admins).toEqual([{ id: second.body.id }]);
    } finally {
      await alone.close();
      await database.drop();
    }
  });
});
