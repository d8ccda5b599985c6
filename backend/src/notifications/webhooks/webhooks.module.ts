import { Module } from '@nestjs/common';
import { OutboxModule } from '../outbox/outbox.module';
import { OutboxListener } from './outbox-listener';
import { WebhookUrlGuard } from './url-guard';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { WebhookSender } from './webhook-sender';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/**
 * Webhook endpoints (admin), their URL checks, the signed sender the delivery worker uses, and the
 * doorbell for the events that triggers write (triage, erasure).
 */
@Module({
  imports: [OutboxModule],
  controllers: [WebhooksController],
  providers: [WebhookEndpointsRepository, WebhookUrlGuard, WebhookSender, WebhooksService, OutboxListener],
  exports: [WebhookSender, WebhookEndpointsRepository],
})
export class WebhooksModule {}
