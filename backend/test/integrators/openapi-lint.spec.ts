import type { NestExpressApplication } from '@nestjs/platform-express';
import { Validator } from '@seriousme/openapi-schema-validator';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { createTestApp } from '../test-app';
import { REPO } from './doc-examples';

const run = promisify(execFile);
const REDOCLY = path.join(REPO, 'node_modules/@redocly/cli/bin/cli.js');
const CONFIG = path.join(REPO, 'backend/redocly.yaml');

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

/**
 * The document the API serves, as a partner's tools read it: Redocly CLI's "recommended" lint
 * (backend/redocly.yaml) finds nothing, and it is valid against the OpenAPI 3.1 schema itself.
 */
describe('the live OpenAPI document', () => {
  let app: NestExpressApplication;
  let file: string;
  let document: Record<string, unknown>;

  beforeAll(async () => {
    app = await createTestApp();
    document = (await request(app.getHttpServer()).get('/api/docs-json').expect(200)).body;
    file = path.join(mkdtempSync(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), 'lint-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
  });
  afterAll(() => app.close());

  it('passes Redocly lint with the recommended rules: 0 errors and 0 warnings', async () => {
    const { stdout } = await run(
      process.execPath,
      [REDOCLY, 'lint', file, '--config', CONFIG, '--format', 'json', '--max-problems', '1000'],
      { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
    ).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const { problems } = JSON.parse(stdout) as { problems: LintProblem[] };
    const found = problems.map(
      (p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`,
    );
    expect(found).toEqual([]);
  });

  it('is valid against the OpenAPI 3.1 specification schema', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});
