import type { NestExpressApplication } from '@nestjs/platform-express';
import { ADMIN_API } from '@orbitwise/contracts/admin';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Pool, QueryConfig } from 'pg';
import type { DataSource } from 'typeorm';
import { insertApplication, insertEnquiry, insertSubscription, parseCsv } from '../../../test/inbox-fixtures';
import { createConsoleApp } from '../../../test/console-app';
import type { OperatorClient } from '../../../test/operator-session';
import { Database } from '../../platform/database/database';
import { ExportRepository, type ExportRow } from './export.repository';

const D = '2002-05-05';
const DAY = `from=${D}&to=${D}`;
const BULK_DAY = '2002-06-06';
const BULK_ROWS = 5000;

describe('GET /api/admin/submissions/export', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let admin: OperatorClient;
  let hr: OperatorClient;
  let hostile: string;
  let application: string;

  const exportOf = async (client: OperatorClient, query: string) => {
    const response = await client.get(`${ADMIN_API.submissionsExport}?${query}`).responseType('blob');
    return { response, text: (response.body as Buffer).toString('utf8') };
  };

  beforeAll(async () => {
    ({ app, db, admin, hr } = await createConsoleApp());
    hostile = await insertEnquiry(db, {
      at: `${D}T10:00:00Z`,
      name: '=cmd|calc',
      email: 'x@example.com',
      number: '+91-9876543210',
      subject: '@SUM(A1)',
      description: 'line one\r\nsaid "hi", then\t-2+3',
    });
    application = await insertApplication(db, {
      at: `${D}T11:00:00Z`,
      firstName: 'Zofia',
      details: '-10 days',
    });
    await insertSubscription(db, 'news@example.com', `${D}T12:00:00Z`);
    // Straight on a pooled connection: on a busy machine this takes longer than the pool's timeouts.
    const client = await (db.driver as unknown as { master: Pool }).master.connect();
    try {
      await client.query('SET statement_timeout = 0');
      await client.query({
        // Confirmed: only those are leads (double opt-in).
        text: `INSERT INTO subscription (email, user_activation_date, is_active, created_at, state, confirmed_at)
               SELECT 'bulk' || i || '@example.com', t, true, t, 'confirmed', t
               FROM generate_series(1, $1::int) AS i,
                    LATERAL (SELECT $2::timestamptz + i * interval '1 second') AS x(t)`,
        values: [BULK_ROWS, `${BULK_DAY}T00:00:00Z`],
        query_timeout: 120_000,
      } as QueryConfig);
      await client.query('RESET statement_timeout');
    } finally {
      client.release();
    }
  });
  afterAll(() => app.close());

  it('answers RFC 4180 CSV in UTF-8 with a BOM as an attachment, formulas neutralised', async () => {
    const { response, text } = await exportOf(admin, DAY);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...records] = parseCsv(text.slice(1));
    expect(header!.slice(0, 8)).toEqual([
      'Reference',
      'Kind',
      'Received',
      'Status',
      'Read',
      'Assignee',
      'Name',
      'Email',
    ]);
    expect(records).toHaveLength(3);
    const row = Object.fromEntries(
      header!.map((name, i) => [name, records.find((r) => r[0] === hostile)![i]]),
    );
    expect(row).toMatchObject({
      Reference: hostile,
      Kind: 'Contact page',
      Received: `${D}T10:00:00.000Z`,
      Status: 'New',
      Read: 'No',
      Name: "'=cmd|calc",
      Phone: "'+91-9876543210",
      'Subject / job applied for': "'@SUM(A1)",
      Message: 'line one\r\nsaid "hi", then\t-2+3',
    });
    const applicationRow = records.find((r) => r[0] === application)!;
    expect(applicationRow).toContain("'-10 days");
    expect(applicationRow).toContain('CV Ana.pdf');
  });

  it('exports only the kinds the role can see, with their columns', async () => {
    const { response, text } = await exportOf(hr, DAY);
    expect(response.status).toBe(200);
    const [header, ...records] = parseCsv(text.slice(1));
    expect(records.map((r) => r[0])).toEqual([application]);
    expect(header).toContain('Expected salary (LPA)');
    expect(header).not.toContain('How did you find us');
    expect((await hr.get(`${ADMIN_API.submissionsExport}?kind=contact`)).status).toBe(403);
  });

  it('answers a JSON array with every field as stored', async () => {
    const { response, text } = await exportOf(admin, `${DAY}&format=json`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/filename="submissions-[\d-]+\.json"/);
    const items = JSON.parse(text) as { id: string; fields: Record<string, unknown> }[];
    expect(items.map((item) => item.id)).toHaveLength(3);
    expect(items.find((item) => item.id === hostile)).toMatchObject({
      kind: 'contact',
      name: '=cmd|calc',
      source: 'Contact page (/contactus)',
      fields: { userName: '=cmd|calc', number: '+91-9876543210', isActive: true },
    });
    expect(items.find((item) => item.id === application)!.fields).toMatchObject({
      dateOfBirth: '1990-05-17',
      expectedSalary: '12.25',
      resumeOriginalName: 'CV Ana.pdf',
    });
    const empty = await exportOf(admin, 'from=1990-01-01&to=1990-01-01&format=json');
    expect(JSON.parse(empty.text)).toEqual([]);
  });

  it('streams every row of a large export', async () => {
    const csv = await exportOf(admin, `from=${BULK_DAY}&to=${BULK_DAY}`);
    expect(parseCsv(csv.text.slice(1))).toHaveLength(BULK_ROWS + 1);
    const json = await exportOf(admin, `from=${BULK_DAY}&to=${BULK_DAY}&format=json&q=bulk`);
    expect(JSON.parse(json.text)).toHaveLength(BULK_ROWS);
  });

  it('records the export in the audit log by its filters, never their text', async () => {
    await exportOf(admin, `kind=contact&q=${encodeURIComponent('secret name')}&unread=true&format=json`);
    const [entry] = await db.query(
      `SELECT target FROM audit_log WHERE actor_id = $1 AND action = 'exported' ORDER BY id DESC LIMIT 1`,
      [admin.operator.id],
    );
    expect(entry.target).toBe('export json kind=contact unread q-length=11');
  });

  it.each([['format=xlsx'], ['kind=invoice'], ['cursor=abc'], [`q=${'a'.repeat(201)}`]])(
    'refuses %s with 400',
    async (query) => {
      expect((await admin.get(`${ADMIN_API.submissionsExport}?${query}`)).status).toBe(400);
    },
  );

  it('gives its connection back to the pool when the client goes away mid-download', async () => {
    const pool = (db.driver as unknown as { master: Pool }).master;
    const server = app.getHttpServer() as http.Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const request = http.get(
        {
          port,
          host: '127.0.0.1',
          path: `${ADMIN_API.submissionsExport}?from=${BULK_DAY}&to=${BULK_DAY}`,
          headers: { cookie: admin.cookie },
        },
        (res) => {
          expect(res.statusCode).toBe(200);
          res.once('data', () => {
            request.destroy();
            resolve();
          });
        },
      );
      request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    });
    for (let i = 0; i < 50 && pool.totalCount !== pool.idleCount; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(pool.totalCount).toBe(pool.idleCount);
    const timeouts = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.get(Database).query<{ t: string }>("SELECT current_setting('statement_timeout') AS t"),
      ),
    );
    expect(new Set(timeouts.map(([row]) => row!.t))).toEqual(new Set(['3s']));
  });

  it("is not cut by the pool's statement and query timeouts", async () => {
    const exports = app.get(ExportRepository);
    let count = 0;
    await exports.stream({ kinds: ['newsletter'], readerId: admin.operator.id, q: 'bulk' }, async (rows) => {
      await new Promise((resolve) => setTimeout(resolve, 4500)); // longer than both timeouts
      for await (const row of rows as AsyncIterable<ExportRow>) if (row.kind === 'newsletter') count++;
    });
    expect(count).toBe(BULK_ROWS);
  }, 20_000);
});
