// `npm run test:nginx`: the e2e smoke suite (e2e/tests/smoke) through Debian's nginx running the
// repository's own configuration (nginx/*.template, rendered with this machine's upstream and root),
// in front of the built API in production mode on a throwaway embedded PostgreSQL.
// Without nginx it prints SKIPPED and exits 0, except in CI (CI set), where that is a failure.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, findNginx, startStack } from './nginx-stack.mjs';

if (!findNginx()) {
  if (process.env.CI) {
    console.error('test:nginx: nginx is not installed, and CI must run this suite (apt-get install nginx)');
    process.exit(1);
  }
  console.log('\n*** test:nginx SKIPPED: nginx is not installed (apt-get install nginx) ***\n');
  process.exit(0);
}

const started = Date.now();
// The API's own per-address quota is tested (tests/smoke/security.spec.ts) on a second, small stack
// whose quota a test can use up in a few requests; the main one leaves the suite room to submit.
const LIMITED_RATE_LIMIT_MAX = 3;
// One RESUME_MAX_BYTES reaches the API, nginx's client_max_body_size and the careers form: a third
// stack runs with another value (tests/smoke/resume-limit.spec.ts).
const SMALL_RESUME_MAX_BYTES = 2 * 1024 * 1024;
const stacks = await Promise.allSettled([
  startStack({ apiEnv: { RATE_LIMIT_MAX: '1000' } }),
  startStack({
    apiEnv: { RATE_LIMIT_MAX: String(LIMITED_RATE_LIMIT_MAX), RATE_LIMIT_WINDOW_SECONDS: '600' },
    accessLog: false,
  }),
  startStack({
    apiEnv: { RATE_LIMIT_MAX: '1000', RESUME_MAX_BYTES: String(SMALL_RESUME_MAX_BYTES) },
    accessLog: false,
  }),
]);
const failed = stacks.find((result) => result.status === 'rejected');
if (failed) {
  for (const result of stacks) if (result.status === 'fulfilled') await result.value.stop();
  throw failed.reason;
}
const [stack, limitedStack, smallResumeStack] = stacks.map((result) => result.value);
console.log(
  `test:nginx: API and nginx up at ${stack.baseUrl} (and ${limitedStack.baseUrl}, API quota ` +
    `${LIMITED_RATE_LIMIT_MAX}; ${smallResumeStack.baseUrl}, RESUME_MAX_BYTES ${SMALL_RESUME_MAX_BYTES}) ` +
    `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
let status = 1;
try {
  // `npm run test:nginx -- tests/smoke/security.spec.ts` runs that file only; otherwise the whole suite.
  const extra = process.argv.slice(2);
  const files = extra.some((arg) => arg.startsWith('tests/smoke')) ? [] : ['tests/smoke'];
  // Its own output folder: npm test runs this beside the main browser suite, which owns test-results.
  const args = [
    'playwright',
    'test',
    ...files,
    ...extra,
    '--project',
    'desktop',
    '--output',
    'test-results-nginx',
  ];
  const run = spawnSync('npx', args, {
    cwd: path.join(ROOT, 'e2e'),
    stdio: 'inherit',
    env: {
      ...process.env,
      BASE_URL: stack.baseUrl,
      SMOKE_TARGET: 'nginx',
      E2E_DATABASE_URL: stack.databaseUrl,
      E2E_UPLOAD_DIR: stack.uploadsDir,
      E2E_RESUME_MAX_BYTES: String(stack.resumeMaxBytes),
      E2E_NGINX_CONF_DIR: stack.confDir,
      E2E_LIMITED_BASE_URL: limitedStack.baseUrl,
      E2E_LIMITED_DATABASE_URL: limitedStack.databaseUrl,
      E2E_LIMITED_RATE_LIMIT_MAX: String(LIMITED_RATE_LIMIT_MAX),
      E2E_SMALL_RESUME_BASE_URL: smallResumeStack.baseUrl,
      E2E_SMALL_RESUME_CONF_DIR: smallResumeStack.confDir,
    },
  });
  status = run.status ?? 1;
} finally {
  await Promise.all([stack.stop(), limitedStack.stop(), smallResumeStack.stop()]);
}
console.log(
  `test:nginx: ${status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(status);
