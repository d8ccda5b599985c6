import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import { InboxModule } from '../inbox/inbox.module';
import { SUBMISSION_REPLIES } from '../platform/privacy/submission-replies';
import { RepliesController } from './replies.controller';
import { RepliesRepository } from './replies.repository';
import { RepliesService } from './replies.service';
import { REPLY_MAILER, replyMailerOf } from './reply-mailer';
import { ReplyTemplatesController } from './reply-templates.controller';
import { ReplyTemplatesRepository } from './reply-templates.repository';
import { ReplyTemplatesService } from './reply-templates.service';
import { ReplyWorker } from './reply.worker';

/**
 * Replies from the console: the administrators' templates, and each reply sent from a submission's
 * page with its delivery. Reads and triages the submission through the inbox's service. Global for
 * what the access request's export asks through `platform/privacy` (SUBMISSION_REPLIES).
 */
@Global()
@Module({
  imports: [InboxModule],
  controllers: [ReplyTemplatesController, RepliesController],
  providers: [
    { provide: REPLY_MAILER, inject: [APP_CONFIG], useFactory: replyMailerOf },
    RepliesRepository,
    RepliesService,
    ReplyTemplatesRepository,
    ReplyTemplatesService,
    ReplyWorker,
    { provide: SUBMISSION_REPLIES, useExisting: RepliesRepository },
  ],
  exports: [SUBMISSION_REPLIES],
})
export class RepliesModule {}
