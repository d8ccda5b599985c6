import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  ADMIN_API,
  STEP_UP_PATH,
  STEP_UP_REQUIRED_DETAIL,
  STEP_UP_REQUIRED_TYPE,
  type AuditEntry,
} from '@orbitwise/contracts/admin';
import { signIn, type OperatorClient } from '../../test/operator-session';
import { createTestApp } from '../../test/test-app';
import { Database } from '../platform/database/database';

/** A role change needs a recent sign-in, and its audit entry says what changed. */
describe("Changing an operator's role", () => {
  let app: NestExpressApplication;
  let db: Database;
  let admin: OperatorClient;

  const signedInMinutesAgo = (client: OperatorClient, minutes: number) =>
    db.query(
      `UPDATE operator_session SET authenticated_at = now() - make_interval(mins => $2) WHERE operator_id = $1`,
      [client.operator.id, minutes],
    );
  const entriesOn = async (operatorId: string): Promise<AuditEntry[]> =>
    (
      (await admin.get(`${ADMIN_API.audit}?actorId=${admin.operator.id}&action=operator-updated`).expect(200))
        .body.items as AuditEntry[]
    ).filter((entry) => entry.target === `operator ${operatorId}`);

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(Database);
    admin = await signIn(app, { role: 'admin', displayName: 'Rita Reviewer' });
  });
  afterAll(() => app.close());

  it("refuses another operator's role change from a sign-in older than 15 minutes, with problem details", async () => {
    const target = await signIn(app, { role: 'sales' });
    await signedInMinutesAgo(admin, 16);
    const refused = await admin.patch(ADMIN_API.operator(target.operator.id)).send({ role: 'admin' });
    expect(refused.status).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body).toMatchObject({
      type: STEP_UP_REQUIRED_TYPE,
      status: 403,
      detail: STEP_UP_REQUIRED_DETAIL,
    });
    const [row] = await db.query<{ role: string }>('SELECT role FROM operator WHERE id = $1', [
      target.operator.id,
    ]);
    expect(row!.role).toBe('sales');
    expect(await entriesOn(target.operator.id)).toEqual([]);

    // Every change of an operator needs it, a rename too.
    await admin.patch(ADMIN_API.operator(target.operator.id)).send({ displayName: 'Sam' }).expect(403);

    await admin.post(STEP_UP_PATH).send({ password: admin.password }).expect(204);
    await admin.patch(ADMIN_API.operator(target.operator.id)).send({ role: 'admin' }).expect(200);
    await signedInMinutesAgo(admin, 0);
  });

  it('records a promotion and a demotion differently: each change before and after, the name as it was', async () => {
    const target = await signIn(app, { role: 'hr', displayName: 'Hugo Hiring' });
    const label = `Hugo Hiring <${target.operator.email}>`;
    await admin.patch(ADMIN_API.operator(target.operator.id)).send({ role: 'admin' }).expect(200);
    await admin.patch(ADMIN_API.operator(target.operator.id)).send({ role: 'sales' }).expect(200);
    await admin
      .patch(ADMIN_API.operator(target.operator.id))
      .send({ displayName: 'Hugo Renamed', disabled: true })
      .expect(200);
    await admin.patch(ADMIN_API.operator(target.operator.id)).send({ disabled: false }).expect(200);

    const [enabled, renamed, demoted, promoted] = await entriesOn(target.operator.id);
    expect(promoted).toMatchObject({
      actor: `Rita Reviewer <${admin.operator.email}>`,
      targetLabel: label,
      changes: [{ field: 'role', from: 'hr', to: 'admin' }],
    });
    expect(demoted).toMatchObject({
      targetLabel: label,
      changes: [{ field: 'role', from: 'admin', to: 'sales' }],
    });
    expect(renamed).toMatchObject({
      targetLabel: label,
      changes: [
        { field: 'name', from: 'Hugo Hiring', to: 'Hugo Renamed' },
        { field: 'account', from: 'enabled', to: 'disabled' },
      ],
    });
    // Named as they were at the time: the rename does not rewrite the earlier entries.
    expect(enabled).toMatchObject({
      targetLabel: `Hugo Renamed <${target.operator.email}>`,
      changes: [{ field: 'account', from: 'disabled', to: 'enabled' }],
    });
  });

  it('names the operator in the creation and session-ending entries', async () => {
    const created = await admin
      .post(ADMIN_API.operators)
      .send({
        email: `new-${Date.now()}@example.com`,
        displayName: 'Nina New',
        role: 'hr',
        password: 'correct horse battery staple 42',
      })
      .expect(201);
    await admin.delete(ADMIN_API.operatorSessions(created.body.id)).expect(204);
    const entries = (await admin.get(`${ADMIN_API.audit}?actorId=${admin.operator.id}`).expect(200)).body
      .items as AuditEntry[];
    const about = entries.filter((entry) => entry.target === `operator ${created.body.id}`);
    expect(about.map((entry) => [entry.action, entry.targetLabel])).toEqual([
      ['operator-sessions-ended', `Nina New <${created.body.email}>`],
      ['operator-created', `Nina New <${created.body.email}>`],
    ]);
    expect(about[1]!.changes).toEqual([{ field: 'role', from: null, to: 'hr' }]);
  });
});
