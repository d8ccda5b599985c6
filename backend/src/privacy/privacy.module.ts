import { Module } from '@nestjs/common';
import { SubmissionsModule } from '../submissions/submissions.module';
import { DataSubjectController } from './data-subject.controller';
import { DataSubjectService } from './data-subject.service';
import { EnvelopesRepository } from './envelopes.repository';
import { ErasureController } from './erasure.controller';
import { ErasureService } from './erasure.service';
import { RetentionController } from './retention.controller';
import { RetentionPurgeJob } from './retention-purge.job';
import { RetentionSettingsRepository } from './retention-settings.repository';
import { RetentionService } from './retention.service';
import { SubmissionEraser } from './submission-eraser';

/** GDPR: erasing a submission, access requests and erasure per email address, retention per kind. */
@Module({
  imports: [SubmissionsModule],
  controllers: [ErasureController, DataSubjectController, RetentionController],
  providers: [
    EnvelopesRepository,
    SubmissionEraser,
    ErasureService,
    DataSubjectService,
    RetentionSettingsRepository,
    RetentionService,
    RetentionPurgeJob,
  ],
})
export class PrivacyModule {}
