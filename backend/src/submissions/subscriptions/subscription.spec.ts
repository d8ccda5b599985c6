import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { ApiClient } from '../../../test/api-client';
import { createTestApp } from '../../../test/test-app';

const PATH = '/api/ContactUs/AddUserSubscription';
let sequence = 0;
const uniqueEmail = () => `subscriber.${Date.now()}.${++sequence}@example.com`;

describe('POST /api/ContactUs/AddUserSubscription', () => {
  let app: NestExpressApplication;
  let client: ApiClient;
  let db: DataSource;
  const rowCount = async () => Number((await db.query('SELECT count(*) AS n FROM subscription'))[0].n);
  const rowsFor = (email: string) =>
    db.query('SELECT email, user_activation_date, is_active, created_at FROM subscription WHERE email = $1', [
      email,
    ]);

  beforeAll(async () => {
    app = await createTestApp();
    client = await ApiClient.create(app);
    db = app.get(DataSource);
  });
  afterAll(() => app.close());

  it.each([
    ['2025-04-08T10:30:00Z', '2025-04-08T10:30:00.000Z', true],
    ['2025-04-08T16:00:00.123+05:30', '2025-04-08T10:30:00.123Z', true],
    ['2025-04-08', '2025-04-08T00:00:00.000Z', false],
  ])('stores one row for userActivationDate %s', async (sent, instant, isActive) => {
    const email = uniqueEmail();
    const response = await client.submit(PATH, { email, userActivationDate: sent, isActive });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      errorMessage: null,
      isSuccess: true,
      id: expect.stringMatching(/^\d+$/),
      ref: expect.stringMatching(/^#\d+$/),
    });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, is_active: isActive });
    expect((rows[0].user_activation_date as Date).toISOString()).toBe(instant);
  });

  // What mail systems accept (the forms' old pattern refused the first three).
  it.each([
    (id: number) => `name+tag.${id}@example.com`,
    (id: number) => `Subscriber.${id}@Example.COM`,
    (id: number) => `o'brien.${id}@mail.example.co.in`,
    (id: number) => `first.last-${id}@xn--bcher-kva.de`,
  ])('accepts the address %#', async (address) => {
    const email = address(Date.now() + ++sequence);
    const response = await client.submit(PATH, { email, userActivationDate: '2025-04-08', isActive: true });
    expect(response.status).toBe(200);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it.each([
    ['email', undefined, 'Email is required.'],
    ['email', 'subscriber@example', 'Please enter a valid email address.'],
    ['email', 'subscriber@-example.com', 'Please enter a valid email address.'],
    ['email', '"sub scriber"@example.com', 'Please enter a valid email address.'],
    ['email', ` ${'a'}@example.com`, 'Email must not start or end with spaces.'],
    ['email', `${'a'.repeat(250)}@example.com`, 'Email must be at most 254 characters.'],
    ['userActivationDate', undefined, 'User activation date is required.'],
    ['userActivationDate', '08/04/2025', 'User activation date must be an ISO 8601 date or date and time.'],
    ['userActivationDate', '2025-02-30', 'User activation date must be an ISO 8601 date or date and time.'],
    [
      'userActivationDate',
      '2025-04-08T25:00:00Z',
      'User activation date must be an ISO 8601 date or date and time.',
    ],
    ['userActivationDate', 1744108200000, 'User activation date must be text.'],
    ['isActive', undefined, 'isActive is required.'],
    ['isActive', 'yes', 'isActive must be true or false.'],
    ['unsubscribeToken', 'x', 'This field is not accepted.'],
  ])('refuses %s = %j with "%s" and stores nothing', async (field, value, message) => {
    const body: Record<string, unknown> = {
      email: uniqueEmail(),
      userActivationDate: '2025-04-08',
      isActive: true,
    };
    if (value === undefined) delete body[field];
    else body[field] = value;
    const before = await rowCount();
    const response = await client.submit(PATH, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ title: 'Bad Request', status: 400 });
    expect(response.body.errors[field]).toEqual([message]);
    expect(await rowCount()).toBe(before);
  });
});
