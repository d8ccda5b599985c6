import { Module } from '@nestjs/common';
import { InboxModule } from '../inbox/inbox.module';
import { RETENTION_IN_FORCE } from '../platform/site/published-pages';
import { SubmissionsModule } from '../submissions/submissions.module';
import { DataSubjectController } from './data-subject.controller';
import { DataSubjectService } from './data-subject.service';
import { ErasureController } from './erasure.controller';
import { ErasureService } from './erasure.service';
import { RetentionController } from './retention.controller';
import { RetentionPurgeJob } from './retention-purge.job';
import { RetentionSettingsRepository } from './retention-settings.repository';
import { RetentionService } from './retention.service';
import { SubmissionEraser } from './submission-eraser';

/** GDPR: erasing a submission, access requests and erasure per email address, retention per kind. */
@Module({
  // The inbox's repositories read the envelopes; the owning domains erase the rows.
  imports: [InboxModule, SubmissionsModule],
  controllers: [ErasureController, DataSubjectController, RetentionController],
  providers: [
    SubmissionEraser,
    ErasureService,
    DataSubjectService,
    RetentionSettingsRepository,
    // The site's re-render reads the retention in force: the privacy notice quotes it.
    { provide: RETENTION_IN_FORCE, useExisting: RetentionSettingsRepository },
    RetentionService,
    RetentionPurgeJob,
  ],
})
export class PrivacyModule {}
