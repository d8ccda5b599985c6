import { ApiProperty } from '@nestjs/swagger';
import type { BackupRunView, BackupStatusResponse } from '@orbitwise/contracts/admin';

export class BackupRunDto implements BackupRunView {
  @ApiProperty({ example: '12' })
  id: string;

  @ApiProperty({ enum: ['running', 'succeeded', 'failed'] })
  status: BackupRunView['status'];

  @ApiProperty({ enum: ['schedule', 'command'] })
  trigger: BackupRunView['trigger'];

  @ApiProperty({ format: 'date-time' })
  startedAt: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  finishedAt: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'orbitwise-backup-20261126T030000Z.tar.gz.age' })
  archive: string | null;

  @ApiProperty({ nullable: true, type: Number, example: 1048576 })
  sizeBytes: number | null;

  @ApiProperty({ nullable: true, type: String })
  error: string | null;
}

class BackupRetentionDto {
  @ApiProperty({ example: 7, description: 'Days whose newest archive is kept.' })
  daily: number;

  @ApiProperty({ example: 4, description: 'Weeks before those whose newest archive is kept.' })
  weekly: number;
}

export class BackupStatusDto implements BackupStatusResponse {
  @ApiProperty({ description: 'BACKUP_DIR or BACKUP_S3_BUCKET is set.' })
  configured: boolean;

  @ApiProperty({ nullable: true, type: String, example: 's3://orbitwise-backups/' })
  location: string | null;

  @ApiProperty()
  encrypted: boolean;

  @ApiProperty({ example: '0 3 * * *', description: 'Cron expression, UTC.' })
  schedule: string;

  @ApiProperty({ type: BackupRetentionDto })
  retention: BackupRetentionDto;

  @ApiProperty({ type: BackupRunDto, nullable: true })
  last: BackupRunDto | null;

  @ApiProperty({ type: BackupRunDto, nullable: true })
  lastSuccess: BackupRunDto | null;

  @ApiProperty({ description: `No successful backup within BACKUP_MAX_AGE_HOURS.` })
  overdue: boolean;
}
