#!/usr/bin/env node
// Prints the JavaScript each prerendered route loads before it is interactive (raw and gzip level 9) and fails
// when a route exceeds the budget. Run after `npm run build`. Usage: node scripts/report-bundle.mjs [clientDir]
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defaultClientDir, formatReport, measureRoutes } from './bundle-size.mjs';

const clientDir = process.argv[2] ? resolve(process.argv[2]) : defaultClientDir();
if (!existsSync(clientDir)) {
  console.error(`report:bundle: ${clientDir} does not exist; run the build first`);
  process.exit(1);
}
const result = await measureRoutes(clientDir);
if (!result.routes.length) {
  console.error(`report:bundle: no HTML files in ${clientDir}`);
  process.exit(1);
}
console.log(formatReport(result));
if (result.over.length) process.exitCode = 1;
