import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_PATHS, ANALYTICS_PATHS, CONTACT_US_EXAMPLES } from '@orbitwise/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ApiClient } from '../../test/api-client';
import { createTestApp } from '../../test/test-app';
import { AnalyticsService } from './analytics.service';

const PROBE = {
  email: `zephyrine.quillfeather.${Date.now()}@example.com`,
  name: 'Zephyrine Quillfeather',
  phone: '9812345677',
  userAgent: 'PrivacyProbe/9.9 (Quillfeather Navigator)',
  ip: '198.51.100.237',
};

/**
 * No personal data reaches the analytics tables: a visitor with distinctive values sends forms and
 * beacon events (and tries to slip them into an event), the rollup runs, and every row of every
 * analytics table (raw, rollups, salts, setting) and the analytics' rate-limit counters are searched
 * for them, as text and as the hex of a bytea.
 */
describe('Page analytics keep no personal data', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let now: Date;

  beforeAll(async () => {
    app = await createTestApp({ trustProxy: true });
    db = app.get(DataSource);
    const analytics = app.get(AnalyticsService);
    analytics.clock = () => now;
    now = new Date('2002-05-01T09:00:00Z');
  });
  afterAll(() => app?.close());

  const visitorHeaders = { 'User-Agent': PROBE.userAgent, 'X-Forwarded-For': PROBE.ip };
  const beacon = (body: object) =>
    request(app.getHttpServer())
      .post(ANALYTICS_PATHS.events)
      .set({ ...visitorHeaders, 'Sec-Fetch-Site': 'same-origin' })
      .type('text/plain')
      .send(JSON.stringify(body));

  it('finds none of the visitor’s values in any analytics row after the rollup', async () => {
    const visitor = await ApiClient.create(app);
    await beacon({ type: 'pageview', path: '/contact', referrer: 'mail.example.net', utm: 'spring' }).expect(
      202,
    );
    await beacon({ type: 'form_view', path: '/contact', form: 'contact' }).expect(202);
    await beacon({ type: 'form_start', path: '/contact', form: 'contact' }).expect(202);
    const sent = await visitor.submit(
      API_PATHS.addContactUs,
      { ...CONTACT_US_EXAMPLES.contact, email: PROBE.email, userName: PROBE.name, number: PROBE.phone },
      visitorHeaders,
    );
    expect(sent.status).toBe(200);
    await beacon({ type: 'form_sent', path: '/contact', form: 'contact' }).expect(202);
    // Attempts to carry them inside an event are refused.
    for (const smuggled of [
      { type: 'pageview', path: `/contact?email=${PROBE.email}` },
      { type: 'pageview', path: '/contact', utm: PROBE.email },
      { type: 'pageview', path: '/contact', referrer: PROBE.ip },
      { type: 'pageview', path: '/contact', name: PROBE.name },
    ])
      await beacon(smuggled).expect(400);
    expect(
      Number((await db.query(`SELECT count(*) AS n FROM analytics_event WHERE day = '2002-05-01'`))[0].n),
    ).toBe(4);

    now = new Date('2002-05-02T01:00:00Z');
    expect(await app.get(AnalyticsService).rollUp()).toContain('2002-05-01');

    const tables = (
      await db.query<{ table_name: string }[]>(
        `SELECT table_name FROM information_schema.tables
         WHERE table_schema = 'public' AND table_name LIKE 'analytics%' ORDER BY 1`,
      )
    ).map((row) => row.table_name);
    expect(tables).toEqual([
      'analytics_day',
      'analytics_day_form',
      'analytics_day_page',
      'analytics_day_source',
      'analytics_event',
      'analytics_salt',
      'analytics_setting',
    ]);
    const rows: string[] = [];
    for (const table of tables) {
      for (const { row } of await db.query<{ row: string }[]>(`SELECT t::text AS row FROM ${table} t`))
        rows.push(row);
    }
    for (const { key } of await db.query<{ key: string }[]>(
      `SELECT key FROM rate_limit_counter WHERE key LIKE 'analytics:%'`,
    ))
      rows.push(key);
    expect(rows.some((row) => row.includes('2002-05-01'))).toBe(true);
    const text = rows.join('\n').toLowerCase();
    for (const value of Object.values(PROBE)) {
      for (const form of [value.toLowerCase(), Buffer.from(value).toString('hex')]) {
        expect({ value, found: text.includes(form) }).toEqual({ value, found: false });
      }
    }
    // The day's hashes are gone with its raw events' salt: no salt of an ended day is kept.
    expect(await db.query(`SELECT day FROM analytics_salt WHERE day <= '2002-05-01'`)).toEqual([]);
  });
});
