import { Body, Controller, Get, Param, Patch, Post, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { SUBMISSION_ROLES } from '@orbitwise/contracts/admin';
import type { Response } from 'express';
import { AdminAccess, VisibilityCheckedPerResource } from '../auth/admin-access.decorator';
import { ApiAdminProblems } from '../auth/admin-problems';
import { CurrentOperator } from '../auth/current-operator.decorator';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { JsonBodyGuard } from '../platform/http/json-body';
import { ApiProblems } from '../platform/problems/api-problems.decorator';
import { AddNoteDto } from './dto/add-note.dto';
import { SubmissionIdParams } from './dto/submission-id.params';
import { ExportQueryDto, SubmissionListQueryDto } from './dto/submission-query.dto';
import {
  DashboardResponseDto,
  ConsoleSubmissionDetailDto,
  SubmissionListResponseDto,
  SubmissionNoteDto,
  SubmissionSummaryDto,
} from './dto/submission-views.dto';
import { UpdateSubmissionDto } from './dto/update-submission.dto';
import { ExportService } from './export/export.service';
import { InboxService } from './inbox.service';

const KIND_403 =
  'The role cannot see this kind of submission (each role sees its own kinds: hr applications, sales the ' +
  'leads, admin all); also: two-factor enrolment still required, or (non-GET) the anti-forgery token is ' +
  'missing or invalid.';
const ONE_403 =
  'Two-factor enrolment still required, or (non-GET) the anti-forgery token is missing or invalid.';
const NOT_FOUND = 'No submission of a kind your role can see has this reference.';
const REFERENCE = ApiParam({ name: 'id', description: 'The reference (#42 is 42).', example: '42' });

/**
 * The inbox. Every call is for a signed-in operator and covers only the kinds their role may see:
 * asking for another kind as a filter is 403; a submission of another kind, reached by its
 * reference, is 404 like one that does not exist, so its existence does not leak. A role that sees
 * no submission (editor) gets that same 404 from the calls about one submission, and 403 from the
 * screens (dashboard, list, export). Each read of a detail and each change is audited, by
 * reference only.
 */
@ApiTags('Admin')
@Controller('admin')
@AdminAccess(...SUBMISSION_ROLES)
export class InboxController {
  constructor(
    private readonly inbox: InboxService,
    private readonly exports: ExportService,
  ) {}

  @Get('dashboard')
  @ApiOperation({ summary: 'Counts and unread per kind, the newest unread, the retention in force' })
  @ApiOkResponse({ type: DashboardResponseDto })
  @ApiProblems([500, 503])
  dashboard(@CurrentOperator() operator: SignedInOperator): Promise<DashboardResponseDto> {
    return this.inbox.dashboard(operator);
  }

  @Get('submissions')
  @ApiOperation({
    summary: 'The inbox, newest first, filtered, one page at a time',
    description: "Keyset pagination: pass the answer's `nextCursor` as `cursor` for the next page.",
  })
  @ApiOkResponse({ type: SubmissionListResponseDto })
  @ApiProblems([400, 500, 503], {
    400: 'A filter is invalid or unknown, `q` is too long, or the cursor is not one this API issued.',
  })
  @ApiAdminProblems({ 403: KIND_403 })
  list(
    @CurrentOperator() operator: SignedInOperator,
    @Query() query: SubmissionListQueryDto,
  ): Promise<SubmissionListResponseDto> {
    return this.inbox.list(operator, query);
  }

  @Get('submissions/export')
  @ApiOperation({
    summary: 'Every submission of the filter, as CSV or JSON',
    description:
      'Streamed from the database (any number of rows, in flat memory) as an attachment. CSV: RFC 4180, ' +
      'UTF-8 with a byte order mark, cells starting with = + - @ tab or CR prefixed with an apostrophe. ' +
      'JSON: an array with every field as stored. A failure after the first byte cuts the download.',
  })
  @ApiProduces('text/csv', 'application/json')
  @ApiOkResponse({
    description: 'The file, with Content-Disposition: attachment; filename="submissions-<date>.<format>".',
    content: {
      'text/csv': { schema: { type: 'string' } },
      'application/json': { schema: { type: 'array', items: { type: 'object' } } },
    },
  })
  @ApiProblems([400, 500, 503], { 400: 'A filter is invalid or unknown, or `q` is too long.' })
  @ApiAdminProblems({ 403: KIND_403, 429: 'Too many exports are running; retry after Retry-After seconds.' })
  async export(
    @CurrentOperator() operator: SignedInOperator,
    @Query() query: ExportQueryDto,
    @Res() response: Response,
  ): Promise<void> {
    await this.exports.run(operator, query, response, ({ contentType, filename }) => {
      response.status(200);
      response.setHeader('Content-Type', contentType);
      response.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    });
  }

  @Get('submissions/:id')
  @REFERENCE
  @VisibilityCheckedPerResource()
  @ApiOperation({
    summary: 'One submission: every field as submitted, its source, history and notes',
    description: 'Opening it marks it read, and is recorded in the audit log.',
  })
  @ApiOkResponse({ type: ConsoleSubmissionDetailDto })
  @ApiProblems([400, 500, 503])
  @ApiAdminProblems({ 403: ONE_403, 404: NOT_FOUND })
  detail(
    @CurrentOperator() operator: SignedInOperator,
    @Param() { id }: SubmissionIdParams,
  ): Promise<ConsoleSubmissionDetailDto> {
    return this.inbox.detail(operator, id);
  }

  @Patch('submissions/:id')
  @UseGuards(JsonBodyGuard)
  @REFERENCE
  @VisibilityCheckedPerResource()
  @ApiOperation({
    summary: 'Change the status, the assignee or the read mark',
    description: 'A status change is added to the history; status and assignee changes are audited.',
  })
  @ApiOkResponse({ type: SubmissionSummaryDto })
  @ApiProblems([400, 415, 500, 503], {
    400: "Nothing to change, a status that is not the kind's, or an assignee who is not an enabled operator whose role can see the kind.",
  })
  @ApiAdminProblems({ 403: ONE_403, 404: NOT_FOUND })
  update(
    @CurrentOperator() operator: SignedInOperator,
    @Param() { id }: SubmissionIdParams,
    @Body() body: UpdateSubmissionDto,
  ): Promise<SubmissionSummaryDto> {
    return this.inbox.update(operator, id, body);
  }

  @Post('submissions/:id/notes')
  @UseGuards(JsonBodyGuard)
  @REFERENCE
  @VisibilityCheckedPerResource()
  @ApiOperation({ summary: 'Add a note (notes are never changed or removed)' })
  @ApiCreatedResponse({ type: SubmissionNoteDto })
  @ApiProblems([400, 415, 500, 503], { 400: 'The note is blank or longer than 5000 characters.' })
  @ApiAdminProblems({ 403: ONE_403, 404: NOT_FOUND })
  addNote(
    @CurrentOperator() operator: SignedInOperator,
    @Param() { id }: SubmissionIdParams,
    @Body() body: AddNoteDto,
  ): Promise<SubmissionNoteDto> {
    return this.inbox.addNote(operator, id, body.text);
  }
}
