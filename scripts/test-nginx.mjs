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
const stack = await startStack({ apiEnv: { RATE_LIMIT_MAX: '1000' } });
console.log(
  `test:nginx: API and nginx up at ${stack.baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
let status = 1;
try {
  const run = spawnSync(
    'npx',
    ['playwright', 'test', 'tests/smoke', '--project', 'desktop', ...process.argv.slice(2)],
    {
      cwd: path.join(ROOT, 'e2e'),
      stdio: 'inherit',
      env: {
        ...process.env,
        BASE_URL: stack.baseUrl,
        SMOKE_TARGET: 'nginx',
        E2E_DATABASE_URL: stack.databaseUrl,
        E2E_UPLOAD_DIR: stack.uploadsDir,
        E2E_RESUME_MAX_BYTES: String(stack.resumeMaxBytes),
      },
    },
  );
  status = run.status ?? 1;
} finally {
  await stack.stop();
}
console.log(
  `test:nginx: ${status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(status);
