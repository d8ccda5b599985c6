import { Module } from '@nestjs/common';
import { DiskResumeStore } from './disk-resume-store';
import { RESUME_STORE } from './resume-store';

/** The resume store: the local folder (UPLOADS_DIR) by default. */
@Module({
  providers: [DiskResumeStore, { provide: RESUME_STORE, useExisting: DiskResumeStore }],
  exports: [RESUME_STORE],
})
export class StorageModule {}
