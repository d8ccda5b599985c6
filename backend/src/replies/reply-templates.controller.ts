import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { SUBMISSION_ROLES } from '@orbitwise/contracts/admin';
import { AdminAccess } from '../auth/admin-access.decorator';
import { ADMIN_ROLES } from '../auth/admin-access.metadata';
import { ApiAdminProblems } from '../auth/admin-problems';
import { CurrentOperator } from '../auth/current-operator.decorator';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { JsonBodyGuard, NoBodyGuard } from '../platform/http/json-body';
import { ApiProblems } from '../platform/problems/api-problems.decorator';
import {
  ReplyTemplateDto,
  ReplyTemplateIdParams,
  ReplyTemplateListDto,
  ReplyTemplateRequestDto,
} from './dto/reply.dto';
import { ReplyTemplatesService } from './reply-templates.service';

const TEMPLATE_400 =
  'A field is missing or too long, the subject has a line break, a {placeholder} is not one of the ' +
  'known ones, or the id is not a template id.';
const TEMPLATE_404 = 'There is no reply template with this id.';

/** The reply templates: every role that replies reads them; administrators keep them. */
@ApiTags('Admin')
@Controller('admin/reply-templates')
@AdminAccess('admin')
export class ReplyTemplatesController {
  constructor(private readonly templates: ReplyTemplatesService) {}

  @Get()
  @SetMetadata(ADMIN_ROLES, SUBMISSION_ROLES)
  @ApiOperation({ summary: 'The reply templates, by name (the roles that reply)' })
  @ApiOkResponse({ type: ReplyTemplateListDto })
  @ApiProblems([500, 503])
  async list(): Promise<ReplyTemplateListDto> {
    return { items: await this.templates.list() };
  }

  @Post()
  @UseGuards(JsonBodyGuard)
  @ApiOperation({ summary: 'Add a reply template (admin)', description: 'Audited.' })
  @ApiCreatedResponse({ type: ReplyTemplateDto })
  @ApiProblems([400, 413, 415, 500, 503], { 400: TEMPLATE_400 })
  @ApiAdminProblems({ 409: 'Another template has this name, or there are already 100.' })
  create(
    @CurrentOperator() actor: SignedInOperator,
    @Body() body: ReplyTemplateRequestDto,
  ): Promise<ReplyTemplateDto> {
    return this.templates.create(actor, body);
  }

  @Put(':id')
  @UseGuards(JsonBodyGuard)
  @ApiOperation({ summary: 'Change a reply template (admin)', description: 'Audited, field by field.' })
  @ApiOkResponse({ type: ReplyTemplateDto })
  @ApiProblems([400, 413, 415, 500, 503], { 400: TEMPLATE_400 })
  @ApiAdminProblems({ 404: TEMPLATE_404, 409: 'Another template has this name.' })
  update(
    @CurrentOperator() actor: SignedInOperator,
    @Param() { id }: ReplyTemplateIdParams,
    @Body() body: ReplyTemplateRequestDto,
  ): Promise<ReplyTemplateDto> {
    return this.templates.update(actor, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @UseGuards(NoBodyGuard)
  @ApiOperation({
    summary: 'Delete a reply template (admin)',
    description: 'Replies sent with it keep its name. Audited.',
  })
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiProblems([400, 500, 503], { 400: 'A body was sent, or the id is not a template id.' })
  @ApiAdminProblems({ 404: TEMPLATE_404 })
  remove(@CurrentOperator() actor: SignedInOperator, @Param() { id }: ReplyTemplateIdParams): Promise<void> {
    return this.templates.delete(actor, id);
  }
}
