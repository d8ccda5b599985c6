import { HttpStatus, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CAPTCHA_ERROR_FIELD, CAPTCHA_MESSAGES } from '@orbitwise/contracts';
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey as pbkdf2DeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as shaDeriveKey } from 'altcha-lib/algorithms/sha';
import { DataSource, LessThan } from 'typeorm';
import { ProblemException } from '../platform/problems/problem';
import { APP_CONFIG } from '../config/config.module';
import { JobQueue } from '../jobs/job-queue';
import type { AppConfig } from '../config/env';
import { CaptchaSolution } from './captcha-solution.entity';
import { checkSolution } from './solution-check';
import { captchaRefusals } from '../platform/metrics/metrics';

/**
 * Spending a solution inside the statement that writes a submission: a CTE named `spent`, on
 * parameters $1 and $2, that yields one row if the solution was unused (the primary key refuses a
 * replay on every replica, concurrent ones included) and the statement's `admitted` CTE (the rate
 * limit's verdict, see SubmissionGate) yields a row. A repository writes
 * `INSERT INTO its_table (...) SELECT ... FROM spent`, so its row and the spent solution are
 * committed together or not at all, in one round trip. (A BEGIN, two INSERTs and a COMMIT instead
 * cost about 30 % of AddContactUs's throughput in bench:api.)
 */
export interface CaptchaSpend {
  sql: string;
  parameters: [nonce: string, expiresAt: Date];
}

const SPEND_SQL =
  'spent AS (INSERT INTO captcha_solution (nonce, expires_at) SELECT $1::varchar, $2::timestamptz FROM admitted ' +
  'ON CONFLICT DO NOTHING RETURNING nonce)';

/** A solution whose signature and proof of work are valid; not yet recorded as used. */
export interface VerifiedCaptcha {
  nonce: string;
  expiresAt: Date;
  /** No solution: an integration key authenticated the call instead; nothing to spend. */
  viaIntegrationKey?: true;
}

export const KEY_INSTEAD_OF_CAPTCHA: VerifiedCaptcha = {
  nonce: '',
  expiresAt: new Date(0),
  viaIntegrationKey: true,
};

/** Spends nothing, in the same shape (the row is inserted FROM spent: one row here means insert it). */
const NOTHING_TO_SPEND_SQL = 'spent AS (SELECT $1::text AS nonce, $2::timestamptz AS expires_at)';

/** The secret that signs derived keys, so a solution is checked with one HMAC instead of a key derivation. */
export function keySignatureSecret(hmacKey: string): string {
  return createHmac('sha256', hmacKey).update('altcha-key-signature').digest('hex');
}

export function captchaProblem(message: string): ProblemException {
  const reason = Object.entries(CAPTCHA_MESSAGES).find(([, text]) => text === message)?.[0] ?? 'other';
  captchaRefusals.inc({ reason });
  return new ProblemException(HttpStatus.BAD_REQUEST, message, {
    errors: { [CAPTCHA_ERROR_FIELD]: [message] },
  });
}

function parsePayload(text: string): Payload | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
    if (typeof payload !== 'object' || payload === null) return null;
    const { challenge, solution } = payload as Partial<Payload>;
    if (typeof challenge?.parameters?.nonce !== 'string' || typeof solution !== 'object' || !solution)
      return null;
    return payload as Payload;
  } catch {
    return null;
  }
}

/**
 * Self-hosted ALTCHA: signed proof-of-work challenges, verified on the server, each solution
 * accepted once (recorded in PostgreSQL until its challenge expires).
 */
@Injectable()
export class CaptchaService implements OnModuleInit {
  private readonly keySecret: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
  ) {
    this.keySecret = keySignatureSecret(config.altcha.hmacKey);
  }

  /** Used solutions are kept only until their challenge expires (a replay fails on expiry anyway). */
  onModuleInit(): Promise<void> {
    return this.jobs.schedule({
      name: 'captcha.purge',
      every: '10 minutes',
      handler: () => this.purgeExpired(),
    });
  }

  private get deriveKey() {
    return this.config.altcha.algorithm === 'SHA-256' ? shaDeriveKey : pbkdf2DeriveKey;
  }

  async createChallenge(): Promise<Challenge> {
    const { algorithm, cost, counterMax, expiresSeconds, hmacKey } = this.config.altcha;
    return createChallenge({
      algorithm,
      cost,
      counter: randomInt(counterMax, Math.floor(counterMax / 2)),
      deriveKey: this.deriveKey,
      hmacSignatureSecret: hmacKey,
      hmacKeySignatureSecret: this.keySecret,
      expiresAt: Math.floor(Date.now() / 1000) + expiresSeconds,
    });
  }

  /** Checks the widget's payload (base64 JSON); throws 400 problem details with a `captcha` message. */
  async verify(payloadText: string | undefined): Promise<VerifiedCaptcha> {
    if (!payloadText || payloadText.trim() === '') throw captchaProblem(CAPTCHA_MESSAGES.missing);
    const payload = parsePayload(payloadText);
    if (!payload) throw captchaProblem(CAPTCHA_MESSAGES.invalid);
    const { expiresAt, nonce } = payload.challenge.parameters;
    // Every challenge this server issues expires; one without an expiry was not issued here.
    if (typeof expiresAt !== 'number' || !/^[0-9a-f]{16,64}$/.test(nonce)) {
      throw captchaProblem(CAPTCHA_MESSAGES.invalid);
    }
    let result;
    try {
      result = checkSolution(payload, {
        hmacSignatureSecret: this.config.altcha.hmacKey,
        hmacKeySignatureSecret: this.keySecret,
      });
    } catch {
      throw captchaProblem(CAPTCHA_MESSAGES.invalid);
    }
    if (result.expired) throw captchaProblem(CAPTCHA_MESSAGES.expired);
    if (!result.verified) throw captchaProblem(CAPTCHA_MESSAGES.invalid);
    return { nonce, expiresAt: new Date(expiresAt * 1000) };
  }

  /** Early refusal of a known replay, before an expensive body (a resume) is read. */
  async assertUnused(captcha: VerifiedCaptcha): Promise<void> {
    const used = await this.dataSource
      .getRepository(CaptchaSolution)
      .exists({ where: { nonce: captcha.nonce } });
    if (used) throw captchaProblem(CAPTCHA_MESSAGES.replayed);
  }

  /** The statement part that spends this solution (see {@link CaptchaSpend}). */
  spending(captcha: VerifiedCaptcha): CaptchaSpend {
    if (captcha.viaIntegrationKey) return { sql: NOTHING_TO_SPEND_SQL, parameters: ['', captcha.expiresAt] };
    return { sql: SPEND_SQL, parameters: [captcha.nonce, captcha.expiresAt] };
  }

  /** After the statement: nothing written means the solution had been used already. */
  assertSpent(written: boolean): void {
    if (!written) throw captchaProblem(CAPTCHA_MESSAGES.replayed);
  }

  /** Throws on failure, so that the job is retried and the failure logged. */
  async purgeExpired(): Promise<void> {
    await this.dataSource.getRepository(CaptchaSolution).delete({ expiresAt: LessThan(new Date()) });
  }
}
