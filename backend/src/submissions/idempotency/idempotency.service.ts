import { HttpException, HttpStatus, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { IDEMPOTENCY_KEY_HEADER } from '@orbitwise/contracts';
import { randomUUID } from 'node:crypto';
import type { VerifiedCaptcha } from '../../captcha/captcha.service';
import { JobQueue } from '../../jobs/job-queue';
import { ProblemException } from '../../platform/problems/problem';
import { SUCCESS } from '../result.dto';
import { IdempotencyRepository, type IdempotencyRecord } from './idempotency.repository';

/** Seconds a client is asked to wait before retrying a request whose first send is in progress. */
export const IN_PROGRESS_RETRY_AFTER = 1;

export const IN_PROGRESS_DETAIL =
  `A request with this ${IDEMPOTENCY_KEY_HEADER} is still being processed. ` +
  'Retry after the number of seconds in Retry-After to get its answer.';
export const UNCONFIRMED_DETAIL =
  `The first request with this ${IDEMPOTENCY_KEY_HEADER} was interrupted, and whether it was stored ` +
  'can no longer be confirmed; it is not run again under this key.';
export const MISMATCH_DETAIL =
  `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request body. ` +
  'Send a new key with a new submission.';

/** Thrown to answer with the first answer again; IdempotentReplayFilter writes it. */
export class IdempotentReplay extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super('Idempotent replay');
    this.name = 'IdempotentReplay';
  }
}

/** A request's key: its scope (the caller and the route, see idempotency-scope.ts) and the key itself. */
export interface IdempotencyScope {
  scope: string;
  key: string;
}

/** A key claimed by the request running now. */
export interface IdempotencyClaim extends IdempotencyScope {
  token: string;
  nonce: string | null;
}

/** Attempts at deciding before giving up with 409 (a row that keeps changing under us). */
const MAX_ROUNDS = 3;

/**
 * The first answer to a submission sent with an `Idempotency-Key`, kept 24 hours
 * (draft-ietf-httpapi-idempotency-key-header). See IdempotencyGuard and IdempotencyInterceptor for
 * where each step runs.
 *
 * Only successful answers are kept: a request refused or failed releases its claim, so its retry
 * runs again. A claim whose request died (a crash, a SIGKILL) is settled by the captcha solution the
 * request was spending together with its row: spent means the row exists, and the key's answer is
 * the success; unspent (after the claim's lease) means nothing was written, and a retry takes over.
 */
@Injectable()
export class IdempotencyService implements OnModuleInit {
  private readonly logger = new Logger('Idempotency');

  constructor(
    private readonly keys: IdempotencyRepository,
    private readonly jobs: JobQueue,
  ) {}

  /** Rows older than 24 hours are ignored, and deleted every 10 minutes. */
  onModuleInit(): Promise<void> {
    return this.jobs.schedule({
      name: 'idempotency.purge',
      every: '10 minutes',
      handler: async () => {
        await this.keys.purgeExpired();
      },
    });
  }

  /**
   * Before the request runs: throws the replay, 422 or 409 when the key has a live row. Resolves to
   * null when the request may run (and claim the key), or to the completed row when the decision
   * needs the request's fingerprint and none was given (a multipart body not read yet).
   */
  async check(
    { scope, key }: IdempotencyScope,
    fingerprint: string | undefined,
  ): Promise<IdempotencyRecord | null> {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const record = await this.keys.find(scope, key);
      if (!record) return null;
      if (record.status === null) {
        if (!record.stale) throw inProgress();
        if (record.pendingSpent) {
          // Its request wrote its row, then died before recording the answer: the answer is success.
          await this.keys.complete(scope, key, record.token ?? '', HttpStatus.OK, SUCCESS);
          continue;
        }
        if (!record.pendingOnRecord) throw unconfirmed();
        // Abandoned before its row was written: this request takes over (if it is the same request).
        if (fingerprint !== undefined && fingerprint !== record.requestSha256) throw mismatch();
        return null;
      }
      if (fingerprint === undefined) return record;
      return this.answer(record, fingerprint);
    }
    throw inProgress();
  }

  /** A completed row and the request's fingerprint: the replay, or 422. Always throws. */
  answer(record: IdempotencyRecord, fingerprint: string): never {
    if (record.status === null || fingerprint !== record.requestSha256) throw mismatch();
    throw new IdempotentReplay(record.status, record.response);
  }

  /**
   * Claims the key right before the request writes anything; throws the replay, 422 or 409 when
   * another request got it first. Null when this request's captcha solution is already spent: it
   * runs unclaimed, to be refused for that.
   */
  async claim(
    { scope, key }: IdempotencyScope,
    fingerprint: string,
    captcha: VerifiedCaptcha | undefined,
  ): Promise<IdempotencyClaim | null> {
    const nonce = captcha?.nonce ?? null;
    const pending = { nonce, expiresAt: captcha ? captcha.expiresAt.toISOString() : null };
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const token = randomUUID();
      const { claimed, unspent } = await this.keys.claim(scope, key, fingerprint, { token, ...pending });
      if (claimed) return { scope, key, token, nonce };
      // Taken by another request: decide as a retry would (throws, unless the row has gone meanwhile).
      await this.check({ scope, key }, fingerprint);
      if (!unspent) return null;
    }
    throw inProgress();
  }

  /** After a successful answer: records it. A failure here is logged; the answer still goes out. */
  async complete(claim: IdempotencyClaim, status: number, body: unknown): Promise<void> {
    try {
      await this.keys.complete(claim.scope, claim.key, claim.token, status, body);
    } catch (error) {
      // The claim stays in progress; its spent captcha solution settles it as success later.
      this.logger.warn(`Could not record the answer for an ${IDEMPOTENCY_KEY_HEADER}: ${String(error)}`);
    }
  }

  /**
   * After a failure: a refusal (4xx) wrote nothing, and the key is released for the retry. After a
   * server error, the row may have been written before the failure (its captcha solution is then
   * spent): the answer recorded is the success, so that the retry does not store it twice.
   */
  async fail(claim: IdempotencyClaim, error: unknown): Promise<void> {
    const refused = error instanceof HttpException && error.getStatus() < 500;
    try {
      if (!refused && claim.nonce !== null && (await this.keys.isSpent(claim.nonce))) {
        await this.keys.complete(claim.scope, claim.key, claim.token, HttpStatus.OK, SUCCESS);
      } else {
        await this.keys.release(claim.scope, claim.key, claim.token);
      }
    } catch (settleError) {
      // The claim stays in progress until its lease runs out; a retry then settles it.
      this.logger.warn(`Could not release an ${IDEMPOTENCY_KEY_HEADER}: ${String(settleError)}`);
    }
  }

  /** For the periodic job and tests. */
  purgeExpired(): Promise<number> {
    return this.keys.purgeExpired();
  }
}

function inProgress(): ProblemException {
  return new ProblemException(HttpStatus.CONFLICT, IN_PROGRESS_DETAIL, {
    headers: { 'Retry-After': String(IN_PROGRESS_RETRY_AFTER) },
  });
}

function unconfirmed(): ProblemException {
  return new ProblemException(HttpStatus.CONFLICT, UNCONFIRMED_DETAIL);
}

function mismatch(): ProblemException {
  return new ProblemException(HttpStatus.UNPROCESSABLE_ENTITY, MISMATCH_DETAIL);
}
