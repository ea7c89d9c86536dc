import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints what the page showed when a test failed (Playwright's "error context": the page's
 * accessibility tree at the failure). CI keeps only the log, not the test-results folder, so
 * without this a failure seen only there leaves nothing to read.
 */
export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context') continue;
      const text = attachment.body?.toString('utf8') ?? (attachment.path ? read(attachment.path) : '');
      if (!text) continue;
      // Playwright opens the file with advice for a reader of its own; the log needs the facts only.
      const facts = text.replace(/^# Instructions[\s\S]*?(?=^# Test info)/m, '');
      console.log(`\n── page at the failure of “${test.title}” (try ${result.retry + 1}) ──\n${facts}\n── end ──\n`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
