import type { NestExpressApplication } from '@nestjs/platform-express';
import { ADMIN_API, LOGIN_THROTTLE, type AuditEntry } from '@orbitwise/contracts/admin';
import {
  attemptSignIn,
  randomIp,
  randomPassword,
  signIn,
  uniqueEmail,
  type OperatorClient,
} from '../../test/operator-session';
import { createTestApp } from '../../test/test-app';
import { OperatorsService } from '../operators/operators.service';
import { Database } from '../platform/database/database';
import { AuditService } from './audit.service';

/** The audit trail cannot be flooded by refused sign-ins, and says who and what before → after. */
describe('Audit trail: refused sign-ins counted, failures named, changes before and after', () => {
  let app: NestExpressApplication;
  let db: Database;
  let admin: OperatorClient;

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(Database);
    admin = await signIn(app, { role: 'admin' });
  });
  afterAll(() => app.close());

  const newOperator = async () => {
    const password = randomPassword();
    const operator = await app.get(OperatorsService).create({
      email: uniqueEmail('audited'),
      displayName: 'Olga Operator',
      role: 'sales',
      password,
    });
    return { operator, password };
  };
  const entriesFor = async (action: string, target: string): Promise<AuditEntry[]> =>
    (
      (await admin.get(`${ADMIN_API.audit}?action=${action}&limit=100`).expect(200)).body
        .items as AuditEntry[]
    ).filter((entry) => entry.target === target);
  const failFiveTimes = async (email: string, ip: string) => {
    for (let i = 0; i < LOGIN_THROTTLE.maxFailures; i++) {
      expect((await attemptSignIn(app, { email, password: `wrong-${i}` }, { ip })).response.status).toBe(401);
    }
  };

  it('makes the refused sign-ins of one account in a window one entry with their count, whatever the address', async () => {
    const { operator, password } = await newOperator();
    const ipv4 = randomIp();
    await failFiveTimes(operator.email, ipv4);
    for (let i = 0; i < 30; i++) {
      const { response } = await attemptSignIn(app, { email: operator.email, password }, { ip: ipv4 });
      expect(response.status).toBe(429);
    }
    const prefix = `2001:db8:${(Date.now() % 65_536).toString(16)}:1`;
    await failFiveTimes(operator.email, `${prefix}::1`);
    for (const ip of [`${prefix}::2`, `${prefix}:9::3`]) {
      expect((await attemptSignIn(app, { email: operator.email, password }, { ip })).response.status).toBe(
        429,
      );
    }

    const target = `operator ${operator.id}`;
    const label = `Olga Operator <${operator.email}>`;
    const summary = (entries: AuditEntry[]) =>
      entries.map(({ ip, count, actor, targetLabel }) => ({ ip, count, actor, targetLabel }));
    expect(summary(await entriesFor('sign-in-throttled', target))).toEqual([
      { ip: ipv4, count: 32, actor: null, targetLabel: label },
    ]);
    // Failed sign-ins name the account tried, too, and are counted the same way.
    expect(summary(await entriesFor('sign-in-failed', target))).toEqual([
      { ip: ipv4, count: 2 * LOGIN_THROTTLE.maxFailures, actor: null, targetLabel: label },
    ]);
    const [{ rows }] = (await db.query<{ rows: number }>(
      `SELECT count(*)::int AS rows FROM audit_log WHERE target = $1`,
      [target],
    )) as [{ rows: number }];
    expect(rows).toBe(2);
  });

  it('makes 50 wrong passwords for one account from 50 addresses one entry with count 50', async () => {
    const { operator } = await newOperator();
    const addresses = Array.from({ length: 50 }, (_, i) => `2001:db8:${(i + 1).toString(16)}:${i}::1`);
    addresses[0] = randomIp();
    for (const [i, ip] of addresses.entries()) {
      const { response } = await attemptSignIn(
        app,
        { email: operator.email, password: `wrong-${i}` },
        { ip },
      );
      expect(response.status).toBe(401);
    }
    const target = `operator ${operator.id}`;
    const failed = await entriesFor('sign-in-failed', target);
    expect(failed.map(({ ip, count }) => ({ ip, count }))).toEqual([{ ip: addresses[0], count: 50 }]);
    const [{ rows }] = (await db.query<{ rows: number }>(
      `SELECT count(*)::int AS rows FROM audit_log WHERE target = $1`,
      [target],
    )) as [{ rows: number }];
    expect(rows).toBe(1);
  });

  it('counts wrong passwords for one unknown email from many addresses as one entry', async () => {
    const email = uniqueEmail('nobody');
    const before = await db.query(`SELECT 1 FROM audit_log WHERE action = 'sign-in-failed'`);
    for (let i = 0; i < 20; i++) {
      const { response } = await attemptSignIn(app, { email, password: `wrong-${i}` }, { ip: randomIp() });
      expect(response.status).toBe(401);
    }
    const after = await db.query(`SELECT 1 FROM audit_log WHERE action = 'sign-in-failed'`);
    expect(after.length - before.length).toBe(1);
  });

  it('records the notification recipients and acknowledgements before and after', async () => {
    const before = (await admin.get(ADMIN_API.notificationSettings).expect(200)).body as {
      recipients: Record<string, string[]>;
      acknowledgement: Record<string, boolean>;
    };
    const recipients = { ...before.recipients, leads: ['lena.leads@example.com', 'sam.sales@example.com'] };
    const acknowledgement = { ...before.acknowledgement, enquiry: !before.acknowledgement.enquiry };
    await admin.put(ADMIN_API.notificationSettings).send({ recipients, acknowledgement }).expect(200);
    const [entry] = (await admin.get(`${ADMIN_API.audit}?action=notifications-changed&limit=1`).expect(200))
      .body.items as AuditEntry[];
    const list = (addresses: string[]) => (addresses.length > 0 ? addresses.join(', ') : 'the default');
    expect(entry!.changes).toEqual([
      {
        field: 'leads recipients',
        from: list(before.recipients.leads!),
        to: 'lena.leads@example.com, sam.sales@example.com',
      },
      {
        field: 'enquiry acknowledgement',
        from: before.acknowledgement.enquiry ? 'on' : 'off',
        to: before.acknowledgement.enquiry ? 'off' : 'on',
      },
    ]);
  });

  it('leaves routine submission-viewed entries out unless asked for', async () => {
    const viewer = await signIn(app, { role: 'admin' });
    const actor = { ...viewer.operator, id: viewer.operator.id };
    await app.get(AuditService).record({ actor, action: 'submission-viewed', target: 'submission #1' });
    await app.get(AuditService).record({ actor, action: 'operator-sessions-ended', target: 'operator x' });
    const listed = async (query: string) =>
      (
        (await admin.get(`${ADMIN_API.audit}?actorId=${viewer.operator.id}${query}`).expect(200)).body
          .items as AuditEntry[]
      ).map((entry) => entry.action);
    expect(await listed('')).toEqual(['operator-sessions-ended', 'sign-in']);
    expect(await listed('&includeRoutine=true')).toEqual([
      'operator-sessions-ended',
      'submission-viewed',
      'sign-in',
    ]);
    expect(await listed('&action=submission-viewed')).toEqual(['submission-viewed']);
  });
});
