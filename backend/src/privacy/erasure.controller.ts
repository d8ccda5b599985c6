import { Controller, Delete, HttpCode, Param, UseGuards } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminAccess } from '../auth/admin-access.decorator';
import { RecentSignIn } from '../auth/recent-sign-in.decorator';
import { ApiAdminProblems } from '../auth/admin-problems';
import { CurrentOperator } from '../auth/current-operator.decorator';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { NoBodyGuard } from '../platform/http/json-body';
import { ApiProblems } from '../platform/problems/api-problems.decorator';
import { SubmissionIdParams } from '../inbox/dto/submission-id.params';
import { ErasureService } from './erasure.service';

@ApiTags('Admin')
@Controller('admin/submissions')
@AdminAccess('admin')
export class ErasureController {
  constructor(private readonly erasure: ErasureService) {}

  @Delete(':id')
  @RecentSignIn()
  @HttpCode(204)
  @UseGuards(NoBodyGuard)
  @ApiOperation({
    summary: 'Erase one submission (admin)',
    description:
      'Deletes the submission with its notes, status history and resume file, for good. The row goes first ' +
      '(one transaction), the file once that has committed. Audited, by reference only.',
  })
  @ApiNoContentResponse({ description: 'Erased.' })
  @ApiProblems([400, 500, 503], { 400: '`id` is not a submission number, or a body was sent.' })
  @ApiAdminProblems({ 404: 'There is no such submission (or it was erased already).' })
  erase(@Param() { id }: SubmissionIdParams, @CurrentOperator() operator: SignedInOperator): Promise<void> {
    return this.erasure.erase(id, operator);
  }
}
