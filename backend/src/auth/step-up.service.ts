import { HttpStatus, Injectable } from '@nestjs/common';
import type { StepUpRequest } from '@orbitwise/contracts/admin';
import { AuditService } from '../audit/audit.service';
import { OperatorsRepository, type OperatorRecord } from '../operators/operators.repository';
import { Passwords } from '../operators/passwords';
import { invalidRequest } from '../platform/http/validation';
import { ProblemException } from '../platform/problems/problem';
import { NOT_SIGNED_IN_DETAIL } from './admin-session.guard';
import { CODE_REQUIRED } from './dto/account.dto';
import { emailKey, LoginThrottle } from './login-throttle.service';
import { SecondFactor } from './second-factor.service';
import { SessionsService } from './sessions.service';
import type { SignedInOperator } from './signed-in-operator';

export const WRONG_PASSWORD = 'The password is incorrect.';
export const WRONG_CODE =
  'The code is incorrect or was already used: wait for the next code from your app, or use a recovery code.';

/**
 * Re-authentication of a signed-in operator: the password and, with two-factor sign-in on, a current
 * second factor. The account's own changes ask it on each call; privileged actions (RecentSignIn)
 * ask it once per STEP_UP_MINUTES through the session's step-up.
 */
@Injectable()
export class StepUp {
  constructor(
    private readonly operators: OperatorsRepository,
    private readonly passwords: Passwords,
    private readonly throttle: LoginThrottle,
    private readonly secondFactor: SecondFactor,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
  ) {}

  /** POST /session/step-up: after the proof, this session counts as signed in now. */
  async refresh(actor: SignedInOperator, proof: StepUpRequest): Promise<void> {
    const operator = await this.operators.findById(actor.id);
    if (!operator) throw new ProblemException(HttpStatus.UNAUTHORIZED, NOT_SIGNED_IN_DETAIL);
    await this.verify(operator, proof, actor.ip);
    await this.sessions.markAuthenticated(actor.sessionTokenHash);
    await this.audit.record({ actor, action: 'stepped-up', ip: actor.ip });
  }

  /**
   * The code is spent (an authenticator code's time step cannot be replayed, as at sign-in) and is
   * tried only after the right password, so a wrong password burns no code. Either wrong one counts
   * as a failed sign-in.
   */
  async verify(operator: OperatorRecord, proof: StepUpRequest, ip: string | null): Promise<void> {
    const key = emailKey(operator.email);
    const passwordRight = await this.throttle.attempt(key, ip, () =>
      this.passwords.verify(operator.passwordHash, proof.password),
    );
    if (!passwordRight) throw invalidRequest({ password: [WRONG_PASSWORD] });
    if (!operator.totpSecret) return;
    const code = proof.code;
    if (!code) throw invalidRequest({ code: [CODE_REQUIRED] });
    const codeRight = await this.throttle.attempt(key, ip, () => this.secondFactor.spend(operator, code));
    if (!codeRight) throw invalidRequest({ code: [WRONG_CODE] });
  }
}
