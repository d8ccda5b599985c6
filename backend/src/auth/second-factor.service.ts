import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import type { OperatorRecord, StoredTotpSecrets } from '../operators/operators.repository';
import { OperatorsRepository } from '../operators/operators.repository';
import { SecretBox, SecretBoxError } from '../platform/crypto/secret-box';
import { RecoveryCodesRepository } from './recovery-codes.repository';
import { looksLikeTotp, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStep } from './two-factor';

/**
 * Checks and spends a second factor: an authenticator code once per time step, a recovery code once.
 * Keeps the TOTP secrets encrypted at rest (AES-256-GCM under TOTP_ENCRYPTION_KEYS, bound to the
 * operator's id); at every start, secrets stored in clear or under an older key are encrypted again
 * under the current one.
 */
@Injectable()
export class SecondFactor implements OnApplicationBootstrap {
  private readonly logger = new Logger('SecondFactor');
  private readonly box: SecretBox;

  constructor(
    private readonly operators: OperatorsRepository,
    private readonly recoveryCodes: RecoveryCodesRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.box = new SecretBox(config.totpEncryptionKeys);
  }

  async onApplicationBootstrap(): Promise<void> {
    let sealed = 0;
    let unreadable = 0;
    for (const stored of await this.operators.listTotpSecrets()) {
      try {
        const next = {
          totpSecret: this.resealed(stored.totpSecret, stored.id),
          totpPendingSecret: this.resealed(stored.totpPendingSecret, stored.id),
        };
        if (next.totpSecret === stored.totpSecret && next.totpPendingSecret === stored.totpPendingSecret)
          continue;
        if (await this.operators.replaceTotpSecrets(stored, next)) sealed++;
      } catch (error) {
        if (!(error instanceof SecretBoxError)) throw error;
        unreadable++;
      }
    }
    if (sealed > 0) {
      this.logger.log(`Encrypted ${sealed} operators' TOTP secrets under the key "${this.box.currentKeyId}"`);
    }
    if (unreadable > 0) {
      this.logger.warn(
        `${unreadable} operators' TOTP secrets do not open with TOTP_ENCRYPTION_KEYS (a key removed too early?): ` +
          'their authenticator codes are refused (recovery codes still work) until the key is listed again',
      );
    }
  }

  async spend(operator: OperatorRecord, code: string): Promise<boolean> {
    if (!operator.totpSecret) return false;
    if (!looksLikeTotp(code)) return this.recoveryCodes.spend(operator.id, recoveryCodeHash(code));
    let secret: string;
    try {
      secret = this.open(operator.totpSecret, operator.id);
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      this.logger.warn(`The TOTP secret of operator ${operator.id} does not open with TOTP_ENCRYPTION_KEYS`);
      return false;
    }
    const step = await totpStep(secret, code, operator.totpLastStep);
    // The conditional write settles two sign-ins racing with the same code: one wins.
    return step !== null && (await this.operators.spendTotpStep(operator.id, step));
  }

  /** A new secret waiting for its confirming code (replacing any earlier one); returned in clear this once. */
  async startEnrolment(operatorId: string): Promise<string> {
    const secret = newTotpSecret();
    await this.operators.setPendingTotpSecret(operatorId, this.box.seal(secret, operatorId));
    return secret;
  }

  /** The time step of `code` under the operator's pending secret, or null. */
  async pendingStep(operator: OperatorRecord, code: string): Promise<number | null> {
    if (!operator.totpPendingSecret) return null;
    return totpStep(this.open(operator.totpPendingSecret, operator.id), code, null);
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

  /** A value written before encryption (or by an older replica during an upgrade) is read as is. */
  private open(stored: string, operatorId: string): string {
    return SecretBox.isSealed(stored) ? this.box.open(stored, operatorId) : stored;
  }

  private resealed(stored: StoredTotpSecrets['totpSecret'], operatorId: string): string | null {
    if (stored === null || this.box.isCurrent(stored)) return stored;
    return this.box.seal(this.open(stored, operatorId), operatorId);
  }
}
