import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { text } from 'express';
import { ANALYTICS_LIMITS } from '@orbitwise/contracts';
import { AnalyticsAdminController } from './analytics-admin.controller';
import { AnalyticsEventsController } from './analytics-events.controller';
import { AnalyticsReportService } from './analytics-report.service';
import { AnalyticsRollupJob } from './analytics-rollup.job';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsService } from './analytics.service';

/**
 * First-party, cookie-less page analytics: the beacon's events (raw for 48 hours at most), the daily
 * rollups and their retention, the console's report.
 */
@Module({
  controllers: [AnalyticsEventsController, AnalyticsAdminController],
  providers: [AnalyticsRepository, AnalyticsService, AnalyticsReportService, AnalyticsRollupJob],
})
export class AnalyticsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // sendBeacon's text/plain body, read as text (the JSON parser is the app's, for application/json).
    consumer
      .apply(text({ type: 'text/plain', limit: ANALYTICS_LIMITS.bodyBytes }))
      .forRoutes(AnalyticsEventsController);
  }
}
