// The app on a phone with a flaky network (docs/offline.md), in Chromium with its service worker:
// installable, opens offline after one visit, and a new version waits for the person's consent.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PHONE, expectNoAxeViolations, hydrated, screenshot, serviceWorkerReady } from './support';
import { en } from './i18n';

test.use({ serviceWorkers: 'allow', viewport: PHONE });
// The offline copy installs 5 s after a page has loaded, at an idle moment (src/app/pwa/service-worker.ts).
test.describe.configure({ timeout: 90_000 });

const OFFLINE = /^You are offline\./;

test('the manifest and service worker pass Chromium’s installability check', async ({ baseURL }, testInfo) => {
  // A browser with a profile of its own: Chromium offers no install in an incognito-like context
  // (its check then says only 'in-incognito'), which is what Playwright's contexts are.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'foodbridge-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
    viewport: PHONE,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await checkInstallable(page);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function checkInstallable(page: Page) {
  await page.goto('/');
  await hydrated(page);
  await serviceWorkerReady(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors).toEqual([]);
  const { errors, data } = (await cdp.send('Page.getAppManifest')) as {
    errors: { message: string }[];
    data?: string;
  };
  expect(errors).toEqual([]);
  const manifest = JSON.parse(data ?? '{}') as Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: 'FoodBridge — Connecting Excess to Empathy',
    short_name: 'FoodBridge',
    start_url: '/',
    display: 'standalone',
    theme_color: '#15803d',
  });
  const icons = manifest.icons as { sizes: string; purpose: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons as unknown as { src: string }[]) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }
}

test('after one visit the public pages open offline, in both languages, saying they are offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await hydrated(page);
  await serviceWorkerReady(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await hydrated(page);
  await expect(page.getByTestId('connection-notice')).toHaveText(OFFLINE);
  await screenshot(page, 'offline-home');

  // A page not visited before, and a Hindi one: precached with the first visit.
  await page.goto('/team');
  await expect(page.getByRole('heading', { name: 'Our Team' })).toBeVisible();
  await page.goto('/hi/contactus');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await hydrated(page);
  await expect(page.getByTestId('connection-notice')).not.toBeEmpty();
  await expectNoAxeViolations(page);

  // A page of the app that is not rendered at build time: the app's shell, from the cache.
  await page.goto('/forgot-password?from=offline');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(false);
});

test('a new version waits for consent: the page offers “New version — reload”, and reloads into it', async ({
  page,
}) => {
  await page.goto('/login');
  await hydrated(page);
  await serviceWorkerReady(page);
  const before = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  const email = page.getByRole('form', { name: 'Sign in' }).getByLabel('Email address');
  await email.fill('still@typing.example');

  // A deploy: a new sw.js (its precache list names new revisions). Restored afterwards.
  const file = 'dist/sw.js';
  const original = readFileSync(file, 'utf8');
  try {
    writeFileSync(file, `${original}\n// a new version ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const reload = page.getByRole('button', { name: 'New version — reload' });
    await expect(reload).toBeVisible({ timeout: 20_000 });
    // Nothing switched under the person: what they typed is still there.
    await expect(email).toHaveValue('still@typing.example');
    await expectNoAxeViolations(page);
    await screenshot(page, 'offline-update-prompt');

    const reloaded = page.waitForEvent('framenavigated');
    await reload.click();
    await reloaded;
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'New version — reload' })).toHaveCount(0);
    const now = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { waiting: registration.waiting !== null, controlled: navigator.serviceWorker.controller !== null };
    });
    expect(now).toEqual({ waiting: false, controlled: true });
    expect(before).toMatch(/\/sw\.js$/);
  } finally {
    writeFileSync(file, original);
  }
});

test('a returning visitor’s Home costs at most 20 KB of network: the rest comes from the phone', async ({
  context,
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await serviceWorkerReady(page);
  await page.close();

  // The return visit, in a new tab: every byte received over the network is counted — the page's
  // own requests not answered by the service worker (Chromium's DevTools protocol gives their
  // size on the wire, headers included) and the worker's own (its check for a new version).
  const again = await context.newPage();
  const cdp = await context.newCDPSession(again);
  await cdp.send('Network.enable');
  const wire = new Map<string, { fromWorker: boolean; bytes: number; url: string }>();
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    wire.set(requestId, { fromWorker: response.fromServiceWorker === true, bytes: 0, url: response.url });
  });
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
    const entry = wire.get(requestId);
    if (entry) entry.bytes += encodedDataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = wire.get(requestId);
    if (entry) entry.bytes = Math.max(entry.bytes, encodedDataLength);
  });
  const workerBytes: Promise<number>[] = [];
  context.on('requestfinished', (request) => {
    if (request.serviceWorker())
      workerBytes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
  });

  await again.goto('/');
  await hydrated(again);
  // Home is whole once its live figures have come (from Firestore, over the network).
  const impact = again.getByRole('region', { name: 'Our impact so far' });
  await impact.scrollIntoViewIfNeeded();
  // A number, or 'None yet' before the first delivery (the demo data has none).
  await expect(impact.locator('dl > div').first()).toHaveText(new RegExp(`\\d|${en('home.impact.noneYet')}`));

  // data: addresses (the inline pictures) never touch the network.
  const fromPage = [...wire.values()].filter((entry) => !entry.fromWorker && /^https?:/.test(entry.url));
  const pageBytes = fromPage.reduce((sum, entry) => sum + entry.bytes, 0);
  const swBytes = (await Promise.all(workerBytes)).reduce((sum, bytes) => sum + bytes, 0);
  const total = pageBytes + swBytes;
  const lines = fromPage.map((entry) => `${entry.bytes} B ${entry.url.slice(0, 100)}`);
  test.info().annotations.push({
    type: 'returning Home',
    description: `${(total / 1024).toFixed(1)} KiB over the network (page ${pageBytes} B, worker ${swBytes} B): ${lines.join('; ')}`,
  });
  console.log(
    `returning Home: ${(total / 1024).toFixed(1)} KiB over the network\n  ${lines.join('\n  ')}\n  worker: ${swBytes} B`,
  );
  // The document, scripts, styles and fonts came from the worker's cache.
  expect([...wire.values()].filter((entry) => entry.fromWorker).length).toBeGreaterThan(5);
  expect(total).toBeLessThanOrEqual(20 * 1024);
});
