import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { InboxModule } from '../inbox/inbox.module';
import { OperatorsModule } from '../operators/operators.module';
import { Announcements } from './announcements';
import { DeliveriesController } from './deliveries.controller';
import { DeliveriesRepository } from './deliveries.repository';
import { DeliveriesService } from './deliveries.service';
import { DeliveryChannels } from './delivery-channels';
import { DeliveryWorker } from './delivery.worker';
import { MAILER, type Mailer } from '../platform/mail/mailer';
import { SmtpMailer, UnconfiguredMailer } from '../platform/mail/smtp-mailer';
import { OutboxModule } from './outbox/outbox.module';
import { NotificationSettingsController } from './settings/notification-settings.controller';
import { NotificationSettingsRepository } from './settings/notification-settings.repository';
import { NotificationSettingsService } from './settings/notification-settings.service';
import { WebhooksModule } from './webhooks/webhooks.module';

/**
 * Telling people about submissions: e-mail to the staff of each area, webhooks, the visitor's
 * acknowledgement; an outbox written with each submission and drained by jobs, with retries, a
 * delivery log and Resend in the console.
 */
@Module({
  imports: [InboxModule, OperatorsModule, OutboxModule, WebhooksModule],
  controllers: [DeliveriesController, NotificationSettingsController],
  providers: [
    {
      provide: MAILER,
      inject: [APP_CONFIG],
      useFactory: ({ notifications: n }: AppConfig): Mailer =>
        n.smtpUrl ? new SmtpMailer(n.smtpUrl, n.mailFrom, n.smtpTimeoutSeconds) : new UnconfiguredMailer(),
    },
    Announcements,
    DeliveriesRepository,
    DeliveriesService,
    DeliveryChannels,
    DeliveryWorker,
    NotificationSettingsRepository,
    NotificationSettingsService,
  ],
})
export class NotificationsModule implements OnApplicationShutdown {
  constructor(@Inject(MAILER) private readonly mailer: Mailer) {}

  onApplicationShutdown(): void {
    this.mailer.close();
  }
}
