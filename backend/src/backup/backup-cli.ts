// `npm run backup` and `npm run restore -- ARCHIVE [--force]`; in the API image:
// `node backend/dist/backup/backup-cli.js backup|restore …`. Settings come from the environment
// (BACKUP_*, DATABASE_URL, UPLOADS_DIR or S3_*, TOTP_ENCRYPTION_KEYS), as for the API, and for a
// restore RESTORE_SOURCE_TOTP_KEYS (the source's TOTP keys, never on the command line); see docs/operations.md.
import 'reflect-metadata';
import { existsSync, createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { InvalidEnvironmentError, loadToolConfig, type AppConfig } from '../config/env';
import { developmentKey } from '../platform/crypto/development-key';
import type { SecretKey } from '../platform/crypto/secret-box';
import { cliDatabase } from '../platform/database/cli-database';
import { DiskMediaStore } from '../storage/disk-media-store';
import { DiskResumeStore } from '../storage/disk-resume-store';
import type { MediaStore } from '../storage/media-store';
import type { ResumeStore } from '../storage/resume-store';
import { S3MediaStore } from '../storage/s3-media-store';
import { S3ResumeStore } from '../storage/s3-resume-store';
import { ArchiveError } from './archive-error';
import { BackupRunsRepository } from './backup-runs.repository';
import { BackupNotConfiguredError, runBackup } from './backup-runner';
import { destinationOf, DestinationUnwritableError, S3Destination } from './destinations';
import { keysOf } from './encryption';
import { restoreBackup } from './restore-backup';
import { parseTotpKeys } from './restore-totp';
import { removeOwnStagingNow } from './staging';

/** A refusal reported in one line, exit code 1 (2 for a usage mistake). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

const USAGE = `Usage:
  npm run backup                          one archive into BACKUP_DIR or BACKUP_S3_BUCKET
  npm run restore -- ARCHIVE [--force]    ARCHIVE: a file, s3://bucket/key, or a name in the backup folder or bucket`;

export type Command = { name: 'backup' } | { name: 'restore'; archive: string; force: boolean };

export function parseCommand(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { force: { type: 'boolean' } } });
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${USAGE}`, 2);
  }
  const [name, ...rest] = parsed.positionals;
  if (name === 'backup' && rest.length === 0 && !parsed.values.force) return { name };
  if (name === 'restore' && rest.length === 1)
    return { name, archive: rest[0]!, force: parsed.values.force ?? false };
  throw new CliError(USAGE, 2);
}

function storeOf(config: AppConfig): ResumeStore {
  return config.s3 ? new S3ResumeStore(config.s3) : new DiskResumeStore(config);
}

/** The content's images, where the API keeps them (StorageModule's choice). */
function mediaOf(config: AppConfig): MediaStore {
  return config.s3 ? new S3MediaStore(config.s3) : new DiskMediaStore(config.media.dir);
}

/** A local file, `s3://bucket/key` (with the BACKUP_S3_* or S3_* settings), or a name at the destination. */
async function openArchive(config: AppConfig, archive: string): Promise<Readable> {
  // `npm run restore -w backend` runs in backend/: a relative path is the caller's (npm's INIT_CWD).
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), archive);
  if (existsSync(file)) return createReadStream(file);
  const s3 = /^s3:\/\/([^/]+)\/(.+)$/.exec(archive);
  const settings = config.backup.s3 ?? config.s3;
  if (s3 && settings) return new S3Destination({ ...settings, bucket: s3[1]!, prefix: '' }).open(s3[2]!);
  const destination = destinationOf(config.backup);
  if (!destination) throw new CliError(`No such file: ${archive}`);
  return destination.open(archive).catch(() => {
    throw new CliError(`No archive ${archive} in ${destination.location}.`);
  });
}

/**
 * The TOTP keys the API will run with: TOTP_ENCRYPTION_KEYS, or outside production (where it may be
 * unset) the development key file beside the embedded database, as the API's start takes it.
 */
function targetTotpKeys(config: AppConfig, env: NodeJS.ProcessEnv): SecretKey[] {
  if (config.totpEncryptionKeys.length > 0 || env.NODE_ENV === 'production') return config.totpEncryptionKeys;
  return [developmentKey(path.join(path.dirname(config.embeddedPgDir), 'totp-encryption.key'))];
}

const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function execute(
  command: Command,
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
): Promise<void> {
  // The API's whole validation, but a tool need not hold the production secrets of the web tier.
  const config = loadToolConfig(env);
  // A missing archive is reported before any database is reached (or an embedded one started).
  const archive = command.name === 'restore' ? await openArchive(config, command.archive) : undefined;
  const totpKeys =
    command.name === 'restore'
      ? {
          target: targetTotpKeys(config, env),
          source: parseTotpKeys(env.RESTORE_SOURCE_TOTP_KEYS, 'RESTORE_SOURCE_TOTP_KEYS'),
        }
      : undefined;
  const { url, cluster } = await cliDatabase(config);
  const { DataSource } = await import('typeorm');
  const { typeormOptions } = await import('../platform/database/typeorm-options.js');
  const { Database } = await import('../platform/database/database.js');
  const store = storeOf(config);
  const media = mediaOf(config);
  try {
    if (command.name === 'backup') {
      const dataSource = await new DataSource(typeormOptions(url, false)).initialize();
      try {
        const runs = new BackupRunsRepository(new Database(dataSource));
        const result = await runBackup({ config, databaseUrl: url, store, media, runs }, 'command');
        const rows = result.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
        print(
          `Backed up ${result.manifest.tables.length} tables (${rows} rows) and ${result.manifest.resumes.length} resumes ` +
            `and ${result.manifest.media?.length ?? 0} image files ` +
            `at schema ${result.manifest.schemaVersion} into ${result.name} (${sizeOf(result.size)}).`,
        );
        if (result.deleted.length > 0) print(`Retention removed ${result.deleted.length} older archive(s).`);
      } finally {
        await dataSource.destroy();
      }
      return;
    }
    const result = await restoreBackup({
      archive: archive!,
      databaseUrl: url,
      store,
      media,
      keys: keysOf(config.backup),
      totpKeys: totpKeys!,
      folders: config.s3 ? [] : [config.uploadsDir, config.media.dir],
      force: command.force,
    });
    const { manifest } = result;
    print(
      `Restored ${command.archive}, taken ${manifest.createdAt} by version ${manifest.appVersion}, schema ${manifest.schemaVersion}:`,
    );
    for (const [table, rows] of Object.entries(result.rows)) print(`  ${table}: ${rows} rows`);
    print(
      `  resumes: ${result.resumesWritten} written, ${result.resumesAlreadyThere} already in the store, ` +
        `${result.resumesReplaced} replaced (the stored copy differed from the archive)`,
    );
    print(
      `  image files: ${result.mediaWritten} written, ${result.mediaAlreadyThere} already in the store, ` +
        `${result.mediaReplaced} replaced (the stored copy differed from the archive)`,
    );
  } finally {
    for (const closing of [store, media])
      (closing as Partial<{ onApplicationShutdown(): Promise<void> }>)
        .onApplicationShutdown?.()
        .catch(() => undefined);
    await cluster?.stop();
  }
}

function describe(error: unknown): CliError {
  if (error instanceof CliError) return error;
  if (
    error instanceof ArchiveError ||
    error instanceof BackupNotConfiguredError ||
    error instanceof DestinationUnwritableError ||
    error instanceof InvalidEnvironmentError
  )
    return new CliError(error.message);
  return new CliError(`Failed: ${error instanceof Error ? error.message : String(error)}`);
}

/** Ctrl-C or a stop: the staging folder's plain copies are removed before the process ends. */
function removeStagingOnStop(): void {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      removeOwnStagingNow();
      console.error(`Stopped by ${signal}: the backup's staging folder was removed.`);
      process.exit(code);
    });
  }
}

if (require.main === module) {
  removeStagingOnStop();
  (async () =>
    execute(parseCommand(process.argv.slice(2)), process.env, (line) => console.log(line)))().catch(
    (error: unknown) => {
      const { message, exitCode } = describe(error);
      console.error(message);
      process.exit(exitCode);
    },
  );
}
