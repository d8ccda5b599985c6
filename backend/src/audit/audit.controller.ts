import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminAccess } from '../auth/admin-access.decorator';
import { ApiProblems } from '../platform/problems/api-problems.decorator';
import { AuditService } from './audit.service';
import { AuditListDto, AuditQueryDto } from './dto/audit.dto';

@ApiTags('Admin')
@Controller('admin/audit')
@AdminAccess('admin')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({
    summary: 'The audit log, newest first (admin)',
    description:
      'Filtered by action, operator and days; pages by `cursor` (keyset). Routine entries (`submission-viewed`) ' +
      'are left out unless `includeRoutine=true` or `action` names one. Refused sign-ins of one account from one ' +
      'address (an IPv6 /64) within 15 minutes are one entry with their `count`.',
  })
  @ApiOkResponse({ type: AuditListDto })
  @ApiProblems([400, 500, 503], {
    400: 'A filter is invalid, or the cursor is not one this API gave (`errors.cursor`).',
  })
  list(@Query() query: AuditQueryDto): Promise<AuditListDto> {
    return this.audit.list(query);
  }
}
