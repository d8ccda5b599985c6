import { send } from '../faults/support';
import { nginxOverStandInApi, type NginxOverStandInApi } from './support';

const notFoundPage = (company: string) =>
  `<!doctype html><title>Page not found | ${company}</title><h1>Not found</h1>`;

/**
 * nginx with `--pages-from-api` passes on the API's answer for an unknown address: the not-found page
 * as re-rendered after a publish (the company's new name in its title, header and footer), status 404.
 * While no API answers, its own copy of the build's not-found page, still 404. A stand-in API and a
 * tiny built site keep this independent of the real build.
 */
describe('nginx serves the not-found page the API sends', () => {
  let nginx: NginxOverStandInApi | undefined;
  let nginxUrl: string;

  beforeAll(async () => {
    // The API: "unavailable" for one page, a plain 404 for route data, the re-rendered not-found page else.
    nginx = await nginxOverStandInApi(
      'nginx-not-found',
      { '404/index.html': notFoundPage('Built Ltd') },
      (req, res) => {
        if (req.url === '/api-down' || req.url === '/') return void res.writeHead(503).end();
        if (req.url?.endsWith('.data'))
          return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(notFoundPage('Renamed Ltd'));
      },
    );
    nginxUrl = nginx.url;
  }, 30_000);

  afterAll(() => nginx?.stop());

  it("answers an unknown address with the API's re-rendered not-found page, status 404", async () => {
    for (const url of ['/no-such-page', '/careers/jobs/closed-job']) {
      const answer = await send(`${nginxUrl}${url}`);
      expect({ url, status: answer.status, text: answer.text }).toEqual({
        url,
        status: 404,
        text: notFoundPage('Renamed Ltd'),
      });
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it("serves its own copy of the build's not-found page, 404, while the API does not answer", async () => {
    const answer = await send(`${nginxUrl}/api-down`);
    expect({ status: answer.status, text: answer.text }).toEqual({
      status: 404,
      text: notFoundPage('Built Ltd'),
    });
    const home = await send(`${nginxUrl}/`);
    expect({ status: home.status, text: home.text }).toEqual({
      status: 200,
      text: '<!doctype html><title>Home</title>',
    });
  });

  it('keeps a plain 404 for route data', async () => {
    const answer = await send(`${nginxUrl}/no-such-page.data`);
    expect({ status: answer.status, text: answer.text }).toEqual({ status: 404, text: 'Not found\n' });
  });
});
