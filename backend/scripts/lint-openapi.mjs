// Lints an OpenAPI document with Redocly's "recommended" ruleset, and validates it against the
// OpenAPI specification's own JSON Schema for its version (3.1: @seriousme/openapi-schema-validator).
// Usage: node scripts/lint-openapi.mjs <file.json | http(s)://.../api/docs-json>
// Prints one line per problem and a JSON summary line; exits 1 when there is any error.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { readFile } from 'node:fs/promises';

const target = process.argv[2];
if (!target) {
  console.error('Usage: node scripts/lint-openapi.mjs <file.json | url>');
  process.exit(2);
}
const source = /^https?:\/\//.test(target)
  ? await (await fetch(target)).text()
  : await readFile(target, 'utf8');
const config = await createConfig({ extends: ['recommended'] });
const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
for (const problem of problems) {
  const where = problem.location?.[0]?.pointer ?? '';
  console.log(`${problem.severity} ${problem.ruleId} ${where} ${problem.message}`);
}
const validation = await new Validator().validate(JSON.parse(source));
const schemaErrors = validation.valid ? [] : [validation.errors].flat();
for (const error of schemaErrors) {
  console.log(`error oas-schema ${error.instancePath ?? ''} ${error.message ?? JSON.stringify(error)}`);
}
const summary = {
  errors: problems.filter((p) => p.severity === 'error').length + schemaErrors.length,
  warnings: problems.filter((p) => p.severity === 'warn').length,
};
console.log(JSON.stringify(summary));
process.exit(summary.errors > 0 ? 1 : 0);
