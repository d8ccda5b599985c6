import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { AuditChange } from '@orbitwise/contracts/admin';
import {
  INTEGRATION_LIMITS,
  type CreateIntegrationKeyRequest,
  type IntegrationKeySecretResponse,
  type IntegrationKeyView,
} from '@orbitwise/contracts/integrations';
import { AuditService } from '../audit/audit.service';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { invalidRequest } from '../platform/http/validation';
import { ProblemException } from '../platform/problems/problem';
import type { IntegrationKeyRow } from './integration-key.entity';
import { IntegrationKeysRepository } from './integration-keys.repository';
import { keyKindErrors } from './key-kind-rules';
import { keyHint, lastFour, newKeySecret, secretSha256 } from './key-secret';

export const KEY_NOT_FOUND_DETAIL = 'There is no integration key with this id.';
export const KEY_NOT_ACTIVE_DETAIL = 'This integration key is already revoked or rolled.';
export const TOO_MANY_KEYS_DETAIL = `At most ${INTEGRATION_LIMITS.activeKeysMax} integration keys can be active: revoke one first.`;

export function toView(row: IntegrationKeyRow): IntegrationKeyView {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    allowedOrigins: row.allowedOrigins,
    scopes: row.scopes,
    hint: keyHint(row.kind, row.lastFour),
    state: row.revokedAt === null ? 'active' : row.rolledTo ? 'rolled' : 'revoked',
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByLabel,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedFrom: row.lastUsedFrom,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    rolledFrom: row.rolledFrom,
    rolledTo: row.rolledTo,
  };
}

type Actor = Pick<SignedInOperator, 'id' | 'email' | 'displayName' | 'ip'>;

/** The admins' management of integration keys: each secret is shown once, each change audited. */
@Injectable()
export class IntegrationKeysService {
  constructor(
    private readonly keys: IntegrationKeysRepository,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(): Promise<IntegrationKeyView[]> {
    return (await this.keys.list()).map(toView);
  }

  async create(actor: Actor, request: CreateIntegrationKeyRequest): Promise<IntegrationKeySecretResponse> {
    const errors = keyKindErrors(request, this.config.nodeEnv === 'production');
    if (Object.keys(errors).length > 0) throw invalidRequest(errors);
    if ((await this.keys.countActive()) >= INTEGRATION_LIMITS.activeKeysMax) {
      throw new ProblemException(HttpStatus.CONFLICT, TOO_MANY_KEYS_DETAIL);
    }
    const kind = request.kind ?? 'live';
    const secret = newKeySecret(kind);
    const id = await this.keys.insert({
      name: request.name.trim(),
      kind,
      allowedOrigins: request.allowedOrigins ?? [],
      scopes: [...new Set(request.scopes)],
      ...this.secretColumns(secret, actor),
    });
    const key = await this.view(id);
    await this.record(actor, 'integration-key-created', key, [
      { field: 'kind', from: null, to: key.kind },
      { field: 'scopes', from: null, to: key.scopes.join(', ') },
      ...(key.allowedOrigins.length > 0
        ? [{ field: 'allowedOrigins', from: null, to: key.allowedOrigins.join(', ') }]
        : []),
    ]);
    return { key, secret };
  }

  /** A new secret for the same name, kind, origins and scopes; the old one stops at once (same statement). */
  async roll(actor: Actor, id: string): Promise<IntegrationKeySecretResponse> {
    const { kind } = await this.activeOrThrow(id);
    const secret = newKeySecret(kind);
    const successorId = await this.keys.roll(id, this.secretColumns(secret, actor));
    if (!successorId) throw new ProblemException(HttpStatus.CONFLICT, KEY_NOT_ACTIVE_DETAIL);
    const key = await this.view(successorId);
    await this.record(actor, 'integration-key-rolled', key, [
      { field: 'replaces', from: null, to: `integration key ${id}` },
    ]);
    return { key, secret };
  }

  async revoke(actor: Actor, id: string): Promise<IntegrationKeyView> {
    await this.activeOrThrow(id);
    if (!(await this.keys.revoke(id))) throw new ProblemException(HttpStatus.CONFLICT, KEY_NOT_ACTIVE_DETAIL);
    const key = await this.view(id);
    await this.record(actor, 'integration-key-revoked', key);
    return key;
  }

  private secretColumns(secret: string, actor: Actor) {
    return {
      secretSha256: secretSha256(secret),
      lastFour: lastFour(secret),
      createdBy: actor.id,
      createdByLabel: `${actor.displayName} <${actor.email}>`,
    };
  }

  private async activeOrThrow(id: string): Promise<IntegrationKeyRow> {
    const row = await this.keys.find(id);
    if (!row) throw new ProblemException(HttpStatus.NOT_FOUND, KEY_NOT_FOUND_DETAIL);
    if (row.revokedAt) throw new ProblemException(HttpStatus.CONFLICT, KEY_NOT_ACTIVE_DETAIL);
    return row;
  }

  private async view(id: string): Promise<IntegrationKeyView> {
    const row = await this.keys.find(id);
    if (!row) throw new ProblemException(HttpStatus.NOT_FOUND, KEY_NOT_FOUND_DETAIL);
    return toView(row);
  }

  private record(
    actor: Actor,
    action: 'integration-key-created' | 'integration-key-rolled' | 'integration-key-revoked',
    key: IntegrationKeyView,
    changes: AuditChange[] = [],
  ): Promise<void> {
    return this.audit.record({
      actor,
      action,
      target: `integration key ${key.id}`,
      targetLabel: `${key.name} (${key.hint})`,
      changes,
      ip: actor.ip,
    });
  }
}
