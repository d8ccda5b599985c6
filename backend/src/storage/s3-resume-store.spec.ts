import {
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type ListMultipartUploadsCommandOutput,
} from '@aws-sdk/client-s3';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { CAREER_APPLICATION_EXAMPLE } from '@orbitwise/contracts';
import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { utimes } from 'node:fs/promises';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { DataSource } from 'typeorm';
import { ApiClient } from '../../test/api-client';
import { freePort } from '../../test/free-port';
import { doc, pdf } from '../../test/resume-fixtures';
import { startS3Server, type S3Request, type S3TestServer } from '../../test/s3-server';
import { createTestApp } from '../../test/test-app';
import { loadConfig, type S3Config } from '../config/env';
import { STORAGE_UNAVAILABLE_DETAIL } from '../submissions/careers/resume-upload';
import { ORPHAN_SWEEP_LIMIT, ResumeSweeper } from '../submissions/careers/resume-sweeper';
import { detectResumeType } from '../submissions/careers/resume-type';
import { OWNER } from './partial-files';
import { StorageFullError, StorageUnavailableError } from './resume-store';
import { createS3Client, PENDING_FOLDER, s3StorageError, S3ResumeStore } from './s3-resume-store';

const PREFIX = 'cv/';
const HOUR = 60 * 60 * 1000;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The S3 store on its own against a real S3-compatible server (s3rver); the API's specs run on it too. */
describe('S3ResumeStore', () => {
  let server: S3TestServer;
  let settings: S3Config;
  const stores: S3ResumeStore[] = [];

  const newStore = (overrides: Partial<S3Config> = {}, client?: S3Client) => {
    const store = new S3ResumeStore({ ...settings, ...overrides }, client);
    stores.push(store);
    return store;
  };
  const objectNames = async () => {
    const { Contents = [] } = await server.client.send(new ListObjectsV2Command({ Bucket: server.bucket }));
    return Contents.map((object) => object.Key!).sort();
  };
  const putObject = async (key: string, ageMs = 0, bytes = pdf()) => {
    await server.client.send(new PutObjectCommand({ Bucket: server.bucket, Key: key, Body: bytes }));
    const when = new Date(Date.now() - ageMs);
    await utimes(server.objectFile(key), when, when);
    return key;
  };
  /** The requests the server receives while `action` runs. */
  const requestsDuring = async <T>(action: () => Promise<T>) => {
    const requests: S3Request[] = [];
    const stop = server.onRequest((request) => requests.push(request));
    try {
      return { result: await action(), requests };
    } finally {
      stop();
    }
  };

  beforeAll(async () => {
    server = await startS3Server();
    settings = loadConfig({ NODE_ENV: 'test', ...server.env, S3_PREFIX: PREFIX }).s3!;
  });
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.onApplicationShutdown();
  });
  afterAll(() => server.close());

  it('streams an upload into a pending object, hashed and counted, and commits it under its key', async () => {
    const store = newStore();
    const bytes = doc();
    const pending = await store.receive(Readable.from([bytes.subarray(0, 100), bytes.subarray(100)]));
    expect(pending.size).toBe(bytes.length);
    expect(pending.sha256).toBe(sha256(bytes));
    const [pendingKey] = await objectNames();
    expect(pendingKey).toBe(`${PREFIX}${PENDING_FOLDER}${pendingKey!.split('/').pop()}`);
    expect(pendingKey).toMatch(new RegExp(`^${PREFIX}pending/[0-9a-f-]{36}\\.${OWNER}\\.part$`));

    // Random access for the type check, with ranged GETs on the pending object.
    expect(await pending.read(0, 8)).toEqual(bytes.subarray(0, 8));
    expect(await pending.read(bytes.length - 10, 64)).toEqual(bytes.subarray(bytes.length - 10));
    expect(await pending.read(bytes.length, 8)).toEqual(Buffer.alloc(0));
    expect((await detectResumeType(pending))?.extension).toBe('doc');

    const key = `${randomUUID()}.doc`;
    await pending.commit(key);
    expect(await objectNames()).toEqual([PREFIX + key]);
    expect(Buffer.concat(await (await store.open(key)).toArray())).toEqual(bytes);
    const head = await server.client.send(
      new HeadObjectCommand({ Bucket: server.bucket, Key: PREFIX + key }),
    );
    expect(head.Metadata).toEqual({ sha256: sha256(bytes) });
  });

  it('requests server-side encryption on every write and never sets an ACL', async () => {
    const store = newStore();
    const { requests } = await requestsDuring(async () => {
      const small = await store.receive(Readable.from([pdf()]));
      await small.commit(`${randomUUID()}.pdf`);
      // Beyond 5 MiB: a multipart upload.
      const large = await store.receive(Readable.from([pdf(6 * 1024 * 1024)]));
      await large.commit(`${randomUUID()}.pdf`);
    });
    const creating = requests.filter(
      (r) =>
        (r.method === 'PUT' && !r.query.has('partNumber')) || (r.method === 'POST' && r.query.has('uploads')),
    );
    expect(creating.map((r) => (r.headers['x-amz-copy-source'] ? 'copy' : r.method))).toEqual([
      'PUT',
      'copy',
      'POST',
      'copy',
    ]);
    for (const request of creating) expect(request.headers['x-amz-server-side-encryption']).toBe('AES256');
    for (const request of requests) {
      expect(Object.keys(request.headers).filter((name) => /^x-amz-(acl|grant-)/.test(name))).toEqual([]);
    }
    expect(requests.filter((r) => r.query.has('acl') || r.query.has('policy'))).toEqual([]);
  });

  it('requests no encryption with S3_SSE=none', async () => {
    const store = newStore(loadConfig({ ...server.env, S3_SSE: 'none' }).s3);
    const { requests } = await requestsDuring(async () => {
      const pending = await store.receive(Readable.from([pdf()]));
      await pending.commit(`${randomUUID()}.pdf`);
    });
    expect(requests.some((r) => r.method === 'PUT')).toBe(true);
    for (const request of requests) expect(request.headers['x-amz-server-side-encryption']).toBeUndefined();
  });

  it('round-trips a multipart upload byte for byte', async () => {
    const store = newStore();
    const bytes = Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024, 7), Buffer.from('%%EOF')]);
    const pending = await store.receive(Readable.from([bytes]));
    expect(pending.sha256).toBe(sha256(bytes));
    expect(await pending.read(bytes.length - 5, 5)).toEqual(Buffer.from('%%EOF'));
    const key = `${randomUUID()}.pdf`;
    await pending.commit(key);
    expect(sha256(Buffer.concat(await (await store.open(key)).toArray()))).toBe(sha256(bytes));
    await store.remove(key);
  });

  it('leaves nothing when an upload is discarded, however often', async () => {
    const before = await objectNames();
    const pending = await newStore().receive(Readable.from([pdf()]));
    expect((await objectNames()).length).toBe(before.length + 1);
    await pending.discard();
    await pending.discard();
    expect(await objectNames()).toEqual(before);
    await expect(pending.commit(`${randomUUID()}.pdf`)).rejects.toThrow(/already/);
  });

  it('leaves nothing when the request breaks mid-upload, and gives back the request error', async () => {
    const before = await objectNames();
    const broken = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error('Unexpected end of form'));
      },
    });
    await expect(newStore().receive(broken)).rejects.toThrow('Unexpected end of form');

    // A part already sent: lib-storage aborts the multipart upload.
    const requests: S3Request[] = [];
    const stop = server.onRequest((request) => requests.push(request));
    try {
      const body = new PassThrough();
      const receiving = newStore().receive(body);
      body.write(Buffer.alloc(6 * 1024 * 1024, 2));
      for (let i = 0; i < 100 && !requests.some((r) => r.query.has('partNumber')); i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      body.destroy(new Error('Unexpected end of form'));
      await expect(receiving).rejects.toThrow('Unexpected end of form');
    } finally {
      stop();
    }
    expect(requests.filter((r) => r.method === 'DELETE' && r.query.has('uploadId'))).toHaveLength(1);
    expect(await objectNames()).toEqual(before);
  });

  it('opens, removes and lists committed keys only, inside its prefix', async () => {
    const store = newStore();
    const old = await putObject(`${PREFIX}${randomUUID()}.pdf`, 2 * HOUR);
    const recent = await putObject(`${PREFIX}${randomUUID()}.pdf`);
    await putObject(`${PREFIX}${PENDING_FOLDER}${randomUUID()}.another-container_1.part`, 2 * HOUR);
    await putObject(`${PREFIX}nested/${randomUUID()}.pdf`, 2 * HOUR);
    await putObject(`${randomUUID()}.pdf`, 2 * HOUR); // outside the prefix
    await putObject(`${PREFIX}not a key.pdf`, 2 * HOUR);

    const listed = await store.listOlderThan(new Date(Date.now() - HOUR));
    expect(listed).toContain(old.slice(PREFIX.length));
    expect(listed).not.toContain(recent.slice(PREFIX.length));
    expect(listed.every((key) => /^[0-9a-f-]{36}\.pdf$/.test(key))).toBe(true);

    const key = old.slice(PREFIX.length);
    expect(await text(await store.open(key))).toBe(pdf().toString('latin1'));
    await store.remove(key);
    await store.remove(key); // nothing happens for a missing key
    await expect(store.open(key)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(store.open('../etc/passwd')).rejects.toThrow(/Not a storage key/);
  });

  it('removes abandoned pending uploads and nothing that may be live', async () => {
    const space = OWNER.slice(0, OWNER.lastIndexOf('_'));
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    const pending = (owner: string, ageMs = 0) =>
      putObject(`${PREFIX}${PENDING_FOLDER}${randomUUID()}.${owner}.part`, ageMs);
    const deadHere = await pending(`${space}_${deadPid}`);
    const liveHere = await pending(`${space}_${process.ppid}`);
    const mineBefore = await pending(OWNER, (process.uptime() + 60) * 1000);
    const mineNow = await pending(OWNER);
    const otherRecent = await pending('another-container_1', 5 * 60 * 1000);
    const otherStale = await pending('another-container_1', 2 * HOUR);

    const removed = await newStore().removeAbandonedUploads();
    const names = await objectNames();
    for (const gone of [deadHere, mineBefore, otherStale]) {
      expect(names).not.toContain(gone);
      expect(removed).toContain(gone.slice(PREFIX.length));
    }
    for (const kept of [liveHere, mineNow, otherRecent]) expect(names).toContain(kept);
  });

  it('aborts abandoned multipart uploads where the server lists them (s3rver does not)', async () => {
    const client = createS3Client(settings);
    const aborted: string[] = [];
    const started = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60 * 1000);
    const uploads: ListMultipartUploadsCommandOutput['Uploads'] = [
      {
        Key: `${PREFIX}pending/${randomUUID()}.another-container_1.part`,
        UploadId: 'stale',
        Initiated: started(90),
      },
      {
        Key: `${PREFIX}pending/${randomUUID()}.another-container_1.part`,
        UploadId: 'live',
        Initiated: started(2),
      },
      { Key: `${PREFIX}pending/${randomUUID()}.${OWNER}.part`, UploadId: 'mine', Initiated: started(0) },
    ];
    // The two calls the server cannot answer, answered here; everything else goes to s3rver.
    client.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === 'ListMultipartUploadsCommand') {
          expect(args.input).toMatchObject({ Prefix: `${PREFIX}pending/` });
          return { output: { Uploads: uploads, IsTruncated: false, $metadata: {} }, response: {} };
        }
        if (context.commandName === 'AbortMultipartUploadCommand') {
          aborted.push((args.input as { UploadId: string }).UploadId);
          return { output: { $metadata: {} }, response: {} };
        }
        return next(args);
      },
      { step: 'initialize' },
    );
    const removed = await newStore({}, client).removeAbandonedUploads();
    expect(aborted).toEqual(['stale']);
    expect(removed).toContain(uploads[0]!.Key!.slice(PREFIX.length));
  });

  it('throws away what it received but neither committed nor discarded when the app shuts down', async () => {
    const before = await objectNames();
    const store = new S3ResumeStore(settings);
    await store.receive(Readable.from([pdf()]));
    expect((await objectNames()).length).toBe(before.length + 1);
    await store.onApplicationShutdown();
    expect(await objectNames()).toEqual(before);
  });

  it('fails with StorageUnavailableError when the server is unreachable or the bucket is gone', async () => {
    const unreachable = newStore({ endpoint: `http://127.0.0.1:${await freePort()}` });
    const started = Date.now();
    await expect(unreachable.receive(Readable.from([pdf()]))).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(unreachable.open(`${randomUUID()}.pdf`)).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(unreachable.listOlderThan(new Date())).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(Date.now() - started).toBeLessThan(15_000);

    const noBucket = newStore({ bucket: 'no-such-bucket' });
    await expect(noBucket.receive(Readable.from([pdf()]))).rejects.toThrow(
      expect.objectContaining({
        constructor: StorageUnavailableError,
        message: expect.stringMatching(/NoSuchBucket/),
      }),
    );
    await expect(noBucket.open(`${randomUUID()}.pdf`)).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  it.each([
    ['MinIO full', StorageFullError, { name: 'XMinioStorageFull', message: 'minimum free drive threshold' }],
    ['a quota', StorageFullError, { name: 'QuotaExceeded', message: 'quota' }],
    ['a 507', StorageFullError, { name: 'InsufficientStorage', $metadata: { httpStatusCode: 507 } }],
    [
      'refused credentials',
      StorageUnavailableError,
      { name: 'AccessDenied', $metadata: { httpStatusCode: 403 } },
    ],
    [
      'a server error',
      StorageUnavailableError,
      { name: 'InternalError', $metadata: { httpStatusCode: 500 } },
    ],
    [
      'a refused connection',
      StorageUnavailableError,
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
  ])('reports %s as %p', (_case, type, error) => {
    expect(s3StorageError(error)).toBeInstanceOf(type);
  });

  describe('in the API', () => {
    let app: NestExpressApplication | undefined;
    afterEach(async () => {
      await app?.close();
      app = undefined;
    });

    const apply = async (client: ApiClient, email: string, bytes = pdf()) =>
      client
        .post('/api/ContactUs/AddCareer', await client.solveCaptcha())
        .field('data', JSON.stringify({ ...CAREER_APPLICATION_EXAMPLE, Email: email }))
        .attach('file', bytes, { filename: 'cv.pdf', contentType: 'application/pdf' });

    it('answers 503 and stores nothing when the bucket cannot be written', async () => {
      const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      try {
        app = await createTestApp({ s3: { ...settings, bucket: 'no-such-bucket' } });
        const email = `s3.down.${Date.now()}@example.com`;
        const response = await apply(await ApiClient.create(app), email);
        expect(response.status).toBe(503);
        expect(response.body.detail).toBe(STORAGE_UNAVAILABLE_DETAIL);
        const rows = await app
          .get(DataSource)
          .query('SELECT 1 FROM career_application WHERE email = $1', [email]);
        expect(rows).toEqual([]);
      } finally {
        logged.mockRestore();
      }
    });

    it('answers 503, not "wrong type", when the upload cannot be read back for its type check', async () => {
      const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      const repair = server.breakRangeReads();
      try {
        app = await createTestApp({ s3: settings });
        const email = `s3.unreadable.${Date.now()}@example.com`;
        const before = await objectNames();
        const response = await apply(await ApiClient.create(app), email);
        expect(response.status).toBe(503);
        expect(response.body.detail).toBe(STORAGE_UNAVAILABLE_DETAIL);
        const rows = await app
          .get(DataSource)
          .query('SELECT 1 FROM career_application WHERE email = $1', [email]);
        expect(rows).toEqual([]);
        expect(await objectNames()).toEqual(before); // the pending upload was thrown away
      } finally {
        repair();
        logged.mockRestore();
      }
    });

    it('sweeps abandoned uploads at start, and old orphans without a row', async () => {
      const space = OWNER.slice(0, OWNER.lastIndexOf('_'));
      const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
      const deadHere = await putObject(`${PREFIX}${PENDING_FOLDER}${randomUUID()}.${space}_${deadPid}.part`);
      const oldOrphan = await putObject(`${PREFIX}${randomUUID()}.pdf`, 2 * HOUR);
      const recentOrphan = await putObject(`${PREFIX}${randomUUID()}.docx`, 5 * 60 * 1000);
      const notOurs = await putObject(`${PREFIX}README.txt`, 2 * HOUR);

      app = await createTestApp({ s3: settings });
      // Swept at start, without holding the start up.
      for (let i = 0; i < 50 && (await objectNames()).includes(deadHere); i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await objectNames()).not.toContain(deadHere);

      const email = `s3.sweep.${Date.now()}@example.com`;
      expect((await apply(await ApiClient.create(app), email)).status).toBe(200);
      const [row] = await app
        .get(DataSource)
        .query('SELECT resume_key AS key FROM career_application WHERE email = $1', [email]);
      const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
      await utimes(server.objectFile(PREFIX + row.key), twoHoursAgo, twoHoursAgo);

      const swept = await app.get(ResumeSweeper).sweep();
      expect(swept.orphans.length).toBeLessThanOrEqual(ORPHAN_SWEEP_LIMIT);
      const names = await objectNames();
      expect(names).not.toContain(oldOrphan);
      for (const kept of [recentOrphan, notOurs, PREFIX + row.key]) expect(names).toContain(kept);
    });
  });
});
