import { Module } from '@nestjs/common';
import { OutboxModule } from '../notifications/outbox/outbox.module';
import { OperatorsModule } from '../operators/operators.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { ExportRepository } from './export/export.repository';
import { ExportService } from './export/export.service';
import { InboxController } from './inbox.controller';
import { InboxService } from './inbox.service';
import { NotesRepository } from './notes.repository';
import { StatusChangesRepository } from './status-changes.repository';
import { SubmissionChangesRepository } from './submission-changes.repository';
import { SubmissionChangesService } from './submission-changes.service';
import { SubmissionSources } from './submission-sources';
import { SubmissionsRepository } from './submissions.repository';

/** The operators' inbox: every submission of the kinds their role may see, its triage and export. */
@Module({
  imports: [OperatorsModule, SubmissionsModule, OutboxModule],
  controllers: [InboxController],
  providers: [
    SubmissionsRepository,
    StatusChangesRepository,
    NotesRepository,
    SubmissionSources,
    InboxService,
    ExportRepository,
    ExportService,
    SubmissionChangesRepository,
    SubmissionChangesService,
  ],
  // Privacy reads the envelopes, notes and history of what it erases or exports through these;
  // notifications read what they announce, and check access as the inbox does; the read API syncs
  // through SubmissionChangesService, and privacy's daily purge forgets old tombstones.
  exports: [
    SubmissionsRepository,
    NotesRepository,
    StatusChangesRepository,
    SubmissionSources,
    InboxService,
    SubmissionChangesService,
    SubmissionChangesRepository,
  ],
})
export class InboxModule {}
