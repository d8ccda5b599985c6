import { Body, Controller, Get, Put, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AnalyticsReport } from '@orbitwise/contracts';
import { KINDS_BY_ROLE } from '@orbitwise/contracts/admin';
import { AdminAccess } from '../auth/admin-access.decorator';
import { CurrentOperator } from '../auth/current-operator.decorator';
import { RecentSignIn } from '../auth/recent-sign-in.decorator';
import type { SignedInOperator } from '../auth/signed-in-operator';
import { JsonBodyGuard } from '../platform/http/json-body';
import { ApiProblems } from '../platform/problems/api-problems.decorator';
import { AnalyticsReportService } from './analytics-report.service';
import { AnalyticsService } from './analytics.service';
import { AnalyticsPeriodQuery, AnalyticsSettingsDto, checkPeriod } from './dto/analytics.dto';

@ApiTags('Admin')
@Controller('admin')
export class AnalyticsAdminController {
  constructor(
    private readonly reports: AnalyticsReportService,
    private readonly analytics: AnalyticsService,
  ) {}

  @Get('analytics')
  @AdminAccess('admin', 'sales')
  @ApiOperation({
    summary: 'Page analytics over a period (admin, sales)',
    description:
      'Visitors and page views per day, top pages and sources, each form’s funnel, and the leads received ' +
      'by kind and source (the kinds the role sees). Days in UTC; at most 366 of them.',
  })
  @ApiOkResponse({ description: 'The AnalyticsReport of @orbitwise/contracts.' })
  @ApiProblems([400, 500, 503], { 400: '`errors` names the invalid `from` or `to`.' })
  report(
    @Query() period: AnalyticsPeriodQuery,
    @CurrentOperator() operator: SignedInOperator,
  ): Promise<AnalyticsReport> {
    checkPeriod(period);
    return this.reports.report(period.from, period.to, KINDS_BY_ROLE[operator.role]);
  }

  @Get('settings/analytics')
  @AdminAccess('admin', 'sales')
  @ApiOperation({ summary: 'How long the page analytics’ daily rollups are kept' })
  @ApiOkResponse({ type: AnalyticsSettingsDto })
  @ApiProblems([500, 503])
  settings(): Promise<AnalyticsSettingsDto> {
    return this.analytics.settings();
  }

  @Put('settings/analytics')
  @RecentSignIn()
  @AdminAccess('admin')
  @UseGuards(JsonBodyGuard)
  @ApiOperation({
    summary: 'Change how long the daily rollups are kept (admin)',
    description: 'The analytics job deletes older days’ rollups. Audited.',
  })
  @ApiOkResponse({ type: AnalyticsSettingsDto })
  @ApiProblems([400, 413, 415, 500, 503])
  updateSettings(
    @Body() settings: AnalyticsSettingsDto,
    @CurrentOperator() operator: SignedInOperator,
  ): Promise<AnalyticsSettingsDto> {
    return this.analytics.updateSettings({ retentionMonths: settings.retentionMonths }, operator);
  }
}
