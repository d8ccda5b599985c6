import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_PATHS, CONTACT_US_EXAMPLES, USER_SUBSCRIPTION_EXAMPLE } from '@orbitwise/contracts';
import {
  INTEGRATION_ADMIN_API,
  INTEGRATION_API,
  INTEGRATION_KEY_MESSAGES,
} from '@orbitwise/contracts/integrations';
import type { Response } from 'supertest';
import { ApiClient } from '../../test/api-client';
import { visitorEmail } from '../../test/console-app';
import { createKey, KeyClient, problemOf } from '../../test/integration-keys';
import { signIn } from '../../test/operator-session';
import { createTestApp } from '../../test/test-app';
import { NOT_JSON_DETAIL } from '../platform/http/json-body';

const QUOTA = 4;
const WINDOW_SECONDS = 60;

/** The parameters of a `RateLimit: "key";r=3;t=59` answer. */
function serviceLimit(response: Response): { policy: string; r: number; t: number } {
  const match = /^"([^"]+)";r=(\d+);t=(\d+)$/.exec(String(response.headers['ratelimit']));
  if (!match) throw new Error(`No RateLimit header of the draft's form: ${response.headers['ratelimit']}`);
  return { policy: match[1]!, r: Number(match[2]), t: Number(match[3]) };
}

/**
 * Every answer to a call with an integration key tells the key's quota (`RateLimit-Policy`) and
 * what is left of it (`RateLimit`), as draft-ietf-httpapi-ratelimit-headers writes them: a success,
 * a refusal of the call and the key's own 429 alike, counted down by one per call.
 */
describe('RateLimit headers on keyed answers', () => {
  let app: NestExpressApplication;
  let partner: KeyClient;

  beforeAll(async () => {
    app = await createTestApp({ integrationKeyRateLimit: { max: QUOTA, windowSeconds: WINDOW_SECONDS } });
    const admin = await signIn(app, { role: 'admin' });
    const { secret } = await createKey(admin, ['submit:newsletter', 'read:leads'], 'Rate limit headers');
    partner = new KeyClient(app, secret, '10.98.1.1');
  });
  afterAll(() => app.close());

  it('a success, a 400, a 403 and the 429 each carry the policy and the uses left', async () => {
    const answers = [
      await partner.get(INTEGRATION_API.submissions),
      await partner.subscription(visitorEmail('ratelimit')),
      await partner.post(API_PATHS.addUserSubscription).send({ ...USER_SUBSCRIPTION_EXAMPLE, email: 'nope' }),
      // The key has no submit:contact scope.
      await partner.post(API_PATHS.addContactUs).send(CONTACT_US_EXAMPLES.contact),
      await partner.get(INTEGRATION_API.submissions),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 400, 403, 429]);
    for (const answer of answers) {
      expect(answer.headers['ratelimit-policy']).toBe(`"key";q=${QUOTA};w=${WINDOW_SECONDS}`);
    }
    const limits = answers.map(serviceLimit);
    expect(limits.map((l) => [l.policy, l.r])).toEqual([
      ['key', 3],
      ['key', 2],
      ['key', 1],
      ['key', 0],
      ['key', 0],
    ]);
    // Within the window, the seconds until it ends only go down.
    const windowEnds = limits.slice(0, 4).map((l) => l.t);
    for (const [i, t] of windowEnds.entries()) {
      expect(t).toBeGreaterThanOrEqual(1);
      expect(t).toBeLessThanOrEqual(i === 0 ? WINDOW_SECONDS : windowEnds[i - 1]!);
    }
    // The 429 keeps Retry-After, and RateLimit's effective window is the same wait.
    const over = answers[4]!;
    expect(problemOf(over).detail).toBe(INTEGRATION_KEY_MESSAGES.rateLimited);
    expect(limits[4]!.t).toBe(Number(over.headers['retry-after']));
    expect(limits[4]!.t).toBeGreaterThanOrEqual(1);
  });

  it('a body the server cannot read is refused after the key: a wrong key is a 401, a valid one counts', async () => {
    const admin = await signIn(app, { role: 'admin' });
    const { secret } = await createKey(admin, ['submit:newsletter'], 'Rate limit and unreadable bodies');
    const partner = new KeyClient(app, secret, '10.98.1.3');
    const notJson = await partner
      .post(API_PATHS.addUserSubscription)
      .set('Content-Type', 'application/json')
      .send('{bad');
    const tooLarge = await partner
      .post(API_PATHS.addUserSubscription)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ ...USER_SUBSCRIPTION_EXAMPLE, email: 'x'.repeat(200_000) }));
    expect([notJson.status, tooLarge.status]).toEqual([400, 413]);
    expect([serviceLimit(notJson).r, serviceLimit(tooLarge).r]).toEqual([QUOTA - 1, QUOTA - 2]);
    expect(problemOf(notJson).detail).toBe(NOT_JSON_DETAIL);

    const wrongKey = await new KeyClient(app, `ow_live_${'A'.repeat(43)}`, '10.98.1.4')
      .post(API_PATHS.addUserSubscription)
      .set('Content-Type', 'application/json')
      .send('{bad');
    expect(wrongKey.status).toBe(401);
    expect(problemOf(wrongKey).detail).toBe(INTEGRATION_KEY_MESSAGES.invalid);
  });

  it("a roll keeps the key's quota: the new secret goes on counting what the old one spent", async () => {
    const admin = await signIn(app, { role: 'admin' });
    const { key, secret } = await createKey(admin, ['read:leads'], 'Rate limit across a roll');
    const first = await new KeyClient(app, secret, '10.98.1.2').get(INTEGRATION_API.submissions);
    expect(serviceLimit(first).r).toBe(QUOTA - 1);
    const rolled = await admin.post(INTEGRATION_ADMIN_API.roll(key.id)).expect(201);
    const next = new KeyClient(app, (rolled.body as { secret: string }).secret, '10.98.1.2');
    const afterRoll = await next.get(INTEGRATION_API.submissions);
    expect(afterRoll.status).toBe(200);
    expect(serviceLimit(afterRoll).r).toBe(QUOTA - 2);
  });

  it("a browser's call (no key) carries none: its limit is per address, not a partner's quota", async () => {
    const visitor = await ApiClient.create(app);
    const answer = await visitor.submit(API_PATHS.addUserSubscription, {
      ...USER_SUBSCRIPTION_EXAMPLE,
      email: visitorEmail('ratelimit-browser'),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['ratelimit']).toBeUndefined();
    expect(answer.headers['ratelimit-policy']).toBeUndefined();
  });
});
