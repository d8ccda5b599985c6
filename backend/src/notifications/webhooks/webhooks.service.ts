import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  ADMIN_LIMITS,
  SUBMISSION_KINDS,
  WEBHOOK_EVENTS,
  type AuditChange,
  type CreateWebhookRequest,
  type SubmissionKind,
  type UpdateWebhookRequest,
  type WebhookEndpointView,
  type WebhookEventType,
  type WebhookListResponse,
  type WebhookTestEvent,
  type WebhookTestResult,
} from '@orbitwise/contracts/admin';
import { randomBytes, randomUUID } from 'node:crypto';
import { AuditService } from '../../audit/audit.service';
import type { SignedInOperator } from '../../auth/signed-in-operator';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { ProblemException } from '../../platform/problems/problem';
import { WebhookUrlGuard } from './url-guard';
import { WebhookSender } from './webhook-sender';
import {
  WebhookEndpointsRepository,
  type WebhookEndpointChanges,
  type WebhookEndpointRecord,
} from './webhook-endpoints.repository';

export const WEBHOOK_NOT_FOUND_DETAIL = 'There is no such webhook endpoint.';
export const TOO_MANY_WEBHOOKS_DETAIL = `There are already ${ADMIN_LIMITS.webhookEndpointsMax} webhook endpoints, the most allowed: delete one first.`;
export const NOTHING_TO_CHANGE_DETAIL =
  'Nothing to change: send url, kinds, events, enabled or rotateSecret.';

/** A Standard Webhooks secret: `whsec_` and the base64 of 24 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** The kinds in their usual order, whatever order they were ticked in. */
const inOrder = (kinds: readonly SubmissionKind[]) => SUBMISSION_KINDS.filter((kind) => kinds.includes(kind));
const eventsInOrder = (events: readonly WebhookEventType[]) =>
  WEBHOOK_EVENTS.filter((event) => events.includes(event));

export const TEST_EVENT_MESSAGE = 'A test event from Console → Notifications: your endpoint verified it.';

export function toWebhookView(record: WebhookEndpointRecord): WebhookEndpointView {
  return {
    id: record.id,
    url: record.url,
    kinds: record.kinds,
    events: record.events,
    enabled: record.enabled,
    secret: record.secret,
    createdAt: record.createdAt.toISOString(),
  };
}

const target = (id: string) => `webhook ${id}`;

/** The URL as the audit log keeps it: without its query, which may carry a token (credentials and fragments are refused). */
export function auditedUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

type AuditedEndpoint = Pick<WebhookEndpointRecord, 'url' | 'kinds' | 'events' | 'enabled' | 'secret'>;

/** The readable fields of an endpoint, before and after; null for the side where it did not exist. */
function endpointChanges(before: AuditedEndpoint | null, after: AuditedEndpoint | null): AuditChange[] {
  const fields = (record: AuditedEndpoint | null) => ({
    url: record && auditedUrl(record.url),
    kinds: record && record.kinds.join(', '),
    events: record && record.events.join(', '),
    enabled: record && (record.enabled ? 'yes' : 'no'),
  });
  const [from, to] = [fields(before), fields(after)];
  const changes: AuditChange[] = (['url', 'kinds', 'events', 'enabled'] as const).map((field) => ({
    field,
    from: from[field],
    to: to[field],
  }));
  if (before && after && before.secret !== after.secret)
    changes.push({ field: 'secret', from: 'earlier secret', to: 'new secret' });
  return changes;
}

/** The admin's webhook endpoints: each URL is checked before it is stored, each change audited. */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly urls: WebhookUrlGuard,
    private readonly sender: WebhookSender,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(): Promise<WebhookListResponse> {
    const { webhookRequireHttps, webhookAllowPrivateNetworks } = this.config.notifications;
    return {
      endpoints: (await this.endpoints.list()).map(toWebhookView),
      urlPolicy: { requireHttps: webhookRequireHttps, allowPrivateNetworks: webhookAllowPrivateNetworks },
    };
  }

  /**
   * Sends one signed `test` event to the endpoint now (enabled or not, outside the outbox: nothing is
   * retried or logged as a delivery) and answers how it answered. Audited with the status only.
   */
  async sendTest(actor: SignedInOperator, id: string): Promise<WebhookTestResult> {
    const endpoint = await this.endpoints.find(id);
    if (!endpoint) throw new ProblemException(HttpStatus.NOT_FOUND, WEBHOOK_NOT_FOUND_DETAIL);
    const webhookId = `msg_test_${randomUUID()}`;
    const event: WebhookTestEvent = {
      type: 'test',
      timestamp: new Date().toISOString(),
      data: { endpointId: endpoint.id, message: TEST_EVENT_MESSAGE },
    };
    const { ok, status, detail } = await this.sender.send(endpoint, webhookId, JSON.stringify(event));
    await this.audit.record({
      actor,
      action: 'webhook-tested',
      target: target(id),
      targetLabel: auditedUrl(endpoint.url),
      changes: [{ field: 'answer', from: null, to: status === null ? 'no answer' : `HTTP ${status}` }],
      ip: actor.ip,
    });
    return { ok, status, detail, webhookId };
  }

  async create(actor: SignedInOperator, request: CreateWebhookRequest): Promise<WebhookEndpointView> {
    const url = await this.urls.check(request.url);
    const record = await this.endpoints.insert(
      {
        url,
        secret: newWebhookSecret(),
        kinds: inOrder(request.kinds),
        events: eventsInOrder(request.events ?? WEBHOOK_EVENTS),
        enabled: request.enabled ?? true,
      },
      ADMIN_LIMITS.webhookEndpointsMax,
    );
    if (!record) throw new ProblemException(HttpStatus.CONFLICT, TOO_MANY_WEBHOOKS_DETAIL);
    await this.audit.record({
      actor,
      action: 'webhook-created',
      target: target(record.id),
      targetLabel: auditedUrl(record.url),
      changes: endpointChanges(null, record),
      ip: actor.ip,
    });
    return toWebhookView(record);
  }

  async update(
    actor: SignedInOperator,
    id: string,
    request: UpdateWebhookRequest,
  ): Promise<WebhookEndpointView> {
    const existing = await this.endpoints.find(id);
    if (!existing) throw new ProblemException(HttpStatus.NOT_FOUND, WEBHOOK_NOT_FOUND_DETAIL);
    const changes: WebhookEndpointChanges = {
      kinds: request.kinds && inOrder(request.kinds),
      events: request.events && eventsInOrder(request.events),
      enabled: request.enabled,
      secret: request.rotateSecret ? newWebhookSecret() : undefined,
    };
    // An unchanged URL is not checked again: its host may resolve differently today, and the
    // sender checks every connection anyway.
    if (request.url !== undefined && request.url !== existing.url)
      changes.url = await this.urls.check(request.url);
    const changed = Object.entries(changes).filter(([, value]) => value !== undefined);
    if (changed.length === 0 && request.url === undefined) {
      throw new ProblemException(HttpStatus.BAD_REQUEST, NOTHING_TO_CHANGE_DETAIL);
    }
    const record = await this.endpoints.update(id, changes);
    if (!record) throw new ProblemException(HttpStatus.NOT_FOUND, WEBHOOK_NOT_FOUND_DETAIL);
    await this.audit.record({
      actor,
      action: 'webhook-updated',
      target: target(id),
      targetLabel: auditedUrl(record.url),
      changes: endpointChanges(existing, record),
      ip: actor.ip,
    });
    return toWebhookView(record);
  }

  async remove(actor: SignedInOperator, id: string): Promise<void> {
    const existing = await this.endpoints.find(id);
    if (!existing || !(await this.endpoints.delete(id))) {
      throw new ProblemException(HttpStatus.NOT_FOUND, WEBHOOK_NOT_FOUND_DETAIL);
    }
    await this.audit.record({
      actor,
      action: 'webhook-deleted',
      target: target(id),
      targetLabel: auditedUrl(existing.url),
      changes: endpointChanges(existing, null),
      ip: actor.ip,
    });
  }
}
