import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  ADMIN_API,
  STEP_UP_PATH,
  STEP_UP_REQUIRED_DETAIL,
  STEP_UP_REQUIRED_TYPE,
} from '@orbitwise/contracts/admin';
import { INTEGRATION_ADMIN_API } from '@orbitwise/contracts/integrations';
import { generate } from 'otplib';
import type { Response, Test } from 'supertest';
import { DataSource } from 'typeorm';
import { ApiClient } from '../../test/api-client';
import { privateDatabase } from '../../test/hostile/private-database';
import { randomPassword, signIn, type OperatorClient } from '../../test/operator-session';
import { envelopeId, submitEnquiry } from '../../test/submissions';
import { testConfig } from '../../test/test-app';
import { createApp } from '../app.factory';
import { buildOpenApiDocument } from '../openapi';
import { WRONG_CODE, WRONG_PASSWORD } from './step-up.service';

/** A public literal address: creating an endpoint sends nothing, and no submission follows it here. */
const WEBHOOK_URL = 'https://93.184.216.34/hooks/step-up';

/** What the privileged actions change, row by row. */
const STATE_SQL: Record<string, string> = {
  operator: 'SELECT id, email, role, disabled FROM operator ORDER BY id',
  operator_session: 'SELECT operator_id, token_hash FROM operator_session ORDER BY token_hash',
  integration_key: 'SELECT id, name, scopes, secret_sha256, revoked_at FROM integration_key ORDER BY id',
  notification_recipients: 'SELECT area, addresses FROM notification_recipients ORDER BY area',
  acknowledgement_setting: 'SELECT kind, enabled FROM acknowledgement_setting ORDER BY kind',
  webhook_endpoint: 'SELECT id, url, kinds, enabled, secret FROM webhook_endpoint ORDER BY id',
  retention_setting: 'SELECT kind, days FROM retention_setting ORDER BY kind',
  submission: 'SELECT id FROM submission ORDER BY id',
  audit_log: "SELECT id FROM audit_log WHERE action NOT IN ('sign-in') ORDER BY id",
};

interface Ids {
  sales: string;
  hr: string;
  key: string;
  otherKey: string;
  webhook: string;
  submission: string;
  subjectEmail: string;
}

/** Every privileged action, and the status it answers once allowed. */
const ACTIONS: { name: string; call: (admin: OperatorClient, ids: Ids) => Test; status: number }[] = [
  {
    name: 'create an operator',
    call: (admin) =>
      admin.post(ADMIN_API.operators).send({
        email: 'new-admin@example.com',
        displayName: 'New Admin',
        role: 'admin',
        password: randomPassword(),
      }),
    status: 201,
  },
  {
    name: "change an operator's role",
    call: (admin, ids) => admin.patch(ADMIN_API.operator(ids.sales)).send({ role: 'admin' }),
    status: 200,
  },
  {
    name: 'disable an operator',
    call: (admin, ids) => admin.patch(ADMIN_API.operator(ids.hr)).send({ disabled: true }),
    status: 200,
  },
  {
    name: "end another operator's sessions",
    call: (admin, ids) => admin.delete(ADMIN_API.operatorSessions(ids.sales)),
    status: 204,
  },
  {
    name: 'create an integration key',
    call: (admin) =>
      admin
        .post(INTEGRATION_ADMIN_API.keys)
        .send({ name: 'Reads everything', scopes: ['read:applications'] }),
    status: 201,
  },
  { name: 'roll a key', call: (admin, ids) => admin.post(INTEGRATION_ADMIN_API.roll(ids.key)), status: 201 },
  {
    name: 'revoke a key',
    call: (admin, ids) => admin.post(INTEGRATION_ADMIN_API.revoke(ids.otherKey)),
    status: 200,
  },
  {
    name: 'change the notification recipients',
    call: (admin) =>
      admin.put(ADMIN_API.notificationSettings).send({
        recipients: { leads: ['attacker@example.com'], applications: ['attacker@example.com'] },
        acknowledgement: {
          enquiry: false,
          contact: false,
          event: false,
          'it-support': false,
          newsletter: false,
          application: false,
        },
      }),
    status: 200,
  },
  {
    name: 'create a webhook endpoint',
    call: (admin) => admin.post(ADMIN_API.webhooks).send({ url: WEBHOOK_URL, kinds: ['application'] }),
    status: 201,
  },
  {
    name: 'change a webhook endpoint',
    call: (admin, ids) => admin.patch(ADMIN_API.webhook(ids.webhook)).send({ url: `${WEBHOOK_URL}/changed` }),
    status: 200,
  },
  {
    name: 'delete a webhook endpoint',
    call: (admin, ids) => admin.delete(ADMIN_API.webhook(ids.webhook)),
    status: 204,
  },
  {
    name: 'change the retention',
    call: (admin) =>
      admin
        .put(ADMIN_API.retention)
        .send({ enquiry: 1, contact: 1, event: 1, 'it-support': 1, newsletter: 1, application: 1 }),
    status: 200,
  },
  {
    name: 'erase a submission',
    call: (admin, ids) => admin.delete(ADMIN_API.submission(ids.submission)),
    status: 204,
  },
  {
    name: 'erase everything one address sent',
    call: (admin, ids) =>
      admin.delete(`${ADMIN_API.dataSubject}?email=${encodeURIComponent(ids.subjectEmail)}`),
    status: 200,
  },
];

const RETENTION = ACTIONS.findIndex((action) => action.name === 'change the retention');

const codeFor = (secret: string) => generate({ secret });

describe('Step-up for privileged actions', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let dropDatabase: () => Promise<void>;
  let admin: OperatorClient;
  let ids: Ids;

  const state = async () =>
    Object.fromEntries(
      await Promise.all(Object.entries(STATE_SQL).map(async ([table, sql]) => [table, await db.query(sql)])),
    );
  const signedInMinutesAgo = (client: OperatorClient, minutes: number) =>
    db.query(
      `UPDATE operator_session SET authenticated_at = now() - make_interval(mins => $2) WHERE operator_id = $1`,
      [client.operator.id, minutes],
    );
  const describeResponse = (response: Response) => `${response.status} ${JSON.stringify(response.body)}`;

  beforeAll(async () => {
    const database = await privateDatabase('step_up');
    dropDatabase = database.drop;
    app = await createApp(testConfig(), database.url);
    db = app.get(DataSource);
    admin = await signIn(app, { role: 'admin', displayName: 'Ada Admin' });
    const [sales, hr] = await Promise.all([signIn(app, { role: 'sales' }), signIn(app, { role: 'hr' })]);
    const visitor = await ApiClient.create(app);
    const [erased, subject] = ['erased@example.com', 'subject@example.com'];
    await submitEnquiry(visitor, erased);
    await submitEnquiry(visitor, subject);
    const key = async (name: string) =>
      (
        await admin
          .post(INTEGRATION_ADMIN_API.keys)
          .send({ name, scopes: ['read:leads'] })
          .expect(201)
      ).body.key.id as string;
    const webhook = await admin.post(ADMIN_API.webhooks).send({ url: WEBHOOK_URL, kinds: ['enquiry'] });
    expect(describeResponse(webhook)).toMatch(/^201 /);
    ids = {
      sales: sales.operator.id,
      hr: hr.operator.id,
      key: await key('To roll'),
      otherKey: await key('To revoke'),
      webhook: String(webhook.body.id),
      submission: await envelopeId(db, erased),
      subjectEmail: subject,
    };
  });
  afterAll(async () => {
    await app.close();
    await dropDatabase();
  });

  it('refuses every privileged action from a sign-in over 15 minutes old, changing nothing, then allows it after a step-up', async () => {
    await signedInMinutesAgo(admin, 16);
    const before = await state();
    for (const action of ACTIONS) {
      const refused = await action.call(admin, ids);
      expect(`${action.name}: ${refused.status}`).toBe(`${action.name}: 403`);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.body).toMatchObject({
        type: STEP_UP_REQUIRED_TYPE,
        status: 403,
        detail: STEP_UP_REQUIRED_DETAIL,
      });
    }
    expect(await state()).toEqual(before);

    await admin.post(STEP_UP_PATH).send({ password: admin.password }).expect(204);
    for (const action of ACTIONS) {
      const allowed = await action.call(admin, ids);
      expect(`${action.name}: ${describeResponse(allowed)}`).toMatch(
        new RegExp(`^${action.name}: ${action.status} `),
      );
    }
    const after = await state();
    expect(after.operator).toContainEqual(expect.objectContaining({ id: ids.sales, role: 'admin' }));
    expect(after.operator).toContainEqual(expect.objectContaining({ id: ids.hr, disabled: true }));
    // The endpoint made before was changed, then deleted; the one the action list created stays.
    expect(after.webhook_endpoint).toEqual([
      expect.objectContaining({ url: WEBHOOK_URL, kinds: ['application'] }),
    ]);
    expect(after.webhook_endpoint[0].id).not.toBe(ids.webhook);
    expect(after.submission).toEqual([]);
    expect(after.operator_session.map((row: { operator_id: string }) => row.operator_id)).not.toContain(
      ids.sales,
    );
    const [audit] = await db.query(
      `SELECT action, actor_id AS "actorId" FROM audit_log WHERE action = 'stepped-up' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({ action: 'stepped-up', actorId: admin.operator.id });
  });

  it('documents the refusal on each privileged call, and the step-up call, in the OpenAPI document', () => {
    const { paths } = buildOpenApiDocument(app, 'https://www.example.com');
    const privileged: [string, string][] = [
      ['/api/admin/operators', 'post'],
      ['/api/admin/operators/{id}', 'patch'],
      ['/api/admin/operators/{id}/sessions', 'delete'],
      ['/api/admin/account/two-factor/enrolment', 'post'],
      ['/api/admin/account/two-factor', 'post'],
      ['/api/admin/integration-keys', 'post'],
      ['/api/admin/integration-keys/{id}/roll', 'post'],
      ['/api/admin/integration-keys/{id}/revoke', 'post'],
      ['/api/admin/settings/notifications', 'put'],
      ['/api/admin/webhooks', 'post'],
      ['/api/admin/webhooks/{id}', 'patch'],
      ['/api/admin/webhooks/{id}', 'delete'],
      ['/api/admin/settings/retention', 'put'],
      ['/api/admin/submissions/{id}', 'delete'],
      ['/api/admin/data-subject', 'delete'],
    ];
    const refusal = (path: string, method: string) =>
      (paths[path] as Record<string, { responses: Record<string, { description: string }> }>)[method]!
        .responses['403']?.description ?? '';
    for (const [path, method] of privileged) {
      expect(`${method} ${path}: ${refusal(path, method)}`).toContain(STEP_UP_REQUIRED_TYPE);
    }
    expect(refusal(ADMIN_API.operators, 'get')).not.toContain(STEP_UP_REQUIRED_TYPE);
    expect(Object.keys(paths[STEP_UP_PATH]!.post!.responses).sort()).toEqual(
      expect.arrayContaining(['204', '400', '401', '403', '429']),
    );
  });

  it('allows them from a sign-in under 15 minutes old, and reads, which need no step-up, from any', async () => {
    await signedInMinutesAgo(admin, 14);
    await ACTIONS[RETENTION]!.call(admin, ids).expect(200);
    await signedInMinutesAgo(admin, 600);
    await admin.get(ADMIN_API.operators).expect(200);
    await admin.get(INTEGRATION_ADMIN_API.keys).expect(200);
    await admin.get(ADMIN_API.notificationSettings).expect(200);
  });

  it('steps up only with the right password, leaving the sign-in time alone otherwise', async () => {
    await signedInMinutesAgo(admin, 30);
    const wrong = await admin.post(STEP_UP_PATH).send({ password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ password: [WRONG_PASSWORD] });
    await ACTIONS[RETENTION]!.call(admin, ids).expect(403);
  });

  it('refuses starting and confirming two-factor enrolment from a stale sign-in, so an open session cannot lock its owner out', async () => {
    const owner = await signIn(app, { role: 'sales' });
    const twoFactorColumns = async () =>
      (
        await db.query('SELECT totp_secret, totp_pending_secret FROM operator WHERE id = $1', [
          owner.operator.id,
        ])
      )[0];
    const expectStepUpRequired = (response: Response) => {
      expect(describeResponse(response)).toMatch(/^403 /);
      expect(response.body).toMatchObject({ type: STEP_UP_REQUIRED_TYPE, detail: STEP_UP_REQUIRED_DETAIL });
    };

    await signedInMinutesAgo(owner, 16);
    expectStepUpRequired(await owner.post(ADMIN_API.accountTwoFactorEnrolment));
    expect(await twoFactorColumns()).toEqual({ totp_secret: null, totp_pending_secret: null });

    await owner.post(STEP_UP_PATH).send({ password: owner.password }).expect(204);
    const { secret } = (await owner.post(ADMIN_API.accountTwoFactorEnrolment).expect(200)).body;
    await signedInMinutesAgo(owner, 16);
    expectStepUpRequired(await owner.post(ADMIN_API.accountTwoFactor).send({ code: await codeFor(secret) }));
    expect((await twoFactorColumns()).totp_secret).toBeNull();

    await owner.post(STEP_UP_PATH).send({ password: owner.password }).expect(204);
    const enabled = await owner.post(ADMIN_API.accountTwoFactor).send({ code: await codeFor(secret) });
    expect(describeResponse(enabled)).toMatch(/^200 /);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect((await twoFactorColumns()).totp_secret).not.toBeNull();
  });

  it('asks an operator with two-factor sign-in for a current code as well, and spends it', async () => {
    const other = await signIn(app, { role: 'admin' });
    const { secret } = (await other.post(ADMIN_API.accountTwoFactorEnrolment).expect(200)).body;
    await other
      .post(ADMIN_API.accountTwoFactor)
      .send({ code: await codeFor(secret) })
      .expect(200);
    await signedInMinutesAgo(other, 20);

    const passwordOnly = await other.post(STEP_UP_PATH).send({ password: other.password });
    expect(passwordOnly.status).toBe(400);
    expect(Object.keys(passwordOnly.body.errors)).toEqual(['code']);
    const wrongCode = await other.post(STEP_UP_PATH).send({ password: other.password, code: '000000' });
    expect(wrongCode.body.errors).toEqual({ code: [WRONG_CODE] });
    await ACTIONS[RETENTION]!.call(other, ids).expect(403);

    // The code of enrolment was spent; the next step's code is new.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await other.post(STEP_UP_PATH).send({ password: other.password, code: next }).expect(204);
    await ACTIONS[RETENTION]!.call(other, ids).expect(200);
  });
});
