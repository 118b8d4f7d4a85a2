import { expect, test } from '@playwright/test';
import { hydrated } from './support';
import { DEVANAGARI } from './i18n';

/** The public pages, each also rendered at build time in Hindi under /hi. */
const PUBLIC = [
  '/',
  '/services',
  '/team',
  '/contributers',
  '/contactus',
  '/privacypolicy',
  '/termsandconditions',
  '/login',
  '/registration',
  '/ngo-register',
  '/donor-register',
  '/forgot-password',
  '/ngoList',
];
const hindi = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);

test.beforeEach(async ({ page }) => {
  // No internet here: the GitHub contributors API is stubbed.
  await page.route('https://api.github.com/**', (route) => route.fulfill({ json: [] }));
});

test.describe('Hindi pages rendered at build time', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page has a Hindi copy: readable from its HTML alone, in Hindi, naming its English twin', async ({
    page,
  }) => {
    for (const path of PUBLIC) {
      await page.goto(hindi(path));
      expect(await page.evaluate(() => document.documentElement.lang), path).toBe('hi');
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(DEVANAGARI);
      await expect(page.locator('main'), path).toHaveText(DEVANAGARI);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]'), path).toHaveAttribute('href', path);
      await expect(page.locator('link[rel="alternate"][hreflang="hi"]'), path).toHaveAttribute('href', hindi(path));
      expect(await page.title(), path).toMatch(DEVANAGARI);
    }
  });
});

test('every Hindi page hydrates without a mismatch', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|React error|#418|#423|#425/i.test(message.text()))
      errors.push(message.text());
  });
  for (const path of PUBLIC) {
    await page.goto(hindi(path));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(DEVANAGARI);
  }
  expect(errors).toEqual([]);
});

test.describe('a browser that asks for Hindi first', () => {
  test.use({ locale: 'hi-IN' });

  test('is sent to the Hindi Home on its first visit, before anything is painted', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/hi$/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  });

  test('stays in English once English is chosen', async ({ page }) => {
    await page.goto('/hi');
    await hydrated(page);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/team');
    await expect(page).toHaveURL(/\/team$/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });
});

test('an English browser gets English', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
});
