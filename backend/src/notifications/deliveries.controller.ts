import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SUBMISSION_ROLES } from '@orbitwise/contracts/admin';
import { AdminAccess, VisibilityCheckedPerResource } from '../auth/admin-access.decorator';
import { ApiAdminProblems } from '../auth/admin-problems';
import { CurrentOperator } from '../auth/current-operator.decorator';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { SubmissionIdParams } from '../inbox/dto/submission-id.params';
import { NoBodyGuard } from '../platform/http/json-body';
import { ApiProblems } from '../platform/problems/api-problems.decorator';
import { DeliveriesService } from './deliveries.service';
import {
  DeliveryListResponseDto,
  DeliveryParams,
  DeliveryViewDto,
  NotificationHealthDto,
  ResendQuery,
} from './dto/delivery-views.dto';

const KIND_403 = 'The role cannot see this kind of submission.';

/** Delivery logs and Resend, for the operators who see the submission. */
@ApiTags('Admin')
@Controller('admin')
@AdminAccess(...SUBMISSION_ROLES)
export class DeliveriesController {
  constructor(private readonly deliveries: DeliveriesService) {}

  @Get('notifications/health')
  @ApiOperation({
    summary: 'Whether e-mail is configured, and deliveries needing attention (kinds of the role)',
  })
  @ApiOkResponse({ type: NotificationHealthDto })
  @ApiProblems([500, 503])
  health(@CurrentOperator() operator: SignedInOperator): Promise<NotificationHealthDto> {
    return this.deliveries.health(operator);
  }

  @Get('submissions/:id/deliveries')
  @VisibilityCheckedPerResource()
  @ApiOperation({
    summary: "A submission's deliveries: e-mail, webhooks, acknowledgement, each with its tries",
  })
  @ApiOkResponse({ type: DeliveryListResponseDto })
  @ApiProblems([400, 500, 503])
  @ApiAdminProblems({ 403: KIND_403, 404: 'No submission has this reference.' })
  list(
    @CurrentOperator() operator: SignedInOperator,
    @Param() { id }: SubmissionIdParams,
  ): Promise<DeliveryListResponseDto> {
    return this.deliveries.list(operator, id);
  }

  @Post('submissions/:id/deliveries/:deliveryId/resend')
  @VisibilityCheckedPerResource()
  @HttpCode(200)
  @UseGuards(NoBodyGuard)
  @ApiOperation({
    summary: 'Send a delivery again',
    description:
      'Queued at once with a fresh set of retries, whatever its state: an e-mail under a new Message-ID, ' +
      'by default (`to=failed`) only to the recipients it did not reach when it reached some, else to its ' +
      'recipients read afresh (`to=all` always); a webhook under a new webhook-id whose event names the ' +
      'one it repeats (`resendOf`). Takes no body (or `{}`). Audited (the delivery, its channel, to whom).',
  })
  @ApiOkResponse({ type: DeliveryViewDto, description: 'The delivery, pending.' })
  @ApiProblems([400, 500, 503], { 400: 'A body was sent, an id is not a number, or `to` is unknown.' })
  @ApiAdminProblems({
    403: KIND_403,
    404: 'No such submission, or no such delivery of it.',
    409: 'The submission is marked spam: it sends nothing.',
  })
  resend(
    @CurrentOperator() operator: SignedInOperator,
    @Param() { id, deliveryId }: DeliveryParams,
    @Query() { to = 'failed' }: ResendQuery,
  ): Promise<DeliveryViewDto> {
    return this.deliveries.resend(operator, id, deliveryId, to);
  }
}
