import { Controller, Delete, Get, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminAccess } from '../auth/admin-access.decorator';
import { RecentSignIn } from '../auth/recent-sign-in.decorator';
import { CurrentOperator } from '../auth/current-operator.decorator';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { contentDisposition } from '../platform/http/content-disposition';
import { NoBodyGuard } from '../platform/http/json-body';
import { ApiProblems } from '../platform/problems/api-problems.decorator';
import type { DataSubjectExport } from './data-subject.views';
import { DataSubjectService } from './data-subject.service';
import {
  DataSubjectErasureResponseDto,
  DataSubjectQueryDto,
  DataSubjectResponseDto,
} from './dto/data-subject.dto';

const INVALID_EMAIL = '`email` is missing, not one address, or longer than 254 characters.';

/** A data subject: everyone who sent something from one email address (GDPR access and erasure). */
@ApiTags('Admin')
@Controller('admin/data-subject')
@AdminAccess('admin')
export class DataSubjectController {
  constructor(private readonly dataSubjects: DataSubjectService) {}

  @Get()
  @ApiOperation({
    summary: 'Everything one email address sent, of every kind (admin)',
    description: 'Each lookup is audited, under a keyed hash of the address (never the address).',
  })
  @ApiOkResponse({ type: DataSubjectResponseDto })
  @ApiProblems([400, 500, 503], { 400: INVALID_EMAIL })
  find(
    @Query() { email }: DataSubjectQueryDto,
    @CurrentOperator() operator: SignedInOperator,
  ): Promise<DataSubjectResponseDto> {
    return this.dataSubjects.find(email, operator);
  }

  @Get('export')
  @ApiOperation({
    summary: 'Access request: every field of everything one email address sent, as a JSON file (admin)',
    description:
      'Each submission with every column of its row, its status, status history and notes. Resume files ' +
      'are downloaded one by one from the submission. Audited, without the address.',
  })
  @ApiProduces('application/json')
  @ApiOkResponse({
    description:
      'A JSON attachment: `{ email, exportedAt, submissions: [{ id, kind, receivedAt, status, fields, notes, statusHistory, replies }] }` (replies: what staff wrote to the person from the submission’s page, as sent).',
    schema: { type: 'object' },
  })
  @ApiProblems([400, 500, 503], { 400: INVALID_EMAIL })
  async export(
    @Query() { email }: DataSubjectQueryDto,
    @CurrentOperator() operator: SignedInOperator,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DataSubjectExport> {
    const document = await this.dataSubjects.export(email, operator);
    const day = document.exportedAt.slice(0, 10);
    response.set('Content-Disposition', contentDisposition('attachment', `data-subject-${day}.json`));
    return document;
  }

  @Delete()
  @RecentSignIn()
  @UseGuards(NoBodyGuard)
  @ApiOperation({
    summary: 'Erase everything one email address sent (admin)',
    description:
      'Every submission of every kind with its notes, history and resume files. Audited, without the address.',
  })
  @ApiOkResponse({ type: DataSubjectErasureResponseDto })
  @ApiProblems([400, 500, 503], { 400: INVALID_EMAIL })
  erase(
    @Query() { email }: DataSubjectQueryDto,
    @CurrentOperator() operator: SignedInOperator,
  ): Promise<DataSubjectErasureResponseDto> {
    return this.dataSubjects.erase(email, operator);
  }
}
