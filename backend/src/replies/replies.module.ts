import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import { InboxModule } from '../inbox/inbox.module';
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
 * page with its delivery. Reads and triages the submission through the inbox's service.
 */
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
  ],
})
export class RepliesModule {}
