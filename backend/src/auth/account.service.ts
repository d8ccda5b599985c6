import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type {
  PasswordChangeRequest,
  ReauthenticationRequest,
  RecoveryCodesResponse,
  TwoFactorEnrolmentResponse,
} from '@orbitwise/contracts/admin';
import { AuditService } from '../audit/audit.service';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { OperatorsRepository, type OperatorRecord } from '../operators/operators.repository';
import { OperatorsService } from '../operators/operators.service';
import { Passwords } from '../operators/passwords';
import { invalidRequest } from '../platform/http/validation';
import { ProblemException } from '../platform/problems/problem';
import { NOT_SIGNED_IN_DETAIL } from './admin-session.guard';
import { emailKey, LoginThrottle } from './login-throttle.service';
import { SecondFactor } from './second-factor.service';
import { SessionsService } from './sessions.service';
import { StepUp } from './step-up.service';
import type { SignedInOperator } from './signed-in-operator';
import { enrolment } from './two-factor';

export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';
export const SAME_PASSWORD = 'Choose a password different from the current one.';
export { WRONG_CODE, WRONG_PASSWORD } from './step-up.service';
export const WRONG_ENROLMENT_CODE =
  'The code does not match: check the time on your device and try a new code.';
export const ALREADY_ENABLED_DETAIL = 'Two-factor sign-in is already on.';
export const NOT_ENABLED_DETAIL = 'Two-factor sign-in is not on.';
export const NO_ENROLMENT_DETAIL = 'Start the enrolment first: no secret is waiting for confirmation.';
export const REQUIRED_FOR_ADMINS_DETAIL =
  'Administrators must keep two-factor sign-in on (ADMIN_REQUIRE_2FA).';

/** The signed-in operator's own account: password, two-factor sign-in, recovery codes. */
@Injectable()
export class AccountService {
  constructor(
    private readonly operators: OperatorsRepository,
    private readonly operatorsService: OperatorsService,
    private readonly passwords: Passwords,
    private readonly throttle: LoginThrottle,
    private readonly sessions: SessionsService,
    private readonly secondFactor: SecondFactor,
    private readonly stepUp: StepUp,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The operator's other sessions end; this one stays. Wrong guesses count as failed sign-ins. */
  async changePassword(actor: SignedInOperator, request: PasswordChangeRequest): Promise<void> {
    const operator = await this.load(actor);
    const right = await this.throttle.attempt(emailKey(operator.email), actor.ip, () =>
      this.passwords.verify(operator.passwordHash, request.currentPassword),
    );
    if (!right) throw invalidRequest({ currentPassword: [WRONG_CURRENT_PASSWORD] });
    if (request.newPassword === request.currentPassword)
      throw invalidRequest({ newPassword: [SAME_PASSWORD] });
    this.operatorsService.assertStrong(
      request.newPassword,
      operator.email,
      'newPassword',
      operator.displayName,
    );
    await this.operators.setPassword(operator.id, await this.passwords.hash(request.newPassword));
    await this.sessions.endAllOf(operator.id, actor.sessionTokenHash);
    await this.audit.record({ actor, action: 'password-changed', ip: actor.ip });
  }

  /** A new pending secret (any earlier one is replaced), confirmed by confirmEnrolment. */
  async startEnrolment(actor: SignedInOperator): Promise<TwoFactorEnrolmentResponse> {
    const operator = await this.load(actor);
    if (operator.totpSecret) throw new ProblemException(HttpStatus.CONFLICT, ALREADY_ENABLED_DETAIL);
    return enrolment(operator.email, await this.secondFactor.startEnrolment(operator.id));
  }

  async confirmEnrolment(actor: SignedInOperator, code: string): Promise<RecoveryCodesResponse> {
    const operator = await this.load(actor);
    if (operator.totpSecret) throw new ProblemException(HttpStatus.CONFLICT, ALREADY_ENABLED_DETAIL);
    if (!operator.totpPendingSecret) throw new ProblemException(HttpStatus.CONFLICT, NO_ENROLMENT_DETAIL);
    const step = await this.secondFactor.pendingStep(operator, code);
    if (step === null) throw invalidRequest({ code: [WRONG_ENROLMENT_CODE] });
    if (!(await this.operators.enableTotp(operator.id, operator.totpPendingSecret, step))) {
      throw new ProblemException(HttpStatus.CONFLICT, NO_ENROLMENT_DETAIL);
    }
    const recoveryCodes = await this.secondFactor.renewRecoveryCodes(operator.id);
    await this.audit.record({ actor, action: 'two-factor-enabled', ip: actor.ip });
    return { recoveryCodes };
  }

  async regenerateRecoveryCodes(
    actor: SignedInOperator,
    proof: ReauthenticationRequest,
  ): Promise<RecoveryCodesResponse> {
    const operator = await this.load(actor);
    if (!operator.totpSecret) throw new ProblemException(HttpStatus.CONFLICT, NOT_ENABLED_DETAIL);
    await this.stepUp.verify(operator, proof, actor.ip);
    const recoveryCodes = await this.secondFactor.renewRecoveryCodes(operator.id);
    await this.audit.record({ actor, action: 'recovery-codes-regenerated', ip: actor.ip });
    return { recoveryCodes };
  }

  async disableTwoFactor(actor: SignedInOperator, proof: ReauthenticationRequest): Promise<void> {
    const operator = await this.load(actor);
    if (this.config.admin.requireTwoFactor && operator.role === 'admin') {
      throw new ProblemException(HttpStatus.FORBIDDEN, REQUIRED_FOR_ADMINS_DETAIL);
    }
    if (!operator.totpSecret) throw new ProblemException(HttpStatus.CONFLICT, NOT_ENABLED_DETAIL);
    await this.stepUp.verify(operator, proof, actor.ip);
    await this.operators.disableTotp(operator.id);
    await this.secondFactor.forget(operator.id);
    await this.audit.record({ actor, action: 'two-factor-disabled', ip: actor.ip });
  }

  private async load(actor: SignedInOperator): Promise<OperatorRecord> {
    const operator = await this.operators.findById(actor.id);
    if (!operator) throw new ProblemException(HttpStatus.UNAUTHORIZED, NOT_SIGNED_IN_DETAIL);
    return operator;
  }
}
