import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { send } from '../faults/support';
import { startNginx, type RunningNginx } from './support';

const CALENDAR = 'text/calendar; charset=utf-8';

/**
 * nginx with `--pages-from-api` asks the API for an event's calendar file (`.ics`), as for the other
 * pages it may have re-rendered after a publish (published_page): a calendar changed or taken off the
 * site is what visitors get, not the build's copy. While no API answers, the build's file, as a calendar.
 * A stand-in API (it only has to answer) and a tiny built site keep this independent of the real build.
 */
describe('nginx serves the events’ calendar files from the API', () => {
  let dir: string;
  let api: http.Server;
  let nginx: RunningNginx | undefined;
  let nginxUrl: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), 'nginx-calendar-'));
    // nginx's workers may run as another user (nobody, when started as root): they read the site.
    chmodSync(dir, 0o755);
    const site = path.join(dir, 'site');
    mkdirSync(path.join(site, 'events'), { recursive: true });
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(path.join(site, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(
      path.join(site, 'events', 'meetup.ics'),
      'BEGIN:VCALENDAR\r\nX-FROM:build\r\nEND:VCALENDAR\r\n',
    );

    // The API: the published calendar for one event, "unavailable" for another.
    api = http.createServer((req, res) => {
      if (req.url === '/events/api-down.ics') return void res.writeHead(503).end();
      res
        .writeHead(200, { 'Content-Type': CALENDAR })
        .end(`BEGIN:VCALENDAR\r\nX-FROM:api ${req.url}\r\nEND:VCALENDAR\r\n`);
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiAddress = `127.0.0.1:${(api.address() as AddressInfo).port}`;

    nginx = await startNginx({ dir, site, upstream: apiAddress, pagesFromApi: true });
    nginxUrl = nginx.url;
  }, 30_000);

  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => api?.close(resolve));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('answers an event’s .ics with what the API sends, not the build’s copy', async () => {
    const answer = await send(`${nginxUrl}/events/meetup.ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(CALENDAR);
    expect(answer.text).toContain('X-FROM:api /events/meetup.ics');
  });

  it('falls back to the build’s file, as a calendar, while the API does not answer', async () => {
    writeFileSync(
      path.join(dir, 'site', 'events', 'api-down.ics'),
      'BEGIN:VCALENDAR\r\nX-FROM:build\r\nEND:VCALENDAR\r\n',
    );
    const answer = await send(`${nginxUrl}/events/api-down.ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(CALENDAR);
    expect(answer.text).toContain('X-FROM:build');
  });
});
