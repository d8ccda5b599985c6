import type { NestExpressApplication } from '@nestjs/platform-express';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { createTestApp } from '../test-app';

const run = promisify(execFile);
const GENERATE = path.join(__dirname, '..', '..', '..', 'clients', 'typescript', 'scripts', 'generate.mjs');

/**
 * The client's committed types (clients/typescript/src/schema.ts) are what openapi-typescript
 * makes of the document the API serves. With UPDATE_CLIENT_SCHEMA=1 this writes them instead.
 */
describe('the TypeScript client', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('has types generated from the live document (fails when they drift from it)', async () => {
    const response = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    expect(response.body.openapi).toBe('3.1.0');
    const file = path.join(
      mkdtempSync(path.join(process.env.TEST_RUN_DIR ?? tmpdir(), 'client-')),
      'doc.json',
    );
    writeFileSync(file, JSON.stringify(response.body));
    const update = process.env.UPDATE_CLIENT_SCHEMA === '1';
    const { stdout } = await run(process.execPath, [GENERATE, ...(update ? [] : ['--check']), file]).catch(
      (error: { stderr: string }) => {
        throw new Error(error.stderr);
      },
    );
    expect(stdout).toMatch(update ? /wrote/ : /matches the document/);
    // The generator is a child Node process (openapi-typescript): 25 s on a busy 2-core runner.
  }, 180_000);
});
