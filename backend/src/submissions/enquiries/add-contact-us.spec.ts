import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  CONTACT_US_EXAMPLES,
  CONTACT_US_RULES,
  EVENT_SLUG_MESSAGE,
  wrongTypeMessage,
  EVENT_DESCRIPTION,
  EVENT_SUBJECT,
  ENQUIRY_SOURCES,
  EVENT_SOURCES,
  type FormType,
  type TextRule,
} from '@orbitwise/contracts';
import { CONTENT_MESSAGES } from '@orbitwise/contracts/content';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ApiClient } from '../../../test/api-client';
import { createTestApp } from '../../../test/test-app';

const PATH = '/api/ContactUs/AddContactUs';
let sequence = 0;
const uniqueEmail = () => `visitor.${Date.now()}.${++sequence}@example.com`;

type Body = Record<string, unknown>;

const EXAMPLE_OF: Record<FormType, keyof typeof CONTACT_US_EXAMPLES> = {
  enquiry: 'enquiry',
  contact: 'contact',
  event: 'event',
  'it-support': 'itSupport',
};

/** A valid body as each form sends it, with an address of its own. */
function validBody(form: FormType): Body {
  return { ...CONTACT_US_EXAMPLES[EXAMPLE_OF[form]], email: uniqueEmail() };
}

describe('POST /api/ContactUs/AddContactUs', () => {
  let app: NestExpressApplication;
  let client: ApiClient;
  let db: DataSource;

  const rowCount = async () => Number((await db.query('SELECT count(*) AS n FROM enquiry'))[0].n);
  const rowsFor = (email: string) =>
    db.query(
      `SELECT form_type, user_name, email, subject, number, description, howdidyoufindus, country_code, is_active,
              created_at FROM enquiry WHERE email = $1`,
      [email],
    );

  /** Sends an invalid body and checks the 400, its message for the field, and that nothing was stored. */
  async function expectRefused(body: Body, field: string, message: string) {
    const before = await rowCount();
    const response = await client.submit(PATH, body);
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.body).toMatchObject({ title: 'Bad Request', status: 400, instance: PATH });
    expect(response.body.errors[field]).toEqual([message]);
    expect(await rowCount()).toBe(before);
  }

  beforeAll(async () => {
    app = await createTestApp();
    client = await ApiClient.create(app);
    db = app.get(DataSource);
  });
  afterAll(() => app.close());

  describe.each<FormType>(['enquiry', 'contact', 'event', 'it-support'])('the %s form', (form) => {
    it('is stored as exactly one row with the sent values, its form and a server timestamp', async () => {
      const body = validBody(form);
      const before = Date.now();
      const response = await client.submit(PATH, body);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        errorMessage: null,
        isSuccess: true,
        id: expect.stringMatching(/^\d+$/),
        ref: expect.stringMatching(/^#\d+$/),
        // An event registration says whether it took a place or joined the waitlist.
        ...(form === 'event' ? { waitlisted: false } : {}),
      });

      const rows = await rowsFor(body.email as string);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        form_type: form,
        user_name: body.userName,
        email: body.email,
        subject: body.subject ?? null,
        number: body.number,
        description: body.description ?? null,
        howdidyoufindus: body.howdidyoufindus ?? null,
        country_code: body.countryCode ?? null,
        is_active: true,
      });
      const createdAt = (rows[0].created_at as Date).getTime();
      expect(createdAt).toBeGreaterThanOrEqual(before - 1000);
      expect(createdAt).toBeLessThanOrEqual(Date.now() + 1000);
    });
  });

  it('infers the form from the fields when formType is left out, and honours an explicit one', async () => {
    const enquiry = validBody('enquiry');
    const contact = validBody('contact');
    const event = validBody('event');
    const explicit: Body = { ...validBody('contact'), formType: 'contact' };
    for (const body of [enquiry, contact, event, explicit]) {
      expect((await client.submit(PATH, body)).status).toBe(200);
    }
    expect((await rowsFor(enquiry.email as string))[0].form_type).toBe('enquiry');
    expect((await rowsFor(contact.email as string))[0].form_type).toBe('contact');
    expect((await rowsFor(event.email as string))[0].form_type).toBe('event');
    expect((await rowsFor(explicit.email as string))[0].form_type).toBe('contact');
  });

  it('stores the fixed event subject and description when the event form leaves them out', async () => {
    const body = validBody('event');
    delete body.subject;
    delete body.description;
    expect((await client.submit(PATH, body)).status).toBe(200);
    const [row] = await rowsFor(body.email as string);
    expect(row).toMatchObject({ subject: EVENT_SUBJECT, description: EVENT_DESCRIPTION });
  });

  // [form, field, accepted value]
  const accepted: [FormType, string, unknown][] = [
    ['enquiry', 'userName', 'Jo'],
    ['enquiry', 'userName', 'Mary Ann Smith'],
    ['enquiry', 'email', 'first.last_1%x-y@mail.example.co'],
    ['enquiry', 'number', '9876543210'],
    ['enquiry', 'number', '+12125550123'],
    ['enquiry', 'number', '+44-7911123456'],
    ['enquiry', 'subject', 'Hello there'],
    ['enquiry', 'description', 'Just letters and spaces'],
    ...ENQUIRY_SOURCES.map((source): [FormType, string, unknown] => ['enquiry', 'howdidyoufindus', source]),
    ['contact', 'userName', 'Asha'],
    ['contact', 'email', 'asha@example.org'],
    ['contact', 'number', '+91-9876543210'],
    ['contact', 'subject', 'Quote'],
    ['contact', 'description', '12, MG Road: any text that does not start with a space!'],
    ['event', 'userName', 'Al'],
    ['event', 'number', '9876543210'],
    ['event', 'email', 'asha@example.in'],
    ...EVENT_SOURCES.map((source): [FormType, string, unknown] => ['event', 'howdidyoufindus', source]),
    ['it-support', 'subject', 'Printer issue'],
    ['it-support', 'description', 'The VPN drops every hour.'],
  ];

  it.each(accepted)('%s: accepts %s = %j', async (form, field, value) => {
    const body = { ...validBody(form), [field]: value };
    const response = await client.submit(PATH, body);
    expect(response.status).toBe(200);
    const [row] = await rowsFor(body.email as string);
    const column = { userName: 'user_name', countryCode: 'country_code' }[field] ?? field;
    expect(row[column]).toBe(value);
  });

  it.each([
    ['+1', '2125550123'],
    ['+44', '+447911123456'],
    ['+61', '412345678'],
    ['+49', '+4915123456789'],
    ['+65', '81234567'],
  ])('event: accepts a %s number matching its country pattern (%s)', async (countryCode, number) => {
    const body: Body = { ...validBody('event'), countryCode, number };
    expect((await client.submit(PATH, body)).status).toBe(200);
    expect(await rowsFor(body.email as string)).toHaveLength(1);
  });

  const long = (n: number) => 'a'.repeat(n);
  // [form, field, refused value (undefined = left out), expected message]
  const refused: [FormType, string, unknown, string][] = [
    // enquiry: our own messages
    ['enquiry', 'userName', undefined, 'Name is required.'],
    ['enquiry', 'userName', '   ', 'Name is required.'],
    ['enquiry', 'userName', 'Asha2', 'Name may contain only letters and spaces.'],
    ['enquiry', 'userName', ' Asha', 'Name must not start or end with spaces.'],
    ['enquiry', 'userName', 'Asha ', 'Name must not start or end with spaces.'],
    ['enquiry', 'userName', long(101), 'Name must be at most 100 characters.'],
    ['enquiry', 'userName', 42, 'Name must be text.'],
    ['enquiry', 'email', undefined, 'Email is required.'],
    ['enquiry', 'email', 'asha@example', 'Please enter a valid email address.'],
    ['enquiry', 'email', 'asha@-example.com', 'Please enter a valid email address.'],
    ['enquiry', 'email', 'asha rao@example.com', 'Please enter a valid email address.'],
    ['enquiry', 'email', `${long(250)}@example.com`, 'Email must be at most 254 characters.'],
    ['enquiry', 'number', null, 'Phone number is required.'],
    [
      'enquiry',
      'number',
      '0876543210',
      'Please enter a 10-digit phone number, optionally preceded by +country code.',
    ],
    [
      'enquiry',
      'number',
      '987654321',
      'Please enter a 10-digit phone number, optionally preceded by +country code.',
    ],
    [
      'enquiry',
      'number',
      '+123-9876543210',
      'Please enter a 10-digit phone number, optionally preceded by +country code.',
    ],
    ['enquiry', 'number', 9876543210, 'Phone number must be text.'],
    ['enquiry', 'subject', '', 'Subject is required.'],
    ['enquiry', 'subject', 'Training!', 'Subject may contain only letters and spaces.'],
    ['enquiry', 'subject', long(201), 'Subject must be at most 200 characters.'],
    ['enquiry', 'description', undefined, 'Message is required.'],
    ['enquiry', 'description', 'Call me at 5 pm', 'Message may contain only letters and spaces.'],
    ['enquiry', 'description', long(2001), 'Message must be at most 2000 characters.'],
    ['enquiry', 'howdidyoufindus', '', 'Please tell us how you found us.'],
    ['enquiry', 'howdidyoufindus', 'Instagram', 'Please select one of the listed options.'],
    ['enquiry', 'howdidyoufindus', 'linkedin', 'Please select one of the listed options.'],
    ['enquiry', 'isActive', undefined, 'isActive is required.'],
    ['enquiry', 'isActive', 'true', 'isActive must be true or false.'],
    // contact page: the spec's toast messages
    ['contact', 'userName', undefined, 'Please fill the all fields'],
    ['contact', 'email', '', 'Please fill the all fields'],
    ['contact', 'number', undefined, 'Please fill the all fields'],
    ['contact', 'description', '  ', 'Please fill the all fields'],
    ['contact', 'subject', undefined, 'Please fill the all fields'],
    ['contact', 'userName', 'Asha_Rao', 'Please Enter Letters Only in the Name'],
    ['contact', 'userName', '1Asha', 'Please Enter Letters Only in the Name'],
    ['contact', 'subject', 'Quote #2', 'Please Enter Letters only in the Subject'],
    ['contact', 'email', 'asha@example', 'Invalid Email'],
    ['contact', 'number', '98765 43210', 'Please enter 10 digits mobile number'],
    ['contact', 'number', '98765432101', 'Please enter 10 digits mobile number'],
    ['contact', 'description', '\tTabbed', 'Message must not start or end with spaces.'],
    ['contact', 'isActive', 1, 'isActive must be true or false.'],
    // event registration: the spec's messages
    ['event', 'userName', undefined, 'Please enter a valid name'],
    ['event', 'userName', 'A', 'Please enter a valid name'],
    ['event', 'userName', 'A1', 'Please enter a valid name'],
    ['event', 'number', undefined, 'Phone number is required'],
    ['event', 'number', '+915876543210', 'Invalid phone number'],
    ['event', 'number', '98765-43210', 'Invalid phone number'],
    ['event', 'number', '+91' + '9'.repeat(16), 'Invalid phone number'],
    ['event', 'number', '+449876543210', 'Invalid phone number'],
    ['event', 'email', undefined, 'Please enter a valid email address'],
    ['event', 'email', 'not-an-email', 'Please enter a valid email address'],
    ['event', 'howdidyoufindus', '', 'Please select an option'],
    ['event', 'howdidyoufindus', 'Referred By Friend', 'Please select an option'],
    ['event', 'countryCode', '+999', 'Please select a country code from the list'],
    ['event', 'countryCode', '91', 'Please select a country code from the list'],
    ['event', 'subject', 'Something else', (CONTACT_US_RULES.event.subject as TextRule).pattern!.message],
    ['event', 'description', 'x', (CONTACT_US_RULES.event.description as TextRule).pattern!.message],
    // Another event's title than the one registered for (the AI fest's current edition, by the spec's subject).
    [
      'event',
      'description',
      'dss-enq-Another Event',
      CONTENT_MESSAGES.eventDescription('Microsoft AI Skills Fest'),
    ],
    ['event', 'eventSlug', '../event', EVENT_SLUG_MESSAGE],
    ['event', 'eventSlug', 42, wrongTypeMessage('Event', 'text')],
    // IT support
    ['it-support', 'countryCode', undefined, 'Please select a country.'],
    ['it-support', 'number', '+447911', 'Invalid phone number'],
    ['it-support', 'howdidyoufindus', 'Google', 'This field is not part of the it-support form.'],
    ['it-support', 'formType', 'newsletter', 'formType must be one of: enquiry, contact, event, it-support.'],
  ];

  it.each(refused)('%s: refuses %s = %j with "%s"', async (form, field, value, message) => {
    const body = { ...validBody(form) };
    if (value === undefined) delete body[field];
    else body[field] = value;
    await expectRefused(body, field, message);
  });

  it('accepts an IT support request from a country without a seeded pattern, digits only', async () => {
    const body: Body = { ...validBody('it-support'), countryCode: '+20', number: '+201012345678' };
    expect((await client.submit(PATH, body)).status).toBe(200);
    const rows = await rowsFor(body.email as string);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ form_type: 'it-support', country_code: '+20', number: '+201012345678' });
    await expectRefused(
      { ...body, email: uniqueEmail(), number: '+20101-234' },
      'number',
      'Invalid phone number',
    );
    await expectRefused(
      { ...validBody('event'), countryCode: '+20', number: '+201012345678' },
      'countryCode',
      'Please select a country code from the list',
    );
  });

  it('refuses a field of another form', async () => {
    await expectRefused(
      { ...validBody('enquiry'), formType: 'enquiry', countryCode: '+91' },
      'countryCode',
      'This field is not part of the enquiry form.',
    );
    await expectRefused(
      { ...validBody('contact'), formType: 'contact', howdidyoufindus: 'Google' },
      'howdidyoufindus',
      'This field is not part of the contact form.',
    );
  });

  it('refuses a field no form has', async () => {
    await expectRefused(
      { ...validBody('contact'), password: 'x' },
      'password',
      'This field is not accepted.',
    );
  });

  it('reports every invalid field at once, one message each', async () => {
    const response = await client.submit(PATH, { howdidyoufindus: 'Nope', isActive: true });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      userName: ['Name is required.'],
      email: ['Email is required.'],
      number: ['Phone number is required.'],
      subject: ['Subject is required.'],
      description: ['Message is required.'],
      howdidyoufindus: ['Please select one of the listed options.'],
    });
  });

  it('refuses a body that is not a JSON object, and malformed JSON, as problem details', async () => {
    const before = await rowCount();
    const array = await client.submit(PATH, [validBody('contact')]);
    expect(array.status).toBe(400);
    expect(array.body.errors).toEqual({ body: ['The request body must be a JSON object.'] });

    const malformed = await client
      .post(PATH, await client.solveCaptcha())
      .set('Content-Type', 'application/json')
      .send('{"userName": ');
    expect(malformed.status).toBe(400);
    expect(malformed.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(malformed.body).toMatchObject({ title: 'Bad Request', status: 400 });
    expect(await rowCount()).toBe(before);
  });

  it('answers 500 problem details with the generic detail when the database write fails', async () => {
    await db.query('ALTER TABLE enquiry RENAME TO enquiry_hidden');
    try {
      const response = await client.submit(PATH, validBody('contact'));
      expect(response.status).toBe(500);
      expect(response.body).toMatchObject({ status: 500, detail: 'An unexpected server error occurred.' });
      expect(JSON.stringify(response.body)).not.toMatch(/enquiry|relation/);
    } finally {
      await db.query('ALTER TABLE enquiry_hidden RENAME TO enquiry');
    }
  });

  it('is not served for GET', async () => {
    await request(app.getHttpServer()).get(PATH).expect(404);
  });
});
