import { Logger } from '@nestjs/common';
import express from 'express';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { httpRequestDuration } from '../metrics/metrics';
import { nestLogger } from './logger';
import { observeRequests } from './request-log';

type Line = Record<string, unknown> & { req?: { id: string; method: string }; msg: string };

/** An app with the request observer in front, its log lines kept in memory. */
function observedApp() {
  const lines: Line[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) =>
    chunk
      .toString('utf8')
      .split('\n')
      .filter((text) => text !== '')
      .forEach((text) => lines.push(JSON.parse(text) as Line)),
  );
  const logger = pino({ level: 'info', base: { pid: process.pid } }, stream);
  // In the application, main.ts and createApp install it: Nest's Logger becomes pino JSON lines.
  Logger.overrideLogger(nestLogger(logger));
  const app = express();
  app.use(observeRequests(logger));
  app.get('/items/:id', (_req, res) => {
    setTimeout(() => {
      new Logger('Items').log('looked up');
      res.json({ ok: true });
    }, 5);
  });
  app.get('/broken', (_req, res) => {
    res.status(500).json({ requestId: (_req as express.Request & { id: string }).id });
  });
  app.get('/slow', (_req, res) => {
    setTimeout(() => res.end(), 300);
  });
  const requestLines = () => lines.filter((line) => /^request (completed|errored)$/.test(line.msg));
  return { app, lines, requestLines };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

async function durationCount(labels: Record<string, string>): Promise<number> {
  const metric = await httpRequestDuration.get();
  const count = metric.values.find(
    (value) =>
      value.metricName?.endsWith('_count') &&
      Object.entries(labels).every(([key, text]) => (value.labels as Record<string, unknown>)[key] === text),
  );
  return count?.value ?? 0;
}

describe('one log line and one histogram sample per request', () => {
  afterAll(() => Logger.overrideLogger(false));

  it('logs id, method, route template, status and duration; echoes the id; Nest logs inside carry it', async () => {
    const { app, lines, requestLines } = observedApp();
    const before = await durationCount({ method: 'GET', route: '/items/:id', status: '200' });

    const response = await request(app).get('/items/42?email=someone%40example.com').expect(200);
    await settle();

    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const [line, ...others] = requestLines();
    expect(others).toEqual([]);
    expect(line).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      req: { id, method: 'GET' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
      route: '/items/:id',
      msg: 'request completed',
    });
    expect(line!.responseTime as number).toBeGreaterThanOrEqual(4);
    const inside = lines.find((entry) => entry.msg === 'looked up');
    expect(inside).toMatchObject({ req: { id, method: 'GET' }, context: 'Items' });
    expect(JSON.stringify(lines)).not.toContain('example.com');
    expect(await durationCount({ method: 'GET', route: '/items/:id', status: '200' })).toBe(before + 1);
  });

  it('keeps a plain X-Request-Id and replaces anything else', async () => {
    const { app, requestLines } = observedApp();
    const kept = await request(app).get('/items/1').set('X-Request-Id', 'edge-0001.a_b').expect(200);
    const replaced = await request(app).get('/items/2').set('X-Request-Id', 'two words').expect(200);
    await settle();

    expect(kept.headers['x-request-id']).toBe('edge-0001.a_b');
    expect(replaced.headers['x-request-id']).not.toBe('two words');
    expect(requestLines().map((line) => line.req!.id)).toEqual([
      'edge-0001.a_b',
      replaced.headers['x-request-id'],
    ]);
  });

  it('logs 4xx as warn (unmatched route) and 5xx as error', async () => {
    const { app, requestLines } = observedApp();
    const before = await durationCount({ method: 'GET', route: 'unmatched', status: '404' });
    await request(app).get('/nowhere/someone@example.com').expect(404);
    const broken = await request(app).get('/broken').expect(500);
    await settle();

    expect(requestLines().map(({ level, route, res, msg }) => ({ level, route, res, msg }))).toEqual([
      { level: 40, route: 'unmatched', res: { statusCode: 404 }, msg: 'request completed' },
      { level: 50, route: '/broken', res: { statusCode: 500 }, msg: 'request errored' },
    ]);
    expect(broken.body.requestId).toBe(broken.headers['x-request-id']);
    expect(await durationCount({ method: 'GET', route: 'unmatched', status: '404' })).toBe(before + 1);
  });

  it('logs a request its client abandoned once, and leaves it out of the histogram', async () => {
    const { app, requestLines } = observedApp();
    const before = await durationCount({ method: 'GET', route: '/slow' });
    const server: Server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    try {
      const { port } = server.address() as AddressInfo;
      await new Promise<void>((resolve) => {
        const abandoned = httpRequest({ host: '127.0.0.1', port, path: '/slow' });
        abandoned.on('error', () => resolve());
        abandoned.end();
        setTimeout(() => abandoned.destroy(), 50);
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }

    expect(requestLines()).toEqual([expect.objectContaining({ route: '/slow', msg: 'request completed' })]);
    expect(await durationCount({ method: 'GET', route: '/slow' })).toBe(before);
  });
});
