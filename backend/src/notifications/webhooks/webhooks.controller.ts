import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminAccess } from '../../auth/admin-access.decorator';
import { RecentSignIn } from '../../auth/recent-sign-in.decorator';
import { ApiAdminProblems } from '../../auth/admin-problems';
import { CurrentOperator } from '../../auth/current-operator.decorator';
import type { SignedInOperator } from '../../auth/signed-in-operator';
import { JsonBodyGuard, NoBodyGuard } from '../../platform/http/json-body';
import { ApiProblems } from '../../platform/problems/api-problems.decorator';
import {
  CreateWebhookDto,
  UpdateWebhookDto,
  WebhookEndpointViewDto,
  WebhookIdParams,
  WebhookListDto,
  WebhookTestResultDto,
} from './dto/webhook.dto';
import { TOO_MANY_WEBHOOKS_DETAIL, WEBHOOK_NOT_FOUND_DETAIL, WebhooksService } from './webhooks.service';

const URL_400 =
  'A field is invalid; `errors.url` says why a URL is refused (not http(s), https required, user name ' +
  'or password, fragment, a loopback, private or link-local address, or a name that could not be resolved).';

@ApiTags('Admin')
@Controller('admin/webhooks')
@AdminAccess('admin')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  @ApiOperation({ summary: 'Every webhook endpoint, with its signing secret (admin)' })
  @ApiOkResponse({ type: WebhookListDto })
  @ApiProblems([500, 503])
  list(): Promise<WebhookListDto> {
    return this.webhooks.list();
  }

  @Post()
  @RecentSignIn()
  @UseGuards(JsonBodyGuard)
  @ApiOperation({
    summary: 'Add a webhook endpoint (admin)',
    description:
      'The server makes its Standard Webhooks secret. The URL is checked before anything is stored or ' +
      'sent; each submission of the chosen kinds is then POSTed to it, signed. Audited.',
  })
  @ApiCreatedResponse({ type: WebhookEndpointViewDto })
  @ApiProblems([400, 413, 415, 500, 503], { 400: URL_400 })
  @ApiAdminProblems({ 409: TOO_MANY_WEBHOOKS_DETAIL })
  create(
    @CurrentOperator() actor: SignedInOperator,
    @Body() body: CreateWebhookDto,
  ): Promise<WebhookEndpointViewDto> {
    return this.webhooks.create(actor, body);
  }

  @Patch(':id')
  @RecentSignIn()
  @UseGuards(JsonBodyGuard)
  @ApiOperation({
    summary: 'Change the URL or kinds, enable, disable or make a new secret (admin)',
    description: 'A new URL is checked as on creation. Audited.',
  })
  @ApiOkResponse({ type: WebhookEndpointViewDto })
  @ApiProblems([400, 413, 415, 500, 503], { 400: `${URL_400} Also: nothing to change, or a bad id.` })
  @ApiAdminProblems({ 404: WEBHOOK_NOT_FOUND_DETAIL })
  update(
    @CurrentOperator() actor: SignedInOperator,
    @Param() { id }: WebhookIdParams,
    @Body() body: UpdateWebhookDto,
  ): Promise<WebhookEndpointViewDto> {
    return this.webhooks.update(actor, id, body);
  }

  // No step-up: it changes nothing, and sends only a fixed test message to a URL an admin already saved.
  @Post(':id/test')
  @HttpCode(200)
  @UseGuards(NoBodyGuard)
  @ApiOperation({
    summary: 'Send a signed test event to a webhook endpoint now (admin)',
    description:
      "POSTs one `test` event (see the webhooks section), signed with the endpoint's secret, whether the " +
      'endpoint is enabled or not, and answers how the endpoint answered: any 2xx is `ok`. Not retried, not ' +
      "in the delivery log. Audited (with the answer's status only).",
  })
  @ApiOkResponse({ type: WebhookTestResultDto })
  @ApiProblems([400, 500, 503], { 400: 'A body was sent, or the id is not a number.' })
  @ApiAdminProblems({ 404: WEBHOOK_NOT_FOUND_DETAIL })
  sendTest(
    @CurrentOperator() actor: SignedInOperator,
    @Param() { id }: WebhookIdParams,
  ): Promise<WebhookTestResultDto> {
    return this.webhooks.sendTest(actor, id);
  }

  @Delete(':id')
  @RecentSignIn()
  @HttpCode(204)
  @UseGuards(NoBodyGuard)
  @ApiOperation({
    summary: 'Delete a webhook endpoint (admin)',
    description: 'Its pending deliveries are skipped; their log stays. Audited.',
  })
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiProblems([400, 500, 503], { 400: 'A body was sent, or the id is not a number.' })
  @ApiAdminProblems({ 404: WEBHOOK_NOT_FOUND_DETAIL })
  remove(@CurrentOperator() actor: SignedInOperator, @Param() { id }: WebhookIdParams): Promise<void> {
    return this.webhooks.remove(actor, id);
  }
}
