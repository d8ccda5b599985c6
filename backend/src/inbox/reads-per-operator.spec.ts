import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  ADMIN_API,
  type DashboardResponse,
  type SubmissionListResponse,
  type SubmissionSummary,
} from '@orbitwise/contracts/admin';
import type { DataSource } from 'typeorm';
import { insertApplication, insertEnquiry, parseCsv } from '../../test/inbox-fixtures';
import { createConsoleApp } from '../../test/console-app';
import type { OperatorClient } from '../../test/operator-session';
import { PerOperatorReads1764421000000 } from '../platform/database/migrations/1764421000000-PerOperatorReads';

const D = '2004-08-08';
const DAY = `from=${D}&to=${D}`;

/** Read and unread belong to each operator. */
describe('read marks per operator', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let admin: OperatorClient;
  let sales: OperatorClient;
  let hr: OperatorClient;
  let lead: string;
  let other: string;
  let application: string;

  const summaryOf = async (client: OperatorClient, id: string): Promise<SubmissionSummary> => {
    const list = (await client.get(`${ADMIN_API.submissions}?${DAY}`).expect(200))
      .body as SubmissionListResponse;
    return list.items.find((item) => item.id === id)!;
  };
  const unreadContacts = async (client: OperatorClient) =>
    ((await client.get(ADMIN_API.dashboard).expect(200)).body as DashboardResponse).kinds.find(
      (count) => count.kind === 'contact',
    )!.unread;
  const unreadIds = async (client: OperatorClient) =>
    (
      (await client.get(`${ADMIN_API.submissions}?${DAY}&unread=true`).expect(200))
        .body as SubmissionListResponse
    ).items.map((item) => item.id);

  beforeAll(async () => {
    ({ app, db, admin, sales, hr } = await createConsoleApp());
    lead = await insertEnquiry(db, { at: `${D}T09:00:00Z` });
    other = await insertEnquiry(db, { at: `${D}T10:00:00Z` });
    application = await insertApplication(db, { at: `${D}T11:00:00Z` });
  });
  afterAll(() => app.close());

  it('an admin opening a lead marks it read for the admin only, not for sales', async () => {
    const salesUnreadBefore = await unreadContacts(sales);
    await admin.get(ADMIN_API.submission(lead)).expect(200);
    expect((await summaryOf(admin, lead)).read).toBe(true);
    expect((await summaryOf(sales, lead)).read).toBe(false);
    expect(await unreadContacts(sales)).toBe(salesUnreadBefore);
    expect(await unreadIds(sales)).toEqual([other, lead]);
    expect(await unreadIds(admin)).toEqual([application, other]);
  });

  it("a sales operator's reading lowers only their own unread count", async () => {
    const adminUnreadBefore = await unreadContacts(admin);
    const salesUnreadBefore = await unreadContacts(sales);
    await sales.get(ADMIN_API.submission(other)).expect(200);
    expect(await unreadContacts(sales)).toBe(salesUnreadBefore - 1);
    expect(await unreadContacts(admin)).toBe(adminUnreadBefore);
    expect((await summaryOf(admin, other)).read).toBe(false);
    const newest = ((await sales.get(ADMIN_API.dashboard).expect(200)).body as DashboardResponse)
      .newestUnread;
    expect(newest.every((item) => !item.read)).toBe(true);
    expect(newest.map((item) => item.id)).not.toContain(other);
  });

  it("marking unread (or read) by hand changes only the caller's mark", async () => {
    const unread = await sales.patch(ADMIN_API.submission(other)).send({ read: false }).expect(200);
    expect(unread.body.read).toBe(false);
    await admin.patch(ADMIN_API.submission(other)).send({ read: true }).expect(200);
    expect((await summaryOf(sales, other)).read).toBe(false);
    expect((await summaryOf(admin, other)).read).toBe(true);
    expect((await summaryOf(hr, application)).read).toBe(false);
  });

  it("exports each operator's own read mark", async () => {
    const readColumn = async (client: OperatorClient) => {
      const csv = await client.get(`${ADMIN_API.submissionsExport}?${DAY}&kind=contact`).responseType('blob');
      const [header, ...records] = parseCsv((csv.body as Buffer).toString('utf8').slice(1));
      const read = header!.indexOf('Read');
      return Object.fromEntries(records.map((record) => [record[0], record[read]]));
    };
    expect(await readColumn(admin)).toEqual({ [lead]: 'Yes', [other]: 'Yes' });
    expect(await readColumn(sales)).toEqual({ [lead]: 'No', [other]: 'No' });
  });

  it('the migration keeps a shared read mark as read for every operator who could see the kind', async () => {
    const runner = db.createQueryRunner();
    const migration = new PerOperatorReads1764421000000();
    try {
      await runner.startTransaction();
      await migration.down(runner);
      await runner.query('UPDATE submission SET read_at = NULL WHERE id = ANY($1)', [
        [lead, other, application],
      ]);
      await runner.query(`UPDATE submission SET read_at = now() WHERE id = ANY($1)`, [[lead, application]]);
      await migration.up(runner);
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    const readers = async (id: string) =>
      (await db.query('SELECT operator_id FROM submission_read WHERE submission_id = $1', [id])).map(
        (row: { operator_id: string }) => row.operator_id,
      );
    expect(await readers(lead)).toEqual(expect.arrayContaining([admin.operator.id, sales.operator.id]));
    expect(await readers(lead)).not.toContain(hr.operator.id);
    expect(await readers(application)).toEqual(expect.arrayContaining([admin.operator.id, hr.operator.id]));
    expect(await readers(application)).not.toContain(sales.operator.id);
    expect(await readers(other)).toEqual([]);
  });
});
