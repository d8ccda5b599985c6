import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { findBinary, REPO_ROOT } from './support';

const RULES_DIR = path.join(REPO_ROOT, 'deploy', 'prometheus');

/** The shipped alert rules are valid, and each fires when it should (Debian's promtool). */
describe('deploy/prometheus alert rules', () => {
  const promtool = findBinary('promtool', ['/usr/bin/promtool']);
  const run = (...args: string[]) => spawnSync(promtool, args, { cwd: RULES_DIR, encoding: 'utf8' });

  it('pass promtool check rules', () => {
    const result = run('check', 'rules', 'alerts.yml');
    expect({ status: result.status, output: result.stdout + result.stderr }).toEqual({
      status: 0,
      output: expect.stringContaining('SUCCESS: 9 rules found'),
    });
  });

  it('pass their unit tests (promtool test rules alerts.test.yml)', () => {
    const result = run('test', 'rules', 'alerts.test.yml');
    console.log(result.stdout.trim());
    expect({ status: result.status, output: result.stdout + result.stderr }).toEqual({
      status: 0,
      output: expect.stringContaining('SUCCESS'),
    });
  });
});
