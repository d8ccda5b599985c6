import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** A programmed answer: a status, or a status with a body, headers and a delay before answering. */
export type ReceiverAnswer =
  number | { status: number; body?: string | Buffer; headers?: Record<string, string>; delayMs?: number };

export interface ReceivedWebhook {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, exactly as received. */
  body: string;
  /** Whether the Standard Webhooks library verified it with the receiver's secret. */
  verified: boolean;
}

export interface WebhookReceiver {
  /** http://127.0.0.1:<port>/hook */
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** TCP connections accepted, whatever came over them (a TLS hello, nothing at all). */
  connections(): number;
  /** Queues answers for the next requests; once they run out, each request gets 200. */
  answer(...answers: ReceiverAnswer[]): void;
  close(): Promise<void>;
}

/** The headers as the Standard Webhooks library takes them (one string per name). */
export function headerRecord(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : (value ?? ''),
    ]),
  );
}

/** True when `body` with these headers is signed with `secret` (and its timestamp is recent). */
export function verifyWebhook(secret: string, body: string, headers: IncomingHttpHeaders): boolean {
  try {
    new Webhook(secret).verify(body, headerRecord(headers));
    return true;
  } catch {
    return false;
  }
}

/**
 * A webhook endpoint for tests, on 127.0.0.1 only: records every request and verifies its
 * signature with the Standard Webhooks library, answering from a programmed sequence such as
 * [500, 500, 500, 200].
 */
export async function startWebhookReceiver(
  secret: string,
  answers: ReceiverAnswer[] = [],
): Promise<WebhookReceiver> {
  const queue = [...answers];
  const received: ReceivedWebhook[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        verified: verifyWebhook(secret, body, req.headers),
      });
      const next = queue.shift() ?? 200;
      const answer = typeof next === 'number' ? { status: next } : next;
      const respond = () => {
        timers.delete(timer);
        res.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
        res.end(answer.body ?? '');
      };
      const timer = setTimeout(respond, answer.delayMs ?? 0);
      timers.add(timer);
    });
  });
  let connections = 0;
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    connections: () => connections,
    answer: (...more) => queue.push(...more),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
