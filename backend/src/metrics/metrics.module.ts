import {
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { JobQueue } from '../jobs/job-queue';
import { readDeliveryBacklog } from '../notifications/delivery-backlog.query';
import { Database } from '../platform/database/database';
import { startMetricsServer } from '../platform/metrics/metrics-server';
import { useScrapeSources } from './database-gauges';

/** Feeds the scrape-time gauges from this application and serves /metrics on METRICS_HOST:METRICS_PORT. */
@Injectable()
export class MetricsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server: Server | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly database: Database,
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
  ) {}

  /** Where /metrics listens; undefined without METRICS_PORT. */
  get address(): AddressInfo | undefined {
    return (this.server?.address() as AddressInfo | null) ?? undefined;
  }

  async onApplicationBootstrap(): Promise<void> {
    const pool = (this.dataSource.driver as unknown as { master: Pool }).master;
    useScrapeSources({
      deliveryBacklog: () => readDeliveryBacklog(this.database),
      queueDepths: () => this.jobs.queueDepths(),
      pool: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
      emailConfigured: this.config.notifications.smtpUrl !== undefined,
    });
    const { metricsPort: port, metricsHost: host } = this.config;
    if (port !== undefined) {
      this.server = await startMetricsServer(port, host);
      this.logger.log(`Metrics on http://${host.includes(':') ? `[${host}]` : host}:${port}/metrics`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    useScrapeSources(undefined);
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

@Module({ providers: [MetricsService] })
export class MetricsModule {}
