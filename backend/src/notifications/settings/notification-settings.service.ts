import { Inject, Injectable } from '@nestjs/common';
import {
  areaOf,
  type AuditChange,
  type NotificationSettings,
  type NotificationSettingsResponse,
  type SubmissionKind,
} from '@orbitwise/contracts/admin';
import { AuditService } from '../../audit/audit.service';
import type { SignedInOperator } from '../../auth/signed-in-operator';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { OperatorsRepository } from '../../operators/operators.repository';
import { DeliveriesRepository } from '../deliveries.repository';
import { MAILER, type Mailer } from '../../platform/mail/mailer';
import { NotificationOutbox } from '../outbox/notification-outbox';
import { NotificationSettingsRepository } from './notification-settings.repository';

/** Who is told, and whether visitors get an acknowledgement (admin-set, with environment defaults). */
@Injectable()
export class NotificationSettingsService {
  constructor(
    private readonly settings: NotificationSettingsRepository,
    private readonly deliveries: DeliveriesRepository,
    private readonly operators: OperatorsRepository,
    private readonly outbox: NotificationOutbox,
    private readonly audit: AuditService,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async read(): Promise<NotificationSettingsResponse> {
    return {
      ...(await this.settings.read()),
      defaults: this.config.notifications.defaultRecipients,
      emailConfigured: this.mailer.configured,
      mailFrom: this.config.notifications.mailFrom,
    };
  }

  async update(
    settings: NotificationSettings,
    actor: SignedInOperator,
  ): Promise<NotificationSettingsResponse> {
    const before = await this.settings.read();
    await this.settings.save(settings);
    await this.audit.record({
      actor,
      action: 'notifications-changed',
      target: 'notification settings',
      changes: settingChanges(before, settings),
      ip: actor.ip,
    });
    // Deliveries that waited for recipients can go now.
    if (this.mailer.configured && (await this.deliveries.releaseUnconfigured()) > 0) await this.outbox.ring();
    return this.read();
  }

  /** The console's list for the kind's area, else the environment's, else every enabled admin. */
  async recipientsFor(kind: SubmissionKind): Promise<string[]> {
    const area = areaOf(kind);
    const configured = (await this.settings.read()).recipients[area];
    if (configured.length > 0) return configured;
    const defaults = this.config.notifications.defaultRecipients[area];
    if (defaults.length > 0) return defaults;
    return this.adminAddresses();
  }

  async acknowledges(kind: SubmissionKind): Promise<boolean> {
    return (await this.settings.read()).acknowledgement[kind];
  }

  async adminAddresses(): Promise<string[]> {
    const operators = await this.operators.list();
    return operators
      .filter((operator) => operator.role === 'admin' && !operator.disabled)
      .map((o) => o.email);
  }
}

/** Each area's recipients and each kind's acknowledgement, before and after (unchanged ones drop out). */
function settingChanges(before: NotificationSettings, after: NotificationSettings): AuditChange[] {
  const list = (addresses: string[]) => (addresses.length > 0 ? addresses.join(', ') : 'the default');
  const onOff = (enabled: boolean) => (enabled ? 'on' : 'off');
  return [
    ...Object.entries(after.recipients).map(([area, addresses]) => ({
      field: `${area} recipients`,
      from: list(before.recipients[area as keyof NotificationSettings['recipients']]),
      to: list(addresses),
    })),
    ...Object.entries(after.acknowledgement).map(([kind, enabled]) => ({
      field: `${kind} acknowledgement`,
      from: onOff(before.acknowledgement[kind as SubmissionKind]),
      to: onOff(enabled),
    })),
  ];
}
