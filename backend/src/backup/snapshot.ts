import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MEDIA_PREFIX } from '@orbitwise/contracts/content';
import type { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { MediaStore } from '../storage/media-store';
import type { ResumeStore } from '../storage/resume-store';
import type { Manifest, TableManifest } from './archive';

export type SnapshotContents = Pick<
  Manifest,
  'createdAt' | 'migrations' | 'tables' | 'sequences' | 'resumes' | 'media'
>;

/** Where the files the rows name are read from. */
export interface SnapshotStores {
  resumes: ResumeStore;
  media: MediaStore;
}

/** Told the snapshot's id (pg_export_snapshot) while it is held: the restore drill reads the same state. */
export type SnapshotHook = (snapshotId: string) => Promise<void>;

/** A table or sequence name quoted for SQL. */
export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every table of the public schema, enumerated from the catalogue (so tables added by any migration
 * are included), with its columns less the generated ones.
 */
export async function listTables(client: Client): Promise<Pick<TableManifest, 'name' | 'columns'>[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(`
    SELECT c.relname AS name,
           array_agg(a.attname::text ORDER BY a.attnum) AS columns
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
     GROUP BY c.relname
     ORDER BY c.relname`);
  return rows;
}

/**
 * Writes a consistent snapshot into `folder`: one REPEATABLE READ, READ ONLY transaction on `client`
 * sees the database as of its first statement, while the API goes on writing. Each table is streamed
 * out with COPY; then the resumes its `career_application` rows name, and the image files its
 * `content_image` rows name, are copied from their stores (each file is written before its row, so
 * each one the snapshot names exists).
 */
export async function takeSnapshot(
  client: Client,
  folder: string,
  stores: SnapshotStores,
  onSnapshot?: SnapshotHook,
): Promise<SnapshotContents> {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
  try {
    await client.query('SET LOCAL statement_timeout = 0');
    const [{ createdAt }] = (
      await client.query<{ createdAt: Date }>('SELECT transaction_timestamp() AS "createdAt"')
    ).rows as [{ createdAt: Date }];
    if (onSnapshot) {
      const [{ id }] = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows as [
        { id: string },
      ];
      await onSnapshot(id);
    }
    // Not recursive: a staging folder removed by a stop signal is never made again.
    await mkdir(path.join(folder, 'tables'));
    const tables: TableManifest[] = [];
    for (const table of await listTables(client)) {
      const part = `tables/${table.name}.copy`;
      const columns = table.columns.map(quoteName).join(', ');
      const stream = client.query(copyTo(`COPY (SELECT ${columns} FROM ${quoteName(table.name)}) TO STDOUT`));
      await pipeline(stream, createWriteStream(path.join(folder, part), { mode: 0o600 }));
      tables.push({ ...table, rows: stream.rowCount, part });
    }
    const migrations = tables.some((table) => table.name === 'migrations')
      ? (await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY id')).rows.map(
          (row) => row.name,
        )
      : [];
    const sequences = await readSequences(client);
    const keys = (
      await client.query<{ key: string }>(
        'SELECT DISTINCT resume_key AS key FROM career_application WHERE resume_key IS NOT NULL ORDER BY 1',
      )
    ).rows.map((row) => row.key);
    const mediaKeys = tables.some((table) => table.name === 'content_image')
      ? (
          await client.query<{ key: string }>(
            `SELECT DISTINCT substr(variant->>'url', length($1) + 1) AS key
               FROM content_image, jsonb_array_elements(variants) AS variant ORDER BY 1`,
            [MEDIA_PREFIX],
          )
        ).rows.map((row) => row.key)
      : [];
    await client.query('COMMIT');
    const resumes = await copyResumes(stores.resumes, keys, folder);
    const media = await copyMedia(stores.media, mediaKeys, folder);
    return { createdAt: createdAt.toISOString(), migrations, tables, sequences, resumes, media };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

async function readSequences(client: Client): Promise<Manifest['sequences']> {
  const { rows: names } = await client.query<{ name: string }>(
    "SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1",
  );
  const sequences: Manifest['sequences'] = [];
  for (const { name } of names) {
    const { rows } = await client.query<{ lastValue: string; isCalled: boolean }>(
      `SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${quoteName(name)}`,
    );
    sequences.push({ name, ...rows[0]! });
  }
  return sequences;
}

async function copyResumes(store: ResumeStore, keys: string[], folder: string): Promise<Manifest['resumes']> {
  await mkdir(path.join(folder, 'resumes'));
  const resumes: Manifest['resumes'] = [];
  for (const key of keys) {
    const part = `resumes/${key}`;
    const file = path.join(folder, part);
    let size = 0;
    const source = await store.open(key);
    source.on('data', (chunk: Buffer) => (size += chunk.length));
    await pipeline(source, createWriteStream(file, { mode: 0o600 }));
    resumes.push({ key, size, part });
  }
  return resumes;
}

async function copyMedia(store: MediaStore, keys: string[], folder: string): Promise<Manifest['resumes']> {
  await mkdir(path.join(folder, 'media'));
  const media: Manifest['resumes'] = [];
  for (const key of keys) {
    const part = `media/${key}`;
    const stored = await store.open(key);
    if (!stored) throw new Error(`The image file ${key} that content_image names is not in the media store.`);
    let size = 0;
    stored.body.on('data', (chunk: Buffer) => (size += chunk.length));
    await pipeline(stored.body, createWriteStream(path.join(folder, part), { mode: 0o600 }));
    media.push({ key, size, part });
  }
  return media;
}
