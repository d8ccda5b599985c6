import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { SubscriptionsService } from '../../src/submissions/subscriptions/subscriptions.service';
import { testConfig } from '../test-app';
import { privateDatabase } from './private-database';
import { sendRaw } from './raw-http';
import { stateSnapshot } from './state-snapshot';

const STATE = {
  subscription: 'SELECT id, state, confirmed_at, unsubscribed_at FROM subscription ORDER BY id',
};

/**
 * The newsletter's links (confirm, the unsubscribe link, the one-click POST) against hostile tokens:
 * each answers 303 to the site's "link expired" page, reflects nothing, changes nothing.
 */
describe('Hostile input to /api/newsletter/confirm and /api/newsletter/unsubscribe', () => {
  let app: NestExpressApplication;
  let port: number;
  let db: DataSource;
  let dropDatabase: () => Promise<void>;
  let pendingId: string;
  let unsubscribeToken: string;

  beforeAll(async () => {
    const database = await privateDatabase('newsletter_hostile');
    dropDatabase = database.drop;
    app = await createApp(testConfig(), database.url);
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as AddressInfo).port;
    db = app.get(DataSource);
    const [row] = await db.query<{ id: string }[]>(
      `INSERT INTO subscription (email, user_activation_date, is_active) VALUES ('h@example.com', now(), true)
       RETURNING id::text`,
    );
    pendingId = row!.id;
    unsubscribeToken = new URL(app.get(SubscriptionsService).unsubscribeUrl(pendingId)).searchParams.get(
      'token',
    )!;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await dropDatabase?.();
  });

  const hostileTokens = (): [string, string][] => [
    ['no token', ''],
    ['an empty token', 'token='],
    ['two tokens', 'token=a&token=b'],
    ['a token as an object', 'token[a]=1'],
    ['markup', `token=${encodeURIComponent('"><script>alert(1)</script>')}`],
    ['NUL and invalid UTF-8', 'token=%00%ff%fe'],
    ['a very long token', `token=${'c.1.'.repeat(1000)}`],
    ['an id past bigint', `token=c.99999999999999999999.1.${'A'.repeat(43)}`],
    ['a forged MAC', `token=c.${'1'}.9999999999.${'A'.repeat(43)}`],
    ['the unsubscribe token used to confirm', `token=${unsubscribeToken}`],
    ['a MAC of the wrong length', `token=u.1.${'A'.repeat(42)}`],
  ];

  const SKIP: Record<string, string> = {
    'POST /api/newsletter/unsubscribe': 'the unsubscribe token used to confirm',
  };
  const ONE_CLICK: Record<string, object> = {
    'POST /api/newsletter/confirm': { confirmed: false },
    'POST /api/newsletter/unsubscribe': { unsubscribed: false },
  };

  it.each([
    'GET /api/newsletter/confirm',
    'HEAD /api/newsletter/confirm',
    'POST /api/newsletter/confirm',
    'POST /api/newsletter/unsubscribe',
  ])('%s: sends every hostile token to the link-expired page and changes nothing', async (call) => {
    const [method, path] = call.split(' ') as [string, string];
    const before = await stateSnapshot(db, STATE);
    for (const [name, query] of hostileTokens()) {
      if (SKIP[call] === name) continue;
      // As a browser (the page's button, the e-mail's link): the link-expired page.
      const response = await sendRaw(port, {
        method,
        path: `${path}?${query}`,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Mode': 'navigate' },
        body: method === 'POST' ? Buffer.from('List-Unsubscribe=One-Click') : undefined,
      });
      expect({ name, status: response.status, location: response.headers.location }).toEqual({
        name,
        status: 303,
        location: '/newsletter/link-expired',
      });
      if (method !== 'POST') continue;
      // As a mail client's POST: 200, saying nothing was done.
      const oneClick = await sendRaw(port, {
        method,
        path: `${path}?${query}`,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: Buffer.from('List-Unsubscribe=One-Click'),
      });
      expect({ name, status: oneClick.status, body: oneClick.json }).toEqual({
        name,
        status: 200,
        body: ONE_CLICK[call],
      });
    }
    expect(await stateSnapshot(db, STATE)).toBe(before);
  });

  it('GET /api/newsletter/unsubscribe: passes on only a token of ours, never a hostile one, and changes nothing', async () => {
    const before = await stateSnapshot(db, STATE);
    for (const [name, query] of hostileTokens()) {
      const response = await sendRaw(port, { method: 'GET', path: `/api/newsletter/unsubscribe?${query}` });
      const location =
        name === 'the unsubscribe token used to confirm'
          ? `/newsletter/unsubscribe?token=${unsubscribeToken}`
          : '/newsletter/link-expired';
      expect({ name, status: response.status, location: response.headers.location }).toEqual({
        name,
        status: 303,
        location,
      });
    }
    expect(await stateSnapshot(db, STATE)).toBe(before);
  });
});
