import { ADMIN_API, type WebhookEndpointView } from '@orbitwise/contracts/admin';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { APP_CONFIG } from '../../src/config/config.module';
import type { AppConfig } from '../../src/config/env';
import type { Server } from 'node:http';
import { solveCaptcha } from '../api-client';
import { createKey } from '../integration-keys';
import { createNotificationApp, type NotificationApp } from '../notification-app';
import { envelopeId } from '../submissions';
import { freePort } from '../free-port';
import { pdf } from '../resume-fixtures';
import { startWebhookReceiver } from '../webhook-receiver';
import { docExamples, REPO, runExample, startExample } from './doc-examples';

const run = promisify(execFile);

/**
 * Runs every example of docs/integrators.md (curl, Python, TypeScript with @orbitwise/client)
 * against the live API (real HTTP, real PostgreSQL, its job workers delivering real webhooks), and
 * checks what each did: the rows it stored, the submissions it listed, the events it verified.
 */
describe('docs/integrators.md', () => {
  const examples = docExamples();
  const example = (name: string) => {
    const found = examples.get(name);
    if (!found) throw new Error(`docs/integrators.md has no example ${name}`);
    return found;
  };
  let api: NotificationApp;
  let baseUrl: string;
  let dir: string;

  beforeAll(async () => {
    // The TypeScript examples import the client as an integrator does: its built package.
    await run(
      process.execPath,
      [path.join(REPO, 'node_modules/typescript/bin/tsc'), '-p', 'clients/typescript'],
      {
        cwd: REPO,
      },
    );
    dir = mkdtempSync(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), 'integrators-'));
    symlinkSync(path.join(REPO, 'node_modules'), path.join(dir, 'node_modules'));
    writeFileSync(path.join(dir, 'resume.pdf'), pdf());
    api = await createNotificationApp({});
    await api.app.listen(0, '127.0.0.1');
    baseUrl = await api.app.getUrl();
  });
  afterAll(() => api.close());

  it('names every example it runs, in three languages', () => {
    expect([...examples.keys()].sort()).toEqual(
      [
        'curl-lead',
        'python-lead',
        'ts-lead',
        'curl-lead-id',
        'curl-attribution',
        'curl-application',
        'python-application',
        'ts-application',
        'curl-page',
        'python-page',
        'python-sync',
        'python-ratelimit',
        'curl-sandbox',
        'curl-publishable',
        'ts-page',
        'ts-webhook',
        'python-webhook',
        'sh-webhook',
      ].sort(),
    );
  });

  it('type-checks the TypeScript examples against the client', async () => {
    for (const ts of [...examples.values()].filter((e) => e.language === 'ts')) {
      writeFileSync(path.join(dir, `${ts.name}.mts`), ts.code);
    }
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'ES2023',
          lib: ['ES2023', 'DOM'],
          types: ['node'],
          strict: true,
          noEmit: true,
          skipLibCheck: true,
        },
        include: ['ts-*.mts'],
      }),
    );
    await run(process.execPath, [path.join(REPO, 'node_modules/typescript/bin/tsc'), '-p', dir]).catch(
      (error: { stdout: string }) => {
        throw new Error(`The TypeScript examples do not type-check:\n${error.stdout}`);
      },
    );
  });

  describe('with integration keys', () => {
    let submitKey: string;
    let readKey: string;
    const env = () => ({ ORBITWISE_URL: baseUrl, ORBITWISE_KEY: submitKey, ORBITWISE_READ_KEY: readKey });

    beforeAll(async () => {
      submitKey = (await createKey(api.admin, ['submit:contact', 'submit:application'], 'docs submit'))
        .secret;
      readKey = (await createKey(api.admin, ['read:leads', 'read:applications'], 'docs read')).secret;
    });

    it.each([
      ['curl-lead', 'asha.curl@example.com'],
      ['python-lead', 'asha.python@example.com'],
      ['ts-lead', 'asha.typescript@example.com'],
    ])('%s posts a lead with a key', async (name, email) => {
      const output = await runExample(example(name), dir, env());
      expect(output).toMatch(/isSuccess/);
      expect(await envelopeId(api.db, email, 'contact')).toMatch(/^\d+$/);
    });

    it("curl-lead-id matches a post's answer to the read API by its id", async () => {
      const [answer, read] = (await runExample(example('curl-lead-id'), dir, env())).trim().split('\n');
      const id = await envelopeId(api.db, 'Asha.Rao+crm@Example.Agency', 'contact');
      expect(JSON.parse(answer!)).toEqual({ errorMessage: null, isSuccess: true, id, ref: `#${id}` });
      expect(read).toBe(`${id} contact Asha.Rao+crm@Example.Agency`);
    });

    it('curl-attribution posts a lead with its attribution and finds it by its campaign', async () => {
      const [answer, ...listed] = (await runExample(example('curl-attribution'), dir, env()))
        .trim()
        .split('\n');
      const id = await envelopeId(api.db, 'asha.campaign@example.com', 'contact');
      expect(JSON.parse(answer!)).toMatchObject({ isSuccess: true, id });
      expect(listed).toEqual([`${id} asha.campaign@example.com`]);
    });

    it.each([
      ['curl-application', 'asha.curl@example.com'],
      ['python-application', 'asha.python@example.com'],
      ['ts-application', 'asha.typescript@example.com'],
    ])('%s posts an application with its resume', async (name, email) => {
      await runExample(example(name), dir, env());
      const id = await envelopeId(api.db, email, 'application');
      const rows: { size: string }[] = await api.db.query(
        `SELECT a.resume_size AS size FROM submission s JOIN career_application a ON a.id = s.career_application_id
         WHERE s.id = $1`,
        [id],
      );
      expect(Number(rows[0]?.size)).toBe(pdf().length);
    });

    it.each(['curl-page', 'python-page', 'ts-page'])('%s pages through every submission', async (name) => {
      const stored: { id: string; kind: string; email: string }[] = await api.db.query(
        'SELECT id::text, kind, email FROM submission WHERE NOT sandbox ORDER BY received_at DESC, id DESC',
      );
      expect(stored.length).toBeGreaterThanOrEqual(6);
      const output = await runExample(example(name), dir, env());
      expect(output.trim().split('\n')).toEqual(stored.map((s) => `${s.id} ${s.kind} ${s.email}`));
    });

    it('python-sync copies every submission once, then only what changed: a triage and an erasure', async () => {
      const run = async () =>
        (await runExample(example('python-sync'), dir, env())).split('\n').filter((line) => line !== '');
      /** Runs until `done` (a change committed this instant may wait for the next run). */
      const runUntil = async (done: (lines: string[]) => boolean) => {
        const lines: string[] = [];
        const deadline = Date.now() + 30_000;
        while (!done(lines)) {
          if (Date.now() > deadline) throw new Error(`python-sync never got there: ${lines.join('\n')}`);
          lines.push(...(await run()));
        }
        return lines;
      };
      const stored: { id: string; kind: string; status: string }[] = await api.db.query(
        'SELECT id::text, kind, status FROM submission WHERE NOT sandbox ORDER BY updated_at, id',
      );
      const upserted = (lines: string[]) =>
        lines
          .filter((line) => line.startsWith('upsert '))
          .map((line) => line.split(' ').slice(0, 3).join(' '));
      const copied = await runUntil((lines) => upserted(lines).length >= stored.length);
      expect(upserted(copied)).toEqual(stored.map((row) => `upsert ${row.id} ${row.status}`));

      const [triaged, erased] = stored.filter((row) => row.kind === 'contact') as [
        (typeof stored)[number],
        (typeof stored)[number],
      ];
      await api.admin.patch(ADMIN_API.submission(triaged.id)).send({ status: 'in-progress' }).expect(200);
      await api.admin.delete(ADMIN_API.submission(erased.id)).expect(204);
      const changed = await runUntil((lines) => lines.length >= 2);
      const micros = '\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{6}Z';
      expect(changed.sort()).toEqual([
        expect.stringMatching(new RegExp(`^delete ${erased.id} ${micros}$`)),
        expect.stringMatching(new RegExp(`^upsert ${triaged.id} in-progress ${micros}$`)),
      ]);
      expect(await run()).toEqual([]);
    });

    it("python-ratelimit reads the key's quota and the calls left, one fewer per call", async () => {
      const { max, windowSeconds } = api.app.get<AppConfig>(APP_CONFIG).integrationKeyRateLimit;
      const answer = /^"key";q=(\d+);w=(\d+) (\d+)\n$/;
      const [first, second] = [
        answer.exec(await runExample(example('python-ratelimit'), dir, env())),
        answer.exec(await runExample(example('python-ratelimit'), dir, env())),
      ];
      expect(first?.slice(1, 3)).toEqual([String(max), String(windowSeconds)]);
      expect(Number(second?.[3])).toBe(Number(first?.[3]) - 1);
    });

    it('curl-sandbox posts with a test key into the sandbox and reads it back with that key alone', async () => {
      const testKey = (
        await createKey(api.admin, ['submit:contact', 'read:leads'], 'docs test', { kind: 'test' })
      ).secret;
      const output = await runExample(example('curl-sandbox'), dir, {
        ...env(),
        ORBITWISE_TEST_KEY: testKey,
      });
      const id = await envelopeId(api.db, 'test.lead@example.com', 'contact');
      const [answer, page] = output
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(answer).toMatchObject({ isSuccess: true, id });
      expect((page as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([id]);
      const rows: { sandbox: boolean; deliveries: number }[] = await api.db.query(
        `SELECT s.sandbox, (SELECT count(*)::int FROM notification_delivery d WHERE d.submission_id = s.id) AS deliveries
         FROM submission s WHERE s.id = $1`,
        [id],
      );
      expect(rows).toEqual([{ sandbox: true, deliveries: 0 }]);
    });

    it('curl-publishable passes the preflight from its page and posts with the captcha', async () => {
      const page = 'https://landing.partner.example';
      const publishableKey = (
        await createKey(api.admin, ['submit:contact'], 'docs page', {
          kind: 'publishable',
          allowedOrigins: [page],
        })
      ).secret;
      const output = await runExample(example('curl-publishable'), dir, {
        ...env(),
        ORBITWISE_PUBLISHABLE_KEY: publishableKey,
        PAGE_ORIGIN: page,
        ALTCHA_PAYLOAD: await solveCaptcha(api.app.getHttpServer() as Server),
      });
      const [allowed, answer] = output.trim().split('\n');
      expect(allowed!.trim().toLowerCase()).toBe(`access-control-allow-origin: ${page}`);
      expect(JSON.parse(answer!)).toMatchObject({ isSuccess: true });
      expect(await envelopeId(api.db, 'page.visitor@example.com', 'contact')).toMatch(/^\d+$/);
    });
  });

  it('the webhook receivers (TypeScript, Python) verify a real event; the shell check a saved one', async () => {
    const [tsPort, pyPort] = await Promise.all([freePort(), freePort()]);
    const capture = await startWebhookReceiver('whsec_unused');
    const endpoints: WebhookEndpointView[] = [];
    for (const url of [`http://127.0.0.1:${tsPort}/hook`, `http://127.0.0.1:${pyPort}/hook`, capture.url]) {
      const response = await api.admin.post(ADMIN_API.webhooks).send({ url, kinds: ['contact'] });
      expect(response.status).toBe(201);
      endpoints.push(response.body as WebhookEndpointView);
    }
    const tsReceiver = startExample(example('ts-webhook'), dir, {
      PORT: String(tsPort),
      WEBHOOK_SECRET: endpoints[0]!.secret,
    });
    const pyReceiver = startExample(example('python-webhook'), dir, {
      PORT: String(pyPort),
      WEBHOOK_SECRET: endpoints[1]!.secret,
    });
    try {
      // Both listening before the event is sent (a refused connection would only be retried later).
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const email = 'webhook.docs@example.com';
      const submitted = await api.visitor.submit('/api/ContactUs/AddContactUs', {
        userName: 'Asha Rao',
        email,
        subject: 'Website project',
        number: '9876543210',
        description: 'We need a new website, budget 5 lakh.',
        isActive: true,
      });
      expect(submitted.status).toBe(200);
      const id = await envelopeId(api.db, email, 'contact');
      const verified = new RegExp(`^verified msg_\\d+ submission\\.created contact ${id}$`, 'm');
      expect(await tsReceiver.exited).toMatch(verified);
      expect(await pyReceiver.exited).toMatch(verified);
    } finally {
      tsReceiver.stop();
      pyReceiver.stop();
    }

    for (let i = 0; i < 100 && capture.received.length === 0; i++)
      await new Promise((r) => setTimeout(r, 100));
    await capture.close();
    const [saved] = capture.received;
    expect(saved).toBeDefined();
    const headers = saved!.headers as Record<string, string>;
    const savedEnv = {
      WEBHOOK_SECRET: endpoints[2]!.secret,
      WEBHOOK_ID: headers['webhook-id']!,
      WEBHOOK_TIMESTAMP: headers['webhook-timestamp']!,
      WEBHOOK_SIGNATURE: headers['webhook-signature']!,
    };
    writeFileSync(path.join(dir, 'body.json'), saved!.body);
    expect(await runExample(example('sh-webhook'), dir, savedEnv)).toBe(
      `verified ${headers['webhook-id']}\n`,
    );
    // One changed byte, or another endpoint's secret: refused.
    writeFileSync(path.join(dir, 'body.json'), saved!.body.replace('Asha', 'Asha '));
    await expect(runExample(example('sh-webhook'), dir, savedEnv)).rejects.toThrow(/signature mismatch/);
    writeFileSync(path.join(dir, 'body.json'), saved!.body);
    await expect(
      runExample(example('sh-webhook'), dir, { ...savedEnv, WEBHOOK_SECRET: endpoints[0]!.secret }),
    ).rejects.toThrow(/signature mismatch/);
    expect(readFileSync(path.join(dir, 'body.json'), 'utf8')).toBe(saved!.body);
  });
});
