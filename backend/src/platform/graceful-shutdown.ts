import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';

/** Copies of one stop request arrive this close together (see StopSignals). */
export const SAME_STOP_WINDOW_MS = 2000;

export type StopSignal = 'SIGINT' | 'SIGTERM';

/**
 * What a SIGINT or SIGTERM means. One stop request can reach the API more than once: Ctrl+C,
 * `kill -- -PGID` and `systemctl stop` signal every process of the group (or control group), so the
 * API gets it directly and again through scripts/start.mjs, which passes on what it gets. Those copies
 * arrive within milliseconds. So the first signal starts the graceful shutdown; any other within
 * SAME_STOP_WINDOW_MS of it is the same request and changes nothing; one that comes later is someone
 * asking again, who means "now": the process exits at once, cutting what is still in flight.
 */
export class StopSignals {
  private firstAt: number | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  receive(): 'stop' | 'same' | 'force' {
    const now = this.now();
    if (this.firstAt === undefined) {
      this.firstAt = now;
      return 'stop';
    }
    return now - this.firstAt < SAME_STOP_WINDOW_MS ? 'same' : 'force';
  }
}

/** Calls `stop` on the first SIGINT or SIGTERM; exits with 1 on a later request (see StopSignals). */
export function onStopSignals(stop: (signal: StopSignal) => void, now: () => number = Date.now): void {
  const logger = new Logger('Shutdown');
  const signals = new StopSignals(now);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      const meaning = signals.receive();
      if (meaning === 'stop') {
        stop(signal);
      } else if (meaning === 'same') {
        logger.log(`${signal} again, with the first: the same stop, still finishing the requests in flight`);
      } else {
        logger.warn(`${signal} again: exiting now, cutting the requests still in flight`);
        process.exit(1);
      }
    });
  }
}

/**
 * Lets `app.close()` finish the requests in flight before anything they need goes away.
 *
 * Nest closes the HTTP server before it runs the shutdown hooks that destroy the database pool,
 * but Node's `server.close()` alone is not enough: it waits for every connection, and a keep-alive
 * connection whose response has just been sent stays open (and may carry the next request) until
 * its keep-alive timeout. So, in the hook that runs before those: stop accepting connections, close
 * the idle ones, answer every request in flight with `Connection: close` so that its connection ends
 * with its response, and wait; after `shutdownTimeoutSeconds` the remaining connections are cut.
 * main.ts calls `app.close()` on SIGTERM/SIGINT (onStopSignals), then stops the embedded cluster and exits.
 */
@Injectable()
export class GracefulShutdown implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Shutdown');
  private readonly inFlight = new Set<ServerResponse>();
  private closing = false;
  /** True once the deadline passed and connections were cut. */
  forced = false;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get server(): Server {
    return this.adapterHost.httpAdapter.getHttpServer() as Server;
  }

  onApplicationBootstrap(): void {
    // Before Express sees the request.
    this.server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
      if (this.closing) response.setHeader('Connection', 'close');
      this.inFlight.add(response);
      response.once('close', () => {
        this.inFlight.delete(response);
        // A response whose headers went out before the shutdown leaves a keep-alive connection.
        if (this.closing) this.server.closeIdleConnections();
      });
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server.listening) return;
    this.closing = true;
    for (const response of this.inFlight) {
      if (!response.headersSent) response.setHeader('Connection', 'close');
    }
    const seconds = this.config.shutdownTimeoutSeconds;
    if (this.inFlight.size > 0) {
      this.logger.log(`Finishing ${this.inFlight.size} request(s) in flight (at most ${seconds} s)`);
    }
    await new Promise<void>((resolve) => {
      const deadline = setTimeout(() => {
        this.forced = true;
        this.logger.warn(
          `Still ${this.inFlight.size} request(s) in flight after ${seconds} s: closing their connections`,
        );
        server.closeAllConnections();
      }, seconds * 1000);
      // Stops accepting and closes the idle keep-alive connections; calls back once all are closed.
      server.close(() => {
        clearTimeout(deadline);
        resolve();
      });
    });
  }
}
