import { Global, Module } from '@nestjs/common';
import { OPEN_POSITIONS } from '../platform/site/open-positions';
import { ContentDocumentsRepository } from './content-documents.repository';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';
import { OpenJobs } from './open-jobs';
import { PublishedContentController } from './published-content.controller';

/**
 * The site's content (issue 23): documents, revisions, publishing; the public read for the prerender.
 * Global for what the public forms ask through `platform/site` (OPEN_POSITIONS).
 */
@Global()
@Module({
  controllers: [ContentController, PublishedContentController],
  providers: [ContentDocumentsRepository, ContentService, { provide: OPEN_POSITIONS, useClass: OpenJobs }],
  exports: [ContentService, OPEN_POSITIONS],
})
export class ContentModule {}
