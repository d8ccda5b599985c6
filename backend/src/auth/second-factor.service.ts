import { Injectable } from '@nestjs/common';
import type { OperatorRecord } from '../operators/operators.repository';
import { OperatorsRepository } from '../operators/operators.repository';
import { RecoveryCodesRepository } from './recovery-codes.repository';
import { looksLikeTotp, newRecoveryCodes, recoveryCodeHash, totpStep } from './two-factor';

/** Checks and spends a second factor: an authenticator code once per time step, a recovery code once. */
@Injectable()
export class SecondFactor {
  constructor(
    private readonly operators: OperatorsRepository,
    private readonly recoveryCodes: RecoveryCodesRepository,
  ) {}

  async spend(operator: OperatorRecord, code: string): Promise<boolean> {
    if (!operator.totpSecret) return false;
    if (!looksLikeTotp(code)) return this.recoveryCodes.spend(operator.id, recoveryCodeHash(code));
    const step = await totpStep(operator.totpSecret, code, operator.totpLastStep);
    // The conditional write settles two sign-ins racing with the same code: one wins.
    return step !== null && (await this.operators.spendTotpStep(operator.id, step));
  }

  /** New codes replace the old ones; returned in clear this once. */
  async renewRecoveryCodes(operatorId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.recoveryCodes.replace(operatorId, codes.map(recoveryCodeHash));
    return codes;
  }

  async forget(operatorId: string): Promise<void> {
    await this.recoveryCodes.deleteAll(operatorId);
  }
}
