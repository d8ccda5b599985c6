import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { READ_SCOPES } from '@orbitwise/contracts/integrations';
import type { Request } from 'express';
import { IntegrationKeyAuthenticator } from './key-authenticator';

/** The read API: a valid key with a read scope, or the exact 4xx (see IntegrationKeyAuthenticator). */
@Injectable()
export class ReadKeyGuard implements CanActivate {
  constructor(private readonly authenticator: IntegrationKeyAuthenticator) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const key = await this.authenticator.authenticate(request);
    if (!key) throw this.authenticator.missing();
    await this.authenticator.requireScope(request, key, READ_SCOPES);
    await this.authenticator.admit(request, key);
    return true;
  }
}
