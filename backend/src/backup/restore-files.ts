import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { mediaContentTypeOf, type MediaStore } from '../storage/media-store';
import type { PendingObject, ResumeStore } from '../storage/resume-store';
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

/** For each file of the archive: whether the store holds the same bytes, none, or different ones. */
export type StoredState = 'same' | 'missing' | 'differs';

export interface StoredFiles {
  resumes: Map<string, StoredState>;
  media: Map<string, StoredState>;
}

/**
 * Reads what the stores hold under the archive's names, before anything is written: a file counts as
 * already restored only when its SHA-256 is the manifest's. A directory under a file's name refuses the
 * restore (the archive's copy could not take its place).
 */
export async function inspectStores(inputs: RestoreStores, manifest: Manifest): Promise<StoredFiles> {
  const resumes = new Map<string, StoredState>();
  for (const resume of manifest.resumes) {
    const stored = await inputs.store.open(resume.key).catch((error: NodeJS.ErrnoException) => {
      // Not there, or the store's folder is no folder (the writable check below refuses that).
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
      throw error;
    });
    resumes.set(
      resume.key,
      await compare(stored, manifest.checksums[resume.part], resume.key, 'resume store'),
    );
  }
  const media = new Map<string, StoredState>();
  for (const file of manifest.media ?? []) {
    const stored = await inputs.media.open(file.key);
    media.set(
      file.key,
      await compare(stored?.body ?? null, manifest.checksums[file.part], file.key, 'media store'),
    );
  }
  return { resumes, media };
}

async function compare(
  stored: Readable | null,
  expected: string | undefined,
  key: string,
  store: string,
): Promise<StoredState> {
  if (!stored) return 'missing';
  const hash = createHash('sha256');
  try {
    await pipeline(stored, hash);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EISDIR')
      throw new ArchiveError(
        `The ${store} holds a directory named ${key}: move it away and run the restore again; nothing was restored.`,
      );
    if (code === 'ENOENT') return 'missing';
    throw error;
  }
  return hash.digest('hex') === expected ? 'same' : 'differs';
}

/** A resume written beside the store's differing copy, put in its place once the database is restored. */
export interface Replacement {
  key: string;
  pending: PendingObject;
}

/**
 * Writes the resumes the store lacks, each checked against its SHA-256 again as it is written; those
 * whose stored copy differs are received but not committed (see {@link replaceDiffering}).
 */
export async function restoreResumes(
  store: ResumeStore,
  manifest: Manifest,
  folder: string,
  stored: Map<string, StoredState>,
): Promise<{ written: string[]; replacements: Replacement[] }> {
  const written: string[] = [];
  const replacements: Replacement[] = [];
  try {
    for (const resume of manifest.resumes) {
      const state = stored.get(resume.key) ?? 'missing';
      if (state === 'same') continue;
      const pending = await store.receive(createReadStream(path.join(folder, resume.part)));
      if (pending.sha256 !== manifest.checksums[resume.part]) {
        await pending.discard();
        throw new ArchiveError(`${resume.part} changed while it was restored.`);
      }
      if (state === 'differs') {
        replacements.push({ key: resume.key, pending });
        continue;
      }
      await pending.commit(resume.key);
      written.push(resume.key);
    }
    return { written, replacements };
  } catch (error) {
    await undoResumes(store, { written, replacements });
    throw error;
  }
}

export async function undoResumes(
  store: ResumeStore,
  done: { written: string[]; replacements: Replacement[] },
): Promise<void> {
  for (const key of done.written) await store.remove(key).catch(() => undefined);
  for (const { pending } of done.replacements) await pending.discard().catch(() => undefined);
}

/**
 * Writes the image files the store lacks (write-once names), each checked against its SHA-256 again;
 * those whose stored copy differs are checked now and written by {@link replaceDiffering}.
 */
export async function restoreMedia(
  store: MediaStore,
  manifest: Manifest,
  folder: string,
  stored: Map<string, StoredState>,
): Promise<{ written: string[]; replacements: string[] }> {
  const written: string[] = [];
  const replacements: string[] = [];
  try {
    for (const file of manifest.media ?? []) {
      const state = stored.get(file.key) ?? 'missing';
      if (state === 'same') continue;
      const bytes = await readFile(path.join(folder, file.part));
      if (createHash('sha256').update(bytes).digest('hex') !== manifest.checksums[file.part])
        throw new ArchiveError(`${file.part} changed while it was restored.`);
      if (state === 'differs') {
        replacements.push(file.key);
        continue;
      }
      await store.put(file.key, bytes, mediaContentTypeOf(file.key));
      written.push(file.key);
    }
    return { written, replacements };
  } catch (error) {
    for (const key of written) await store.remove(key).catch(() => undefined);
    throw error;
  }
}

/**
 * After the database is restored: the archive's copies take the place of the stored files that
 * differed (a rename on disk, a copy in a bucket), so until then the store kept its own.
 */
export async function replaceDiffering(
  inputs: RestoreStores,
  manifest: Manifest,
  folder: string,
  resumes: Replacement[],
  media: string[],
): Promise<void> {
  const parts = new Map((manifest.media ?? []).map((file) => [file.key, file.part]));
  for (const { key, pending } of resumes) await pending.commit(key);
  for (const key of media) {
    const bytes = await readFile(path.join(folder, parts.get(key)!));
    await inputs.media.put(key, bytes, mediaContentTypeOf(key));
  }
}
