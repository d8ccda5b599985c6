import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { ArchiveError } from './archive-error';
import { archiveEncryption, decryptingStream, type ArchiveKeys } from './encryption';

/**
 * The archive: a gzipped tar of a folder of parts, optionally encrypted with age as a whole.
 *
 *   manifest.json          what is inside (see Manifest), with the SHA-256 of every other part
 *   manifest.sha256        the SHA-256 of manifest.json, so a damaged manifest is noticed too
 *   tables/<table>.copy    each table's rows in PostgreSQL's COPY text format
 *   resumes/<key>          each resume the snapshot's rows name
 *   media/<key>            each content image file (rendition) the snapshot's content_image rows name
 *
 * Reading extracts into a private folder and checks every checksum before anything is restored.
 */
export const ARCHIVE_FORMAT = 'orbitwise-backup';
export const ARCHIVE_FORMAT_VERSION = 1;
const MANIFEST = 'manifest.json';
const MANIFEST_SUM = 'manifest.sha256';

export interface TableManifest {
  name: string;
  /** The columns the part holds, in order (generated columns are left out: PostgreSQL recomputes them). */
  columns: string[];
  rows: number;
  part: string;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  appVersion: string;
  /** When the snapshot was taken (the database's clock). */
  createdAt: string;
  /** The applied migrations, oldest first; the last one is the schema version. */
  migrations: string[];
  schemaVersion: string;
  tables: TableManifest[];
  /** Each sequence's position, so new rows after a restore get new ids. */
  sequences: { name: string; lastValue: string; isCalled: boolean }[];
  resumes: { key: string; size: number; part: string }[];
  /** The content's uploaded images; absent from archives made before they were backed up. */
  media?: { key: string; size: number; part: string }[];
  /** SHA-256 (hex) of every part but the manifest itself. */
  checksums: Record<string, string>;
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Writes the manifest and its checksum into `folder`, which holds the parts already. */
export async function sealFolder(folder: string, manifest: Omit<Manifest, 'checksums'>): Promise<Manifest> {
  const checksums: Record<string, string> = {};
  for (const part of await listParts(folder)) checksums[part] = await sha256OfFile(path.join(folder, part));
  const sealed: Manifest = { ...manifest, checksums };
  const text = JSON.stringify(sealed, null, 2);
  await writeFile(path.join(folder, MANIFEST), text, { mode: 0o600 });
  await writeFile(path.join(folder, MANIFEST_SUM), createHash('sha256').update(text).digest('hex'), {
    mode: 0o600,
  });
  return sealed;
}

/**
 * Writes the archive into `file`: the folder as .tar.gz, encrypted when `keys` say so. The keys are
 * checked before the packer starts, and every stream's error ends in the one rejection: a failing
 * backup rejects, it never leaves an 'error' event without a listener.
 */
export async function packFolder(folder: string, keys: ArchiveKeys, file: string): Promise<void> {
  const encryption = await archiveEncryption(keys);
  const parts = [MANIFEST, MANIFEST_SUM, ...(await listParts(folder))];
  const packer = tar.create({ gzip: true, cwd: folder, portable: true }, parts);
  const packed = new PassThrough();
  // The packer is not a Node stream: its errors are handed on by hand, and stay listened to after a
  // failure elsewhere (it may still be reading a folder that is being removed).
  packer.on('error', (error: unknown) => packed.destroy(error as Error));
  packer.pipe(packed);
  try {
    const bytes = encryption ? await encryption(packed) : packed;
    await pipeline(bytes, createWriteStream(file, { mode: 0o600 }));
  } catch (error) {
    packed.destroy();
    throw error;
  }
}

/**
 * Unpacks `archive` into `folder` (empty, private) and verifies it: the manifest against its checksum,
 * every part against the manifest, no part missing or extra. Throws ArchiveError otherwise.
 */
export async function unpackAndVerify(
  archive: Readable,
  folder: string,
  keys: ArchiveKeys,
): Promise<Manifest> {
  try {
    const plain = await decryptingStream(archive, keys);
    await pipeline(plain, new PassThrough(), tar.extract({ cwd: folder, strict: true }));
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(`The archive is damaged or truncated (${(error as Error).message}).`);
  }
  let text: string;
  let expected: string;
  try {
    text = await readFile(path.join(folder, MANIFEST), 'utf8');
    expected = (await readFile(path.join(folder, MANIFEST_SUM), 'utf8')).trim();
  } catch {
    throw new ArchiveError(
      'The archive has no manifest: it is truncated or not a backup of this application.',
    );
  }
  if (createHash('sha256').update(text).digest('hex') !== expected)
    throw new ArchiveError('The manifest does not match its checksum: the archive is damaged.');
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== ARCHIVE_FORMAT || manifest.formatVersion !== ARCHIVE_FORMAT_VERSION)
    throw new ArchiveError(
      `Not a backup of this application (format ${manifest.format} ${manifest.formatVersion}).`,
    );
  const present = await listParts(folder);
  const listed = Object.keys(manifest.checksums);
  const missing = listed.filter((part) => !present.includes(part));
  const extra = present.filter((part) => !(part in manifest.checksums));
  if (missing.length > 0) throw new ArchiveError(`The archive is truncated: ${missing[0]} is missing.`);
  if (extra.length > 0)
    throw new ArchiveError(`The archive holds ${extra[0]}, which its manifest does not list.`);
  for (const part of listed) {
    if ((await sha256OfFile(path.join(folder, part))) !== manifest.checksums[part])
      throw new ArchiveError(`${part} does not match its SHA-256 in the manifest: the archive is damaged.`);
  }
  return manifest;
}

/** Every file under `folder` but the manifest, as relative paths with `/`. */
async function listParts(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((part) => part !== MANIFEST && part !== MANIFEST_SUM)
    .sort();
}
