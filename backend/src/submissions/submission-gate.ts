import { Injectable } from '@nestjs/common';
import { CaptchaService, type VerifiedCaptcha } from '../captcha/captcha.service';
import { RateLimitCounters, type CounterVerdict } from '../security/rate-limit-counters';
import type { ClientLimit } from '../security/submission-limit';

/** The rows' own parameters start here: $1–$2 spend the captcha, $3–$6 count the client. */
export const FIRST_ROW_PARAMETER = 7;

/**
 * What a repository's insert is wrapped in, so that a submission is one statement and one commit:
 * `WITH ${gate.sql}, stored AS (INSERT INTO its_table (...) SELECT $7, ... FROM spent RETURNING 1)
 * ${gate.verdict}`. The statement counts the client, and only when it is within its limit spends the
 * captcha solution, and only when that was unused writes the row (with its inbox envelope and
 * outbox rows, by trigger).
 */
export interface SubmissionStatement {
  sql: string;
  parameters: unknown[];
  verdict: string;
}

/** What the statement answers: the limit's verdict, whether the captcha was spent and the row written. */
export interface SubmissionVerdict extends CounterVerdict {
  spent: boolean;
  stored: boolean;
}

/** Composes the rate limit's count and the captcha's spend into a submission's own statement. */
@Injectable()
export class SubmissionGate {
  constructor(
    private readonly captcha: CaptchaService,
    private readonly counters: RateLimitCounters,
  ) {}

  /** The statement's parts; from here on the request is counted by it (if it fails, it is not counted again). */
  statement(captcha: VerifiedCaptcha, client: ClientLimit): SubmissionStatement {
    const counting = client.counted
      ? this.counters.countedAlready(client.key, 3)
      : this.counters.counting(client.key, 3);
    client.counted = true;
    const spend = this.captcha.spending(captcha);
    return {
      sql: `${counting.sql},\n       ${spend.sql}`,
      parameters: [...spend.parameters, ...counting.parameters],
      verdict:
        'SELECT "blockedForMs", EXISTS (SELECT 1 FROM spent) AS spent, EXISTS (SELECT 1 FROM stored) AS stored FROM counted',
    };
  }

  /**
   * After the statement: throws the 429 when the client was over, the replay's 400 when the solution
   * had been used. A spent solution without a row is the row's own condition (an event's last place
   * taken): the repository's caller decides that refusal.
   */
  settle(verdict: SubmissionVerdict): void {
    const refusal = this.counters.refusal(verdict);
    if (refusal) throw refusal;
    this.captcha.assertSpent(verdict.spent);
  }
}
