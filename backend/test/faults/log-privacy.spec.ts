import {
  API_PATHS,
  CAREER_APPLICATION_EXAMPLE,
  CONTACT_US_EXAMPLES,
  CSRF_HEADER,
  USER_SUBSCRIPTION_EXAMPLE,
} from '@orbitwise/contracts';
import { ADMIN_API } from '@orbitwise/contracts/admin';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pdf } from '../resume-fixtures';
import {
  careerMultipart,
  createDatabase,
  killAllServers,
  RemoteClient,
  send,
  ServerProcess,
  type RawResponse,
  type TestDatabase,
} from './support';

const OPERATOR_CLI = path.resolve(__dirname, '..', '..', 'dist', 'operators', 'operator-cli.js');

/** Personal data never reaches a log: six forms and a console session, then every line is searched. */
describe('the API logs no personal data', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  // Letters only: names, subjects and messages take nothing else.
  const marker = [...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
  const secrets = {
    name: `Zebulon Quixotic${marker}`,
    email: `zq.${marker}@privacy-example.com`,
    phoneIndia: '9812345067',
    phoneUk: '7911987654',
    subject: `Subject ${marker} confidential`,
    description: `Description ${marker} please keep this private`,
    city: `Quixotica${marker}`,
    resumeName: `curriculum-${marker}-private.pdf`,
    operatorEmail: `operator.${marker}@privacy-example.com`,
    operatorPassword: `Op-${randomBytes(12).toString('hex')}-Pw!`,
  };
  /** Cookies, anti-forgery tokens and captcha payloads the test sent or received. */
  const credentials: string[] = [];

  beforeAll(async () => {
    database = await createDatabase();
    server = await ServerProcess.start({
      databaseUrl: database.url,
      uploadsDir: mkdtempSync(path.join(tmpdir(), 'log-privacy-')),
      env: { LOG_LEVEL: 'trace' },
    });
  });

  afterAll(async () => {
    await killAllServers();
    await database?.drop();
  });

  const keep = (...values: string[]) => credentials.push(...values.filter((value) => value.length >= 8));

  async function visitor(): Promise<RemoteClient> {
    const client = await RemoteClient.create(server.baseUrl);
    const headers = client.headers();
    keep(
      headers[CSRF_HEADER]!,
      ...headers.Cookie!.split('; ').map((pair) => pair.split('=').slice(1).join('=')),
    );
    return client;
  }

  async function captcha(client: RemoteClient): Promise<string> {
    const payload = await client.solveCaptcha();
    keep(payload);
    return payload;
  }

  const expectStored = (response: RawResponse, what: string) =>
    expect({
      what,
      status: response.status,
      errors: (response.body as { errors?: unknown })?.errors,
    }).toEqual({
      what,
      status: 200,
      errors: undefined,
    });

  it('after six forms and a console session, no line holds any of their values', async () => {
    const forms = {
      enquiry: { ...CONTACT_US_EXAMPLES.enquiry, number: `+91-${secrets.phoneIndia}` },
      contact: { ...CONTACT_US_EXAMPLES.contact, number: secrets.phoneIndia },
      event: { ...CONTACT_US_EXAMPLES.event, number: `+91${secrets.phoneIndia}` },
      itSupport: { ...CONTACT_US_EXAMPLES.itSupport, number: secrets.phoneUk },
    };
    for (const [form, example] of Object.entries(forms)) {
      const client = await visitor();
      const body = {
        ...example,
        userName: secrets.name,
        email: secrets.email,
        ...('subject' in example && form !== 'event' ? { subject: secrets.subject } : {}),
        ...('description' in example && form !== 'event' ? { description: secrets.description } : {}),
      };
      expectStored(await client.postJson(API_PATHS.addContactUs, body, await captcha(client)), form);
    }
    const subscriber = await visitor();
    expectStored(
      await subscriber.postJson(
        API_PATHS.addUserSubscription,
        { ...USER_SUBSCRIPTION_EXAMPLE, email: secrets.email },
        await captcha(subscriber),
      ),
      'newsletter',
    );
    const applicant = await visitor();
    const application = {
      ...CAREER_APPLICATION_EXAMPLE,
      FristName: secrets.name.split(' ')[0],
      LastName: secrets.name.split(' ')[1],
      Email: secrets.email,
      City: secrets.city,
    };
    const parts = careerMultipart(application);
    const head = Buffer.from(
      parts.head.toString('utf8').replace('filename="resume.pdf"', `filename="${secrets.resumeName}"`),
    );
    const resume = pdf();
    expectStored(
      await send(`${server.baseUrl}${API_PATHS.addCareer}`, {
        method: 'POST',
        headers: {
          ...applicant.headers(await captcha(applicant)),
          'Content-Type': parts.contentType,
          'Content-Length': String(head.length + resume.length + parts.tail.length),
        },
        body: Buffer.concat([head, resume, parts.tail]),
      }),
      'application',
    );
    // A refused submission (bad email, no captcha) logs no more than a stored one.
    const refused = await (
      await visitor()
    ).postJson(API_PATHS.addContactUs, {
      ...forms.enquiry,
      userName: secrets.name,
      email: `not-an-email ${secrets.email}`,
    });
    expect(refused.status).toBe(400);

    // The console: an operator made with the CLI signs in, searches and opens a submission.
    await createOperator(database.url, secrets.operatorEmail, secrets.operatorPassword);
    const staff = await visitor();
    const signIn = await send(`${server.baseUrl}${ADMIN_API.session}`, {
      method: 'POST',
      headers: { ...staff.headers(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: secrets.operatorEmail, password: secrets.operatorPassword }),
    });
    expect(signIn.status).toBe(200);
    const sessionCookies = ([] as string[])
      .concat(signIn.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0]!);
    keep(...sessionCookies.map((pair) => pair.split('=').slice(1).join('=')));
    const cookie = [staff.headers().Cookie, ...sessionCookies].join('; ');
    const consoleGet = (url: string) =>
      send(`${server.baseUrl}${url}`, { headers: { ...staff.headers(), Cookie: cookie } });
    const search = await consoleGet(`${ADMIN_API.submissions}?q=${encodeURIComponent(secrets.email)}`);
    expect(search.status).toBe(200);
    const items = (search.body as { items: { id: string }[] }).items;
    // Six stored; the newsletter subscription is no lead until its owner confirms it.
    expect(items.length).toBe(5);
    expect((await consoleGet(`${ADMIN_API.submissions}/${items[0]!.id}`)).status).toBe(200);

    // Every line is JSON, and none holds any of the values.
    const lines = server.log.split('\n').filter((line) => line.trim() !== '');
    const notJson = lines.filter((line) => {
      try {
        JSON.parse(line);
        return false;
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    const needles = [...Object.values(secrets), secrets.name.split(' ')[1]!, marker, ...credentials];
    const hits = lines.flatMap((line) =>
      needles
        .filter((needle) => line.toLowerCase().includes(needle.toLowerCase()))
        .map((needle) => ({ needle, line })),
    );
    const requestLines = lines.filter((line) => line.includes('"request completed"'));
    console.log(
      `log-privacy: ${lines.length} log lines (${requestLines.length} request lines) searched for ` +
        `${needles.length} values: ${hits.length} hits`,
    );
    expect(hits).toEqual([]);
    expect(requestLines.length).toBeGreaterThanOrEqual(20);
    for (const line of requestLines) {
      const entry = JSON.parse(line) as { req: object; res: object; route: string; responseTime: number };
      expect(entry).toMatchObject({
        req: { id: expect.any(String), method: expect.any(String) },
        res: { statusCode: expect.any(Number) },
        route: expect.stringMatching(/^\/api|^unmatched$/),
        responseTime: expect.any(Number),
      });
    }
  });
});

function createOperator(databaseUrl: string, email: string, password: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [OPERATOR_CLI, 'create', '--email', email, '--role', 'admin'], {
      env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl },
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`operator create: ${code} ${stderr}`)),
    );
    child.stdin.end(`${password}\n`);
  });
}
