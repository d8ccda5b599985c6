import {
  Controller,
  Get,
  HttpStatus,
  Logger,
  Param,
  Query,
  Req,
  Res,
  StreamableFile,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { RESUME_TYPES } from '@orbitwise/contracts';
import {
  INTEGRATION_KEY_MESSAGES,
  INTEGRATION_SECURITY_SCHEME,
  kindsReadableWith,
} from '@orbitwise/contracts/integrations';
import type { Request, Response } from 'express';
import { ApiAdminProblems } from '../auth/admin-problems';
import { clientIp } from '../auth/signed-in-operator';
import { SubmissionIdParams } from '../inbox/dto/submission-id.params';
import { SubmissionDetailDto } from '../inbox/dto/submission-views.dto';
import { InboxService } from '../inbox/inbox.service';
import { SubmissionChangesService } from '../inbox/submission-changes.service';
import { TOMBSTONE_DAYS } from '../inbox/submission-changes.repository';
import { contentDisposition } from '../platform/http/content-disposition';
import { integrationCallerOf, type IntegrationCaller } from '../platform/http/integration-caller';
import { ApiProblems } from '../platform/problems/api-problems.decorator';
import { ProblemException } from '../platform/problems/problem';
import { ResumeDownloadService } from '../submissions/careers/resume-download.service';
import {
  ErasedSubmissionsQueryDto,
  ErasedSubmissionsResponseDto,
  SubmissionSyncListResponseDto,
  SubmissionSyncQueryDto,
} from './dto/submission-sync.dto';
import { ReadKeyGuard } from './read-key.guard';

const KEY_401 = `${INTEGRATION_KEY_MESSAGES.invalid} (With WWW-Authenticate: Bearer.)`;
const KEY_400 =
  'The key was sent in the query string or a cookie; also an invalid filter, id or cursor, a `cursor` with ' +
  "`updatedSince`, or the other feed's sync cursor (each named in `errors`).";
const KEY_403 = `${INTEGRATION_KEY_MESSAGES.scope} Also: plain HTTP in production.`;
const KEY_429 = `${INTEGRATION_KEY_MESSAGES.rateLimited} Or: ${INTEGRATION_KEY_MESSAGES.bruteForce} Retry after Retry-After seconds.`;
const NOT_FOUND = 'No submission of a kind the key may read has this reference.';
const REFERENCE = ApiParam({ name: 'id', description: 'The reference (#42 is 42).', example: '42' });

function callerOf(request: Request): IntegrationCaller {
  const caller = integrationCallerOf(request);
  if (!caller) throw new Error('The read API was reached without ReadKeyGuard');
  return caller;
}

/**
 * The read API for integration keys: the console inbox's list, detail and resume, in the
 * same shapes, limited to the kinds of the key's read scopes. No read marks; each call is audited as
 * the key's use.
 */
@ApiTags('Integrations')
@ApiBearerAuth(INTEGRATION_SECURITY_SCHEME)
@Controller('v1/submissions')
@UseGuards(ReadKeyGuard)
@ApiAdminProblems({ 401: KEY_401, 403: KEY_403, 429: KEY_429 })
export class IntegrationReadController {
  private readonly logger = new Logger(IntegrationReadController.name);

  constructor(
    private readonly inbox: InboxService,
    private readonly resumes: ResumeDownloadService,
    private readonly changes: SubmissionChangesService,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'Submissions of the kinds the key may read, newest first, filtered, one page at a time; or what changed since a time',
    description:
      "**Sync:** with `updatedSince` (or, alone, this list's `syncCursor` as `cursor`) the list holds what changed from then on, " +
      'oldest change first (`updatedAt`, then `id`), each change once, and the answer a `syncCursor` to resume from; ' +
      'erased submissions are in `GET /api/v1/submissions/erased`. Otherwise newest first. ' +
      "Needs `read:leads` or `read:applications`. Keyset pagination: pass the answer's `nextCursor` as " +
      "`cursor`. A `kind` the key may not read is 403. `read` is always false (read marks are operators'). " +
      'A test key (`ow_test_…`) reads only the sandbox (what test keys submitted); any other key never sees it.',
  })
  @ApiOkResponse({ type: SubmissionSyncListResponseDto })
  @ApiProblems([400, 500, 503], { 400: KEY_400 })
  async list(
    @Req() request: Request,
    @Query() query: SubmissionSyncQueryDto,
  ): Promise<SubmissionSyncListResponseDto> {
    const caller = callerOf(request);
    const readable = kindsReadableWith(caller.scopes);
    if (query.kind && !readable.includes(query.kind)) {
      throw new ProblemException(HttpStatus.FORBIDDEN, INTEGRATION_KEY_MESSAGES.scope);
    }
    if (SubmissionChangesService.isSync(query)) {
      return this.changes.changed(query.kind ? [query.kind] : readable, query, caller.kind === 'test');
    }
    return {
      ...(await this.inbox.listOfKinds(query.kind ? [query.kind] : readable, query, caller.kind === 'test')),
      syncCursor: null,
    };
  }

  @Get('erased')
  @ApiOperation({
    summary: 'Erased submissions, oldest erasure first: what a sync client removes from its copy',
    description:
      'Needs `read:leads` or `read:applications`; only the kinds the key may read. The same sync as the ' +
      "list: `updatedSince` or the `syncCursor` of this feed's last answer as `cursor`; each erasure once. An " +
      `erasure (by hand, per address, or the retention purge) is reported for ${TOMBSTONE_DAYS} days: a sync ` +
      'client that was away longer starts again from a full sync.',
  })
  @ApiOkResponse({ type: ErasedSubmissionsResponseDto })
  @ApiProblems([400, 500, 503], { 400: KEY_400 })
  erased(
    @Req() request: Request,
    @Query() query: ErasedSubmissionsQueryDto,
  ): Promise<ErasedSubmissionsResponseDto> {
    const caller = callerOf(request);
    return this.changes.erased(kindsReadableWith(caller.scopes), query, caller.kind === 'test');
  }

  @Get(':id')
  @REFERENCE
  @ApiOperation({ summary: 'One submission: every field as submitted, its source, history and notes' })
  @ApiOkResponse({ type: SubmissionDetailDto })
  @ApiProblems([400, 500, 503], { 400: KEY_400 })
  @ApiAdminProblems({ 404: NOT_FOUND })
  detail(@Req() request: Request, @Param() { id }: SubmissionIdParams): Promise<SubmissionDetailDto> {
    const caller = callerOf(request);
    return this.inbox.detailOfKinds(kindsReadableWith(caller.scopes), id, caller.kind === 'test');
  }

  @Get(':id/resume')
  @REFERENCE
  @ApiOperation({
    summary: "A job application's resume (`read:applications` only)",
    description:
      "The file as uploaded, under its original name; compare its SHA-256 with the detail's `resume.sha256`.",
  })
  @ApiProduces(...RESUME_TYPES.map((type) => type.mimeType))
  @ApiOkResponse({ description: 'The file.', schema: { type: 'string', format: 'binary' } })
  @ApiProblems([400, 500, 503], { 400: KEY_400 })
  @ApiAdminProblems({
    404: 'No such submission, or it is not a job application.',
    410: 'The application exists but its file is missing from storage (logged).',
  })
  async resume(
    @Req() request: Request,
    @Param() { id }: SubmissionIdParams,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const caller = callerOf(request);
    if (!caller.scopes.includes('read:applications')) {
      throw new ProblemException(HttpStatus.FORBIDDEN, INTEGRATION_KEY_MESSAGES.scope);
    }
    await this.inbox.assertInKeySpace(id, caller.kind === 'test');
    const { resume, content } = await this.resumes.open(id, null, clientIp(request));
    response.set({
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': 'sandbox',
    });
    return new StreamableFile(content, {
      type: resume.mimeType,
      length: resume.size,
      disposition: contentDisposition('attachment', resume.originalName),
    }).setErrorHandler((error) => {
      this.logger.error(`Streaming the resume of submission #${id} failed: ${error.message}`);
      response.destroy();
    });
  }
}
