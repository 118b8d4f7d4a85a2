import { defineConfig, devices } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Playwright cannot download its own browser here: it drives Debian's Chromium (docs/environment.md).
const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const PORT = 5000; // the Hosting emulator, serving dist/ with firebase.json's headers

/**
 * The Chromium features Playwright itself turns off (PaintHolding and others it needs to drive a
 * page reliably), read from the Playwright installed. Chromium keeps only the last
 * --disable-features it is given, so a flag of our own must repeat Playwright's list, or it turns
 * all of them back on. Throws when the list cannot be found, so an upgrade that moves it is noticed.
 */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = readFileSync(require.resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
  const names = [...(list ?? '').matchAll(/"([A-Za-z0-9]+)"/g)].map((m) => m[1] ?? '');
  if (!names.includes('PaintHolding')) throw new Error("Playwright's --disable-features list was not found.");
  return names;
}

/**
 * Specs that run alone: each test resets the demo data (resetData re-runs the seed, which deletes
 * every account and document), so they run in the 'serial' project, one at a time and after every
 * other spec (docs/conventions.md, 'A parallel-safe end-to-end test'). A spec leaves this list once
 * its tests use fixtures of their own (tests/e2e/fixtures.ts). Some stay because what they check is
 * everyone's: Home's totals from zero (lifecycle-home), the whole admin queue (admin-queue-whole).
 */
const SERIAL = ['admin-queue-whole', 'core', 'lifecycle-home', 'offline-data', 'session-reset'];
const serial = new RegExp(`/(${SERIAL.join('|')})\\.spec\\.ts$`);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Two workers (this machine and CI have 2 cores): tests run side by side, each with data of its
  // own (tests/e2e/fixtures.ts); the 'serial' project's specs run alone, after them.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Bounds on waiting, not how long anything should take: a test waits for what a person would
  // see, and a passing test is no slower for a higher bound. On a machine busy with other work the
  // emulators can take more than 10 s to confirm one write (hindi.spec's offer, at a load average
  // of 10 on 2 cores), so 10 s failed a correct run; 30 s a step and 2 minutes a test do not.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json'], ['./tests/e2e/failure-page-reporter.ts']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // The app's service worker (its offline copy) is installed only in the specs about it
    // (offline-app.spec.ts, test.use({ serviceWorkers: 'allow' })): elsewhere every request goes to
    // the network, where page.route can stub it, and each test starts from the server's build.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Chromium 150 (Debian, November 2026) gives each new document its own frame host
        // (RenderDocument), and forgets DevTools' offline emulation for it: after a reload or a
        // navigation while context.setOffline(true), navigator.onLine says true though nothing
        // reaches the network. With the feature off, the page sees what a phone without signal sees.
        // Playwright's own list goes with it: only the last --disable-features counts.
        `--disable-features=${[...playwrightDisabledFeatures(), 'RenderDocument'].join(',')}`,
      ],
    },
  },
  projects: [
    // Signs each demo role in once and saves its session (tests/e2e/auth.setup.ts).
    {
      name: 'setup',
      testMatch: /auth\.setup\.ts$/,
      outputDir: 'test-results/e2e/setup',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'chromium',
      testIgnore: serial,
      // A folder per project: npm test runs the two one after the other, and each run clears its
      // own output only, so a failure's trace and screenshot survive the serial run after it.
      outputDir: 'test-results/e2e/chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      dependencies: ['setup'],
    },
    {
      // npm test runs this project by itself after 'chromium' (scripts/test.mjs), so that a failure
      // there does not keep these from running; a plain `playwright test` orders them by dependency.
      name: 'serial',
      testMatch: serial,
      outputDir: 'test-results/e2e/serial',
      workers: 1,
      fullyParallel: false,
      use: { ...devices['Desktop Chrome'], channel: undefined },
      dependencies: process.env.FOODBRIDGE_E2E_PHASES ? ['setup'] : ['chromium'],
    },
  ],
  webServer: {
    // The production build (npm test builds it first), served the way Firebase Hosting serves it:
    // rewrites and every security header of firebase.json (see scripts/hosting-config.mjs).
    command:
      'node scripts/hosting-config.mjs && npx firebase emulators:start --only hosting --project demo-foodbridge --config .firebase.e2e.json',
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
