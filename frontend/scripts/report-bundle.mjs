#!/usr/bin/env node
// Prints the JavaScript each prerendered route loads before it is interactive (raw and gzip level 9) and fails
// when a route exceeds the budget or loads what only the console may (exit code 1; `npm test` runs it).
// Run after `npm run build`.
// Usage: node scripts/report-bundle.mjs [clientDir] [--budget-kb N]   (default budget: bundle-size.mjs)
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BUDGET_GZIP_BYTES, defaultClientDir, formatReport, measureRoutes } from './bundle-size.mjs';

const { values, positionals } = parseArgs({
  options: { 'budget-kb': { type: 'string' } },
  allowPositionals: true,
});
const budget = values['budget-kb'] ? Number(values['budget-kb']) * 1024 : BUDGET_GZIP_BYTES;
if (!(budget > 0)) {
  console.error(`report:bundle: --budget-kb must be a positive number of KB`);
  process.exit(1);
}
const clientDir = positionals[0] ? resolve(positionals[0]) : defaultClientDir();
if (!existsSync(clientDir)) {
  console.error(`report:bundle: ${clientDir} does not exist; run the build first`);
  process.exit(1);
}
const result = await measureRoutes(clientDir, { budget });
if (!result.routes.length) {
  console.error(`report:bundle: no HTML files in ${clientDir}`);
  process.exit(1);
}
console.log(formatReport(result));
if (result.over.length || result.leaks.length) process.exitCode = 1;
