import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import { DIGEST_MAILER, digestMailerOf } from './digest-mailer';
import { DigestsRepository } from './digests.repository';
import { DigestsService } from './digests.service';
import { NewsletterAdminController } from './newsletter-admin.controller';
import { NewsletterAdminService } from './newsletter-admin.service';

/**
 * The newsletter's digests and its console: the schedule, each issue and its recipients (their own
 * outbox), the confirmed subscribers' export. Reads the subscribers through SubscriptionsService and
 * the published content through `platform/site` (both global).
 */
@Module({
  controllers: [NewsletterAdminController],
  providers: [
    { provide: DIGEST_MAILER, inject: [APP_CONFIG], useFactory: digestMailerOf },
    DigestsRepository,
    DigestsService,
    NewsletterAdminService,
  ],
})
export class DigestsModule {}
