// A Playwright reporter (playwright.config.ts) that prints, for each failed test, the page as it saw
// it when it failed: the accessibility snapshot Playwright writes to error-context.md. CI keeps its
// log, not test-results/, so without this a failure that happens once in fifty runs leaves nothing
// to say why (docs/environment.md).
import { existsSync, readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Lines of the page snapshot printed at most, per failure. */
const MAX_LINES = 150;

export default class FailurePageReporter implements Reporter {
  printsToStdio(): boolean {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status !== 'failed' && result.status !== 'timedOut') return;
    const context = result.attachments.find((a) => a.name === 'error-context');
    const text =
      context?.path && existsSync(context.path) ? readFileSync(context.path, 'utf8') : context?.body?.toString();
    if (!text && !result.attachments.some((a) => a.name.startsWith('page '))) return;
    // The snapshot only: the file begins with the error, which the list reporter prints already.
    const at = text?.indexOf('```yaml') ?? -1;
    const lines = (at >= 0 ? (text ?? '').slice(at) : (text ?? '')).split('\n');
    const shown = lines.slice(0, MAX_LINES).join('\n');
    const cut = lines.length > MAX_LINES ? `\n… ${lines.length - MAX_LINES} more lines` : '';
    process.stdout.write(`\n── the page when “${test.title}” failed (try ${result.retry + 1}) ──\n${shown}${cut}\n\n`);
    // Each browser the test signed in (fixtures.ts, signedIn), as it was at the end.
    for (const page of result.attachments.filter((a) => a.name.startsWith('page ') && a.body)) {
      const body = (page.body?.toString() ?? '').split('\n').slice(0, MAX_LINES).join('\n');
      process.stdout.write(`── ${page.name} ──\n${body}\n\n`);
    }
  }
}
