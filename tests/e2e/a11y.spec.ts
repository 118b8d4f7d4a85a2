import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PHONE, SESSION, axeViolations, settled } from './support';

/**
 * axe-core on every route of the router, signed out and signed in as each role, at phone width
 * (where the layout is tightest). A guarded route opened by the wrong role shows its 'not allowed'
 * screen, and that screen is checked too. Each page is also measured for sideways scrolling. All of
 * it twice: in English, and in Hindi (longer words, another script).
 */
const ROUTES = [
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
  '/delivery',
  '/delivery?ngo=sample-annapurna',
  '/delivery?to=any',
  '/donations',
  '/donorProfile',
  '/ngoProfile',
  '/adminPage',
  '/no-such-page',
];

const ROLES = [null, 'donor', 'ngo', 'admin'] as const;

test.use({ viewport: PHONE });

test.beforeEach(async ({ page }) => {
  // There is no internet here: the GitHub contributors API is the one edge we stub.
  await page.route('https://api.github.com/**', (route) =>
    route.fulfill({
      json: [{ id: 1, login: 'asha-dev', avatar_url: '/favicon.svg', html_url: 'https://github.com/asha-dev' }],
    }),
  );
});

/**
 * Waits until the page has drawn what it loads: the session is known (the top bar's placeholder
 * is gone, so a page that sends a signed-in person on, like /login, has started to), no spinner is
 * left, and the page's heading is up.
 */
async function settle(page: Page) {
  await expect(page.getByTestId('account-placeholder')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('main, [role="alert"]').first()).toBeVisible();
  await expect(page.locator('svg[role="status"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('h1').first()).toBeVisible();
  // Fades and slide-ins have finished, so axe sees colours as a person does.
  await settled(page);
}

/** axe on each route, and whether the page scrolls sideways; `language` checks it is shown in that language. */
async function audit(page: Page, language: 'en' | 'hi'): Promise<string[]> {
  const problems: string[] = [];
  for (const route of ROUTES) {
    await page.goto(route);
    await settle(page);
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== language) problems.push(`${route}: shown with <html lang="${lang}">, not ${language}`);
    const violations = await axeViolations(page);
    for (const v of violations) {
      problems.push(`${route}: ${v.id} — ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) problems.push(`${route}: scrolls sideways by ${overflow}px`);
  }
  return problems;
}

for (const role of ROLES) {
  test.describe(role ? `signed in as the demo ${role}` : 'signed out', () => {
    if (role) test.use({ storageState: SESSION[role] });

    test('axe finds no violations on any route', async ({ page }) => {
      test.setTimeout(180_000);
      expect(await audit(page, 'en')).toEqual([]);
    });

    // Hindi chosen on this device: public pages are sent to their /hi copies, the rest render in Hindi.
    test('axe finds no violations on any route in Hindi', async ({ page }) => {
      test.setTimeout(180_000);
      await page.addInitScript(() => localStorage.setItem('foodbridge.language', 'hi'));
      expect(await audit(page, 'hi')).toEqual([]);
    });
  });
}
