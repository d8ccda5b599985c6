import type { NestExpressApplication } from '@nestjs/platform-express';
import { ADMIN_API } from '@orbitwise/contracts/admin';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import { createKey } from '../integration-keys';
import { signIn, type OperatorClient } from '../operator-session';
import { pdf } from '../resume-fixtures';
import { envelopeId } from '../submissions';
import { createTestApp, testConfig } from '../test-app';
import { docExamples, REPO, runExample } from './doc-examples';

const run = promisify(execFile);
const README = path.join(REPO, 'clients', 'typescript', 'README.md');
const TSC = path.join(REPO, 'node_modules', 'typescript', 'bin', 'tsc');
/** Where the README's examples say the API is: what `npm start` serves on by default. */
const README_ORIGIN = 'http://localhost:8080';

/**
 * npm as a partner runs it: without the npm_* variables of the `npm test` this runs under (its
 * workspace and prefix would make npm pack or install into this repository), keeping its cache.
 */
function npmEnv(): NodeJS.ProcessEnv {
  const keep = new Set(['npm_config_cache', 'npm_config_userconfig', 'npm_config_registry']);
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) || keep.has(name.toLowerCase())),
  );
}

async function npm(cwd: string, ...args: string[]): Promise<string> {
  try {
    return (await run('npm', args, { cwd, env: npmEnv(), timeout: 120_000 })).stdout;
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string };
    throw new Error(`npm ${args.join(' ')} failed:\n${failure.stdout}\n${failure.stderr}`);
  }
}

/** Every file of a folder, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * A partner's first program with the package, in TypeScript (no casts, no Node APIs): checked by tsc
 * against the installed package's own declarations, where a wrong path or a missing field must be an
 * error.
 */
const TYPED_PROGRAM = `import { createOrbitwiseClient, type components, type OrbitwiseClient } from '@orbitwise/client';

type Lead = components['schemas']['AddContactUsDto'];

export async function postAndReadBack(baseUrl: string, submitKey: string, readKey: string, email: string) {
  const lead: Lead = {
    formType: 'contact',
    userName: 'Asha Rao',
    email,
    subject: 'Website project',
    number: '9876543210',
    description: 'We need a new website, budget 5 lakh.',
    isActive: true,
    attribution: { first: { source: 'newsletter', medium: 'email', landing: '/' }, sentFrom: '/contactus' },
  };
  const posted = await createOrbitwiseClient({ baseUrl, key: submitKey }).POST('/api/ContactUs/AddContactUs', {
    headers: { 'Idempotency-Key': 'package-lead-0001' },
    body: lead,
  });
  if (posted.error) throw new Error(\`\${posted.error.status} \${posted.error.title}: \${posted.error.detail}\`);
  const stored: { id: string | null; ref: string | null } = { id: posted.data.id, ref: posted.data.ref };
  const page = await createOrbitwiseClient({ baseUrl, key: readKey }).GET('/api/v1/submissions', {
    params: { query: { q: email, limit: 10 } },
  });
  if (page.error) throw new Error(\`\${page.error.status} \${page.error.title}\`);
  const read: { id: string; kind: string; email: string }[] = page.data.items.map((item) => ({
    id: item.id,
    kind: item.kind,
    email: item.email,
  }));
  return { stored, read };
}

export async function mistakes(client: OrbitwiseClient) {
  // @ts-expect-error the API has no such call (the paths are typed, not any)
  await client.GET('/api/ContactUs/NoSuchCall');
  // @ts-expect-error a lead without its email
  await client.POST('/api/ContactUs/AddContactUs', { body: { userName: 'Asha Rao' } });
}
`;

/** The same program in plain JavaScript, run by plain node. */
const PLAIN_PROGRAM = `import { createOrbitwiseClient } from '@orbitwise/client';

const [baseUrl, submitKey, readKey, email] = process.argv.slice(2);
const posted = await createOrbitwiseClient({ baseUrl, key: submitKey }).POST('/api/ContactUs/AddContactUs', {
  headers: { 'Idempotency-Key': 'package-lead-0001' },
  body: {
    formType: 'contact',
    userName: 'Asha Rao',
    email,
    subject: 'Website project',
    number: '9876543210',
    description: 'We need a new website, budget 5 lakh.',
    isActive: true,
  },
});
if (posted.error) throw new Error(\`\${posted.error.status} \${posted.error.title}: \${posted.error.detail}\`);
const page = await createOrbitwiseClient({ baseUrl, key: readKey }).GET('/api/v1/submissions', {
  params: { query: { q: email, limit: 10 } },
});
if (page.error) throw new Error(\`\${page.error.status} \${page.error.title}\`);
const read = page.data.items.map((item) => ({ id: item.id, kind: item.kind, email: item.email }));
console.log(JSON.stringify({ isSuccess: posted.data.isSuccess, id: posted.data.id, ref: posted.data.ref, read }));
`;

/**
 * @orbitwise/client as a partner gets it: \`npm pack\` of clients/typescript (its prepack builds it),
 * the tarball installed into an empty project (the npm cache holds its one dependency), and programs
 * there calling the live API. The README's examples run in that project too.
 */
describe('the @orbitwise/client package', () => {
  const readmeExamples = docExamples(README);
  let app: NestExpressApplication;
  let baseUrl: string;
  let consumer: string;
  let submitKey: string;
  let readKey: string;
  let testKey: string;
  let syncKey: string;
  let admin: OperatorClient;
  let tarballName: string;

  /** Packs the client and installs the tarball into an empty ESM project (`consumer`). */
  async function packAndInstall(): Promise<void> {
    const root = mkdtempSync(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), 'client-package-'));
    const packed = path.join(root, 'packed');
    consumer = path.join(root, 'consumer');
    mkdirSync(packed);
    mkdirSync(consumer);
    // As the README's Install says, from the repository's root.
    await npm(REPO, 'pack', '-w', 'clients/typescript', '--pack-destination', packed);
    const [tarball] = readdirSync(packed).filter((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack wrote no tarball into ${packed}`);
    tarballName = tarball;
    writeFileSync(
      path.join(consumer, 'package.json'),
      JSON.stringify({ name: 'partner-app', private: true, type: 'module' }),
    );
    await npm(consumer, 'install', '--prefer-offline', '--no-audit', '--no-fund', path.join(packed, tarball));
    writeFileSync(path.join(consumer, 'resume.pdf'), pdf());
  }

  beforeAll(async () => {
    const started = createTestApp().then(async (created) => {
      app = created;
      await app.listen(0, '127.0.0.1');
      baseUrl = await app.getUrl();
    });
    await Promise.all([started, packAndInstall()]);
    admin = await signIn(app, { role: 'admin' });
    submitKey = (await createKey(admin, ['submit:contact', 'submit:application'], 'package submit')).secret;
    readKey = (await createKey(admin, ['read:leads', 'read:applications'], 'package read')).secret;
    testKey = (await createKey(admin, ['submit:contact', 'read:leads'], 'package test', { kind: 'test' }))
      .secret;
    // The sync copies every submission of the run: its calls would use up the other read key's quota.
    syncKey = (await createKey(admin, ['read:leads', 'read:applications'], 'package sync')).secret;
  }, 120_000);
  afterAll(() => app?.close());

  it('ships its built code and declarations, and neither its sources nor its build files', () => {
    const installed = path.join(consumer, 'node_modules', '@orbitwise', 'client');
    expect(filesUnder(installed)).toEqual([
      'README.md',
      'dist/index.d.ts',
      'dist/index.js',
      'dist/schema.d.ts',
      'dist/schema.js',
      'package.json',
    ]);
    expect(readFileSync(README, 'utf8')).toContain(`npm install ./${tarballName}`);
    const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
    expect(Object.keys(manifest.dependencies)).toEqual(['openapi-fetch']);
    // Installed beside it as a dependency of the package, not borrowed from this repository.
    expect(filesUnder(path.join(consumer, 'node_modules', 'openapi-fetch'))).toContain('package.json');
  });

  it('a plain node program posts a lead with a key and reads it back', async () => {
    const email = `package.plain.${Date.now()}@example.com`;
    writeFileSync(path.join(consumer, 'lead.mjs'), PLAIN_PROGRAM);
    const { stdout } = await run(process.execPath, ['lead.mjs', baseUrl, submitKey, readKey, email], {
      cwd: consumer,
    });
    const id = await envelopeId(app.get(DataSource), email, 'contact');
    expect(JSON.parse(stdout)).toEqual({
      isSuccess: true,
      id,
      ref: `#${id}`,
      read: [{ id, kind: 'contact', email }],
    });
  });

  it("type-checks a TypeScript program against the package's declarations, and the README's examples", async () => {
    writeFileSync(path.join(consumer, 'lead.ts'), TYPED_PROGRAM);
    for (const example of readmeExamples.values()) {
      writeFileSync(path.join(consumer, `${example.name}.mts`), example.code);
    }
    writeFileSync(
      path.join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'ES2023',
          lib: ['ES2023'],
          // The README's examples read process.env and files: a Node project's own @types/node.
          typeRoots: [path.join(REPO, 'node_modules', '@types')],
          types: ['node'],
          strict: true,
          noEmit: true,
          // As \`tsc --init\` sets it; the @ts-expect-error lines still prove the types are the API's.
          skipLibCheck: true,
        },
        include: ['lead.ts', 'readme-*.mts'],
      }),
    );
    await run(process.execPath, [TSC, '-p', consumer]).catch((error: { stdout: string }) => {
      throw new Error(`The programs do not type-check against the package:\n${error.stdout}`);
    });
  });

  describe('clients/typescript/README.md', () => {
    const example = (name: string) => {
      const found = readmeExamples.get(name);
      if (!found) throw new Error(`clients/typescript/README.md has no example ${name}`);
      return { ...found, code: found.code.replaceAll(README_ORIGIN, baseUrl) };
    };
    const env = () => ({
      ORBITWISE_KEY: submitKey,
      ORBITWISE_READ_KEY: readKey,
      ORBITWISE_TEST_KEY: testKey,
    });

    it('runs every TypeScript block, each on the port npm start serves', () => {
      const blocks = readFileSync(README, 'utf8').match(/^```ts\b.*$/gm) ?? [];
      expect(blocks).toEqual([
        '```ts example=readme-lead',
        '```ts example=readme-application',
        '```ts example=readme-page',
        '```ts example=readme-sync',
        '```ts example=readme-rate-limit',
        '```ts example=readme-test-key',
      ]);
      for (const { code } of readmeExamples.values()) expect(code).toContain(`'${README_ORIGIN}'`);
    });

    it("posts a lead, and the answer names the stored submission's id and reference", async () => {
      const output = await runExample(example('readme-lead'), consumer, env());
      const id = await envelopeId(app.get(DataSource), 'asha.readme@example.com', 'contact');
      expect(JSON.parse(output)).toEqual({ isSuccess: true, errorMessage: null, id, ref: `#${id}` });
    });

    it('posts an application with its resume', async () => {
      await runExample(example('readme-application'), consumer, env());
      const id = await envelopeId(app.get(DataSource), 'asha.readme@example.com', 'application');
      const rows: { size: string }[] = await app.get(DataSource).query(
        `SELECT a.resume_size AS size FROM submission s JOIN career_application a ON a.id = s.career_application_id
         WHERE s.id = $1`,
        [id],
      );
      expect(Number(rows[0]?.size)).toBe(pdf().length);
    });

    it('pages through the submissions', async () => {
      const stored: { id: string; kind: string; email: string }[] = await app
        .get(DataSource)
        .query(
          'SELECT id::text, kind, email FROM submission WHERE email = $1 ORDER BY received_at DESC, id DESC',
          ['asha.readme@example.com'],
        );
      expect(stored.map((s) => s.kind)).toEqual(['application', 'contact']);
      const output = await runExample(example('readme-page'), consumer, env());
      expect(output.trim().split('\n')).toEqual(stored.map((s) => `${s.id} ${s.kind} ${s.email}`));
    });

    it('syncs: a full copy once, then exactly what changed (a triage and an erasure)', async () => {
      const db = app.get(DataSource);
      const sync = async () =>
        (await runExample(example('readme-sync'), consumer, { ...env(), ORBITWISE_READ_KEY: syncKey }))
          .split('\n')
          .filter((line) => line !== '');
      /** Runs until `done` (a change committed this very instant may come with the next run). */
      const syncUntil = async (done: (lines: string[]) => boolean) => {
        const lines: string[] = [];
        for (let runs = 0; !done(lines); runs++) {
          if (runs === 10) throw new Error(`readme-sync never got there:\n${lines.join('\n')}`);
          lines.push(...(await sync()));
        }
        return lines;
      };
      const upserts = (lines: string[]) =>
        lines
          .filter((line) => line.startsWith('upsert '))
          .map((line) => line.split(' ').slice(0, 3).join(' '));
      const stored: { id: string; status: string }[] = await db.query(
        'SELECT id::text, status FROM submission WHERE NOT sandbox ORDER BY updated_at, id',
      );
      const copied = await syncUntil((lines) => upserts(lines).length >= stored.length);
      expect(upserts(copied)).toEqual(stored.map((row) => `upsert ${row.id} ${row.status}`));

      const triaged = await envelopeId(db, 'asha.readme@example.com', 'contact');
      const erased = await envelopeId(db, 'asha.readme@example.com', 'application');
      await admin.patch(ADMIN_API.submission(triaged)).send({ status: 'in-progress' }).expect(200);
      await admin.delete(ADMIN_API.submission(erased)).expect(204);
      const micros = '\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{6}Z';
      expect((await syncUntil((lines) => lines.length >= 2)).sort()).toEqual([
        expect.stringMatching(new RegExp(`^delete ${erased} ${micros}$`)),
        expect.stringMatching(new RegExp(`^upsert ${triaged} in-progress ${micros}$`)),
      ]);
    });

    it("reads the key's quota and what is left of it from the RateLimit headers", async () => {
      const { max, windowSeconds } = testConfig().integrationKeyRateLimit;
      const output = await runExample(example('readme-rate-limit'), consumer, env());
      const [policy, remaining, resetSeconds] = output.trim().split(' ');
      expect(policy).toBe(`"key";q=${max};w=${windowSeconds}`);
      // The read key's calls so far in this window (the programs above) are counted too.
      expect(Number(remaining)).toBeGreaterThan(0);
      expect(Number(remaining)).toBeLessThan(max);
      expect(Number(resetSeconds)).toBeLessThanOrEqual(windowSeconds);
    });

    it('posts with a test key into the sandbox, which that key reads back', async () => {
      const output = await runExample(example('readme-test-key'), consumer, env());
      const rows: { id: string; sandbox: boolean }[] = await app
        .get(DataSource)
        .query('SELECT id::text, sandbox FROM submission WHERE email = $1', ['asha.sandbox@example.com']);
      expect(rows).toEqual([{ id: expect.stringMatching(/^\d+$/), sandbox: true }]);
      expect(output.trim()).toBe(`#${rows[0]!.id} ${rows[0]!.id}`);
    });
  });
});
