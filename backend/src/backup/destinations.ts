import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BackupConfig, S3Config } from '../config/env';
import { createS3Client } from '../storage/s3-resume-store';

export interface StoredArchive {
  name: string;
  size: number;
}

/** Where archives are kept: a folder (BACKUP_DIR) or a bucket (BACKUP_S3_BUCKET). */
export interface ArchiveDestination {
  /** `/backups` or `s3://bucket/prefix`, for messages. */
  readonly location: string;
  /** Throws unless an archive can be stored now (a folder is created when missing, then written once). */
  check(): Promise<void>;
  /** Stores the bytes under `name`; visible only once complete. Returns the size written. */
  put(name: string, content: Readable): Promise<number>;
  open(name: string): Promise<Readable>;
  list(): Promise<StoredArchive[]>;
  remove(name: string): Promise<void>;
  close(): void;
}

/** Names as the backup writes them; anything else in the folder or bucket is left alone. */
export const ARCHIVE_NAME = /^orbitwise-backup-\d{8}T\d{6}Z(\.tar\.gz|\.tar\.gz\.age)$/;

export function destinationOf(config: BackupConfig): ArchiveDestination | undefined {
  if (config.s3) return new S3Destination(config.s3);
  if (config.dir) return new FolderDestination(config.dir);
  return undefined;
}

/** BACKUP_DIR cannot hold an archive; the message names it and the reason, in one line. */
export class DestinationUnwritableError extends Error {}

/**
 * `mkdir -p`, one level at a time: Node's recursive mkdir never settles where the parent exists but
 * refuses new entries with ENOENT (a path under /proc), and a backup waited on it for ever.
 */
export async function createFolder(folder: string): Promise<void> {
  const absolute = path.resolve(folder);
  const parent = path.dirname(absolute);
  if (parent !== absolute) {
    const exists = await stat(parent).then(
      () => true,
      () => false,
    );
    if (!exists) await createFolder(parent);
  }
  await mkdir(absolute).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
}

export class FolderDestination implements ArchiveDestination {
  constructor(private readonly folder: string) {}

  get location(): string {
    return this.folder;
  }

  async check(): Promise<void> {
    const probe = path.join(this.folder, `.write-check-${randomUUID()}`);
    try {
      await createFolder(this.folder);
      await writeFile(probe, '', { flag: 'wx', mode: 0o600 });
      await rm(probe, { force: true });
    } catch (error) {
      throw new DestinationUnwritableError(
        `BACKUP_DIR ${this.folder} cannot be written (${(error as Error).message}); no backup was taken.`,
      );
    }
  }

  async put(name: string, content: Readable): Promise<number> {
    await createFolder(this.folder);
    const partial = path.join(this.folder, `.${name}.partial`);
    try {
      await pipeline(content, createWriteStream(partial, { mode: 0o600 }));
      await rename(partial, path.join(this.folder, name));
    } finally {
      await rm(partial, { force: true });
    }
    return (await stat(path.join(this.folder, name))).size;
  }

  async open(name: string): Promise<Readable> {
    const file = path.join(this.folder, path.basename(name));
    await stat(file);
    return createReadStream(file);
  }

  async list(): Promise<StoredArchive[]> {
    const names = await readdir(this.folder).catch(() => [] as string[]);
    const archives: StoredArchive[] = [];
    for (const name of names.filter((entry) => ARCHIVE_NAME.test(entry))) {
      archives.push({ name, size: (await stat(path.join(this.folder, name))).size });
    }
    return archives;
  }

  async remove(name: string): Promise<void> {
    await rm(path.join(this.folder, path.basename(name)), { force: true });
  }

  close(): void {}
}

export class S3Destination implements ArchiveDestination {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Config) {
    this.client = createS3Client(settings);
  }

  get location(): string {
    return `s3://${this.settings.bucket}/${this.settings.prefix}`;
  }

  /** The bucket is written by the upload itself; a failure there fails the run with S3's reason. */
  async check(): Promise<void> {}

  async put(name: string, content: Readable): Promise<number> {
    let size = 0;
    content.on('data', (chunk: Buffer) => (size += chunk.length));
    await new Upload({
      client: this.client,
      params: {
        Bucket: this.settings.bucket,
        Key: this.settings.prefix + name,
        Body: content,
        ContentType: 'application/octet-stream',
        ServerSideEncryption: this.settings.serverSideEncryption,
      },
    }).done();
    return size;
  }

  async open(name: string): Promise<Readable> {
    const object = await this.client.send(
      new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.settings.prefix + name }),
    );
    return object.Body as Readable;
  }

  async list(): Promise<StoredArchive[]> {
    const archives: StoredArchive[] = [];
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.settings.bucket, Prefix: this.settings.prefix },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        const name = (object.Key ?? '').slice(this.settings.prefix.length);
        if (ARCHIVE_NAME.test(name)) archives.push({ name, size: object.Size ?? 0 });
      }
    }
    return archives;
  }

  async remove(name: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.settings.prefix + name }),
    );
  }

  close(): void {
    this.client.destroy();
  }
}
