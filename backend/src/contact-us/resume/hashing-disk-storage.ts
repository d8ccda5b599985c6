import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What the storage engine adds to multer's file: the SHA-256 computed while writing. */
export interface HashedFile extends Express.Multer.File {
  sha256: string;
}

export const PARTIAL_SUFFIX = '.part';

/**
 * A multer engine that streams the upload straight to `<uuid>.part` in the uploads directory,
 * hashing and counting as it writes: the body is never held in memory, and the client's file
 * name is never part of a path.
 */
export class HashingDiskStorage implements StorageEngine {
  constructor(private readonly directory: string) {}

  _handleFile(
    _req: Request,
    file: Express.Multer.File,
    callback: (error?: unknown, info?: Partial<HashedFile>) => void,
  ): void {
    const filename = `${randomUUID()}${PARTIAL_SUFFIX}`;
    const destination = path.join(this.directory, filename);
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    pipeline(file.stream, meter, createWriteStream(destination, { flags: 'wx', mode: 0o640 })).then(
      () =>
        callback(null, {
          destination: this.directory,
          filename,
          path: destination,
          size,
          sha256: hash.digest('hex'),
        }),
      (error: unknown) => {
        void rm(destination, { force: true }).finally(() => callback(error));
      },
    );
  }

  _removeFile(_req: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    rm(file.path, { force: true }).then(
      () => callback(null),
      (error: Error) => callback(error),
    );
  }
}
