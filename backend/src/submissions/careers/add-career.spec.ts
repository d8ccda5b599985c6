import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  CAREER_APPLICATION_EXAMPLE,
  DATE_OF_BIRTH_AGE_MESSAGE,
  JOB_TITLE_MESSAGE,
} from '@orbitwise/contracts';
import { CONTENT_MESSAGES } from '@orbitwise/contracts/content';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ApiClient } from '../../../test/api-client';
import { compoundFile, doc, docx, pdf, zip } from '../../../test/resume-fixtures';
import { openResumeStore, RESUME_STORE_KINDS, type ResumeStoreProbe } from '../../../test/resume-stores';
import { createTestApp } from '../../../test/test-app';

const PATH = '/api/ContactUs/AddCareer';
let sequence = 0;
const uniqueEmail = () => `applicant.${Date.now()}.${++sequence}@example.com`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function application(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...CAREER_APPLICATION_EXAMPLE,
    Email: uniqueEmail(),
    ...overrides,
  };
}

interface Upload {
  data?: string | Record<string, unknown>;
  /** `filepath` is sent as is (`name` alone is cut to its base name by the client). */
  file?: { bytes: Buffer; name: string; type?: string; field?: string; filepath?: string };
  extra?: Record<string, string>;
}

describe.each(RESUME_STORE_KINDS)('POST /api/ContactUs/AddCareer (%s store)', (kind) => {
  let app: NestExpressApplication;
  let client: ApiClient;
  let db: DataSource;
  let store: ResumeStoreProbe;

  const rowCount = async () => Number((await db.query('SELECT count(*) AS n FROM career_application'))[0].n);
  const files = () => store.names();
  const rowFor = async (email: string) => {
    const rows = await db.query(
      "SELECT *, to_char(date_of_birth, 'YYYY-MM-DD') AS dob FROM career_application WHERE email = $1",
      [email],
    );
    expect(rows).toHaveLength(1);
    return rows[0];
  };

  async function upload(target: ApiClient, { data, file, extra = {} }: Upload) {
    const test = target.post(PATH, await target.solveCaptcha());
    if (file) {
      test.attach(file.field ?? 'file', file.bytes, {
        filename: file.name,
        contentType: file.type ?? 'application/pdf',
        ...(file.filepath ? { filepath: file.filepath } : {}),
      });
    }
    if (data !== undefined) test.field('data', typeof data === 'string' ? data : JSON.stringify(data));
    for (const [name, value] of Object.entries(extra)) test.field(name, value);
    return test;
  }

  /** A refused upload: status, message, no row and no file left behind. */
  async function expectRefused(
    input: Upload,
    status: number,
    field: string,
    message: string,
    target = client,
  ) {
    const [rowsBefore, filesBefore] = [await rowCount(), await files()];
    const response = await upload(target, input);
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.body.status).toBe(status);
    if (status === 400) expect(response.body.title).toBe('Bad Request');
    expect(response.body.errors?.[field]).toEqual([message]);
    expect(await rowCount()).toBe(rowsBefore);
    expect(await files()).toEqual(filesBefore);
    return response;
  }

  beforeAll(async () => {
    store = await openResumeStore(kind);
    app = await createTestApp(store.config);
    client = await ApiClient.create(app);
    db = app.get(DataSource);
  });
  afterAll(async () => {
    await app?.close();
    await store?.close();
  });

  it.each([
    ['PDF', pdf(), 'cv.pdf', 'application/pdf', 'pdf'],
    ['DOC', doc(), 'cv.doc', 'application/msword', 'doc'],
    [
      'DOCX',
      docx(),
      'cv.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
    ],
  ])(
    'stores a %s resume and one row with the sent values and the file SHA-256',
    async (_n, bytes, name, mime, ext) => {
      const data = application();
      const filesBefore = await files();
      const response = await upload(client, {
        data,
        file: { bytes, name, type: 'application/octet-stream' },
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        errorMessage: null,
        isSuccess: true,
        id: expect.stringMatching(/^\d+$/),
        ref: expect.stringMatching(/^#\d+$/),
      });

      const row = await rowFor(data.Email as string);
      expect(row).toMatchObject({
        first_name: 'Asha',
        last_name: 'Rao',
        phone_number: '9876543210',
        city: 'Hyderabad',
        position: 'Sales Executive',
        dob: '1998-07-21',
        application_details: 'Business Development Executive',
        experience: '2.50',
        expected_salary: '6.50',
        file_path_url: null,
        is_active: true,
        resume_original_name: name,
        resume_size: bytes.length,
        resume_mime_type: mime,
        resume_sha256: sha256(bytes),
      });
      expect(row.resume_key).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${ext}$`));
      expect(await files()).toEqual([...filesBefore, row.resume_key].sort());
      const stored = await store.read(row.resume_key);
      expect(sha256(stored)).toBe(sha256(bytes));
    },
  );

  it('never uses the client file name in the path, and refuses one with folders', async () => {
    const data = application();
    const response = await upload(client, { data, file: { bytes: pdf(), name: 'evil name.pdf' } });
    expect(response.status).toBe(200);
    const row = await rowFor(data.Email as string);
    expect(row.resume_key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(row.resume_original_name).toBe('evil name.pdf');

    await expectRefused(
      { data: application(), file: { bytes: pdf(), name: 'x.pdf', filepath: '../../../etc/evil name.pdf' } },
      400,
      'file',
      'The resume file name must be a plain file name, without folders or control characters.',
    );
    expect((await store.surroundings()).some((name) => name.includes('evil'))).toBe(false);
  });

  it.each([
    ['a text file named .pdf', Buffer.from('hello, I am not a PDF'), 'cv.pdf'],
    ['a PNG named .docx', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), 'cv.docx'],
    ['a ZIP that is not a Word document', zip({ 'readme.txt': 'hi', 'data/x.xml': '<x/>' }), 'cv.docx'],
    ['a spreadsheet (OLE2 without WordDocument)', compoundFile(['Workbook']), 'cv.doc'],
    ['an empty file', Buffer.alloc(0), 'cv.pdf'],
  ])('refuses %s with 415 and keeps no file', async (_name, bytes, name) => {
    await expectRefused(
      { data: application(), file: { bytes, name, type: 'application/pdf' } },
      415,
      'file',
      'The resume must be a PDF, DOC or DOCX file.',
    );
  });

  it('refuses a resume over the default 5 MB with 413 and keeps no file', async () => {
    await expectRefused(
      { data: application(), file: { bytes: pdf(5 * 1024 * 1024), name: 'big.pdf' } },
      413,
      'file',
      'The resume must be at most 5 MB.',
    );
  });

  it('takes the limit from the configuration', async () => {
    const small = await createTestApp({ resumeMaxBytes: 100_000, ...store.config });
    try {
      const smallClient = await ApiClient.create(small);
      const atLimit = pdf(100_000 - pdf().length);
      const ok = await upload(smallClient, { data: application(), file: { bytes: atLimit, name: 'a.pdf' } });
      expect(ok.status).toBe(200);
      await expectRefused(
        { data: application(), file: { bytes: pdf(100_000), name: 'b.pdf' } },
        413,
        'file',
        'The resume must be at most 0.1 MB.',
        smallClient,
      );
    } finally {
      await small.close();
    }
  });

  it('refuses a missing resume with 400 "File is required."', async () => {
    await expectRefused({ data: application() }, 400, 'file', 'File is required.');
  });

  it('refuses a missing, non-JSON or non-object data part, removing the stored file', async () => {
    const file = { bytes: pdf(), name: 'cv.pdf' };
    await expectRefused({ file }, 400, 'data', 'The application data is required.');
    await expectRefused(
      { file, data: '{"FristName":' },
      400,
      'data',
      'The application data must be a JSON object.',
    );
    await expectRefused({ file, data: '[1,2]' }, 400, 'data', 'The application data must be a JSON object.');
  });

  it('refuses unknown parts, a file in another part and a second file', async () => {
    const file = { bytes: pdf(), name: 'cv.pdf' };
    await expectRefused(
      { file, data: application(), extra: { note: 'x' } },
      400,
      'note',
      'This field is not accepted.',
    );
    await expectRefused(
      { data: application(), file: { ...file, field: 'resume' } },
      400,
      'resume',
      'Only the "file" part may carry a file.',
    );
    const [rowsBefore, filesBefore] = [await rowCount(), await files()];
    const twoFiles = client
      .post(PATH, await client.solveCaptcha())
      .attach('file', pdf(), 'a.pdf')
      .attach('file', pdf(), 'b.pdf')
      .field('data', JSON.stringify(application()));
    const response = await twoFiles;
    expect(response.status).toBe(400);
    expect(response.body.errors.file).toEqual(['Send a single resume file.']);
    expect(await rowCount()).toBe(rowsBefore);
    expect(await files()).toEqual(filesBefore);
  });

  it('refuses a JSON body with 415', async () => {
    const response = await client.submit(PATH, application());
    expect(response.status).toBe(415);
    expect(response.body.detail).toBe(
      'AddCareer takes a multipart/form-data body with the parts "file" and "data".',
    );
  });

  // [field, accepted value, stored column, stored value]
  const accepted: [string, unknown, string, unknown][] = [
    ['FristName', 'Mary Ann', 'first_name', 'Mary Ann'],
    ['LastName', 'De Souza', 'last_name', 'De Souza'],
    // One address per store: both runs share the database.
    ['Email', `a.b_c%d-e@mail-${kind}.example.co`, 'email', `a.b_c%d-e@mail-${kind}.example.co`],
    ['PhoneNumber', '0123456789', 'phone_number', '0123456789'],
    ['City', 'New Delhi', 'city', 'New Delhi'],
    ['Position', 'Intern', 'position', 'Intern'],
    ['DateOfBirth', '2000-02-29', 'dob', '2000-02-29'],
    ['DateOfBirth', yearsAgo(18), 'dob', yearsAgo(18)],
    ['ApplicationDetails', 'Graphic Designer', 'application_details', 'Graphic Designer'],
    ['Experience', 0, 'experience', '0.00'],
    ['Experience', '3.25', 'experience', '3.25'],
    ['ExpectedSalary', '12', 'expected_salary', '12.00'],
    ['ExpectedSalary', 9999.99, 'expected_salary', '9999.99'],
    ['FilePathUrl', 'C:\\fakepath\\cv.pdf', 'file_path_url', 'C:\\fakepath\\cv.pdf'],
    ['FilePathUrl', null, 'file_path_url', null],
  ];

  it.each(accepted)('accepts %s = %j', async (field, value, column, stored) => {
    const data = application({ [field]: value });
    const response = await upload(client, { data, file: { bytes: pdf(), name: 'cv.pdf' } });
    expect(response.status).toBe(200);
    const row = await rowFor((field === 'Email' ? value : data.Email) as string);
    expect(row[column]).toBe(stored);
  });

  const long = (n: number) => 'a'.repeat(n);
  // [field, refused value (undefined = left out), message from the spec's careers table]
  const refused: [string, unknown, string][] = [
    ['FristName', undefined, 'First Name is required.'],
    ['FristName', '', 'First Name is required.'],
    ['FristName', 'Asha1', 'Only characters are allowed.'],
    ['FristName', ' Asha', 'First Name must not start or end with spaces.'],
    ['FristName', long(51), 'First Name must be at most 50 characters.'],
    ['FristName', ['Asha'], 'First Name must be text.'],
    ['LastName', null, 'Last Name is required.'],
    ['LastName', 'O-Neil', 'Only characters are allowed.'],
    ['Email', undefined, 'Email is required.'],
    ['Email', 'asha@example', 'Please enter a valid email address.'],
    ['PhoneNumber', undefined, 'Phone number is required.'],
    ['PhoneNumber', '987654321', 'Phone number must be a 10-digit number.'],
    ['PhoneNumber', '+919876543210', 'Phone number must be at most 10 characters.'],
    ['PhoneNumber', '98765abcde', 'Phone number must be a 10-digit number.'],
    ['PhoneNumber', 9876543210, 'Phone number must be text.'],
    ['City', '', 'City is required.'],
    ['City', 'Hyderabad 500001', 'Only letters are allowed.'],
    ['City', long(101), 'City must be at most 100 characters.'],
    ['Position', undefined, 'Role is required.'],
    ['Position', 'Dev <Ops>', JOB_TITLE_MESSAGE],
    ['DateOfBirth', undefined, 'DOB is required.'],
    ['DateOfBirth', '21/07/1998', 'Please enter the date of birth as YYYY-MM-DD.'],
    ['DateOfBirth', '1998-02-30', 'Please enter the date of birth as YYYY-MM-DD.'],
    ['DateOfBirth', '1899-12-31', DATE_OF_BIRTH_AGE_MESSAGE],
    // A child's date of birth (a 2020 date was accepted before): applicants are 18 to 100 years old.
    ['DateOfBirth', '2020-05-01', DATE_OF_BIRTH_AGE_MESSAGE],
    ['DateOfBirth', yearsAgo(18, +1), DATE_OF_BIRTH_AGE_MESSAGE],
    ['DateOfBirth', yearsAgo(101), DATE_OF_BIRTH_AGE_MESSAGE],
    ['DateOfBirth', '2999-01-01', 'Please enter a valid date of birth.'],
    ['ApplicationDetails', undefined, 'Application Details is required.'],
    ['ApplicationDetails', '<b>Role</b>', JOB_TITLE_MESSAGE],
    // Only a job published and open on the Careers page (content.spec closes one).
    ['ApplicationDetails', 'Chief Executive Officer', CONTENT_MESSAGES.positionUnknown],
    ['ApplicationDetails', 'graphic designer', CONTENT_MESSAGES.positionUnknown],
    ['ApplicationDetails', long(201), 'Application Details must be at most 200 characters.'],
    ['Experience', undefined, 'Experience is required.'],
    ['Experience', -1, 'Experience must be a positive number.'],
    ['Experience', '2.555', 'Experience must be a positive number.'],
    ['Experience', 'two', 'Experience must be a positive number.'],
    ['Experience', ' 2', 'Experience must not start or end with spaces.'],
    ['Experience', 61, 'Experience must be at most 60 years.'],
    ['Experience', true, 'Experience must be a number.'],
    ['ExpectedSalary', null, 'Expected Salary is required.'],
    ['ExpectedSalary', '6.5.1', 'Expected Salary must be a valid decimal number.'],
    ['ExpectedSalary', 1.005, 'Expected Salary must be a valid decimal number.'],
    ['ExpectedSalary', 10000, 'Expected Salary must be at most 9999.99 LPA.'],
    ['FilePathUrl', long(501), 'FilePathUrl must be at most 500 characters.'],
    ['IsActive', undefined, 'IsActive is required.'],
    ['IsActive', 'true', 'IsActive must be true or false.'],
    ['Resume', 'x', 'This field is not accepted.'],
  ];

  it.each(refused)('refuses %s = %j with "%s", keeping no row and no file', async (field, value, message) => {
    const data = application();
    if (value === undefined) delete data[field];
    else data[field] = value;
    await expectRefused({ data, file: { bytes: pdf(), name: 'cv.pdf' } }, 400, field, message);
  });

  it('removes the stored resume when the database write fails', async () => {
    const filesBefore = await files();
    await db.query('ALTER TABLE career_application RENAME TO career_application_hidden');
    try {
      const response = await upload(client, { data: application(), file: { bytes: pdf(), name: 'cv.pdf' } });
      expect(response.status).toBe(500);
      expect(response.body.detail).toBe('An unexpected server error occurred.');
    } finally {
      await db.query('ALTER TABLE career_application_hidden RENAME TO career_application');
    }
    expect(await files()).toEqual(filesBefore);
  });

  describe('when the data part comes before the file, as the website sends it', () => {
    /** Every name written in the store while `send` runs. */
    async function namesCreatedDuring(
      send: () => Promise<{ status: number; body: Record<string, unknown> }>,
    ) {
      const { result: response, written: created } = await store.namesWrittenDuring(send);
      return { response, created };
    }

    async function dataFirst(data: Record<string, unknown>, bytes: Buffer) {
      const test = client.post(PATH, await client.solveCaptcha());
      test.field('data', JSON.stringify(data));
      test.attach('file', bytes, { filename: 'cv.pdf', contentType: 'application/pdf' });
      return test;
    }

    it('refuses an invalid application before a byte of its 4 MB resume is written', async () => {
      const rowsBefore = await rowCount();
      const { response, created } = await namesCreatedDuring(() =>
        dataFirst(application({ FristName: 'Asha1' }), pdf(4 * 1024 * 1024)),
      );
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ FristName: ['Only characters are allowed.'] });
      expect(created).toEqual([]);
      expect(await rowCount()).toBe(rowsBefore);
    });

    it('writes the resume of a valid application (the watch above does see writes)', async () => {
      const data = application();
      const { response, created } = await namesCreatedDuring(() => dataFirst(data, pdf(4 * 1024 * 1024)));
      expect(response.status).toBe(200);
      const row = await rowFor(data.Email as string);
      expect(created.some((name) => name.endsWith('.part'))).toBe(true);
      expect(created).toContain(row.resume_key);
    });
  });
});
/** The date `years` years before today (UTC), moved by `days`. */
function yearsAgo(years: number, days = 0): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}
