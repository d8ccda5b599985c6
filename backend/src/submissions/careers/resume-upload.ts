import { HttpStatus, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { CAREER_DATA_FIELD, isPlainFileName, RESUME_FIELD, RESUME_MESSAGES } from '@orbitwise/contracts';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { ProblemException } from '../../platform/problems/problem';
import { INVALID_REQUEST_DETAIL } from '../../platform/http/validation';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { detectResumeType } from '../../storage/file-type';
import { HashingDiskStorage, uploadsSettled, type HashedFile } from '../../storage/hashing-disk-storage';

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

function badRequest(field: string, message: string): ProblemException {
  return new ProblemException(HttpStatus.BAD_REQUEST, INVALID_REQUEST_DETAIL, {
    errors: { [field]: [message] },
  });
}

/** Receives, checks and keeps the resumes; removes every file that does not end up in a row. */
@Injectable()
export class ResumeStorage implements OnModuleInit {
  private readonly logger = new Logger(ResumeStorage.name);
  private readonly upload: (req: Request, res: Response, next: (error?: unknown) => void) => void;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
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
      if (error instanceof Error && /multipart|part|form|boundary/i.test(error.message)) {
        return new ProblemException(HttpStatus.BAD_REQUEST, 'The multipart body is malformed.');
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
