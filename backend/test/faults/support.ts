import {
  CAPTCHA_HEADER,
  CAREER_APPLICATION_EXAMPLE,
  CONTACT_US_EXAMPLES,
  CSRF_HEADER,
  USER_SUBSCRIPTION_EXAMPLE,
  type CsrfTokenResponse,
} from '@orbitwise/contracts';
import type { Challenge } from 'altcha-lib';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { captchaPayload } from '../captcha-payload';
import { freePort } from '../free-port';
import { pdf } from '../resume-fixtures';

/** Helpers of the fault tests: a real server process, a real database, raw HTTP clients. */

export const MAIN_JS = path.resolve(__dirname, '..', '..', 'dist', 'main.js');

/** Polls `check` until it returns a value other than undefined/false, or throws after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(25);
  }
}

// --- A PostgreSQL cluster of the test's own ---------------------------------------------------------

const CLUSTER_SCRIPT = path.join(__dirname, 'cluster-process.cjs');

/** An embedded cluster run by cluster-process.cjs, so that a test can stop and start it. */
export class ClusterProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    private readonly exited: Promise<unknown>,
  ) {}

  static async start(dataDir: string, port: number): Promise<ClusterProcess> {
    if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: build the backend first`);
    const child = spawn(process.execPath, [CLUSTER_SCRIPT, dataDir, String(port)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const ready = /READY (\S+)/.exec(output);
        if (ready?.[1]) resolve(ready[1]);
      });
      void exited.then(() => reject(new Error(`The cluster process exited:\n${output}`)));
    });
    return new ClusterProcess(child, url, exited);
  }

  /** Fast shutdown of the cluster (its clients get 57P01), then the process exits. */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGINT');
    await this.exited;
  }
}

// --- A database of its own in the run's throwaway cluster ------------------------------------------

export interface TestDatabase {
  name: string;
  url: string;
  query<R = Record<string, unknown>>(sql: string, parameters?: unknown[]): Promise<R[]>;
  /** A new connection of the test's own (e.g. to hold a lock); closed by close() and drop(). */
  connect(): Promise<Client>;
  /** Closes the test's connections. */
  close(): Promise<void>;
  /** Closes them and drops the database. */
  drop(): Promise<void>;
}

/** The test's connections to an existing database. */
export function databaseAt(databaseUrl: string): TestDatabase {
  const name = new URL(databaseUrl).pathname.slice(1);
  const clients: Client[] = [];
  const connect = async () => {
    const client = new Client({ connectionString: databaseUrl });
    client.on('error', () => undefined); // the test's own connection, when the server side goes away
    await client.connect();
    clients.push(client);
    return client;
  };
  let reader: Client | undefined;
  const close = async () => {
    await Promise.all(clients.splice(0).map((client) => client.end().catch(() => undefined)));
    reader = undefined;
  };
  return {
    name,
    url: databaseUrl,
    connect,
    close,
    async query<R>(sql: string, parameters: unknown[] = []) {
      reader ??= await connect();
      return (await reader.query(sql, parameters)).rows as R[];
    },
    async drop() {
      await close();
      const admin = new Client({ connectionString: databaseUrl.replace(/\/[^/]*$/, '/postgres') });
      await admin.connect();
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}

/** A fresh database in the cluster of DATABASE_URL; the server started on it applies the migrations. */
export async function createDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set: run the tests through jest.config.js');
  const name = `faults_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return databaseAt(url.toString());
}

// --- The built server as a child process ----------------------------------------------------------

export interface ServerOptions {
  /** Unset: the server starts its embedded cluster (EMBEDDED_PG_DIR and EMBEDDED_PG_PORT in env). */
  databaseUrl?: string;
  uploadsDir: string;
  port?: number;
  /** More environment, e.g. SHUTDOWN_TIMEOUT_SECONDS. */
  env?: Record<string, string>;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

const running = new Set<ServerProcess>();

/** `node dist/main.js` with cheap captchas and no rate limit that the tests would reach. */
export class ServerProcess {
  private readonly output: string[] = [];
  readonly exited: Promise<Exit>;

  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
  ) {
    const collect = (chunk: Buffer) => this.output.push(chunk.toString('utf8'));
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        running.delete(this);
        resolve({ code, signal });
      });
    });
  }

  static async start(options: ServerOptions): Promise<ServerProcess> {
    if (!existsSync(MAIN_JS)) {
      throw new Error(
        `${MAIN_JS} is missing: run "npm run build -w contracts && npm run build -w backend" first`,
      );
    }
    const port = options.port ?? (await freePort());
    const child = spawn(process.execPath, [MAIN_JS], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        NO_COLOR: '1',
        NODE_ENV: 'development',
        PORT: String(port),
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        UPLOADS_DIR: options.uploadsDir,
        SITE_DIR: 'none',
        ALTCHA_ALGORITHM: 'SHA-256',
        ALTCHA_COST: '1',
        ALTCHA_COUNTER_MAX: '20',
        RATE_LIMIT_MAX: '100000',
        // Else development keeps a key file in the repository's db/data/.
        TOTP_ENCRYPTION_KEYS: `faults:${Buffer.alloc(32, 3).toString('base64')}`,
        ...options.env,
      },
    });
    const server = new ServerProcess(child, port);
    running.add(server);
    const exitedEarly = server.exited.then((exit) => exit);
    // The wait ends on state (listening, or exited); the ceiling only bounds a hang. Beside CI's other
    // lanes a start (migrations, the job queue, the checks before listening) took over 30 s.
    const listening = waitFor('"Listening on"', () => server.log.includes('Listening on'), 150_000).catch(
      (error: Error) => {
        throw new Error(`${error.message}; the server's log so far:\n${server.log}`);
      },
    );
    const outcome = await Promise.race([listening.then(() => 'listening' as const), exitedEarly]);
    if (outcome !== 'listening') {
      throw new Error(`The server exited before listening (${JSON.stringify(outcome)}):\n${server.log}`);
    }
    return server;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number {
    return this.child.pid!;
  }

  get log(): string {
    return this.output.join('');
  }

  get isRunning(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  /** SIGKILL unless it has exited; resolves once it has. */
  async kill(): Promise<Exit> {
    if (this.isRunning) this.child.kill('SIGKILL');
    return this.exited;
  }

  async waitForExit(timeoutMs: number): Promise<Exit> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`The server did not exit within ${timeoutMs} ms:\n${this.log}`)),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([this.exited, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** For afterAll: kills every server process a test started and that is still running. */
export async function killAllServers(): Promise<void> {
  await Promise.all([...running].map((server) => server.kill()));
}

// --- Raw HTTP ------------------------------------------------------------------------------------

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The body parsed as JSON (undefined when it is not JSON). */
  body: unknown;
  /** When the response ended, from Date.now(). */
  at: number;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  /** A body sent at once, or a writer that streams it (slowly) and ends the request itself. */
  body?: Buffer | string | ((request: http.ClientRequest) => Promise<void>);
  agent?: http.Agent | false;
}

/** One request over node:http, so the test decides about connections and how the body is sent. */
export function send(url: string, options: RawRequest = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      agent: options.agent ?? false,
    });
    request.on('error', reject); // `on`: a streamed body may fail again after the first error
    request.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.once('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, body, at: Date.now() });
      });
    });
    const { body } = options;
    if (typeof body === 'function') {
      body(request).catch((error: unknown) => request.destroy(error as Error));
    } else {
      request.end(body);
    }
  });
}

/** A visitor with an anti-forgery session who solves each captcha for real, against a base URL. */
export class RemoteClient {
  private constructor(
    readonly baseUrl: string,
    private readonly cookie: string,
    private readonly token: string,
  ) {}

  static async create(baseUrl: string): Promise<RemoteClient> {
    const response = await send(`${baseUrl}/api/csrf-token`);
    if (response.status !== 200) throw new Error(`GET /api/csrf-token answered ${response.status}`);
    const setCookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
    return new RemoteClient(baseUrl, cookie, (response.body as CsrfTokenResponse).token);
  }

  async solveCaptcha(): Promise<string> {
    const response = await send(`${this.baseUrl}/api/captcha/challenge`);
    return captchaPayload(response.body as Challenge);
  }

  headers(captcha?: string): Record<string, string> {
    return {
      Cookie: this.cookie,
      [CSRF_HEADER]: this.token,
      ...(captcha ? { [CAPTCHA_HEADER]: captcha } : {}),
    };
  }

  postJson(apiPath: string, body: unknown, captcha?: string, agent?: http.Agent): Promise<RawResponse> {
    return send(`${this.baseUrl}${apiPath}`, {
      method: 'POST',
      headers: { ...this.headers(captcha), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      agent,
    });
  }

  /**
   * AddCareer with the given resume. `pace` streams the file in chunks with a pause after each;
   * `afterChunk` is called after each chunk (e.g. to stop in the middle).
   */
  postCareer(
    data: Record<string, unknown>,
    resume: Buffer,
    captcha: string,
    pace?: { chunkBytes: number; delayMs: number; hold?: () => Promise<void> },
  ): Promise<RawResponse> {
    const parts = careerMultipart(data);
    const length = parts.head.length + resume.length + parts.tail.length;
    return send(`${this.baseUrl}/api/ContactUs/AddCareer`, {
      method: 'POST',
      headers: {
        ...this.headers(captcha),
        'Content-Type': parts.contentType,
        'Content-Length': String(length),
      },
      body: async (request) => {
        if (!pace) {
          request.end(Buffer.concat([parts.head, resume, parts.tail]));
          return;
        }
        request.write(parts.head);
        for (let offset = 0; offset < resume.length; offset += pace.chunkBytes) {
          request.write(resume.subarray(offset, offset + pace.chunkBytes));
          await sleep(pace.delayMs);
          if (offset === 0 && pace.hold) await pace.hold();
        }
        request.end(parts.tail);
      },
    });
  }
}

/** The multipart body around the resume's bytes: `head`, then the file, then `tail`. */
export function careerMultipart(data: Record<string, unknown>): {
  contentType: string;
  head: Buffer;
  tail: Buffer;
} {
  const boundary = `----faults${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="resume.pdf"\r\n` +
    'Content-Type: application/pdf\r\n\r\n';
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    head: Buffer.from(head, 'utf8'),
    tail: Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
  };
}

// --- Valid submissions ----------------------------------------------------------------------------

let sequence = 0;
export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++sequence}@example.com`;

export function enquiry(email = uniqueEmail('faults')): Record<string, unknown> {
  return { ...CONTACT_US_EXAMPLES.enquiry, email };
}

export function subscription(email = uniqueEmail('faults')): Record<string, unknown> {
  return { ...USER_SUBSCRIPTION_EXAMPLE, email };
}

export function application(email = uniqueEmail('faults')): Record<string, unknown> {
  return {
    ...CAREER_APPLICATION_EXAMPLE,
    Email: email,
  };
}

/** A real PDF of about `bytes` bytes. */
export const resumeOf = (bytes: number) => pdf(Math.max(0, bytes - pdf().length));
