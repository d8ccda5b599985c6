import { HttpStatus, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { OperatorView, SetupRequest } from '@orbitwise/contracts/admin';
import { AuditService } from '../audit/audit.service';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { operatorTarget, toOperatorView } from '../operators/operator-view';
import { OperatorsRepository } from '../operators/operators.repository';
import { OperatorsService } from '../operators/operators.service';
import { Passwords } from '../operators/passwords';
import { invalidRequest } from '../platform/http/validation';
import { ProblemException } from '../platform/problems/problem';
import { isConcurrentSetup, SetupTokensRepository } from './setup-tokens.repository';
import { randomToken, sha256Hex, TOKEN_PATTERN } from './tokens';

export const SETUP_TOKEN_MINUTES = 60;
export const ALREADY_SET_UP_DETAIL = 'The console is already set up: sign in at /admin/login.';
export const SETUP_LINK_INVALID = 'This setup link is not valid: copy the whole link from the API log.';
export const SETUP_LINK_USED_DETAIL = 'This setup link was already used.';
export const SETUP_LINK_EXPIRED_DETAIL =
  'This setup link has expired (links are valid for one hour): restart the API to get a new one.';

/**
 * The first administrator. While no operator exists, every start of the API logs a one-time link
 * (each replica its own; the first setup makes every other link useless, since an operator exists,
 * and two setups at the same moment cannot both succeed: see OneSetup1764410000000).
 */
@Injectable()
export class SetupService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Setup');

  constructor(
    private readonly operators: OperatorsRepository,
    private readonly operatorsService: OperatorsService,
    private readonly tokens: SetupTokensRepository,
    private readonly passwords: Passwords,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (await this.operators.any()) return;
    const token = await this.createToken();
    this.logger.log(
      `First start: create the administrator at ${this.config.siteOrigin}/admin/setup?token=${token} ` +
        `(valid for ${SETUP_TOKEN_MINUTES} minutes, once; or run "npm run operator -- create --role admin --email …")`,
    );
  }

  /** A new single-use token; only its hash is stored. */
  async createToken(): Promise<string> {
    const token = randomToken();
    await this.tokens.insert(sha256Hex(token), SETUP_TOKEN_MINUTES);
    return token;
  }

  async complete(request: SetupRequest, ip: string | null): Promise<OperatorView> {
    if (!TOKEN_PATTERN.test(request.token)) throw invalidRequest({ token: [SETUP_LINK_INVALID] });
    if (await this.operators.any()) throw new ProblemException(HttpStatus.GONE, ALREADY_SET_UP_DETAIL);
    this.operatorsService.assertStrong(request.password, request.email, 'password', request.displayName);
    const tokenHash = sha256Hex(request.token);
    const record = await this.operators
      .insertFirst(
        {
          email: request.email.trim(),
          displayName: request.displayName.trim(),
          role: 'admin',
          passwordHash: await this.passwords.hash(request.password),
        },
        tokenHash,
      )
      .catch((error: unknown) => {
        // Another link was spent at the same moment: that setup won, this one wrote nothing.
        if (isConcurrentSetup(error)) throw new ProblemException(HttpStatus.GONE, ALREADY_SET_UP_DETAIL);
        throw error;
      });
    if (!record) throw await this.refusal(tokenHash);
    await this.audit.record({
      actor: record,
      action: 'setup-completed',
      target: operatorTarget(record.id),
      ip,
    });
    return toOperatorView(record);
  }

  private async refusal(tokenHash: string): Promise<ProblemException> {
    if (await this.operators.any()) return new ProblemException(HttpStatus.GONE, ALREADY_SET_UP_DETAIL);
    switch (await this.tokens.state(tokenHash)) {
      case 'used':
        return new ProblemException(HttpStatus.GONE, SETUP_LINK_USED_DETAIL);
      case 'expired':
        return new ProblemException(HttpStatus.GONE, SETUP_LINK_EXPIRED_DETAIL);
      default:
        return invalidRequest({ token: [SETUP_LINK_INVALID] });
    }
  }
}
