import { Inject, Injectable } from '@nestjs/common';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { Webhook } from 'standardwebhooks';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';

export interface WebhookTarget {
  url: string;
  secret: string;
}

export interface WebhookResult {
  /** Only a 2xx answer. */
  ok: boolean;
  /** The HTTP status, or null when no answer came. */
  status: number | null;
  /** At most DETAIL_MAX characters: "HTTP 500: <excerpt>", "timed out after 5 s", the error. */
  detail: string;
}

export const USER_AGENT = 'Orbitwise-Webhooks/1.0';
/** Bytes of an answer read at most: only a short excerpt is ever kept. */
export const RESPONSE_READ_MAX = 1024;
export const DETAIL_MAX = 200;

function clip(text: string, max = DETAIL_MAX): string {
  const flat = text.replace(/[\s\p{Cc}]+/gu, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

function answerDetail(status: number, body: Buffer): string {
  const head = status >= 300 && status < 400 ? `HTTP ${status} (redirect not followed)` : `HTTP ${status}`;
  const excerpt = clip(body.toString('utf8'), DETAIL_MAX - head.length - 2);
  return excerpt ? `${head}: ${excerpt}` : head;
}

/** request-filtering-agent's refusal, reworded; other errors as Node words them. */
function errorDetail(error: Error): string {
  const refused = /DNS lookup (\S+?)\(.*is not allowed/.exec(error.message);
  if (refused) return clip(`refused: ${refused[1]} is not a public address`);
  return clip(error.message || String(error));
}

/**
 * Sends one signed event (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature) as
 * a POST. The connection goes through request-filtering-agent, which checks the address actually
 * connected to, so a name that resolved to a public address when the URL was saved and to a
 * private one now (DNS rebinding) is refused. Redirects are not followed: a 3xx is a failure, as
 * following one could lead anywhere. Never throws.
 */
@Injectable()
export class WebhookSender {
  private readonly timeoutSeconds: number;
  private readonly requireHttps: boolean;
  private readonly httpAgent: RequestFilteringHttpAgent;
  private readonly httpsAgent: RequestFilteringHttpsAgent;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { webhookTimeoutSeconds, webhookRequireHttps, webhookAllowPrivateNetworks } = config.notifications;
    this.timeoutSeconds = webhookTimeoutSeconds;
    this.requireHttps = webhookRequireHttps;
    const filter = { allowPrivateIPAddress: webhookAllowPrivateNetworks, keepAlive: false };
    this.httpAgent = new RequestFilteringHttpAgent(filter);
    this.httpsAgent = new RequestFilteringHttpsAgent(filter);
  }

  async send(endpoint: WebhookTarget, messageId: string, payload: string): Promise<WebhookResult> {
    let url: URL;
    let signature: string;
    const timestamp = new Date();
    try {
      url = new URL(endpoint.url);
      signature = new Webhook(endpoint.secret).sign(messageId, timestamp, payload);
    } catch (error) {
      return { ok: false, status: null, detail: clip(`not sent: ${(error as Error).message}`) };
    }
    const https = url.protocol === 'https:';
    if (!https && (url.protocol !== 'http:' || this.requireHttps)) {
      return { ok: false, status: null, detail: `not sent: ${url.protocol} URLs are not allowed` };
    }
    const body = Buffer.from(payload, 'utf8');
    return new Promise<WebhookResult>((resolve) => {
      let response: IncomingMessage | undefined;
      const chunks: Buffer[] = [];
      let read = 0;
      let done = false;
      const finish = (result: WebhookResult) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        request.destroy();
        resolve(result);
      };
      const answered = () => {
        const status = response!.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        finish({ ok, status, detail: answerDetail(status, Buffer.concat(chunks)) });
      };
      // One limit for everything (connecting, TLS, the answer): a slow trickle cannot hold a worker.
      const timer = setTimeout(() => {
        if (response) answered();
        else finish({ ok: false, status: null, detail: `timed out after ${this.timeoutSeconds} s` });
      }, this.timeoutSeconds * 1000);
      let request: ClientRequest;
      try {
        request = (https ? httpsRequest : httpRequest)(url, {
          method: 'POST',
          agent: https ? this.httpsAgent : this.httpAgent,
          headers: {
            'content-type': 'application/json',
            'content-length': String(body.length),
            'user-agent': USER_AGENT,
            'webhook-id': messageId,
            'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
            'webhook-signature': signature,
          },
        });
      } catch (error) {
        // Thrown at once for a header Node refuses, such as a message id with a line break.
        clearTimeout(timer);
        return resolve({ ok: false, status: null, detail: clip(`not sent: ${(error as Error).message}`) });
      }
      request.on('error', (error) => {
        if (response) answered();
        else finish({ ok: false, status: null, detail: errorDetail(error) });
      });
      request.on('response', (res) => {
        response = res;
        res.on('data', (chunk: Buffer) => {
          if (read < RESPONSE_READ_MAX) chunks.push(chunk.subarray(0, RESPONSE_READ_MAX - read));
          read += chunk.length;
          if (read >= RESPONSE_READ_MAX) answered();
        });
        res.on('end', answered);
        res.on('error', answered);
      });
      request.end(body);
    });
  }
}
