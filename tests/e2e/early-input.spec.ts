// A cheap phone on a slow network: the page's HTML and CSS are there, its scripts held back.
// Whatever a visitor does before they arrive — tap the menu, type, press Sign in — must not be lost.
// The HTML document itself is never held back; only script requests are.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, DESKTOP, PHONE, accountButton } from './support';

/** How long each script still takes once the test lets them through (the next page's code too). */
const SCRIPT_DELAY_MS = 1_000;
const SIGNED_IN_LABELS = ['Donate food', 'View donations', 'Admin dashboard', 'Choose your account type'];

test.use({ viewport: PHONE });
// The lazy scripts are late after hydration too (the sign-in's Auth and Firestore code, the next
// page's code): a sign-in here waits on several of them in a row.
test.setTimeout(90_000);
const SLOW = { timeout: 40_000 };

/**
 * Holds every script request back until the test calls `release()` — not for a fixed time, so
 * what the test does "before the scripts arrive" happens before them however slow the machine —
 * and then lets each through after SCRIPT_DELAY_MS. `delivered()` says whether any has arrived.
 */
async function holdScripts(page: Page) {
  let delivered = false;
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route(
    (url) => /\.m?js$/.test(url.pathname),
    async (route) => {
      await gate;
      await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
      delivered = true;
      await route.continue();
    },
  );
  return { release: () => open(), delivered: () => delivered };
}

/**
 * The page is live: the top bar's 'Sign in' link shows only once the scripts have run and the
 * session is known (before that it holds an empty box).
 */
async function expectLive(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible(SLOW);
}

/** Opens a page without waiting for its scripts (load and DOMContentLoaded both wait for them). */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
}

test('the menu opens from a tap made before the scripts arrive', async ({ page }) => {
  const scripts = await holdScripts(page);
  await open(page, '/');
  const opener = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('dialog', { name: 'Menu' });

  await opener.click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Team' })).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
  expect(scripts.delivered(), 'the menu was used before any script arrived').toBe(false);

  // Open as the page goes live: it stays open, and React takes it over.
  scripts.release();
  await opener.click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused(SLOW);
  expect(scripts.delivered()).toBe(true);
  await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: 'test-results/screens/menu-open-390.png' });

  await menu.getByRole('link', { name: 'Team' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole('heading', { name: 'Our Team' })).toBeVisible();
});

test('what is typed on /login before the scripts arrive is still there after, and signs in', async ({ page }) => {
  const scripts = await holdScripts(page);
  await open(page, '/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email address').fill(DEMO.donor.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO.donor.password);
  expect(scripts.delivered(), 'typed before any script arrived').toBe(false);

  scripts.release();
  await expectLive(page);
  await expect(form.getByLabel('Email address')).toHaveValue(DEMO.donor.email);
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue(DEMO.donor.password);

  // The live page has taken the typed values over, not only the boxes on screen.
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(accountButton(page)).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/donations$/, SLOW);
});

test('a sign-in submitted before the scripts arrive goes through once they do, never via the URL', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  const scripts = await holdScripts(page);
  await open(page, '/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email address').fill(DEMO.donor.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO.donor.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Held back, and said so; the browser did not send the form itself.
  await expect(form).toHaveAttribute('aria-busy', 'true');
  expect(scripts.delivered(), 'submitted before any script arrived').toBe(false);
  await expect(page).toHaveURL(/\/login$/);

  scripts.release();
  await expect(accountButton(page)).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/donations$/, SLOW);
  const password = [DEMO.donor.password, encodeURIComponent(DEMO.donor.password)];
  expect(urls.filter((url) => password.some((p) => url.includes(p)))).toEqual([]);
  expect(page.url()).not.toContain('?');
});

test("Home offers 'Sign up now' before the scripts arrive", async ({ page }) => {
  const scripts = await holdScripts(page);
  await open(page, '/');
  const cta = page.getByRole('link', { name: 'Sign up now' });
  await expect(cta).toBeVisible();
  await expect(cta).toHaveAttribute('href', '/registration');
  expect(scripts.delivered(), 'shown before any script arrived').toBe(false);

  // Nothing moves when the page goes live.
  const before = await cta.boundingBox();
  scripts.release();
  await expectLive(page);
  await expect(cta).toBeVisible();
  expect(await cta.boundingBox()).toEqual(before);

  // Beside the GitHub button on a wider screen, every label a signed-in person may get fits the
  // same box, so the swap moves nothing either.
  await page.setViewportSize(DESKTOP);
  const tooWide = await cta.evaluate((link, labels) => {
    const style = getComputedStyle(link);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = link.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return labels.filter((label) => context.measureText(label).width > room);
  }, SIGNED_IN_LABELS);
  expect(tooWide).toEqual([]);
});

test("the inline script's sha256 is in the Content-Security-Policy it is served with", async ({ request }) => {
  for (const path of ['/', '/login', '/ngoList']) {
    const res = await request.get(path);
    const html = await res.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length, `${path} has the early-submit script`).toBeGreaterThan(0);
    const scriptSrc = /script-src ([^;]+)/.exec(res.headers()['content-security-policy']!)![1]!.split(/\s+/);
    for (const body of inline) {
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
});
