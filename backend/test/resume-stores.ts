import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { existsSync, mkdtempSync, watch } from 'node:fs';
import { readdir, readFile, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../src/config/env';
import { startS3Server, type S3TestServer } from './s3-server';

/**
 * The resume specs run once per store: `describe.each(RESUME_STORE_KINDS)` and a
 * {@link ResumeStoreProbe} that looks at the store behind the API's back.
 */
export const RESUME_STORE_KINDS = ['disk', 's3'] as const;
export type ResumeStoreKind = (typeof RESUME_STORE_KINDS)[number];

/** What a spec checks in the store, whichever it is. Names are relative to the store (no S3_PREFIX). */
export interface ResumeStoreProbe {
  readonly kind: ResumeStoreKind;
  /** For createTestApp: the app's resumes go to this store. */
  readonly config: Partial<AppConfig>;
  /** Everything stored, committed and pending (`.part` files, `pending/…` objects), sorted. */
  names(): Promise<string[]>;
  read(key: string): Promise<Buffer>;
  exists(key: string): Promise<boolean>;
  /** Deletes `key` behind the API's back. */
  delete(key: string): Promise<void>;
  /** Makes `key` look last written at `time` (mtime on disk, LastModified in the bucket). */
  setModified(key: string, time: Date): Promise<void>;
  /** The names written while `action` runs. */
  namesWrittenDuring<T>(action: () => Promise<T>): Promise<{ result: T; written: string[] }>;
  /** Every name around the store: the uploads folder's parent on disk, the whole bucket in S3. */
  surroundings(): Promise<string[]>;
  close(): Promise<void>;
}

/** The prefix the S3 runs use, so that keys are checked to stay inside it. */
export const S3_TEST_PREFIX = 'resumes/';

export async function openResumeStore(kind: ResumeStoreKind): Promise<ResumeStoreProbe> {
  return kind === 'disk' ? diskProbe() : s3Probe(await startS3Server({ prefix: S3_TEST_PREFIX }));
}

function diskProbe(): ResumeStoreProbe {
  const directory = mkdtempSync(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), 'uploads-'));
  const file = (key: string) => path.join(directory, key);
  return {
    kind: 'disk',
    config: { uploadsDir: directory },
    names: async () => (await readdir(directory)).sort(),
    read: (key) => readFile(file(key)),
    exists: async (key) => existsSync(file(key)),
    delete: (key) => rm(file(key)),
    setModified: (key, time) => utimes(file(key), time, time),
    async namesWrittenDuring(action) {
      const written = new Set<string>();
      const watcher = watch(directory, (_event, name) => name && written.add(String(name)));
      try {
        const result = await action();
        await new Promise((resolve) => setTimeout(resolve, 50)); // the last events
        return { result, written: [...written] };
      } finally {
        watcher.close();
      }
    },
    surroundings: () => readdir(path.dirname(directory)),
    close: async () => undefined, // the run's folder is removed by the global teardown
  };
}

function s3Probe(server: S3TestServer): ResumeStoreProbe {
  const { bucket, client } = server;
  const s3 = loadConfig({ NODE_ENV: 'test', ...server.env }).s3;
  if (!s3) throw new Error('S3 settings expected');
  const objectKey = (key: string) => s3.prefix + key;
  const list = async (prefix: string) => {
    const keys: string[] = [];
    for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix })) {
      keys.push(...(page.Contents ?? []).map((object) => object.Key!));
    }
    return keys;
  };
  return {
    kind: 's3',
    config: { s3 },
    names: async () => (await list(s3.prefix)).map((key) => key.slice(s3.prefix.length)).sort(),
    async read(key) {
      const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      return Buffer.from(await Body!.transformToByteArray());
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if ((error as { name?: string }).name === 'NotFound') return false;
        throw error;
      }
    },
    delete: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    setModified: (key, time) => utimes(server.objectFile(objectKey(key)), time, time),
    async namesWrittenDuring(action) {
      const written = new Set<string>();
      const stop = server.onRequest(({ method, key }) => {
        if ((method === 'PUT' || method === 'POST') && key?.startsWith(s3.prefix)) {
          written.add(key.slice(s3.prefix.length));
        }
      });
      try {
        return { result: await action(), written: [...written] };
      } finally {
        stop();
      }
    },
    surroundings: () => list(''),
    close: () => server.close(),
  };
}
