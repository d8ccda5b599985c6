// `npm run bench`: the production topology's performance figures, in one run, on this machine:
//   1. gzip JavaScript per route (frontend/scripts/bundle-size.mjs over the built site);
//   2. requests/s and p99 for a prerendered page through nginx, next to nginx serving a static file of
//      the same size from the same server (the ratio is the figure: the cost of the page rules);
//   3. AddContactUs through nginx (CSRF token, one solved captcha per request, validation, INSERT);
//   4. peak API memory (VmRSS sampled, and VmHWM) while 20 clients upload 5 MB resumes at once
//      through nginx (it must stay flat: uploads are streamed to disk, never held in memory).
// Starts its own API (production mode, throwaway embedded PostgreSQL) and Debian nginx with the
// repository's configuration (scripts/nginx-stack.mjs). BENCH_DURATION (s, default 10) per load run.
import { CAREER_APPLICATION_EXAMPLE, CONTACT_US_EXAMPLES } from '@orbitwise/contracts';
import autocannon from 'autocannon';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_HMAC_KEY as HMAC_KEY, captchaPool } from '../../backend/bench/captcha-pool.mjs';
import { ROOT, SITE_BUILD, startStack } from '../nginx-stack.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const UPLOADERS = 20;
const RESUME_BYTES = 5 * 1024 * 1024 - 4096; // "5 MB": just under the 5 MiB limit with its form data
const PAGE = process.env.BENCH_PAGE ?? '/careers/jobs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (kib) => `${(kib / 1024).toFixed(1)} MB`;

function heading(text) {
  console.log(`\n== ${text}`);
}

async function bundleSizes() {
  heading('1. JavaScript per route (gzip -9 of every script a page loads)');
  try {
    const { measureRoutes, formatReport } = await import(path.join(ROOT, 'frontend/scripts/bundle-size.mjs'));
    console.log(formatReport(await measureRoutes(SITE_BUILD)));
  } catch (error) {
    console.log(`not measured: frontend/scripts/bundle-size.mjs failed (${error.message})`);
  }
}

const summary = (r) => ({
  rps: r.requests.average,
  p99: r.latency.p99,
  total: r.requests.total,
  bad: r.non2xx + r.errors + r.timeouts,
});

function load(url, options = {}) {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options });
}

function row(label, s) {
  return `  ${label.padEnd(48)} ${s.rps.toFixed(0).padStart(8)} req/s   p99 ${String(s.p99).padStart(4)} ms   (${s.total} requests, ${s.bad} failed)`;
}

async function visitor(baseUrl) {
  const response = await fetch(`${baseUrl}/api/csrf-token`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { token } = await response.json();
  return { cookie, 'x-csrf-token': token };
}

function readStatus(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

async function main() {
  console.log(
    `bench: ${new Date().toISOString()} on ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ` +
      `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ${DURATION} s per load run`,
  );
  await bundleSizes();

  const stack = await startStack({
    accessLog: false,
    apiEnv: {
      ALTCHA_HMAC_KEY: HMAC_KEY,
      ALTCHA_ALGORITHM: 'SHA-256',
      ALTCHA_COST: '1',
      ALTCHA_COUNTER_MAX: '2',
      RATE_LIMIT_MAX: '1000000000',
    },
    // nginx's /api POST limit would otherwise be the figure measured.
    render: { 'api-post-rate': '1000000r/s', 'api-post-burst': '100000' },
  });
  try {
    const base = stack.baseUrl;
    heading(
      `2. A prerendered page through nginx vs a static file of the same size (${CONNECTIONS} connections)`,
    );
    const page0 = existsSync(path.join(stack.dir, 'site', PAGE, 'index.html')) ? PAGE : '/';
    const pageFile = path.join(stack.dir, 'site', page0, 'index.html');
    const size = statSync(pageFile).size;
    writeFileSync(path.join(stack.dir, 'site', 'bench-same-size.txt'), Buffer.alloc(size, 'x'));
    await load(`${base}${page0}`, { duration: 2 }); // warm-up
    const page = summary(await load(`${base}${page0}`));
    const file = summary(await load(`${base}/bench-same-size.txt`));
    console.log(row(`page ${page0} (${kb(size)}, uncompressed)`, page));
    console.log(row(`static file, same size`, file));
    console.log(`  ratio page/static: ${(page.rps / file.rps).toFixed(2)} (requests/s)`);

    heading(`3. AddContactUs through nginx (${CONNECTIONS} connections, a solved captcha per request)`);
    const headers = await visitor(base);
    const poolSize = Number(process.env.BENCH_CAPTCHAS ?? 2000 * DURATION);
    const pool = await captchaPool(poolSize);
    let index = 0;
    let exhausted = false;
    const body = JSON.stringify(CONTACT_US_EXAMPLES.enquiry);
    const contact = summary(
      await load(`${base}/api/ContactUs/AddContactUs`, {
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body,
            setupRequest: (request) => {
              if (index >= pool.length) exhausted = true;
              return { ...request, headers: { ...request.headers, 'x-altcha': pool[index++ % pool.length] } };
            },
          },
        ],
      }),
    );
    console.log(row('AddContactUs via nginx', contact));
    if (exhausted) console.log('  note: the captcha pool ran out; later requests reused solutions (refused)');

    heading(
      `4. API memory while ${UPLOADERS} clients upload ${mb(RESUME_BYTES / 1024)} resumes at once through nginx`,
    );
    const resume = Buffer.concat([
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
      Buffer.alloc(RESUME_BYTES - 80, 0x20),
    ]);
    const application = (i) =>
      JSON.stringify({
        ...CAREER_APPLICATION_EXAMPLE,
        Email: `bench.${i}@example.com`,
      });
    const before = readStatus(stack.apiPid);
    console.log(`  API RSS before: ${mb(before.rss)}`);
    // Warm-up rounds first: the allocator's first growth (malloc arenas, V8 heap sizing) happens once,
    // whatever the upload size (measured: +10 MB for 20 x 15 MB after warm-up). Then three measured
    // rounds: memory held per upload would add up from round to round; streaming garbage does not.
    const peaks = [];
    let warmedUp = before.rss;
    for (const round of [-1, 0, 1, 2, 3]) {
      const uploadPool = await captchaPool(UPLOADERS);
      const start = readStatus(stack.apiPid).rss;
      let peak = start;
      const sampler = setInterval(() => {
        peak = Math.max(peak, readStatus(stack.apiPid).rss);
      }, 20);
      const started = Date.now();
      const statuses = await Promise.all(
        uploadPool.map(async (captcha, i) => {
          const form = new FormData();
          form.append('data', application(round * 100 + i));
          form.append('file', new Blob([resume], { type: 'application/pdf' }), `resume-${i}.pdf`);
          const response = await fetch(`${base}/api/ContactUs/AddCareer`, {
            method: 'POST',
            headers: { cookie: headers.cookie, 'x-csrf-token': headers['x-csrf-token'], 'x-altcha': captcha },
            body: form,
          });
          await response.arrayBuffer();
          return response.status;
        }),
      );
      clearInterval(sampler);
      peak = Math.max(peak, readStatus(stack.apiPid).rss);
      if (round > 0) peaks.push(peak);
      else warmedUp = Math.max(warmedUp, readStatus(stack.apiPid).rss);
      const ok = statuses.filter((s) => s === 200).length;
      console.log(
        `  ${round <= 0 ? 'warm-up' : `round ${round}`}: ${ok}/${UPLOADERS} stored (statuses ${[...new Set(statuses)].join(', ')}) in ` +
          `${((Date.now() - started) / 1000).toFixed(1)} s; API RSS ${mb(start)} at start, peak ${mb(peak)}`,
      );
    }
    const after = readStatus(stack.apiPid);
    const sent = (UPLOADERS * RESUME_BYTES) / 2 ** 20;
    const growth = (Math.max(...peaks) - warmedUp) / 1024;
    console.log(
      `  peak API RSS ${mb(Math.max(...peaks))}: +${growth.toFixed(1)} MB over the warmed-up ${mb(warmedUp)} ` +
        `with ${sent.toFixed(0)} MB uploaded per round ` +
        `(measured rounds' peaks within ${((Math.max(...peaks) - Math.min(...peaks)) / 1024).toFixed(1)} MB of each other); ` +
        `VmHWM ${mb(after.hwm)}`,
    );
    // Held bodies would push the peak past the bytes in flight and up from round to round.
    const flat = growth < sent / 2 && peaks[peaks.length - 1] - peaks[0] < (sent / 4) * 1024;
    console.log(
      `  verdict: ${flat ? 'flat: under half the bytes in flight, not growing from round to round (streamed to disk)' : 'NOT FLAT: check the upload path'}`,
    );
  } finally {
    await stack.stop();
  }
}

await main();
