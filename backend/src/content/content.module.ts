import { Global, Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { StorageModule } from '../storage/storage.module';
import { OPEN_POSITIONS, PUBLISHED_EVENTS } from '../platform/site/open-positions';
import { PUBLISHED_CONTENT } from '../platform/site/published-pages';
import { ContentDocumentsRepository } from './content-documents.repository';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';
import { ContentImagesController, MediaController } from './images/content-images.controller';
import { ContentImagesRepository } from './images/content-images.repository';
import { ContentImagesService } from './images/content-images.service';
import { EventRules, OpenJobs, PublishedSiteContent } from './open-jobs';
import { PublishedContentController } from './published-content.controller';

/**
 * The site's content: documents, revisions, publishing; the public read for the prerender.
 * Global for what the public forms ask through `platform/site` (OPEN_POSITIONS, PUBLISHED_EVENTS).
 */
@Global()
@Module({
  imports: [
    StorageModule,
    // Pictures are held in memory while sharp reads them: one file, MEDIA_MAX_BYTES at most, one text part.
    MulterModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        storage: memoryStorage(),
        limits: { fileSize: config.media.maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 4096 },
      }),
    }),
  ],
  // The images route first: `admin/content/images` would otherwise be taken for a kind.
  controllers: [ContentImagesController, ContentController, PublishedContentController, MediaController],
  providers: [
    ContentDocumentsRepository,
    ContentService,
    ContentImagesRepository,
    ContentImagesService,
    { provide: OPEN_POSITIONS, useClass: OpenJobs },
    { provide: PUBLISHED_EVENTS, useClass: EventRules },
    { provide: PUBLISHED_CONTENT, useClass: PublishedSiteContent },
  ],
  exports: [ContentService, OPEN_POSITIONS, PUBLISHED_EVENTS, PUBLISHED_CONTENT],
})
export class ContentModule {}
