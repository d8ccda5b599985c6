import { HttpStatus, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { CAREER_DATA_FIELD, RESUME_FIELD, RESUME_MESSAGES } from '@orbitwise/contracts';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { ProblemException } from '../../common/problem';
import { INVALID_REQUEST_DETAIL } from '../../common/validation';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { detectResumeType } from './file-type';
import { HashingDiskStorage, type HashedFile } from './hashing-disk-storage';

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
    await new Promise<void>((resolve, reject) => {
      this.upload(req, res, (error?: unknown) => (error ? reject(this.toProblem(error)) : resolve()));
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
    const storedName = `${path.basename(file.filename, '.part')}.${type.extension}`;
    const finalPath = path.join(this.config.uploadsDir, storedName);
    try {
      await rename(file.path, finalPath);
    } catch (error) {
      await this.remove(file.path);
      throw error;
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

  private toProblem(error: unknown): unknown {
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
        return new ProblemException(
          HttpStatus.PAYLOAD_TOO_LARGE,
          RESUME_MESSAGES.tooLarge(this.config.resumeMaxBytes),
          {
            errors: { [RESUME_FIELD]: [RESUME_MESSAGES.tooLarge(this.config.resumeMaxBytes)] },
          },
        );
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
