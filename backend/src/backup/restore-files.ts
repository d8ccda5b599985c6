import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { mediaContentTypeOf, type MediaStore } from '../storage/media-store';
import type { ResumeStore } from '../storage/resume-store';
import type { Manifest } from './archive';
import { ArchiveError } from './archive-error';

// The files' side of a restore: the stores checked first, then the files they lack written.

export interface RestoreStores {
  store: ResumeStore;
  /** Where the content's images go back to. */
  media: MediaStore;
  /** The folders the stores write into (a disk store's), created when missing. */
  folders?: string[];
}

/**
 * Creates the stores' missing folders, then has each store take a write (and throws it away): a store
 * that cannot be written refuses the restore before the database is touched.
 */
export async function assertWritable(inputs: RestoreStores): Promise<void> {
  const refuse = (store: string, error: unknown) =>
    new ArchiveError(
      `The ${store} cannot be written (${error instanceof Error ? error.message : String(error)}); nothing was restored.`,
    );
  for (const folder of inputs.folders ?? []) {
    await mkdir(folder, { recursive: true }).catch((error: unknown) => {
      throw refuse(`folder ${folder}`, error);
    });
  }
  try {
    await (await inputs.store.receive(Readable.from([]))).discard();
  } catch (error) {
    throw refuse('resume store (UPLOADS_DIR, or S3_BUCKET)', error);
  }
  const probe = `${randomBytes(32).toString('hex')}-0.png`;
  try {
    await inputs.media.put(probe, Buffer.alloc(0), 'image/png');
    await inputs.media.remove(probe);
  } catch (error) {
    throw refuse('media store (MEDIA_DIR, or S3_BUCKET)', error);
  }
}

/** Writes the resumes the store lacks, each checked against its SHA-256 again as it is written. */
export async function restoreResumes(
  store: ResumeStore,
  manifest: Manifest,
  folder: string,
): Promise<string[]> {
  const written: string[] = [];
  try {
    for (const resume of manifest.resumes) {
      const existing = await store.open(resume.key).catch(() => undefined);
      if (existing) {
        existing.destroy();
        continue;
      }
      const pending = await store.receive(createReadStream(path.join(folder, resume.part)));
      if (pending.sha256 !== manifest.checksums[resume.part]) {
        await pending.discard();
        throw new ArchiveError(`${resume.part} changed while it was restored.`);
      }
      await pending.commit(resume.key);
      written.push(resume.key);
    }
    return written;
  } catch (error) {
    for (const key of written) await store.remove(key).catch(() => undefined);
    throw error;
  }
}

/** Writes the image files the store lacks (write-once names), each checked against its SHA-256 again. */
export async function restoreMedia(store: MediaStore, manifest: Manifest, folder: string): Promise<string[]> {
  const written: string[] = [];
  try {
    for (const file of manifest.media ?? []) {
      const existing = await store.open(file.key);
      if (existing) {
        existing.body.destroy();
        continue;
      }
      const bytes = await readFile(path.join(folder, file.part));
      if (createHash('sha256').update(bytes).digest('hex') !== manifest.checksums[file.part])
        throw new ArchiveError(`${file.part} changed while it was restored.`);
      await store.put(file.key, bytes, mediaContentTypeOf(file.key));
      written.push(file.key);
    }
    return written;
  } catch (error) {
    for (const key of written) await store.remove(key).catch(() => undefined);
    throw error;
  }
}
