import type { NestExpressApplication } from '@nestjs/platform-express';
import { CONTACT_US_EXAMPLES } from '@orbitwise/contracts';
import { ADMIN_API, type SubmissionDetail, type SubmissionListResponse } from '@orbitwise/contracts/admin';
import type { DataSource } from 'typeorm';
import { insertApplication, insertEnquiry, parseCsv } from '../../test/inbox-fixtures';
import { createConsoleApp } from '../../test/console-app';
import type { OperatorClient } from '../../test/operator-session';
import { EnvelopeAsSent1764420000000 } from '../platform/database/migrations/1764420000000-EnvelopeAsSent';

const D = '2003-07-07';
const DAY = `from=${D}&to=${D}`;

/** The applications' subject: the inbox shows what the visitor sent. */
describe('the inbox envelope shows what was sent', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let admin: OperatorClient;
  let prefixed: string;
  let national: string;
  let application: string;

  const phoneOf = async (id: string) =>
    ((await admin.get(ADMIN_API.submission(id)).expect(200)).body as SubmissionDetail).phone;

  beforeAll(async () => {
    ({ app, db, admin } = await createConsoleApp());
    // The API documentation's own example: the number already carries its calling code.
    prefixed = await insertEnquiry(db, {
      form: 'event',
      at: `${D}T09:00:00Z`,
      countryCode: CONTACT_US_EXAMPLES.event.countryCode!,
      number: CONTACT_US_EXAMPLES.event.number,
    });
    national = await insertEnquiry(db, {
      form: 'event',
      at: `${D}T10:00:00Z`,
      countryCode: '+44',
      number: '7700900123',
    });
    application = await insertApplication(db, {
      at: `${D}T11:00:00Z`,
      position: 'Sales Executive',
      details: 'Sales Intern',
    });
  });
  afterAll(() => app.close());

  it("shows an event registration's number once, as sent, in the list, the detail and the exports", async () => {
    expect(await phoneOf(prefixed)).toBe('+919876543210');
    expect(await phoneOf(national)).toBe('+44 7700900123');
    const list = (await admin.get(`${ADMIN_API.submissions}?${DAY}&kind=event`).expect(200))
      .body as SubmissionListResponse;
    expect(list.items.map((item) => item.phone)).toEqual(['+44 7700900123', '+919876543210']);

    const csv = await admin.get(`${ADMIN_API.submissionsExport}?${DAY}&kind=event`).responseType('blob');
    const [header, ...records] = parseCsv((csv.body as Buffer).toString('utf8').slice(1));
    const phone = header!.indexOf('Phone');
    expect(records.map((record) => record[phone])).toEqual(["'+44 7700900123", "'+919876543210"]);
    const json = await admin
      .get(`${ADMIN_API.submissionsExport}?${DAY}&kind=event&format=json`)
      .responseType('blob');
    const rows = JSON.parse((json.body as Buffer).toString('utf8')) as { phone: string }[];
    expect(rows.map((row) => row.phone)).toEqual(['+44 7700900123', '+919876543210']);
  });

  it('lists a job application under the job applied for, and labels both jobs plainly', async () => {
    const list = (await admin.get(`${ADMIN_API.submissions}?${DAY}&kind=application`).expect(200))
      .body as SubmissionListResponse;
    expect(list.items.map((item) => item.subject)).toEqual(['Sales Intern']);
    const detail = (await admin.get(ADMIN_API.submission(application)).expect(200)).body as SubmissionDetail;
    expect(detail.subject).toBe('Sales Intern');
    expect(detail.fields).toContainEqual({
      name: 'position',
      label: 'Current job title',
      value: 'Sales Executive',
    });
    expect(detail.fields).toContainEqual({
      name: 'applicationDetails',
      label: 'Job applied for',
      value: 'Sales Intern',
    });
    expect(detail.fields.map((field) => field.label)).not.toContain('Position');
  });

  it('rewrites the envelopes stored before the change', async () => {
    await db.query(`UPDATE submission SET phone = '+91 +919876543210' WHERE id = $1`, [prefixed]);
    await db.query(`UPDATE submission SET subject = 'Sales Executive' WHERE id = $1`, [application]);
    const runner = db.createQueryRunner();
    try {
      await runner.startTransaction();
      await new EnvelopeAsSent1764420000000().up(runner);
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    expect(await phoneOf(prefixed)).toBe('+919876543210');
    expect(await phoneOf(national)).toBe('+44 7700900123');
    const [row] = await db.query('SELECT subject FROM submission WHERE id = $1', [application]);
    expect(row.subject).toBe('Sales Intern');
  });
});
