import {
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import {
  CAREER_DATA_FIELD,
  isPlainFileName,
  RESUME_FIELD,
  RESUME_MESSAGES,
  RESUME_TYPES,
} from '@orbitwise/contracts';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { ProblemException } from '../../common/problem';
import { INVALID_REQUEST_DETAIL } from '../../common/validation';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { detectResumeType } from './file-type';
import { HashingDiskStorage, uploadsSettled, type HashedFile } from './hashing-disk-storage';
import { isAbandonedPartial, OWNER, PARTIAL_SUFFIX, parsePartialName } from './partial-files';

/** A resume on disk under its final, generated name, with what is recorded about it. */
export interface StoredResume {
  /** Absolute path inside the uploads directory. */
  path: string;
  /** `<uuid>.<pdf|doc|docx>`. */
  storedName: string;
  /** As the client named it; recorded only, never used in a path. */
  originalName: string;
  size: number;
  /** Decided from the bytes, not from the client's declared type. */
  mimeType: string;
  sha256: string;
}

export const MULTIPART_ONLY_DETAIL =
  'AddCareer takes a multipart/form-data body with the parts "file" and "data".';

/** Multer's limits beyond the file size: one file, the data part, nothing else of size. */
const FIELD_SIZE_LIMIT = 64 * 1024;
/** Room for the data part, the part headers and the boundaries beside the largest resume. */
const MULTIPART_OVERHEAD_BYTES = 2 * FIELD_SIZE_LIMIT;

export const STORAGE_FULL_DETAIL =
  'Your resume could not be stored because the server has run out of storage space. Please try again later.';
export const STORAGE_UNAVAILABLE_DETAIL =
  'Your resume could not be stored right now. Please try again later.';

/**
 * Orphans are stored resumes without a row. The API renames the checked file to its final name and
 * then inserts the row (in that order, so that no row ever points to a missing file); a process
 * killed between the two, or a failed removal after a failed insert, leaves an orphan. Those are
 * removed once older than ORPHAN_MIN_AGE_MS: a younger one may belong to a replica that is between
 * its rename and its insert (which takes milliseconds, seconds at most with the database timeouts).
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
/**
 * Crashes leave a handful of orphans at most. More than this at once means the API is pointed at
 * the wrong database (or a restored backup): then nothing is removed and an error is logged.
 */
export const ORPHAN_SWEEP_LIMIT = 20;
/** Abandoned `.part` files and orphans are looked for at start and then this often. */
const SWEEP_INTERVAL_MS = 15 * 60 * 1000;
const ORPHAN_QUERY_CHUNK = 1000;

const STORED_NAME = new RegExp(
  `^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${RESUME_TYPES.map((t) => t.extension).join('|')})$`,
);

export interface SweepResult {
  partials: string[];
  orphans: string[];
}

function badRequest(field: string, message: string): ProblemException {
  return new ProblemException(HttpStatus.BAD_REQUEST, INVALID_REQUEST_DETAIL, {
    errors: { [field]: [message] },
  });
}

/** Receives, checks and keeps the resumes; removes every file that does not end up in a row. */
@Injectable()
export class ResumeStorage
  implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown
{
  private readonly logger = new Logger(ResumeStorage.name);
  private readonly upload: (req: Request, res: Response, next: (error?: unknown) => void) => void;
  private sweepTimer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {
    this.upload = multer({
      storage: new HashingDiskStorage(config.uploadsDir),
      limits: {
        fileSize: config.resumeMaxBytes,
        files: 1,
        fields: 4,
        parts: 6,
        fieldSize: FIELD_SIZE_LIMIT,
        headerPairs: 50,
      },
      defParamCharset: 'utf8',
      // The name exactly as sent (busboy would cut it to its last segment): a name with folders,
      // `..` or control characters is a crafted request, refused before a byte of it is stored.
      preservePath: true,
      fileFilter: (_req, file, accept) =>
        isPlainFileName(file.originalname)
          ? accept(null, true)
          : accept(badRequest(RESUME_FIELD, RESUME_MESSAGES.badName)),
    }).single(RESUME_FIELD);
  }

  async onModuleInit(): Promise<void> {
    await mkdir(this.config.uploadsDir, { recursive: true });
    // Before the API listens: what a killed predecessor was receiving is removed now.
    await this.sweepPartials().catch((error: unknown) => this.logSweepFailure(error));
  }

  onApplicationBootstrap(): void {
    // Orphans need the database and may take a while on a large volume: in the background.
    void this.sweepOrphans().catch((error: unknown) => this.logSweepFailure(error));
    this.sweepTimer = setInterval(
      () => void this.sweep().catch((error: unknown) => this.logSweepFailure(error)),
      SWEEP_INTERVAL_MS,
    ).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweepTimer);
  }

  /**
   * Runs once the HTTP server has finished (or, past the shutdown deadline, cut) every request: a
   * `.part` of this process left now belongs to a cut upload, whose own cleanup may not get to run
   * before the process exits.
   */
  async onApplicationShutdown(): Promise<void> {
    const names = await readdir(this.config.uploadsDir).catch(() => [] as string[]);
    for (const name of names) {
      const owner = parsePartialName(name);
      if (owner && `${owner.space}_${owner.pid}` === OWNER)
        await this.remove(path.join(this.config.uploadsDir, name));
    }
  }

  /** Removes abandoned `.part` files and old orphans (see partial-files.ts and ORPHAN_MIN_AGE_MS). */
  async sweep(): Promise<SweepResult> {
    return { partials: await this.sweepPartials(), orphans: await this.sweepOrphans() };
  }

  private async sweepPartials(): Promise<string[]> {
    const removed: string[] = [];
    for (const name of await readdir(this.config.uploadsDir)) {
      if (!name.endsWith(PARTIAL_SUFFIX)) continue;
      const stats = await stat(path.join(this.config.uploadsDir, name)).catch(() => undefined);
      if (!stats?.isFile() || !isAbandonedPartial(name, stats.mtimeMs)) continue;
      await this.remove(path.join(this.config.uploadsDir, name));
      removed.push(name);
    }
    if (removed.length > 0) this.logger.warn(`Removed ${removed.length} abandoned partial upload(s)`);
    return removed;
  }

  private async sweepOrphans(): Promise<string[]> {
    const names = (await readdir(this.config.uploadsDir)).filter((name) => STORED_NAME.test(name));
    const referenced = new Set<string>();
    for (let i = 0; i < names.length; i += ORPHAN_QUERY_CHUNK) {
      const rows: { name: string }[] = await this.dataSource.query(
        'SELECT resume_stored_name AS name FROM career_application WHERE resume_stored_name = ANY($1::text[])',
        [names.slice(i, i + ORPHAN_QUERY_CHUNK)],
      );
      for (const row of rows) referenced.add(row.name);
    }
    const now = Date.now();
    const orphans: string[] = [];
    for (const name of names) {
      if (referenced.has(name)) continue;
      const stats = await stat(path.join(this.config.uploadsDir, name)).catch(() => undefined);
      if (stats?.isFile() && now - stats.mtimeMs > ORPHAN_MIN_AGE_MS) orphans.push(name);
    }
    if (orphans.length > ORPHAN_SWEEP_LIMIT) {
      this.logger.error(
        `${orphans.length} resumes in ${this.config.uploadsDir} have no row: far more than crashes leave. ` +
          'Is DATABASE_URL the right database? Nothing was removed.',
      );
      return [];
    }
    for (const name of orphans) await this.remove(path.join(this.config.uploadsDir, name));
    if (orphans.length > 0) this.logger.warn(`Removed ${orphans.length} orphan resume(s) without a row`);
    return orphans;
  }

  private logSweepFailure(error: unknown): void {
    this.logger.warn(
      `Sweeping ${this.config.uploadsDir} failed: ${error instanceof Error ? error.message : error}`,
    );
  }

  /**
   * Streams the multipart body: the resume to disk, the text parts to `req.body`. Then checks the
   * file's bytes and moves it to its final name. Returns undefined when no file was sent.
   */
  async receive(req: Request, res: Response): Promise<StoredResume | undefined> {
    if (!req.is('multipart/form-data')) {
      throw new ProblemException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, MULTIPART_ONLY_DETAIL);
    }
    // A declared length beyond any valid body is refused before a byte of it is read.
    if (Number(req.headers['content-length']) > this.config.resumeMaxBytes + MULTIPART_OVERHEAD_BYTES) {
      throw this.tooLarge();
    }
    await new Promise<void>((resolve, reject) => {
      this.upload(req, res, (error?: unknown) => (error ? reject(this.toProblem(error)) : resolve()));
    }).catch(async (problem: unknown) => {
      await uploadsSettled(req);
      throw problem;
    });
    const file = req.file as HashedFile | undefined;
    if (!file) return undefined;

    const type = await detectResumeType(file.path).catch(() => null);
    if (!type || file.size === 0) {
      await this.remove(file.path);
      throw new ProblemException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, RESUME_MESSAGES.wrongType, {
        errors: { [RESUME_FIELD]: [RESUME_MESSAGES.wrongType] },
      });
    }
    const storedName = `${file.id}.${type.extension}`;
    const finalPath = path.join(this.config.uploadsDir, storedName);
    try {
      await rename(file.path, finalPath);
    } catch (error) {
      await this.remove(file.path);
      throw this.storageProblem(error) ?? error;
    }
    return {
      path: finalPath,
      storedName,
      originalName: file.originalname.slice(0, 255),
      size: file.size,
      mimeType: type.mimeType,
      sha256: file.sha256,
    };
  }

  /** Removes a stored file; used whenever its row is not written. */
  async remove(filePath: string): Promise<void> {
    try {
      await rm(filePath, { force: true });
    } catch (error) {
      this.logger.error(`Could not remove ${filePath}`, error instanceof Error ? error.stack : error);
    }
  }

  /** Disk full, or the uploads directory not writable: a 5xx the visitor can understand. */
  private storageProblem(error: unknown): ProblemException | undefined {
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    let problem: ProblemException;
    if (code === 'ENOSPC' || code === 'EDQUOT') {
      problem = new ProblemException(HttpStatus.INSUFFICIENT_STORAGE, STORAGE_FULL_DETAIL);
    } else if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') {
      problem = new ProblemException(HttpStatus.SERVICE_UNAVAILABLE, STORAGE_UNAVAILABLE_DETAIL);
    } else {
      return undefined;
    }
    this.logger.error(`Storing a resume in ${this.config.uploadsDir} failed: ${(error as Error).message}`);
    return problem;
  }

  private tooLarge(): ProblemException {
    const message = RESUME_MESSAGES.tooLarge(this.config.resumeMaxBytes);
    return new ProblemException(HttpStatus.PAYLOAD_TOO_LARGE, message, {
      errors: { [RESUME_FIELD]: [message] },
    });
  }

  private toProblem(error: unknown): unknown {
    if (error instanceof ProblemException) return error;
    const storage = this.storageProblem(error);
    if (storage) return storage;
    if (!(error instanceof MulterError)) {
      // busboy's parse errors ("Malformed part header", "Unexpected end of form") are the client's.
      if (error instanceof Error && !('code' in error && error.code === 'ENOSPC')) {
        if (/multipart|part|form|boundary/i.test(error.message)) {
          return new ProblemException(HttpStatus.BAD_REQUEST, 'The multipart body is malformed.');
        }
      }
      return error;
    }
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return this.tooLarge();
      case 'LIMIT_FILE_COUNT':
        return badRequest(RESUME_FIELD, 'Send a single resume file.');
      case 'LIMIT_UNEXPECTED_FILE':
        return error.field === RESUME_FIELD
          ? badRequest(RESUME_FIELD, 'Send a single resume file.')
          : badRequest(error.field ?? 'file', `Only the "${RESUME_FIELD}" part may carry a file.`);
      case 'LIMIT_FIELD_VALUE':
        return badRequest(
          error.field ?? CAREER_DATA_FIELD,
          `This part must be at most ${FIELD_SIZE_LIMIT / 1024} KB.`,
        );
      default:
        return new ProblemException(
          HttpStatus.BAD_REQUEST,
          `The multipart body was refused: ${error.message}.`,
        );
    }
  }
}
