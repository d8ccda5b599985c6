import { Module } from '@nestjs/common';
import { ContentDocumentsRepository } from './content-documents.repository';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';
import { PublishedContentController } from './published-content.controller';

/** The site's content (issue 23): documents, revisions, publishing; the public read for the prerender. */
@Module({
  controllers: [ContentController, PublishedContentController],
  providers: [ContentDocumentsRepository, ContentService],
  exports: [ContentService],
})
export class ContentModule {}
