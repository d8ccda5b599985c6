import type { Request } from 'express';
import type { StorageEngine } from 'multer';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { partialName } from './partial-files';

/** What the storage engine adds to multer's file: the SHA-256 computed while writing, and the id. */
export interface HashedFile extends Express.Multer.File {
  sha256: string;
  /** The generated uuid: the stored file will be `<id>.<ext>`. */
  id: string;
}

/** Per request, the files still being written or removed. */
const inFlight = new WeakMap<Request, Promise<unknown>[]>();

function track(req: Request, work: Promise<unknown>): void {
  const list = inFlight.get(req) ?? [];
  list.push(work);
  inFlight.set(req, list);
}

/**
 * Resolves once every file of the request is written or removed. Multer reports a broken body
 * ("Unexpected end of form") as soon as the file's stream fails, before this engine has removed
 * its `.part`: the refusal waits for this, so nothing is left behind when the answer goes out.
 */
export async function uploadsSettled(req: Request): Promise<void> {
  await Promise.allSettled(inFlight.get(req) ?? []);
}

/**
 * A multer engine that streams the upload straight to `<uuid>.<owner>.part` in the uploads
 * directory (partial-files.ts), hashing and counting as it writes: the body is never held in
 * memory, and the client's file name is never part of a path.
 */
export class HashingDiskStorage implements StorageEngine {
  constructor(private readonly directory: string) {}

  _handleFile(
    req: Request,
    file: Express.Multer.File,
    callback: (error?: unknown, info?: Partial<HashedFile>) => void,
  ): void {
    const id = randomUUID();
    const filename = partialName(id);
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
    const written = pipeline(
      file.stream,
      meter,
      createWriteStream(destination, { flags: 'wx', mode: 0o640 }),
    ).then(
      () =>
        callback(null, {
          destination: this.directory,
          filename,
          path: destination,
          size,
          sha256: hash.digest('hex'),
          id,
        }),
      (error: unknown) =>
        rm(destination, { force: true }).then(
          () => callback(error),
          () => callback(error),
        ),
    );
    track(req, written);
  }

  _removeFile(_req: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    rm(file.path, { force: true }).then(
      () => callback(null),
      (error: Error) => callback(error),
    );
  }
}
