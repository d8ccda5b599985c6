import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  API_PATHS,
  CONTACT_US_EXAMPLES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@orbitwise/contracts';
import { INTEGRATION_ADMIN_API, type IntegrationKeySecretResponse } from '@orbitwise/contracts/integrations';
import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import { ApiClient } from '../../../test/api-client';
import { visitorEmail } from '../../../test/console-app';
import { createKey, KeyClient } from '../../../test/integration-keys';
import { signIn, type OperatorClient } from '../../../test/operator-session';
import { createTestApp } from '../../../test/test-app';
import { Database } from '../../platform/database/database';
import { SESSION_COOKIE } from '../../security/csrf.service';
import { keyCaller, sessionCaller } from './idempotency-scope';
import { MISMATCH_DETAIL } from './idempotency.service';

const lead = (label: string) => ({ ...CONTACT_US_EXAMPLES.contact, email: visitorEmail(label) });
const replayed = (response: Response) => response.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()];

/**
 * An `Idempotency-Key` belongs to its caller (the IETF draft, Stripe): two partners, or two
 * visitors, who pick the same key each get their own lead stored; a caller's own retry gets its
 * first answer; a key's roll keeps its partner's keys.
 */
describe('Idempotency-Key per caller', () => {
  let app: NestExpressApplication;
  let db: Database;
  let admin: OperatorClient;

  const stored = async (email: string) =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM enquiry WHERE email = $1', [email]))[0]!.n;
  const scopes = async (key: string) =>
    (
      await db.query<{ scope: string }>('SELECT scope FROM idempotency_key WHERE key = $1 ORDER BY scope', [
        key,
      ])
    ).map((row) => row.scope);

  const partner = async (name: string): Promise<[KeyClient, IntegrationKeySecretResponse]> => {
    const created = await createKey(admin, ['submit:contact'], name);
    return [new KeyClient(app, created.secret, '10.97.1.1'), created];
  };
  const post = (client: KeyClient, key: string, body: object) =>
    client.post(API_PATHS.addContactUs).set(IDEMPOTENCY_KEY_HEADER, key).send(body);

  beforeAll(async () => {
    app = await createTestApp();
    db = app.get(Database);
    admin = await signIn(app, { role: 'admin' });
  });
  afterAll(() => app.close());

  it("two partners' leads under the same key are both stored; each retry replays its own", async () => {
    const [a, aKey] = await partner('Partner A');
    const [b, bKey] = await partner('Partner B');
    const key = `lead-0001-${randomUUID()}`;
    const [leadA, leadB] = [lead('partner-a'), lead('partner-b')];

    const first = [await post(a, key, leadA), await post(b, key, leadB)];
    expect(first.map((r) => [r.status, replayed(r)])).toEqual([
      [200, undefined],
      [200, undefined],
    ]);
    expect([await stored(leadA.email), await stored(leadB.email)]).toEqual([1, 1]);

    const retries = [await post(a, key, leadA), await post(b, key, leadB)];
    expect(retries.map((r) => [r.status, replayed(r)])).toEqual([
      [200, 'true'],
      [200, 'true'],
    ]);
    expect([await stored(leadA.email), await stored(leadB.email)]).toEqual([1, 1]);
    // Within its own scope a key still means one body: B sending A's lead under it is refused.
    const other = await post(b, key, leadA);
    expect([other.status, other.body.detail]).toEqual([422, MISMATCH_DETAIL]);
    expect(await stored(leadA.email)).toBe(1);
    expect(await scopes(key)).toEqual(
      [aKey.key.id, bKey.key.id].map((id) => `${keyCaller(id)} ${API_PATHS.addContactUs}`).sort(),
    );
  });

  it("two visitors' sessions under the same key each store their own; a session's retry replays", async () => {
    const [one, two] = [await ApiClient.create(app), await ApiClient.create(app)];
    const key = randomUUID();
    const [leadOne, leadTwo] = [lead('session-one'), lead('session-two')];
    const captcha = await one.solveCaptcha();
    const send = (visitor: ApiClient, body: object, solution?: string) =>
      solution
        ? visitor.post(API_PATHS.addContactUs, solution).set(IDEMPOTENCY_KEY_HEADER, key).send(body)
        : visitor.submit(API_PATHS.addContactUs, body, { [IDEMPOTENCY_KEY_HEADER]: key });

    const answers = [await send(one, leadOne, captcha), await send(two, leadTwo)];
    expect(answers.map((r) => [r.status, replayed(r)])).toEqual([
      [200, undefined],
      [200, undefined],
    ]);
    // The lost answer's retry carries the same (spent) captcha.
    const retry = await send(one, leadOne, captcha);
    expect([retry.status, replayed(retry)]).toEqual([200, 'true']);
    expect([await stored(leadOne.email), await stored(leadTwo.email)]).toEqual([1, 1]);

    // The table holds the session's SHA-256, never the cookie itself.
    const sessionIds = [one, two].map(
      (v) => new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(v.session.cookie)![1]!,
    );
    const kept = await scopes(key);
    expect(kept).toEqual(sessionIds.map((id) => `${sessionCaller(id)} ${API_PATHS.addContactUs}`).sort());
    for (const id of sessionIds) expect(kept.join(' ')).not.toContain(id);
  });

  it("a key's roll keeps its partner's keys: the retry sent with the new secret gets the first answer", async () => {
    const [before, created] = await partner('Partner rolling');
    const key = randomUUID();
    const body = lead('rolled');
    expect((await post(before, key, body)).status).toBe(200);

    // Rolled twice: the scope is the first key of the line, found through each `rolled_from`.
    let secret = created.secret;
    let id = created.key.id;
    for (let roll = 0; roll < 2; roll++) {
      const rolled = await admin.post(INTEGRATION_ADMIN_API.roll(id)).expect(201);
      ({ secret } = rolled.body as IntegrationKeySecretResponse);
      id = (rolled.body as IntegrationKeySecretResponse).key.id;
    }
    expect((await post(before, key, body)).status).toBe(401);
    const after = new KeyClient(app, secret, '10.97.1.1');
    const retry = await post(after, key, body);
    expect([retry.status, replayed(retry)]).toEqual([200, 'true']);
    const changed = await post(after, key, lead('rolled-other'));
    expect([changed.status, changed.body.detail]).toEqual([422, MISMATCH_DETAIL]);
    expect(await stored(body.email)).toBe(1);
    expect(await scopes(key)).toEqual([`${keyCaller(created.key.id)} ${API_PATHS.addContactUs}`]);
  });
});
