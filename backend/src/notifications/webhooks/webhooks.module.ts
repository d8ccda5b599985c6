import { Module } from '@nestjs/common';
import { WebhookUrlGuard } from './url-guard';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { WebhookSender } from './webhook-sender';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/** Webhook endpoints (admin), their URL checks, and the signed sender the delivery worker uses. */
@Module({
  controllers: [WebhooksController],
  providers: [WebhookEndpointsRepository, WebhookUrlGuard, WebhookSender, WebhooksService],
  exports: [WebhookSender, WebhookEndpointsRepository],
})
export class WebhooksModule {}
