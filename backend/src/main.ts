import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { InvalidEnvironmentError, loadConfig, type AppConfig } from './config/env';
import { startEmbeddedPostgres, type EmbeddedCluster } from './database/embedded-postgres';
import { siteIsBuilt } from './site/site.router';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = new Logger('Main');

  let cluster: EmbeddedCluster | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    logger.log(`No DATABASE_URL: starting the embedded PostgreSQL in ${config.embeddedPgDir}`);
    cluster = await startEmbeddedPostgres(config.embeddedPgDir, config.embeddedPgPort);
    databaseUrl = cluster.url;
  }

  let app: Awaited<ReturnType<typeof createApp>>;
  try {
    app = await createApp(config, databaseUrl);
    await app.listen(config.port);
  } catch (error) {
    await cluster?.stop(); // never leave an orphan PostgreSQL behind
    throw error;
  }
  if (config.siteDir && !siteIsBuilt(config.siteDir)) {
    logger.warn(`No built website in ${config.siteDir}: run "npm run build". Serving the API only.`);
  }
  logger.log(`Listening on http://localhost:${config.port} (API docs at /api/docs)`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: shutting down`);
    await app.close();
    await cluster?.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
