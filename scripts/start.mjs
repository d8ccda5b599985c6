// `npm start`: build whatever is missing, then run the API and the prerendered site on one port.
// The API starts the embedded PostgreSQL itself unless DATABASE_URL is set.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputs = [
  ['contracts', 'contracts/dist/cjs/index.js'],
  ['backend', 'backend/dist/main.js'],
  ['frontend', 'frontend/build/client/index.html'],
];

for (const [workspace, output] of outputs) {
  if (existsSync(new URL(`../${output}`, import.meta.url))) continue;
  console.log(`Building ${workspace} (no ${output} yet)...`);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['backend/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
