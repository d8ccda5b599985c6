/**
 * Prints, for each failed test, the page as Playwright saw it when the test failed (the ARIA snapshot
 * in its error context): CI keeps only the log, not test-results/.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { readFileSync } from 'node:fs';

export default class PageAtFailure implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    for (const attachment of result.attachments.filter((a) => a.name === 'error-context')) {
      const text =
        attachment.body?.toString('utf8') ?? (attachment.path ? readFileSync(attachment.path, 'utf8') : '');
      // The snapshot follows the error's text; the "¦ " marks lines scripts/run-parallel.mjs repeats at the end.
      const snapshot = text
        .slice(Math.max(0, text.indexOf('# Page snapshot')))
        .split('\n')
        .slice(0, 80);
      console.log(
        [`the page when "${test.title}" failed:`, ...snapshot].map((line) => `¦ ${line}`).join('\n'),
      );
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
