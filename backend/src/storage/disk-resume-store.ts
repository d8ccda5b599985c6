import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, mkdir, open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { isAbandonedPartial, isOwnPartial, PARTIAL_SUFFIX, partialName } from './partial-files';
import {
  assertValidKey,
  StorageFullError,
  StorageUnavailableError,
  type PendingObject,
  type ResumeStore,
} from './resume-store';

/** Disk full, or the folder not writable: errors the caller can explain to a visitor. */
function storageError(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return new StorageFullError((error as Error).message);
  if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') {
    return new StorageUnavailableError((error as Error).message);
  }
  return error;
}

/**
 * The embedded default: one folder (a volume in production, shared by the replicas). An upload is
 * streamed to `<uuid>.<owner>.part` (partial-files.ts) and renamed to its key on commit.
 */
@Injectable()
export class DiskResumeStore implements ResumeStore, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(DiskResumeStore.name);
  private readonly directory: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.directory = config.uploadsDir;
  }

  async onModuleInit(): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    // Before the API listens: what a killed predecessor was receiving is removed now.
    await this.removeAbandonedUploads().catch((error: unknown) =>
      this.logger.warn(
        `Sweeping ${this.directory} failed: ${error instanceof Error ? error.message : error}`,
      ),
    );
  }

  /**
   * Runs once the HTTP server has finished (or, past the shutdown deadline, cut) every request: a
   * `.part` of this process left now belongs to a cut upload, whose own cleanup may not get to run.
   */
  async onApplicationShutdown(): Promise<void> {
    for (const name of await this.names().catch(() => [])) {
      if (isOwnPartial(name)) await this.removeFile(name);
    }
  }

  async receive(content: Readable): Promise<PendingObject> {
    const partial = path.join(this.directory, partialName(randomUUID()));
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    try {
      await pipeline(content, meter, createWriteStream(partial, { flags: 'wx', mode: 0o640 }));
    } catch (error) {
      await rm(partial, { force: true }).catch(() => undefined);
      throw storageError(error);
    }
    return new DiskPendingObject(partial, size, hash.digest('hex'), this.directory);
  }

  async open(key: string): Promise<Readable> {
    assertValidKey(key);
    const file = path.join(this.directory, key);
    await stat(file); // a missing key fails here, not in the middle of a response
    return createReadStream(file);
  }

  async checkReachable(): Promise<void> {
    await access(this.directory, constants.W_OK);
  }

  async remove(key: string): Promise<void> {
    assertValidKey(key);
    await this.removeFile(key);
  }

  async listOlderThan(time: Date): Promise<string[]> {
    const keys: string[] = [];
    for (const name of await this.names()) {
      if (name.endsWith(PARTIAL_SUFFIX)) continue;
      const stats = await stat(path.join(this.directory, name)).catch(() => undefined);
      if (stats?.isFile() && stats.mtimeMs < time.getTime()) keys.push(name);
    }
    return keys;
  }

  async removeAbandonedUploads(): Promise<string[]> {
    const removed: string[] = [];
    for (const name of await this.names()) {
      if (!name.endsWith(PARTIAL_SUFFIX)) continue;
      const stats = await stat(path.join(this.directory, name)).catch(() => undefined);
      if (!stats?.isFile() || !isAbandonedPartial(name, stats.mtimeMs)) continue;
      await this.removeFile(name);
      removed.push(name);
    }
    if (removed.length > 0) this.logger.warn(`Removed ${removed.length} abandoned partial upload(s)`);
    return removed;
  }

  /** The folder's entries; none before the first upload created it. */
  private async names(): Promise<string[]> {
    try {
      return await readdir(this.directory);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  private async removeFile(name: string): Promise<void> {
    try {
      await rm(path.join(this.directory, name), { force: true });
    } catch (error) {
      this.logger.error(`Could not remove ${name}`, error instanceof Error ? error.stack : error);
    }
  }
}

class DiskPendingObject implements PendingObject {
  private handle: Promise<FileHandle> | undefined;
  private settled = false;

  constructor(
    private readonly partial: string,
    readonly size: number,
    readonly sha256: string,
    private readonly directory: string,
  ) {}

  async read(position: number, length: number): Promise<Buffer> {
    this.handle ??= open(this.partial, 'r');
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await (await this.handle).read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  }

  async commit(key: string): Promise<void> {
    assertValidKey(key);
    await this.close();
    try {
      await rename(this.partial, path.join(this.directory, key));
      this.settled = true;
    } catch (error) {
      await this.discard();
      throw storageError(error);
    }
  }

  async discard(): Promise<void> {
    await this.close();
    if (this.settled) return;
    this.settled = true;
    await rm(this.partial, { force: true });
  }

  private async close(): Promise<void> {
    const handle = this.handle;
    this.handle = undefined;
    if (handle) await (await handle).close().catch(() => undefined);
  }
}
