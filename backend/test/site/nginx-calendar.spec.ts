import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { send } from '../faults/support';
import { nginxOverStandInApi, type NginxOverStandInApi } from './support';

const CALENDAR = 'text/calendar; charset=utf-8';

/**
 * nginx with `--pages-from-api` asks the API for an event's calendar file (`.ics`), as for the other
 * pages it may have re-rendered after a publish (published_page): a calendar changed or taken off the
 * site is what visitors get, not the build's copy. While no API answers, the build's file, as a calendar.
 * A stand-in API (it only has to answer) and a tiny built site keep this independent of the real build.
 */
describe('nginx serves the events’ calendar files from the API', () => {
  let nginx: NginxOverStandInApi | undefined;
  let nginxUrl: string;

  beforeAll(async () => {
    // The API: the published calendar for one event, "unavailable" for another.
    nginx = await nginxOverStandInApi(
      'nginx-calendar',
      { 'events/meetup.ics': 'BEGIN:VCALENDAR\r\nX-FROM:build\r\nEND:VCALENDAR\r\n' },
      (req, res) => {
        if (req.url === '/events/api-down.ics') return void res.writeHead(503).end();
        res
          .writeHead(200, { 'Content-Type': CALENDAR })
          .end(`BEGIN:VCALENDAR\r\nX-FROM:api ${req.url}\r\nEND:VCALENDAR\r\n`);
      },
    );
    nginxUrl = nginx.url;
  }, 30_000);

  afterAll(() => nginx?.stop());

  it('answers an event’s .ics with what the API sends, not the build’s copy', async () => {
    const answer = await send(`${nginxUrl}/events/meetup.ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(CALENDAR);
    expect(answer.text).toContain('X-FROM:api /events/meetup.ics');
  });

  it('falls back to the build’s file, as a calendar, while the API does not answer', async () => {
    writeFileSync(
      path.join(nginx!.site, 'events', 'api-down.ics'),
      'BEGIN:VCALENDAR\r\nX-FROM:build\r\nEND:VCALENDAR\r\n',
    );
    const answer = await send(`${nginxUrl}/events/api-down.ics`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(CALENDAR);
    expect(answer.text).toContain('X-FROM:build');
  });
});
