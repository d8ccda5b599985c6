import { existsSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { send } from '../faults/support';

/** The built website and the server build kept beside it (`npm run build`). */
export const SITE_DIR = path.resolve(__dirname, '..', '..', '..', 'frontend', 'build', 'client');
export const RENDER_BUILD = path.join(SITE_DIR, '..', 'render', 'index.js');

/** Fails (never skips) without the built site: CI's processes lane runs after `npm run build`. */
export function requireBuiltSite(): void {
  for (const file of [path.join(SITE_DIR, 'index.html'), RENDER_BUILD]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first`);
  }
}

/** The publish requirement: visitors get the new page within this long. */
export const PUBLISH_DEADLINE_MS = 10_000;

/**
 * Fetches `url` until `check` accepts the answer; resolves to the milliseconds since `since`, or
 * throws with the last answer after `PUBLISH_DEADLINE_MS`.
 */
export async function pollUntil(
  what: string,
  url: string,
  check: (answer: { status: number; text: string }) => boolean,
  since: number,
): Promise<number> {
  let last = '';
  while (Date.now() - since < PUBLISH_DEADLINE_MS) {
    const answer = await send(url);
    if (check(answer)) return Date.now() - since;
    last = `${answer.status} ${answer.text.slice(0, 200)}`;
    await sleep(100);
  }
  throw new Error(`${what}: not seen within ${PUBLISH_DEADLINE_MS} ms; last answer ${last}`);
}

/** The JSON-LD blocks of a page, parsed. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/** A GET whose body is the bytes on the wire (no decoding), to check what a server compressed. */
export function getBytes(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.once('error', reject);
  });
}
