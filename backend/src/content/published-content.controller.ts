import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PublishedDocument, PublishedListResponse } from '@orbitwise/contracts/content';
import { ApiAdminProblems } from '../auth/admin-problems';
import { ApiProblems } from '../platform/problems/api-problems.decorator';
import { ContentService, NOT_PUBLISHED_DETAIL } from './content.service';
import { ContentDocumentParams, ContentKindParams } from './dto/content-requests.dto';

/** What visitors see, for the site's prerender: published documents only, Markdown rendered. */
@ApiTags('Content')
@Controller('content')
export class PublishedContentController {
  constructor(private readonly content: ContentService) {}

  @Get(':kind')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: "A kind's published documents, in the site's order", security: [] })
  @ApiOkResponse({ description: 'PublishedListResponse' })
  @ApiProblems([400, 500, 503])
  async list(@Param() { kind }: ContentKindParams): Promise<PublishedListResponse> {
    return { items: await this.content.publishedList(kind) };
  }

  @Get(':kind/:slug')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'One published document', security: [] })
  @ApiOkResponse({ description: 'PublishedDocument' })
  @ApiProblems([400, 500, 503])
  @ApiAdminProblems({ 404: NOT_PUBLISHED_DETAIL })
  one(@Param() { kind, slug }: ContentDocumentParams): Promise<PublishedDocument> {
    return this.content.publishedOne(kind, slug);
  }
}
