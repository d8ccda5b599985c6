import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { SUBMISSION_ROLES } from '@orbitwise/contracts/admin';
import { AdminAccess, VisibilityCheckedPerResource } from '../auth/admin-access.decorator';
import { ApiAdminProblems } from '../auth/admin-problems';
import { CurrentOperator } from '../auth/current-operator.decorator';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { SubmissionIdParams } from '../inbox/dto/submission-id.params';
import { JsonBodyGuard } from '../platform/http/json-body';
import { ApiProblems } from '../platform/problems/api-problems.decorator';
import { SendReplyDto, SubmissionReplyDto, SubmissionReplyListDto } from './dto/reply.dto';
import { RepliesService } from './replies.service';

const NOT_FOUND = 'No submission of a kind your role can see has this reference.';
const ONE_403 =
  'Two-factor enrolment still required, or (non-GET) the anti-forgery token is missing or invalid.';
const REFERENCE = ApiParam({ name: 'id', description: 'The reference (#42 is 42).', example: '42' });

/**
 * Replies to one submission, by the roles that see its kind (sales the leads, hr the applications,
 * admin all); any other role gets the inbox's 404, as for a submission that does not exist.
 */
@ApiTags('Admin')
@Controller('admin/submissions/:id/replies')
@AdminAccess(...SUBMISSION_ROLES)
export class RepliesController {
  constructor(private readonly replies: RepliesService) {}

  @Get()
  @REFERENCE
  @VisibilityCheckedPerResource()
  @ApiOperation({ summary: "A submission's replies, oldest first, each with its delivery state" })
  @ApiOkResponse({ type: SubmissionReplyListDto })
  @ApiProblems([400, 500, 503])
  @ApiAdminProblems({ 403: ONE_403, 404: NOT_FOUND })
  async list(
    @CurrentOperator() operator: SignedInOperator,
    @Param() { id }: SubmissionIdParams,
  ): Promise<SubmissionReplyListDto> {
    return { items: await this.replies.list(operator, id) };
  }

  @Post()
  @UseGuards(JsonBodyGuard)
  @REFERENCE
  @VisibilityCheckedPerResource()
  @ApiOperation({
    summary: 'Reply to the person by e-mail',
    description:
      "Sent through the replies' outbox (retried, never twice) from the company's address (MAIL_FROM) " +
      'with Reply-To the operator, to the address the submission gave. Placeholders are filled; the status ' +
      'moves to `contacted` unless `markContacted` is false. Audited.',
  })
  @ApiCreatedResponse({ type: SubmissionReplyDto })
  @ApiProblems([400, 413, 415, 500, 503], {
    400: 'A field is missing or too long, the subject has a line break, a {placeholder} is unknown, or the template does not exist.',
  })
  @ApiAdminProblems({ 403: ONE_403, 404: NOT_FOUND })
  send(
    @CurrentOperator() operator: SignedInOperator,
    @Param() { id }: SubmissionIdParams,
    @Body() body: SendReplyDto,
  ): Promise<SubmissionReplyDto> {
    return this.replies.send(operator, id, body);
  }
}
