import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { GracefulShutdown, onStopSignals } from './platform/graceful-shutdown';
import { InvalidEnvironmentError, loadConfig, type AppConfig } from './config/env';
import { startEmbeddedPostgres, type EmbeddedCluster } from './platform/database/embedded-postgres';
import { siteIsBuilt } from './platform/site/site.router';
import { developmentKey } from './platform/crypto/development-key';
import { createServer } from 'node:net';
import path from 'node:path';
import { nestLogger, rootLoggerFor } from './platform/logging/logger';

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * embedded-postgres installs SIGINT/SIGTERM handlers (async-exit-hook) that stop the cluster and
 * exit at once, which would cut the requests in flight and lose their rows. The shutdown below stops
 * the cluster itself, after them; embedded-postgres keeps its `exit` hook (it still stops the cluster
 * when the process exits any other way).
 */
async function withoutItsSignalHandlers<T>(start: () => Promise<T>): Promise<T> {
  const before = new Map(SHUTDOWN_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  try {
    return await start();
  } finally {
    for (const signal of SHUTDOWN_SIGNALS) {
      for (const listener of process.listeners(signal)) {
        if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
      }
    }
  }
}

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

/** The variable that set a listener's address, and its value. */
interface HostSetting {
  name: string;
  host: string;
}

/** The line that says why `port` (on `host`) cannot be listened on, naming the variable to change. */
function listenProblem(
  name: string,
  port: number,
  error: NodeJS.ErrnoException,
  setting?: HostSetting,
): string {
  if (setting && error.code === 'EADDRNOTAVAIL')
    return `${setting.name} ${setting.host} is not an address of this machine: set ${setting.name} to one of its addresses, 127.0.0.1 or 0.0.0.0`;
  if (setting && (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN'))
    return `${setting.name} ${setting.host} cannot be resolved to an address (${error.code}): set ${setting.name} to an address of this machine, 127.0.0.1 or 0.0.0.0`;
  if (error.code === 'EADDRINUSE') return `${name} ${port} is in use: set ${name} to a free port`;
  if (error.code === 'EACCES')
    return `${name} ${port} may not be listened on by this user: set ${name} to a port above 1023`;
  return `${name} ${port} cannot be listened on (${error.code ?? error.message}): set ${name} to another port`;
}

/** Binds `port` as the server will (`host` undefined: every address) and lets it go again. */
function probePort(port: number, host?: string): Promise<NodeJS.ErrnoException | undefined> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', resolve);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(undefined)));
  });
}

/**
 * Refuses to start, in one line, when a port of this process is taken: before the embedded database
 * and the job queue start, whose own lines would otherwise come first and bury it. (The embedded
 * PostgreSQL's port is checked by its start, which knows its own cluster from another program.)
 */
async function refuseBusyPorts(config: AppConfig): Promise<void> {
  const ports: [string, number, HostSetting | undefined][] = [['PORT', config.port, undefined]];
  if (config.metricsPort !== undefined)
    ports.push(['METRICS_PORT', config.metricsPort, { name: 'METRICS_HOST', host: config.metricsHost }]);
  for (const [name, port, setting] of ports) {
    const error = await probePort(port, setting?.host);
    if (error) {
      console.error(listenProblem(name, port, error, setting));
      process.exit(1);
    }
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  await refuseBusyPorts(config);
  Logger.overrideLogger(nestLogger(rootLoggerFor(config))); // JSON lines from the first one
  const logger = new Logger('Main');
  if (config.totpEncryptionKeys.length === 0) {
    // Development without TOTP_ENCRYPTION_KEYS (production refuses to start without it).
    const file = path.join(path.dirname(config.embeddedPgDir), 'totp-encryption.key');
    config.totpEncryptionKeys = [developmentKey(file)];
    logger.log(
      `No TOTP_ENCRYPTION_KEYS: two-factor secrets are encrypted with the development key in ${file}`,
    );
  }

  let cluster: EmbeddedCluster | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    logger.log(`No DATABASE_URL: starting the embedded PostgreSQL in ${config.embeddedPgDir}`);
    cluster = await withoutItsSignalHandlers(() =>
      startEmbeddedPostgres(config.embeddedPgDir, config.embeddedPgPort, (line) => logger.log(line)),
    );
    databaseUrl = cluster.url;
  }

  let app: Awaited<ReturnType<typeof createApp>>;
  try {
    app = await createApp(config, databaseUrl);
    await app.listen(config.port).catch((error: NodeJS.ErrnoException) => {
      // Taken between the check above and now.
      throw error.syscall === 'listen' ? new Error(listenProblem('PORT', config.port, error)) : error;
    });
  } catch (error) {
    await cluster?.stop(); // never leave an orphan PostgreSQL behind
    throw error;
  }
  if (config.siteDir && !siteIsBuilt(config.siteDir)) {
    logger.warn(`No built website in ${config.siteDir}: run "npm run build". Serving the API only.`);
  }
  logger.log(`Listening on http://localhost:${config.port} (API docs at /api/docs)`);

  // The one shutdown path: stop accepting, finish the requests in flight (GracefulShutdown, at most
  // SHUTDOWN_TIMEOUT_SECONDS), close the database pool, stop the embedded cluster, exit. The exit
  // code is 0 unless requests had to be cut or closing failed. The copies of one stop that reach the
  // API through several layers are that one stop; asking again later exits at once (onStopSignals).
  const graceful = app.get(GracefulShutdown);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: shutting down`);
    // Last resort, should closing itself hang after the requests are done.
    setTimeout(
      () => {
        logger.error('Shutdown did not complete in time: exiting');
        process.exit(1);
      },
      (config.shutdownTimeoutSeconds + 10) * 1000,
    ).unref();
    let code = 0;
    try {
      await app.close();
      if (graceful.forced) code = 1;
    } catch (error) {
      logger.error('Closing the application failed', error instanceof Error ? error.stack : error);
      code = 1;
    }
    await cluster?.stop().catch((error: unknown) => {
      logger.error('Stopping the embedded PostgreSQL failed', error instanceof Error ? error.stack : error);
      code = 1;
    });
    logger.log('Stopped');
    process.exit(code);
  };
  onStopSignals((signal) => void shutdown(signal));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
