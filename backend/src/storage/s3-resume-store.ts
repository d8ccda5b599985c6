import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListMultipartUploadsCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import type { S3Config } from '../config/env';
import { isAbandonedPartial, partialName } from './partial-files';
import {
  assertValidKey,
  isValidKey,
  missingKeyError,
  StorageFullError,
  StorageUnavailableError,
  type PendingObject,
  type ResumeStore,
} from './resume-store';

/** Uploads being received, under the prefix: `pending/<uuid>.<owner>.part` (partial-files.ts). */
export const PENDING_FOLDER = 'pending/';
/**
 * lib-storage holds one part in memory while it sends it: S3's minimum part size, 5 MiB, per upload
 * under way (queueSize 1). A resume up to this size is one PutObject; a larger one a multipart upload.
 */
const PART_SIZE = 5 * 1024 * 1024;
/** On shutdown, how long uploads still settling (and the start-up sweep) are waited for. */
const SHUTDOWN_WAIT_MS = 10_000;
/** What every object is stored as: the API sets the real type when it serves the resume. */
const CONTENT_TYPE = 'application/octet-stream';

/** Errors of S3-compatible servers that mean "no room left" (MinIO's full drives and quotas, Ceph's quotas). */
const FULL_ERRORS = new Set(['XMinioStorageFull', 'XMinioAdminBucketQuotaExceeded', 'QuotaExceeded']);

interface ServiceError {
  name?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

const errorName = (error: unknown) => (error as ServiceError | undefined)?.name;

/**
 * A failure of the object store as the typed errors the HTTP layer explains to a visitor: 507 when
 * the store is full, 503 for anything else (unreachable, refused credentials, no such bucket, 5xx).
 */
export function s3StorageError(error: unknown): StorageFullError | StorageUnavailableError {
  if (error instanceof StorageFullError || error instanceof StorageUnavailableError) return error;
  const { name = 'Error', message = String(error), $metadata } = (error ?? {}) as ServiceError;
  const text = `S3 ${name}: ${message}`;
  if (FULL_ERRORS.has(name) || $metadata?.httpStatusCode === 507) return new StorageFullError(text);
  return new StorageUnavailableError(text);
}

/** The SDK client for these settings: bounded waits, so an unreachable store fails a request, not hangs it. */
export function createS3Client(settings: S3Config): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    followRegionRedirects: true,
    requestHandler: {
      connectionTimeout: 5_000,
      // Until the answer's headers (a 5 MiB part is sent within it); then 60 s of silence at most.
      requestTimeout: 30_000,
      throwOnRequestTimeout: true,
      socketTimeout: 60_000,
    },
  });
}

/**
 * Resumes in an S3-compatible bucket (S3_BUCKET), object key = `<S3_PREFIX><storage key>`.
 *
 * An upload streams into `pending/<uuid>.<owner>.part` through lib-storage (one PutObject, or a
 * multipart upload beyond 5 MiB) while it is hashed and counted. The type check reads that object
 * with ranged GETs; commit copies it server-side to its key and deletes it. Why a pending object
 * and not a multipart upload completed under the final key on commit: the parts of an unfinished
 * multipart upload cannot be read, and the check must read the bytes before anything is visible
 * under a key; a resume (100 MB at most) is one CopyObject, done inside the store. Nothing sets an
 * ACL: objects stay as private as the bucket. Server-side encryption is requested on every write
 * (S3_SSE). The pending folder is swept like the disk store's `.part` files: an upload whose process
 * is gone, or that is older than an hour, is deleted (or its multipart upload aborted).
 */
export class S3ResumeStore implements ResumeStore, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(S3ResumeStore.name);
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly pendingPrefix: string;
  private readonly encryption: S3Config['serverSideEncryption'];
  /** Received, neither committed nor discarded: thrown away on shutdown. */
  private readonly unsettled = new Set<S3PendingObject>();
  /** Work that shutdown waits for: uploads being received, the start-up sweep. */
  private readonly tasks = new Set<Promise<unknown>>();
  private multipartListingUnsupported = false;

  constructor(
    settings: S3Config,
    private readonly client: S3Client = createS3Client(settings),
  ) {
    this.bucket = settings.bucket;
    this.prefix = settings.prefix;
    this.pendingPrefix = `${settings.prefix}${PENDING_FOLDER}`;
    this.encryption = settings.serverSideEncryption;
  }

  /** Not awaited: the API may listen before a slow or unreachable store has answered the sweep. */
  onModuleInit(): void {
    this.track(
      this.removeAbandonedUploads().catch((error: unknown) =>
        this.logger.warn(`Sweeping s3://${this.bucket}/${this.pendingPrefix} failed: ${messageOf(error)}`),
      ),
    );
  }

  /** After the HTTP server has finished or cut every request: what this process left pending goes. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.race([
      Promise.allSettled([...this.tasks]),
      delay(SHUTDOWN_WAIT_MS, undefined, { ref: false }),
    ]);
    for (const pending of [...this.unsettled]) await pending.discard();
    this.client.destroy();
  }

  receive(content: Readable): Promise<PendingObject> {
    return this.track(this.upload(content));
  }

  async open(key: string): Promise<Readable> {
    assertValidKey(key);
    try {
      const { Body } = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }),
      );
      if (!Body) throw new Error('GetObject answered without a body');
      return Body as Readable;
    } catch (error) {
      if (errorName(error) === 'NoSuchKey') throw missingKeyError(key);
      throw s3StorageError(error);
    }
  }

  async checkReachable(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async remove(key: string): Promise<void> {
    assertValidKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
    } catch (error) {
      throw s3StorageError(error);
    }
  }

  async listOlderThan(time: Date): Promise<string[]> {
    const keys: string[] = [];
    try {
      // The delimiter leaves out `pending/` and anything else in a folder: keys are plain names.
      const pages = paginateListObjectsV2(
        { client: this.client },
        { Bucket: this.bucket, Prefix: this.prefix, Delimiter: '/' },
      );
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(this.prefix.length) ?? '';
          if (isValidKey(key) && object.LastModified && object.LastModified < time) keys.push(key);
        }
      }
    } catch (error) {
      throw s3StorageError(error);
    }
    return keys;
  }

  async removeAbandonedUploads(): Promise<string[]> {
    const removed: string[] = [];
    try {
      const pages = paginateListObjectsV2(
        { client: this.client },
        { Bucket: this.bucket, Prefix: this.pendingPrefix },
      );
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          const name = object.Key!.slice(this.pendingPrefix.length);
          if (!object.LastModified || !isAbandonedPartial(name, object.LastModified.getTime())) continue;
          await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: object.Key }));
          removed.push(PENDING_FOLDER + name);
        }
      }
      removed.push(...(await this.abortAbandonedMultipartUploads()));
    } catch (error) {
      throw s3StorageError(error);
    }
    if (removed.length > 0) this.logger.warn(`Removed ${removed.length} abandoned upload(s)`);
    return removed;
  }

  /** Multipart uploads begun under `pending/` by a process that is gone (or an hour ago), aborted. */
  private async abortAbandonedMultipartUploads(): Promise<string[]> {
    if (this.multipartListingUnsupported) return [];
    const aborted: string[] = [];
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    for (;;) {
      let page;
      try {
        page = await this.client.send(
          new ListMultipartUploadsCommand({
            Bucket: this.bucket,
            Prefix: this.pendingPrefix,
            KeyMarker,
            UploadIdMarker,
          }),
        );
      } catch (error) {
        if (errorName(error) !== 'NotImplemented') throw error;
        this.multipartListingUnsupported = true;
        this.logger.warn(
          'This S3 server cannot list multipart uploads: unfinished ones are left to the bucket lifecycle rule (AbortIncompleteMultipartUpload).',
        );
        return aborted;
      }
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !upload.Initiated) continue;
        const name = upload.Key.slice(this.pendingPrefix.length);
        if (!isAbandonedPartial(name, upload.Initiated.getTime())) continue;
        await this.client.send(
          new AbortMultipartUploadCommand({
            Bucket: this.bucket,
            Key: upload.Key,
            UploadId: upload.UploadId,
          }),
        );
        aborted.push(PENDING_FOLDER + name);
      }
      if (!page.IsTruncated) return aborted;
      KeyMarker = page.NextKeyMarker;
      UploadIdMarker = page.NextUploadIdMarker;
    }
  }

  private async upload(content: Readable): Promise<S3PendingObject> {
    const key = this.pendingPrefix + partialName(randomUUID());
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    // The request's own failure (a client gone, a broken body) is told apart from the store's.
    let clientError: unknown;
    content.on('error', (error) => {
      clientError ??= error;
      meter.destroy(error);
    });
    content.pipe(meter);
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: meter,
        ContentType: CONTENT_TYPE,
        ServerSideEncryption: this.encryption,
      },
      partSize: PART_SIZE,
      queueSize: 1,
      // A failed multipart upload is aborted by lib-storage; the sweep catches what that misses.
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      const cause = clientError;
      // The store failed first: stop reading the request (the disk store's pipeline does the same).
      content.unpipe(meter);
      content.destroy();
      meter.destroy();
      throw cause ?? s3StorageError(error);
    }
    const pending = new S3PendingObject(this.pendingActions, key, size, hash.digest('hex'));
    this.unsettled.add(pending);
    return pending;
  }

  /** What a pending object does in the bucket. */
  private readonly pendingActions: PendingActions = {
    read: async (key, position, length, size) => {
      const start = Math.max(0, position);
      if (length <= 0 || start >= size) return Buffer.alloc(0);
      const last = Math.min(size, start + length) - 1;
      try {
        const { Body } = await this.client.send(
          new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=${start}-${last}` }),
        );
        if (!Body) throw new Error('GetObject answered without a body');
        return Buffer.from(await Body.transformToByteArray());
      } catch (error) {
        throw s3StorageError(error);
      }
    },
    copy: async (key, target, sha256) => {
      try {
        await this.client.send(
          new CopyObjectCommand({
            Bucket: this.bucket,
            Key: this.prefix + target,
            CopySource: `${this.bucket}/${key}`,
            MetadataDirective: 'REPLACE',
            ContentType: CONTENT_TYPE,
            Metadata: { sha256 },
            ServerSideEncryption: this.encryption,
          }),
        );
      } catch (error) {
        throw s3StorageError(error);
      }
    },
    delete: async (key) => {
      try {
        await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
      } catch (error) {
        this.logger.error(
          `Could not delete the pending upload ${key} (the sweep removes it within the hour): ${messageOf(error)}`,
        );
      }
    },
    settled: (pending) => this.unsettled.delete(pending),
  };

  private track<T>(promise: Promise<T>): Promise<T> {
    const settled = promise.then(
      () => undefined,
      () => undefined,
    );
    this.tasks.add(settled);
    void settled.then(() => this.tasks.delete(settled));
    return promise;
  }
}

interface PendingActions {
  read(key: string, position: number, length: number, size: number): Promise<Buffer>;
  copy(key: string, target: string, sha256: string): Promise<void>;
  /** Never fails: a failure is logged, and the sweep removes the object later. */
  delete(key: string): Promise<void>;
  settled(pending: S3PendingObject): void;
}

class S3PendingObject implements PendingObject {
  private settled = false;

  constructor(
    private readonly actions: PendingActions,
    private readonly key: string,
    readonly size: number,
    readonly sha256: string,
  ) {}

  read(position: number, length: number): Promise<Buffer> {
    return this.actions.read(this.key, position, length, this.size);
  }

  async commit(key: string): Promise<void> {
    assertValidKey(key);
    if (this.settled) throw new Error('This upload was already committed or discarded');
    try {
      await this.actions.copy(this.key, key, this.sha256);
    } catch (error) {
      await this.discard();
      throw error;
    }
    this.settle();
    // Committed: a pending copy left by a failed delete is only litter, which the sweep removes.
    await this.actions.delete(this.key);
  }

  async discard(): Promise<void> {
    if (this.settled) return;
    this.settle();
    await this.actions.delete(this.key);
  }

  private settle(): void {
    this.settled = true;
    this.actions.settled(this);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
