import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConfigModule } from './config/config.module';
import type { AppConfig } from './config/env';
import { AnalyticsModule } from './analytics/analytics.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { BackupModule } from './backup/backup.module';
import { CaptchaModule } from './captcha/captcha.module';
import { ContentModule } from './content/content.module';
import { GracefulShutdown } from './platform/graceful-shutdown';
import { PublishedPagesModule } from './platform/site/published-pages.module';

import { migrateExclusively } from './platform/database/migrate';
import { typeormOptions } from './platform/database/typeorm-options';
import { FormsConfigModule } from './forms-config/forms-config.module';
import { DatabaseModule } from './platform/database/database.module';
import { JobsModule, TEST_JOBS_OPTIONS } from './jobs/jobs.module';
import { MetricsModule } from './metrics/metrics.module';
import { HealthModule } from './health/health.module';
import { InboxModule } from './inbox/inbox.module';
import { IntegrationsModule } from './integrations/integrations.module';
import { NotificationsModule } from './notifications/notifications.module';
import { OperatorsModule } from './operators/operators.module';
import { PrivacyModule } from './privacy/privacy.module';
import { RepliesModule } from './replies/replies.module';
import { DigestsModule } from './digests/digests.module';
import { SecurityModule } from './security/security.module';
import { SubmissionsModule } from './submissions/submissions.module';

@Module({})
export class AppModule {
  /** `databaseUrl` is the external server or the embedded cluster started by main.ts. */
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ ...typeormOptions(databaseUrl, config.nodeEnv !== 'test'), retryAttempts: 0 }),
          dataSourceFactory: async (options) => {
            const dataSource = await new DataSource(options!).initialize();
            await migrateExclusively(dataSource).catch(async (error: unknown) => {
              await dataSource.destroy();
              throw error;
            });
            return dataSource;
          },
        }),
        JobsModule.forRoot({ databaseUrl, ...(config.nodeEnv === 'test' ? TEST_JOBS_OPTIONS : {}) }),
        DatabaseModule,
        SecurityModule,
        CaptchaModule,
        HealthModule,
        SubmissionsModule,
        FormsConfigModule,
        AuditModule,
        AuthModule,
        OperatorsModule,
        PrivacyModule,
        InboxModule,
        NotificationsModule,
        RepliesModule,
        DigestsModule,
        MetricsModule,
        BackupModule,
        IntegrationsModule,
        PublishedPagesModule,
        ContentModule,
        AnalyticsModule,
      ],
      providers: [GracefulShutdown],
    };
  }
}
