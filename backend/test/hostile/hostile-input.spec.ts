import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_PATHS, CAPTCHA_HEADER, CSRF_HEADER, PROBLEM_CONTENT_TYPE } from '@orbitwise/contracts';
import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { inflateRawSync } from 'node:zlib';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { APP_CONFIG } from '../../src/config/config.module';
import type { AppConfig } from '../../src/config/env';
import { SESSION_COOKIE } from '../../src/security/csrf.service';
import { sessionCaller } from '../../src/submissions/idempotency/idempotency-scope';
import { csrfSession, solveCaptcha, type CsrfSession } from '../api-client';
import { testConfig } from '../test-app';
import {
  CALL_PATHS,
  HOSTILE_CASES,
  LEGITIMATE,
  seedIdempotencyKeys,
  type Call,
  type HostileCase,
} from './hostile-cases';
import { docxZipBomb } from './payloads';
import { privateDatabase } from './private-database';
import { sendRaw, type RawResponse } from './raw-http';

/**
 * Bad input (API): every request of the table is refused with its 4xx as problem
 * details, the server keeps answering, and no row and no file is left behind, case by case and
 * over the whole table. The app runs on its own database of the run's PostgreSQL cluster, so the
 * row counts cannot be disturbed by specs running in other workers.
 */

const SUBMISSION_TABLES = [
  'enquiry',
  'career_application',
  'subscription',
  'captcha_solution',
  'country_code',
  'idempotency_key',
];

interface Snapshot {
  rows: Record<string, number>;
  files: string[];
}

/** The same payload with its proof of work changed: a wrong answer to a genuine challenge. */
function tampered(payload: string): string {
  const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
    solution: { counter: number; derivedKey: string };
  };
  decoded.solution.counter += 1;
  decoded.solution.derivedKey = decoded.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
  return Buffer.from(JSON.stringify(decoded)).toString('base64');
}

const prototypeState = () =>
  [Object.prototype, Array.prototype, Function.prototype, String.prototype].map((proto) =>
    Object.getOwnPropertyNames(proto).sort().join(','),
  );

describe('Hostile input to the four ContactUs calls', () => {
  let app: NestExpressApplication;
  let server: Server;
  let port: number;
  let db: DataSource;
  let uploadsDir: string;
  let session: CsrfSession;
  let otherSession: CsrfSession;
  let dropDatabase: () => Promise<void>;
  let before: Snapshot;
  const prototypesBefore = prototypeState();

  async function snapshot(): Promise<Snapshot> {
    const select = SUBMISSION_TABLES.map((table) => `(SELECT count(*) FROM ${table})::int AS ${table}`).join(
      ', ',
    );
    const [rows] = (await db.query(`SELECT ${select}`)) as Record<string, number>[];
    return { rows: rows!, files: readdirSync(uploadsDir).sort() };
  }

  async function send(c: HostileCase): Promise<RawResponse> {
    const request = c.build();
    const headers: Record<string, string | string[]> = { ...request.headers };
    const csrf = c.csrf ?? 'valid';
    if (csrf !== 'none') headers.Cookie = session.cookie;
    if (csrf === 'valid') headers[CSRF_HEADER] = session.token;
    if (csrf === 'wrong-token') headers[CSRF_HEADER] = otherSession.token;
    if (csrf === 'header-twice') headers[CSRF_HEADER] = [session.token, session.token];
    const captcha = c.captcha ?? (c.call === 'GetCountryCodes' ? 'none' : 'valid');
    if (captcha === 'valid') headers[CAPTCHA_HEADER] = await solveCaptcha(server);
    if (captcha === 'tampered') headers[CAPTCHA_HEADER] = tampered(await solveCaptcha(server));
    if (typeof captcha === 'object') headers[CAPTCHA_HEADER] = captcha.raw;
    return sendRaw(port, { path: CALL_PATHS[c.call] + (c.query ?? ''), headers, body: request.body });
  }

  async function expectHealthy(): Promise<void> {
    const health = await sendRaw(port, { method: 'GET', path: API_PATHS.health });
    expect(health.status).toBe(200);
    expect(health.json).toEqual({ status: 'ok', database: 'up' });
  }

  beforeAll(async () => {
    const database = await privateDatabase('hostile');
    dropDatabase = database.drop;
    app = await createApp(testConfig(), database.url);
    await app.listen(0, '127.0.0.1');
    server = app.getHttpServer() as Server;
    port = (server.address() as AddressInfo).port;
    db = app.get(DataSource);
    uploadsDir = app.get<AppConfig>(APP_CONFIG).uploadsDir;
    [session, otherSession] = [await csrfSession(server), await csrfSession(server)];
    await seedIdempotencyKeys(
      db,
      sessionCaller(new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(session.cookie)![1]!),
    );
    before = await snapshot();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await dropDatabase?.();
  });

  it('has at least 200 cases, at least ten per call, with unique names and exact 4xx statuses', () => {
    expect(HOSTILE_CASES.length).toBeGreaterThanOrEqual(200);
    const perCall = new Map<Call, number>();
    for (const c of HOSTILE_CASES) perCall.set(c.call, (perCall.get(c.call) ?? 0) + 1);
    for (const call of Object.keys(CALL_PATHS) as Call[])
      expect(perCall.get(call) ?? 0).toBeGreaterThanOrEqual(10);
    expect(new Set(HOSTILE_CASES.map((c) => c.name)).size).toBe(HOSTILE_CASES.length);
    for (const c of HOSTILE_CASES) expect(c.status >= 400 && c.status <= 499).toBe(true);
  });

  it('builds a real zip bomb: its document inflates far beyond what was sent', () => {
    const bomb = docxZipBomb(64);
    const eocd = bomb.length - 22;
    const directoryOffset = bomb.readUInt32LE(eocd + 16);
    // The document's local entry holds the deflated zeros; inflating them with a 32 MB cap must overflow.
    const localOffset = bomb.indexOf(Buffer.from('word/document.xml')) - 30;
    expect(localOffset).toBeGreaterThan(0);
    const compressedSize = bomb.readUInt32LE(localOffset + 18);
    const data = bomb.subarray(localOffset + 30 + 17, localOffset + 30 + 17 + compressedSize);
    expect(localOffset + 30 + 17 + compressedSize).toBeLessThanOrEqual(directoryOffset);
    expect(() => inflateRawSync(data, { maxOutputLength: 32 * 1024 * 1024 })).toThrow(/larger than/);
    expect(bomb.length).toBeLessThan(200 * 1024);
  });

  it.each(HOSTILE_CASES.map((c) => [`${c.status} ${c.name}`, c] as const))('%s', async (_name, c) => {
    await c.setup?.(db);
    const caseBefore = await snapshot();
    const response = await send(c);
    const problem = response.json as Record<string, unknown> | undefined;
    // Status and body in one string, so a wrong status shows the whole answer.
    expect(`${response.status} ${response.text.slice(0, 600)}`).toMatch(new RegExp(`^${c.status} `));
    expect(response.headers['content-type']).toMatch(
      new RegExp(`^${PROBLEM_CONTENT_TYPE.replace('+', '\\+')}`),
    );
    expect(problem).toEqual(
      expect.objectContaining({
        type: expect.any(String),
        title: expect.any(String),
        status: c.status,
        detail: expect.any(String),
      }),
    );
    const errors = problem!.errors as Record<string, string[]> | undefined;
    if (c.field) {
      expect(errors).toEqual(expect.objectContaining({ [c.field]: expect.any(Array) }));
      if (c.message !== undefined)
        expect(errors![c.field]).toEqual([expect.stringMatching(asPattern(c.message))]);
    } else if (c.message !== undefined) {
      expect(problem!.detail).toEqual(expect.stringMatching(asPattern(c.message)));
    }
    // A case about the body carries a valid captcha: its refusal must not be about the captcha.
    if ((c.captcha ?? 'valid') === 'valid' && c.call !== 'GetCountryCodes') {
      expect(errors?.captcha).toBeUndefined();
    }
    c.check?.(response);

    expect(await snapshot()).toEqual(caseBefore);
    expect(prototypeState()).toEqual(prototypesBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await expectHealthy();
  });

  it('left every table and the uploads directory as they were before the table', async () => {
    expect(await snapshot()).toEqual(before);
    expect(prototypeState()).toEqual(prototypesBefore);
    await expectHealthy();
  });

  // After the table: these store rows, and show that what the table refuses is only what is hostile.
  it.each(LEGITIMATE.map((l) => [l.name, l] as const))('still accepts %s', async (_name, legitimate) => {
    const caseBefore = await snapshot();
    const response = await send({ ...legitimate, status: 200 });
    expect(`${response.status} ${response.text.slice(0, 600)}`).toMatch(/^200 /);
    const after = await snapshot();
    if (legitimate.call === 'GetCountryCodes') {
      expect(after).toEqual(caseBefore);
    } else {
      const table = {
        AddContactUs: 'enquiry',
        AddCareer: 'career_application',
        AddUserSubscription: 'subscription',
      }[legitimate.call];
      expect(after.rows[table]).toBe(caseBefore.rows[table]! + 1);
    }
  });
});

/** A message written out is matched as it reads (its dots and brackets are not pattern syntax). */
function asPattern(message: string | RegExp): RegExp {
  return typeof message === 'string' ? new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : message;
}
