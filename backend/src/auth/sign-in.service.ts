import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import type { LoginRequest, LoginResponse, SessionResponse } from '@orbitwise/contracts/admin';
import { AuditService } from '../audit/audit.service';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { operatorLabel, operatorTarget, toOperatorView } from '../operators/operator-view';
import { OperatorsRepository, type OperatorRecord } from '../operators/operators.repository';
import { Passwords } from '../operators/passwords';
import { ProblemException } from '../platform/problems/problem';
import { twoFactorEnrolmentRequired } from './admin-access.metadata';
import { NOT_SIGNED_IN_DETAIL } from './admin-session.guard';
import { emailKey, LoginThrottle, LoginThrottledException } from './login-throttle.service';
import { SecondFactor } from './second-factor.service';
import { SessionsService } from './sessions.service';
import type { SignedInOperator } from './signed-in-operator';
import { randomToken, sha256Hex } from './tokens';

export const WRONG_CREDENTIALS_DETAIL = 'The email address or password is incorrect.';
/** The second step's one refusal: a wrong password, a wrong or used code and a late code look alike. */
export const SECOND_STEP_REFUSED_DETAIL =
  'The password or the code is incorrect, or this sign-in has expired. Please sign in again.';

export interface Client {
  ip: string | null;
  userAgent: string | null;
  /** The session cookie the browser already had, ended by a new sign-in. */
  previousToken: string | undefined;
}

/** What a sign-in step answers, and the session token to set as the cookie. */
export interface SignInResult {
  response: LoginResponse;
  token: string;
}

/** Password, then (when enabled) the second factor; each success gets a new session token. */
@Injectable()
export class SignInService {
  constructor(
    private readonly operators: OperatorsRepository,
    private readonly passwords: Passwords,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionsService,
    private readonly secondFactor: SecondFactor,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * An unknown email costs the same argon2 work and gets the same 401 as a wrong password; a
   * disabled account too. The throttle counts the guess before it is checked (see LoginThrottle):
   * a stranger's failures lock that stranger's address, not the operator's other addresses.
   */
  async signIn(request: LoginRequest, client: Client): Promise<SignInResult> {
    const key = emailKey(request.email);
    const operator = await this.operators.findByEmail(key);
    const secondFactor = Boolean(operator?.totpSecret);
    const valid = await this.guarded(operator, key, client.ip, () =>
      this.throttle.attempt(
        key,
        client.ip,
        async () =>
          (await this.passwords.verify(operator?.passwordHash ?? null, request.password)) &&
          operator !== undefined &&
          !operator.disabled,
        { keepCounted: secondFactor },
      ),
    );
    if (operator && secondFactor) return this.awaitSecondFactor(operator, valid, client);
    if (!valid || !operator) {
      await this.auditFailure(operator, client.ip, key);
      throw new ProblemException(HttpStatus.UNAUTHORIZED, WRONG_CREDENTIALS_DETAIL);
    }
    await this.endPrevious(client);
    return this.complete(operator, client);
  }

  /**
   * An account with a second factor gets the same answer whether the password was right or not, and
   * its guess stays counted until the code passes: neither the answer nor the throttle's counts
   * confirm a password. A wrong password's step is a token that names no session, refused at the
   * second step like a wrong code.
   */
  private async awaitSecondFactor(
    operator: OperatorRecord,
    passwordRight: boolean,
    client: Client,
  ): Promise<SignInResult> {
    await this.endPrevious(client);
    const response = { status: 'two-factor-required' } as const;
    if (!passwordRight) {
      await this.auditFailure(operator, client.ip);
      return { response, token: randomToken() };
    }
    const { token } = await this.sessions.start(operator.id, 'two-factor', client);
    return { response, token };
  }

  /**
   * One code per password step: the step ends with its first code, right or wrong, so every code
   * guess costs a counted password guess. Every refusal is the same 401.
   */
  async secondStep(code: string, client: Client): Promise<SignInResult> {
    const pending = client.previousToken ? await this.sessions.resolve(client.previousToken) : undefined;
    // Only the call that ends the step goes on: parallel calls with one step get one code checked.
    const claimed =
      pending?.stage === 'two-factor' && (await this.sessions.end(pending.tokenHash)) !== undefined;
    const operator = claimed ? await this.operators.findById(pending.operatorId) : undefined;
    const right =
      operator !== undefined && !operator.disabled && (await this.secondFactor.spend(operator, code));
    if (!right) {
      if (operator) await this.auditFailure(operator, client.ip);
      throw new ProblemException(HttpStatus.UNAUTHORIZED, SECOND_STEP_REFUSED_DETAIL);
    }
    return this.complete(operator, client);
  }

  /** Ends the caller's session, if any; returns whether there was one. */
  async signOut(token: string | undefined, ip: string | null): Promise<void> {
    if (!token) return;
    const operatorId = await this.sessions.end(sha256Hex(token));
    const operator = operatorId ? await this.operators.findById(operatorId) : undefined;
    if (operator) await this.audit.record({ actor: operator, action: 'sign-out', ip });
  }

  async current(actor: SignedInOperator): Promise<SessionResponse> {
    const [operator, session] = await Promise.all([
      this.operators.findById(actor.id),
      this.sessions.findByHash(actor.sessionTokenHash),
    ]);
    if (!operator || !session) throw new ProblemException(HttpStatus.UNAUTHORIZED, NOT_SIGNED_IN_DETAIL);
    const view = toOperatorView(operator);
    return {
      operator: view,
      twoFactorEnrolmentRequired: twoFactorEnrolmentRequired(this.config, view),
      idleExpiresAt: session.idleExpiresAt.toISOString(),
      absoluteExpiresAt: session.absoluteExpiresAt.toISOString(),
    };
  }

  private async complete(operator: OperatorRecord, client: Client): Promise<SignInResult> {
    const { token } = await this.sessions.start(operator.id, 'signed-in', client);
    await Promise.all([
      this.operators.recordLogin(operator.id),
      this.throttle.clearAccount(emailKey(operator.email), client.ip),
      this.audit.record({ actor: operator, action: 'sign-in', target: null, ip: client.ip }),
      this.sessions.purgeExpired(),
    ]);
    const view = toOperatorView({ ...operator, lastLoginAt: new Date() });
    return {
      response: {
        status: 'signed-in',
        operator: view,
        twoFactorEnrolmentRequired: twoFactorEnrolmentRequired(this.config, view),
      },
      token,
    };
  }

  /**
   * Audited without the typed email: the account, by reference and name, when it exists. One entry
   * per account (or unknown email) and window with a count, whatever the address.
   */
  private async auditFailure(
    operator: OperatorRecord | undefined,
    ip: string | null,
    key?: string,
  ): Promise<void> {
    const target = operator ? operatorTarget(operator.id) : null;
    await this.audit.recordCounted(
      {
        actor: null,
        action: 'sign-in-failed',
        target,
        targetLabel: operator ? operatorLabel(operator) : null,
        ip,
      },
      target ?? unknownAccountTarget(this.config.csrfSecret, key ?? ''),
    );
  }

  /**
   * A throttled guess (429) is audited too, one entry per account and window with a count, whatever
   * the address: the account when it exists, else a keyed hash of the email.
   */
  private async guarded<T>(
    operator: OperatorRecord | undefined,
    key: string,
    ip: string | null,
    guess: () => Promise<T>,
  ): Promise<T> {
    try {
      return await guess();
    } catch (error) {
      if (error instanceof LoginThrottledException) {
        const target = operator
          ? operatorTarget(operator.id)
          : unknownAccountTarget(this.config.csrfSecret, key);
        await this.audit.recordCounted(
          {
            actor: null,
            action: 'sign-in-throttled',
            target,
            targetLabel: operator ? operatorLabel(operator) : null,
            ip,
          },
          target,
        );
      }
      throw error;
    }
  }

  private async endPrevious(client: Client): Promise<void> {
    if (client.previousToken) await this.sessions.end(sha256Hex(client.previousToken));
  }
}

/** Correlates refusals of one unknown email in the audit log without storing the email. */
export function unknownAccountTarget(secret: string, key: string): string {
  const hash = createHmac('sha256', secret).update(`audit unknown account ${key}`).digest('hex');
  return `unknown account ${hash.slice(0, 32)}`;
}
