// Every browser the e2e tests open records the shape of each Firestore query the app sends
// (src/services/query-record.ts calls window.__foodbridgeQueryShape in a build for the emulators),
// for the query check after npm test (scripts/check-indexes.mjs, docs/data-model.md 'Queries and
// their indexes'). The worker's `browser` is wrapped in fixtures.ts, so the contexts Playwright
// opens for `page` and those a test opens itself (browser.newContext) all record.
import type { Browser } from '@playwright/test';
import { QUERY_HOOK, queryLogWriter } from '../query-log';

/** Makes every context `browser` opens from now on record query shapes (when the run records). */
export function recordQueryShapes(browser: Browser): void {
  const write = queryLogWriter('e2e');
  if (!write) return;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.exposeBinding(QUERY_HOOK, (_source, shape: unknown) => write(shape));
    return context;
  };
}
