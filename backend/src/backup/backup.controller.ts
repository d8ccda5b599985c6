import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminAccess } from '../auth/admin-access.decorator';
import { ApiProblems } from '../platform/problems/api-problems.decorator';
import { BackupService } from './backup.service';
import { BackupStatusDto } from './dto/backup-status.dto';

@ApiTags('Admin')
@Controller('admin/backup')
@AdminAccess('admin')
export class BackupController {
  constructor(private readonly backups: BackupService) {}

  @Get()
  @ApiOperation({
    summary: 'The last backup, the schedule and the retention (admin)',
    description: 'Backups are written by the daily job and by `npm run backup`; see docs/operations.md.',
  })
  @ApiOkResponse({ type: BackupStatusDto })
  @ApiProblems([500, 503])
  status(): Promise<BackupStatusDto> {
    return this.backups.status();
  }
}
