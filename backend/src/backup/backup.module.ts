import { Module } from '@nestjs/common';
import { StorageModule } from '../storage/storage.module';
import { BackupController } from './backup.controller';
import { BackupRunsRepository } from './backup-runs.repository';
import { BackupService } from './backup.service';

/** Backups: the daily job, its runs (`backup_run`), the dashboard's status; the CLI is backup-cli.ts. */
@Module({
  imports: [StorageModule],
  controllers: [BackupController],
  providers: [BackupRunsRepository, BackupService],
})
export class BackupModule {}
