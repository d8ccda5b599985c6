import { Injectable } from '@nestjs/common';
import { OperatorsRepository } from '../operators/operators.repository';
import { SetupTokensRepository } from './setup-tokens.repository';
import { sha256Hex } from './tokens';

/** Whether a setup link can still be used, read without spending it. */
@Injectable()
export class SetupLinks {
  constructor(
    private readonly operators: OperatorsRepository,
    private readonly tokens: SetupTokensRepository,
  ) {}

  /**
   * True only while no operator exists and the token is known, unused and unexpired. Callers learn
   * nothing more (not whether it was used, expired or never made).
   */
  async usable(token: string): Promise<boolean> {
    if (await this.operators.any()) return false;
    return (await this.tokens.state(sha256Hex(token))) === 'valid';
  }
}
