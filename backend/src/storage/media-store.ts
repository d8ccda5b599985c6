import type { Readable } from 'node:stream';

/** Injection token of the configured {@link MediaStore}. */
export const MEDIA_STORE = Symbol('MEDIA_STORE');

/** A stored file and its size in bytes. */
export interface MediaObject {
  body: Readable;
  size: number;
}

/**
 * Where the content's uploaded images are kept: write-once files named by the server
 * (`<sha256>-<width>.<ext>`, see MEDIA_FILE_PATTERN), never by a client. Two implementations:
 * DiskMediaStore (MEDIA_DIR) and S3MediaStore (the S3_BUCKET of the resumes, under `media/`),
 * chosen in StorageModule.
 */
export interface MediaStore {
  /** Stores `bytes` under `key`; writing a key again with the same bytes is harmless. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under `key`. */
  open(key: string): Promise<MediaObject | null>;
  /** Removes `key` (a restore undoing what it wrote); nothing happens if it does not exist. */
  remove(key: string): Promise<void>;
}

/** A key as the server makes them: a plain file name, so it can never point outside the store. */
export const MEDIA_KEY_PATTERN = /^[0-9a-f]{64}-\d{1,5}\.(?:jpg|png|webp|avif)$/;

export function assertMediaKey(key: string): void {
  if (!MEDIA_KEY_PATTERN.test(key)) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** The type a key is served with, from its extension (a restore puts files back without their upload). */
export function mediaContentTypeOf(key: string): string {
  assertMediaKey(key);
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)]!;
}
