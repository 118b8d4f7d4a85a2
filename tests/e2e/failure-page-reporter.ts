// A Playwright reporter (playwright.config.ts) that prints, for each failed test, the page as it saw
// it when it failed: the accessibility snapshot Playwright writes to error-context.md, and each
// browser the test signed in (fixtures.ts). CI keeps its log, not test-results/, and is read from
// its tail: `npm test` (scripts/test.mjs) prints the same text again just before its summary, from
// the file named by FOODBRIDGE_FAILURE_PAGES. Without this a failure that happens once in fifty
// runs leaves nothing to say why (docs/environment.md).
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Lines of one page's snapshot printed at most, per failure. */
const MAX_LINES = 120;

/** A snapshot as printed: its first MAX_LINES lines, and how many more there were. */
function clipped(text: string): string {
  const lines = text.trimEnd().split('\n');
  const cut = lines.length > MAX_LINES ? `\n… ${lines.length - MAX_LINES} more lines` : '';
  return `${lines.slice(0, MAX_LINES).join('\n')}${cut}`;
}

export default class FailurePageReporter implements Reporter {
  printsToStdio(): boolean {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'failed' && result.status !== 'timedOut') return;
    const context = result.attachments.find((a) => a.name === 'error-context');
    const text =
      context?.path && existsSync(context.path) ? readFileSync(context.path, 'utf8') : context?.body?.toString();
    const pages = result.attachments.filter((a) => a.name.startsWith('page ') && a.body);
    if (!text && pages.length === 0) return;
    const where = `${test.location.file.split('/').at(-1)}:${test.location.line}`;
    const error = stripVTControlCharacters(result.error?.message ?? '').split('\n')[0];
    const parts = [`── ${where} “${test.title}” (try ${result.retry + 1}): ${error}`];
    // Each browser the test signed in, as it was at the end; else Playwright's own snapshot of
    // its first page (error-context.md begins with the error, printed above already).
    if (pages.length > 0) {
      for (const page of pages) parts.push(`── ${page.name} ──\n${clipped(page.body?.toString() ?? '')}`);
    } else if (text?.includes('```yaml')) {
      // Its snapshot only: the file also holds the test's source, printed above already.
      parts.push(`── the page ──\n${clipped(text.slice(text.indexOf('```yaml')))}`);
    }
    const report = `\n${parts.join('\n')}\n`;
    process.stdout.write(report);
    const file = process.env.FOODBRIDGE_FAILURE_PAGES;
    if (file) appendFileSync(file, report);
  }
}
