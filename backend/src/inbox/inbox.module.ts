import { Module } from '@nestjs/common';
import { OperatorsModule } from '../operators/operators.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { ExportRepository } from './export/export.repository';
import { ExportService } from './export/export.service';
import { InboxController } from './inbox.controller';
import { InboxService } from './inbox.service';
import { NotesRepository } from './notes.repository';
import { StatusChangesRepository } from './status-changes.repository';
import { SubmissionsRepository } from './submissions.repository';

/** The operators' inbox: every submission of the kinds their role may see, its triage and export. */
@Module({
  imports: [OperatorsModule, SubmissionsModule],
  controllers: [InboxController],
  providers: [
    SubmissionsRepository,
    StatusChangesRepository,
    NotesRepository,
    InboxService,
    ExportRepository,
    ExportService,
  ],
  // Privacy reads the envelopes, notes and history of what it erases or exports through these.
  exports: [SubmissionsRepository, NotesRepository, StatusChangesRepository],
})
export class InboxModule {}
