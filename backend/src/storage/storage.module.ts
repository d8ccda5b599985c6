import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { DiskResumeStore } from './disk-resume-store';
import { RESUME_STORE, type ResumeStore } from './resume-store';
import { S3ResumeStore } from './s3-resume-store';

/** The resume store: an S3-compatible bucket when S3_BUCKET is set, else the local folder (UPLOADS_DIR). */
@Module({
  providers: [
    {
      provide: RESUME_STORE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): ResumeStore =>
        config.s3 ? new S3ResumeStore(config.s3) : new DiskResumeStore(config),
    },
  ],
  exports: [RESUME_STORE],
})
export class StorageModule {}
