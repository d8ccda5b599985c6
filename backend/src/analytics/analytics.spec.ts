import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_PATHS, ANALYTICS_PATHS, CONTACT_US_EXAMPLES, type AnalyticsReport } from '@orbitwise/contracts';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import type { ApiClient } from '../../test/api-client';
import { createConsoleApp, visitorEmail } from '../../test/console-app';
import type { OperatorClient } from '../../test/operator-session';
import { AnalyticsService } from './analytics.service';

/**
 * The page analytics' data path: the beacon's events, the rollup job on a fake clock (days of 1998,
 * which no other spec writes, so its numbers are exact), retention, and the console's report.
 */
describe('Page analytics', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let visitor: ApiClient;
  let admin: OperatorClient;
  let sales: OperatorClient;
  let hr: OperatorClient;
  let analytics: AnalyticsService;
  let now: Date;

  const at = (iso: string) => (now = new Date(iso));
  const send = (body: object | string, headers: Record<string, string> = {}, ip = '203.0.113.7') =>
    request(app.getHttpServer())
      .post(ANALYTICS_PATHS.events)
      .set({
        'User-Agent': 'Spec browser',
        'Sec-Fetch-Site': 'same-origin',
        'X-Forwarded-For': ip,
        ...headers,
      })
      .type(typeof body === 'string' ? 'text/plain' : 'application/json')
      .send(body);
  const rawCount = async (day: string) =>
    Number((await db.query('SELECT count(*) AS n FROM analytics_event WHERE day = $1', [day]))[0].n);
  const report = async (from: string, to: string, operator = admin) =>
    (await operator.get(`${ANALYTICS_PATHS.report}?from=${from}&to=${to}`).expect(200))
      .body as AnalyticsReport;

  beforeAll(async () => {
    ({ app, db, visitor, admin, sales, hr } = await createConsoleApp({}, { trustProxy: true }));
    analytics = app.get(AnalyticsService);
    // The scheduled job runs on this clock too: it never sees the real days of other specs' rows.
    analytics.clock = () => now;
    at('1998-03-01T10:00:00Z');
  });
  afterAll(() => app?.close());

  it('takes an event as JSON or as sendBeacon’s text/plain: 202, and stores no address or user agent', async () => {
    at('1998-02-01T09:00:00Z');
    await send({ type: 'pageview', path: '/contact', referrer: 'www.example.net' }).expect(202, '');
    await send(JSON.stringify({ type: 'form_view', path: '/contact', form: 'contact' })).expect(202, '');
    const rows = await db.query(
      `SELECT type, path, form, source, octet_length(visitor) AS bytes FROM analytics_event WHERE day = '1998-02-01' ORDER BY id`,
    );
    expect(rows).toEqual([
      { type: 'pageview', path: '/contact', form: null, source: 'www.example.net', bytes: 16 },
      { type: 'form_view', path: '/contact', form: 'contact', source: 'direct', bytes: 16 },
    ]);
    const [{ visitors }] = await db.query(
      `SELECT count(DISTINCT visitor)::int AS visitors FROM analytics_event WHERE day = '1998-02-01'`,
    );
    expect(visitors).toBe(1);
  });

  it('stores nothing and answers 204 when the browser sends DNT: 1 or Sec-GPC: 1', async () => {
    at('1998-02-02T09:00:00Z');
    await send({ type: 'pageview', path: '/' }, { DNT: '1' }).expect(204, '');
    await send({ type: 'pageview', path: '/' }, { 'Sec-GPC': '1' }).expect(204, '');
    expect(await rawCount('1998-02-02')).toBe(0);
  });

  it('refuses another site’s event (403) and an invalid one (400 problem details), storing nothing', async () => {
    at('1998-02-03T09:00:00Z');
    await send({ type: 'pageview', path: '/' }, { 'Sec-Fetch-Site': 'cross-site' }).expect(403);
    const invalid: object[] = [
      { type: 'pageview', path: '/contact?email=a@example.com' },
      { type: 'pageview', path: 'https://evil.example/' },
      { type: 'pageview', path: `/${'a'.repeat(200)}` },
      { type: 'pageview', path: '/', form: 'contact' },
      { type: 'form_sent', path: '/' },
      { type: 'click', path: '/' },
      { type: 'pageview', path: '/', utm: 'me@example.com' },
      { type: 'pageview', path: '/', referrer: 'https://www.example.net/page' },
      { type: 'pageview', path: '/', ip: '1.2.3.4' },
    ];
    for (const body of invalid) {
      const response = await send(body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    await send('not json').expect(400);
    expect(await rawCount('1998-02-03')).toBe(0);
  });

  it('rolls up each ended day, deletes raw events after 48 hours and each day’s salt once it ended', async () => {
    at('1998-03-01T08:00:00Z');
    await send({ type: 'pageview', path: '/', utm: 'autumn-mail' }, {}, '198.51.100.1');
    await send({ type: 'pageview', path: '/training' }, {}, '198.51.100.1');
    await send({ type: 'form_view', path: '/training', form: 'enquiry' }, {}, '198.51.100.1');
    await send({ type: 'form_start', path: '/training', form: 'enquiry' }, {}, '198.51.100.1');
    await send({ type: 'form_sent', path: '/training', form: 'enquiry' }, {}, '198.51.100.1');
    await send({ type: 'pageview', path: '/', referrer: 'search.example' }, {}, '198.51.100.2');
    await send({ type: 'form_view', path: '/', form: 'enquiry' }, {}, '198.51.100.2');
    await send({ type: 'pageview', path: '/' }, {}, '198.51.100.3');
    at('1998-03-02T12:00:00Z');
    await send({ type: 'pageview', path: '/' }, {}, '198.51.100.1');
    await send({ type: 'pageview', path: '/' }, {}, '198.51.100.1');
    expect(
      (await db.query(`SELECT day::text FROM analytics_salt WHERE day >= '1998-03-01' ORDER BY day`)).map(
        (row: { day: string }) => row.day,
      ),
    ).toEqual(['1998-03-01', '1998-03-02']);

    // The live report (no rollup yet) and the rolled-up one agree.
    const live = await report('1998-03-01', '1998-03-03');
    at('1998-03-02T12:30:00Z');
    // Earlier tests' days (February) are rolled up too.
    expect((await analytics.rollUp()).filter((day) => day >= '1998-03')).toEqual(['1998-03-01']);
    expect(await report('1998-03-01', '1998-03-03')).toEqual(live);
    expect(await db.query(`SELECT day::text FROM analytics_salt WHERE day >= '1998-03-01'`)).toEqual([
      { day: '1998-03-02' },
    ]);
    expect(await db.query(`SELECT * FROM analytics_day WHERE day = '1998-03-01'`)).toEqual([
      expect.objectContaining({ visitors: 3, page_views: 4 }),
    ]);
    expect(await rawCount('1998-03-01')).toBe(8);

    at('1998-03-03T08:00:01Z');
    expect(await analytics.rollUp()).toEqual(['1998-03-02']);
    expect(await rawCount('1998-03-01')).toBe(0);
    expect(await rawCount('1998-03-02')).toBe(2);
    expect(await db.query(`SELECT day FROM analytics_salt WHERE day >= '1998-03-01'`)).toEqual([]);

    expect(await report('1998-03-01', '1998-03-03')).toEqual({
      from: '1998-03-01',
      to: '1998-03-03',
      totals: { visitors: 4, pageViews: 6 },
      days: [
        { date: '1998-03-01', visitors: 3, pageViews: 4 },
        { date: '1998-03-02', visitors: 1, pageViews: 2 },
        { date: '1998-03-03', visitors: 0, pageViews: 0 },
      ],
      topPages: [
        { path: '/', visitors: 4, pageViews: 5 },
        { path: '/training', visitors: 1, pageViews: 1 },
      ],
      topSources: [
        { source: 'direct', visitors: 2 },
        { source: 'autumn-mail', visitors: 1 },
        { source: 'search.example', visitors: 1 },
      ],
      funnels: [
        { form: 'enquiry', viewed: 2, started: 1, sent: 1, conversionRate: 0.5 },
        ...['contact', 'event', 'it-support', 'newsletter', 'application'].map((form) => ({
          form,
          viewed: 0,
          started: 0,
          sent: 0,
          conversionRate: 0,
        })),
      ],
      submissions: [],
    });
  });

  it('deletes the rollups past the retention setting, which only an admin changes', async () => {
    await sales.put(ANALYTICS_PATHS.settings).send({ retentionMonths: 1 }).expect(403);
    await admin.put(ANALYTICS_PATHS.settings).send({ retentionMonths: 0 }).expect(400);
    await admin
      .put(ANALYTICS_PATHS.settings)
      .send({ retentionMonths: 1 })
      .expect(200, { retentionMonths: 1 });
    try {
      at('1998-04-02T12:00:00Z'); // one month back: 1998-03-02 is the oldest day kept
      await analytics.rollUp();
      expect(
        await db.query(`SELECT day::text FROM analytics_day WHERE day >= '1998-03-01' ORDER BY day`),
      ).toEqual([{ day: '1998-03-02' }]);
      expect(
        Number(
          (await db.query(`SELECT count(*) AS n FROM analytics_day_page WHERE day = '1998-03-01'`))[0].n,
        ),
      ).toBe(0);
    } finally {
      await admin.put(ANALYTICS_PATHS.settings).send({ retentionMonths: 25 }).expect(200);
    }
  });

  it('reports the leads by kind and source from their attribution, the kinds the role sees', async () => {
    const source = `spec-${Date.now()}`;
    for (const attribution of [
      { last: { source, medium: 'email' } },
      { last: { source } },
      { first: { referrer: 'partner.example' } },
    ]) {
      const body = { ...CONTACT_US_EXAMPLES.enquiry, email: visitorEmail('analytics'), attribution };
      await visitor.submit(API_PATHS.addContactUs, body).then((r) => expect(r.status).toBe(200));
    }
    const today = new Date().toISOString().slice(0, 10);
    const { submissions } = await report(today, today, sales);
    expect(submissions).toContainEqual({ kind: 'enquiry', source, count: 2 });
    expect(
      submissions.find((row) => row.kind === 'enquiry' && row.source === 'direct')?.count,
    ).toBeGreaterThanOrEqual(1);
    await hr.get(`${ANALYTICS_PATHS.report}?from=${today}&to=${today}`).expect(403);
  });

  it('refuses an invalid period with 400 problem details', async () => {
    for (const query of [
      'from=1998-03-01',
      'from=1998-02-30&to=1998-03-01',
      'from=1998-03-02&to=1998-03-01',
      'from=1998-01-01&to=2002-01-02',
      'from=01-03-2001&to=1998-03-01',
      'from=1998-03-01&from=1998-03-02&to=1998-03-03',
    ]) {
      const response = await admin.get(`${ANALYTICS_PATHS.report}?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(Object.keys(response.body.errors ?? {})).not.toHaveLength(0);
    }
    await admin.get(`${ANALYTICS_PATHS.report}?from=1998-01-01&to=1998-12-31`).expect(200);
  });
});
