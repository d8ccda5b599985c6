import { Body, Controller, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CONTENT_ROLES } from '@orbitwise/contracts/admin';
import type {
  ContentDocumentView,
  ContentListResponse,
  RevisionListResponse,
} from '@orbitwise/contracts/content';
import { AdminAccess } from '../auth/admin-access.decorator';
import { ApiAdminProblems } from '../auth/admin-problems';
import { CurrentOperator } from '../auth/current-operator.decorator';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { JsonBodyGuard, NoBodyGuard } from '../platform/http/json-body';
import { ApiProblems } from '../platform/problems/api-problems.decorator';
import { DOCUMENT_NOT_FOUND_DETAIL, REVISION_NOT_FOUND_DETAIL, ContentService } from './content.service';
import {
  ContentDocumentParams,
  ContentKindParams,
  ContentRevisionParams,
  CreateContentDto,
  PublishDto,
  SaveDraftDto,
} from './dto/content-requests.dto';

const CONFLICT = 'Someone saved the document after the given version was read (reload it).';

/** The site's content for editors (and admins): drafts, publishing, revisions. Every change is audited. */
@ApiTags('Admin')
@Controller('admin/content')
@AdminAccess(...CONTENT_ROLES)
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Get(':kind')
  @ApiOperation({ summary: "A kind's documents, drafts included (editor, admin)" })
  @ApiOkResponse({ description: 'ContentListResponse' })
  @ApiProblems([400, 500, 503])
  list(@Param() { kind }: ContentKindParams): Promise<ContentListResponse> {
    return this.content.list(kind);
  }

  @Post(':kind')
  @UseGuards(JsonBodyGuard)
  @ApiOperation({
    summary: 'Create a draft (editor, admin)',
    description: 'Not on the site until published. Audited.',
  })
  @ApiBody({ type: CreateContentDto })
  @ApiOkResponse({ description: 'ContentDocumentView' })
  @ApiProblems([400, 413, 415, 500, 503])
  @ApiAdminProblems({ 409: 'The kind already has a document at this slug.' })
  create(
    @CurrentOperator() actor: SignedInOperator,
    @Param() { kind }: ContentKindParams,
    @Body() body: CreateContentDto,
  ): Promise<ContentDocumentView> {
    return this.content.create(actor, kind, body.slug, body.data);
  }

  @Get(':kind/:slug')
  @ApiOperation({ summary: 'One document: its draft and what is published (editor, admin)' })
  @ApiOkResponse({ description: 'ContentDocumentView' })
  @ApiProblems([400, 500, 503])
  @ApiAdminProblems({ 404: DOCUMENT_NOT_FOUND_DETAIL })
  get(@Param() { kind, slug }: ContentDocumentParams): Promise<ContentDocumentView> {
    return this.content.get(kind, slug);
  }

  @Put(':kind/:slug')
  @UseGuards(JsonBodyGuard)
  @ApiOperation({ summary: 'Save the draft (a new revision; editor, admin)', description: 'Audited.' })
  @ApiBody({ type: SaveDraftDto })
  @ApiOkResponse({ description: 'ContentDocumentView' })
  @ApiProblems([400, 413, 415, 500, 503])
  @ApiAdminProblems({ 404: DOCUMENT_NOT_FOUND_DETAIL, 409: CONFLICT })
  save(
    @CurrentOperator() actor: SignedInOperator,
    @Param() { kind, slug }: ContentDocumentParams,
    @Body() body: SaveDraftDto,
  ): Promise<ContentDocumentView> {
    return this.content.saveDraft(actor, kind, slug, body.data, body.version);
  }

  @Post(':kind/:slug/publish')
  @HttpCode(200)
  @UseGuards(JsonBodyGuard)
  @ApiOperation({
    summary: 'Publish the draft now, or schedule it (editor, admin)',
    description: 'Without `at`, or with a time not in the future: now; else at that time (a job). Audited.',
  })
  @ApiBody({ type: PublishDto })
  @ApiOkResponse({ description: 'ContentDocumentView' })
  @ApiProblems([400, 413, 415, 500, 503])
  @ApiAdminProblems({ 404: DOCUMENT_NOT_FOUND_DETAIL, 409: CONFLICT })
  publish(
    @CurrentOperator() actor: SignedInOperator,
    @Param() { kind, slug }: ContentDocumentParams,
    @Body() body: PublishDto,
  ): Promise<ContentDocumentView> {
    return this.content.publish(actor, kind, slug, body);
  }

  @Post(':kind/:slug/unpublish')
  @HttpCode(200)
  @UseGuards(NoBodyGuard)
  @ApiOperation({
    summary: 'Take the document off the site (editor, admin)',
    description: 'The draft stays. Audited.',
  })
  @ApiOkResponse({ description: 'ContentDocumentView' })
  @ApiProblems([400, 500, 503])
  @ApiAdminProblems({ 404: DOCUMENT_NOT_FOUND_DETAIL })
  unpublish(
    @CurrentOperator() actor: SignedInOperator,
    @Param() { kind, slug }: ContentDocumentParams,
  ): Promise<ContentDocumentView> {
    return this.content.unpublish(actor, kind, slug);
  }

  @Get(':kind/:slug/revisions')
  @ApiOperation({ summary: "The document's revisions, newest first (editor, admin)" })
  @ApiOkResponse({ description: 'RevisionListResponse' })
  @ApiProblems([400, 500, 503])
  @ApiAdminProblems({ 404: DOCUMENT_NOT_FOUND_DETAIL })
  revisions(@Param() { kind, slug }: ContentDocumentParams): Promise<RevisionListResponse> {
    return this.content.revisions(kind, slug);
  }

  @Post(':kind/:slug/revisions/:revision/restore')
  @HttpCode(200)
  @UseGuards(NoBodyGuard)
  @ApiOperation({
    summary: 'Make a revision the draft again (a new revision; editor, admin)',
    description: 'Not published until published. Audited.',
  })
  @ApiOkResponse({ description: 'ContentDocumentView' })
  @ApiProblems([400, 500, 503])
  @ApiAdminProblems({ 404: `${DOCUMENT_NOT_FOUND_DETAIL} / ${REVISION_NOT_FOUND_DETAIL}`, 409: CONFLICT })
  restore(
    @CurrentOperator() actor: SignedInOperator,
    @Param() { kind, slug, revision }: ContentRevisionParams,
  ): Promise<ContentDocumentView> {
    return this.content.restore(actor, kind, slug, revision);
  }
}
