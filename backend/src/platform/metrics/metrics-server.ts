import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { register } from 'prom-client';

/**
 * GET /metrics on a port of its own (METRICS_PORT), apart from the public one: nginx never
 * forwards to it, so only the cluster's scraper reaches it. Bound to `host` (METRICS_HOST: the
 * loopback unless a container's scraper needs another address).
 */
export async function startMetricsServer(port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    register.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': register.contentType }).end(text),
      () => response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Collecting failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

export function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}
