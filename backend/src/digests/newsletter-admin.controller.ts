import { Body, Controller, Get, Put, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { DIGEST_DEFAULTS } from '@orbitwise/contracts/admin';
import type { Response } from 'express';
import { AdminAccess } from '../auth/admin-access.decorator';
import { CurrentOperator } from '../auth/current-operator.decorator';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { contentDisposition } from '../platform/http/content-disposition';
import { JsonBodyGuard } from '../platform/http/json-body';
import { ApiProblems } from '../platform/problems/api-problems.decorator';
import { DigestIssueListDto, DigestSettingsDto } from './dto/digest.dto';
import { NewsletterAdminService } from './newsletter-admin.service';

/** The newsletter's console (admins): the digest's schedule, the issues sent, the subscribers' export. */
@ApiTags('Admin')
@Controller('admin/newsletter')
@AdminAccess('admin')
export class NewsletterAdminController {
  constructor(private readonly newsletter: NewsletterAdminService) {}

  @Get('digest-settings')
  @ApiOperation({ summary: 'The digest’s schedule and pace (admin)' })
  @ApiOkResponse({ type: DigestSettingsDto })
  @ApiProblems([500, 503])
  settings(): Promise<DigestSettingsDto> {
    return this.newsletter.settings();
  }

  @Put('digest-settings')
  @UseGuards(JsonBodyGuard)
  @ApiOperation({
    summary: 'Change the digest’s schedule and pace (admin)',
    description:
      'off, weekly (a weekday and an hour) or monthly (the 1st, at an hour), in UTC; whether new jobs and ' +
      'events go in beside new posts; e-mails per minute at most. Every field is required. Audited.',
  })
  @ApiBody({ type: DigestSettingsDto, examples: { defaults: { value: DIGEST_DEFAULTS } } })
  @ApiOkResponse({ type: DigestSettingsDto, description: 'The settings now in force.' })
  @ApiProblems([400, 413, 415, 500, 503], { 400: '`errors` names each field that is missing or invalid.' })
  update(
    @Body() settings: DigestSettingsDto,
    @CurrentOperator() operator: SignedInOperator,
  ): Promise<DigestSettingsDto> {
    return this.newsletter.updateSettings(settings, operator);
  }

  @Get('digest-issues')
  @ApiOperation({ summary: 'The latest 100 digest issues: items, recipients, delivered, failed (admin)' })
  @ApiOkResponse({ type: DigestIssueListDto })
  @ApiProblems([500, 503])
  async issues(): Promise<DigestIssueListDto> {
    return { items: await this.newsletter.issues() };
  }

  @Get('subscribers/export')
  @ApiOperation({
    summary: 'The confirmed subscribers as CSV, to move the list to another tool (admin)',
    description:
      'One row per confirmed address: Email, Confirmed at, Consent form, Consent page, Consent wording ' +
      'version. RFC 4180, UTF-8 with a byte order mark, formula-like cells prefixed with an apostrophe. Audited.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description:
      'The file, with Content-Disposition: attachment; filename="newsletter-subscribers-<date>.csv".',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  @ApiProblems([500, 503])
  async exportSubscribers(
    @CurrentOperator() operator: SignedInOperator,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const { csv, day } = await this.newsletter.subscribersCsv(operator);
    response.set('Content-Type', 'text/csv; charset=utf-8');
    response.set(
      'Content-Disposition',
      contentDisposition('attachment', `newsletter-subscribers-${day}.csv`),
    );
    return csv;
  }
}
