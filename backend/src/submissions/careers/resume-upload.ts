import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { CAREER_DATA_FIELD, isPlainFileName, RESUME_FIELD, RESUME_MESSAGES } from '@orbitwise/contracts';
import type { Request, Response } from 'express';
import multer, { MulterError, type StorageEngine } from 'multer';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { ProblemException } from '../../platform/problems/problem';
import { INVALID_REQUEST_DETAIL, invalidRequest } from '../../platform/http/validation';
import {
  RESUME_STORE,
  StorageFullError,
  StorageUnavailableError,
  type PendingObject,
  type ResumeStore,
} from '../../storage/resume-store';
import { checkCareerParts } from './career-submission.pipe';
import { detectResumeType } from './resume-type';

/** A resume committed to the store under its generated key, with what is recorded about it. */
export interface StoredResume {
  /** `<uuid>.<pdf|doc|docx>`. */
  key: string;
  /** As the client named it; recorded only, never used as a key. */
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

interface ReceivedFile extends Express.Multer.File {
  pending: PendingObject;
}

function badRequest(field: string, message: string): ProblemException {
  return new ProblemException(HttpStatus.BAD_REQUEST, INVALID_REQUEST_DETAIL, {
    errors: { [field]: [message] },
  });
}

/** Per request, the uploads still being received or discarded. */
const inFlight = new WeakMap<Request, Promise<unknown>[]>();

/**
 * Waits until every upload of the request is received or discarded, and returns the store's own
 * error if one failed. Multer reports a failed write (or a broken body) as soon as the file's stream
 * fails, before the store has removed its partial upload and with the raw error: the refusal waits
 * for this, so nothing is left behind when the answer goes out and a full disk is told as such.
 */
async function uploadsSettled(req: Request): Promise<unknown> {
  const results = await Promise.allSettled(inFlight.get(req) ?? []);
  return results.find((result) => result.status === 'rejected')?.reason;
}

/** Multer's engine over the resume store: the file part streams straight into a pending object. */
class ResumeStoreEngine implements StorageEngine {
  constructor(private readonly store: ResumeStore) {}

  _handleFile(req: Request, file: Express.Multer.File, callback: (error?: unknown, info?: object) => void) {
    const received = this.store.receive(file.stream);
    received.then(
      (pending) => callback(null, { size: pending.size, pending }),
      (error: unknown) => callback(error),
    );
    inFlight.set(req, [...(inFlight.get(req) ?? []), received]);
  }

  _removeFile(_req: Request, file: Express.Multer.File, callback: (error: Error | null) => void) {
    (file as ReceivedFile).pending.discard().then(
      () => callback(null),
      (error: Error) => callback(error),
    );
  }
}

/**
 * The HTTP side of a resume: parses the multipart body (text parts to `req.body`, the file into the
 * store), checks the file's bytes and commits it under a generated key. When the `data` part comes
 * before the file (the website sends it first), an invalid application is refused before a byte of
 * the file is stored.
 */
@Injectable()
export class ResumeUpload {
  private readonly logger = new Logger(ResumeUpload.name);
  private readonly upload: (req: Request, res: Response, next: (error?: unknown) => void) => void;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RESUME_STORE) private readonly store: ResumeStore,
  ) {
    this.upload = multer({
      storage: new ResumeStoreEngine(store),
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
      fileFilter: (req, file, accept) => {
        if (!isPlainFileName(file.originalname)) {
          return accept(badRequest(RESUME_FIELD, RESUME_MESSAGES.badName));
        }
        const parts = (req.body ?? {}) as Record<string, unknown>;
        if (parts[CAREER_DATA_FIELD] === undefined) return accept(null, true);
        checkCareerParts(parts, { fileSent: true }).then(
          ({ errors }) =>
            Object.keys(errors).length > 0 ? accept(invalidRequest(errors)) : accept(null, true),
          (error: Error) => accept(error),
        );
      },
    }).single(RESUME_FIELD);
  }

  /** Receives the body; returns the committed resume, or undefined when no file was sent. */
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
      const storeError = await uploadsSettled(req);
      throw this.storageProblem(storeError) ?? problem;
    });
    const file = req.file as ReceivedFile | undefined;
    if (!file) return undefined;

    const { pending } = file;
    // The type check reads the stored bytes back: a failure to read is the store's, never the file's.
    const type = await detectResumeType(pending).catch(async (error: unknown) => {
      await pending.discard();
      throw this.storageProblem(error) ?? this.storageProblem(new StorageUnavailableError(String(error)));
    });
    if (!type || pending.size === 0) {
      await pending.discard();
      throw new ProblemException(HttpStatus.UNSUPPORTED_MEDIA_TYPE, RESUME_MESSAGES.wrongType, {
        errors: { [RESUME_FIELD]: [RESUME_MESSAGES.wrongType] },
      });
    }
    const key = `${randomUUID()}.${type.extension}`;
    try {
      await pending.commit(key);
    } catch (error) {
      throw this.storageProblem(error) ?? error;
    }
    return {
      key,
      originalName: file.originalname.slice(0, 255),
      size: pending.size,
      mimeType: type.mimeType,
      sha256: pending.sha256,
    };
  }

  /** Removes a committed resume whose row was not written. */
  async remove(key: string): Promise<void> {
    try {
      await this.store.remove(key);
    } catch (error) {
      this.logger.error(`Could not remove the resume ${key}`, error instanceof Error ? error.stack : error);
    }
  }

  /** Disk full, or the store not writable: a 5xx the visitor can understand. */
  private storageProblem(error: unknown): ProblemException | undefined {
    let problem: ProblemException;
    if (error instanceof StorageFullError) {
      problem = new ProblemException(HttpStatus.INSUFFICIENT_STORAGE, STORAGE_FULL_DETAIL);
    } else if (error instanceof StorageUnavailableError) {
      problem = new ProblemException(HttpStatus.SERVICE_UNAVAILABLE, STORAGE_UNAVAILABLE_DETAIL);
    } else {
      return undefined;
    }
    this.logger.error(`Storing a resume failed: ${error.message}`);
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
