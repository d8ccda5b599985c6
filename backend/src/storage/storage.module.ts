import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { DiskMediaStore } from './disk-media-store';
import { DiskResumeStore } from './disk-resume-store';
import { MEDIA_STORE, type MediaStore } from './media-store';
import { RESUME_STORE, type ResumeStore } from './resume-store';
import { S3MediaStore } from './s3-media-store';
import { S3ResumeStore } from './s3-resume-store';

/**
 * The resume store: an S3-compatible bucket when S3_BUCKET is set, else the local folder (UPLOADS_DIR).
 * The media store of the content's images: the same bucket under `media/`, else MEDIA_DIR.
 */
@Module({
  providers: [
    {
      provide: RESUME_STORE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): ResumeStore =>
        config.s3 ? new S3ResumeStore(config.s3) : new DiskResumeStore(config),
    },
    {
      provide: MEDIA_STORE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): MediaStore =>
        config.s3 ? new S3MediaStore(config.s3) : new DiskMediaStore(config.media.dir),
    },
  ],
  exports: [RESUME_STORE, MEDIA_STORE],
})
export class StorageModule {}
