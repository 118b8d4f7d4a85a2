import { expect, test } from '@playwright/test';
import { SESSION, hydrated, watchErrors } from './support';

/**
 * The public pages are rendered at build time (scripts/prerender.mjs) and hydrated in the browser.
 * A person on a slow phone reads them before any script has run, and hydration must take the
 * page over without React throwing it away (a mismatch) — which would cost the time it saves.
 */
const PAGES: { path: string; heading: string }[] = [
  { path: '/', heading: 'Connecting Excess to Empathy' },
  { path: '/services', heading: 'Our Services' },
  { path: '/team', heading: 'Our Team' },
  { path: '/contributers', heading: 'Contributors Of the product' },
  { path: '/contactus', heading: 'Contact Us' },
  { path: '/privacypolicy', heading: 'Privacy Policy' },
  { path: '/termsandconditions', heading: 'Terms and Conditions' },
  { path: '/login', heading: 'Welcome Back' },
  { path: '/registration', heading: 'Create Account' },
  { path: '/ngo-register', heading: 'Create Account' },
  { path: '/donor-register', heading: 'Donor Registration' },
  { path: '/forgot-password', heading: 'Reset your password' },
  { path: '/ngoList', heading: 'Find an NGO and fight hunger' },
];

test.beforeEach(async ({ page }) => {
  await page.route('https://api.github.com/**', (route) => route.fulfill({ json: [] }));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page is readable from its HTML alone', async ({ page }) => {
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toContainText(heading);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
  });

  test('other paths get the empty shell, not another page', async ({ page }) => {
    for (const path of ['/donations', '/adminPage', '/delivery', '/no-such-page']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await page.locator('#root').innerHTML(), path).toBe('');
    }
  });
});

test('every public page hydrates without a mismatch and then works', async ({ page }) => {
  const errors = watchErrors(page);
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toContainText(heading);
  }
  expect(errors).toEqual([]);
  // Hydrated means interactive: the Register menu opens.
  await page.goto('/team');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('link', { name: 'Donors' })).toBeVisible();
});

test.describe('signed in', () => {
  test.use({ storageState: SESSION.donor });

  test('a signed-in person gets the same pages, then their account in the top bar', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/team');
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('Our Team');
    await hydrated(page); // React reports a mismatch while it hydrates, before this
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
