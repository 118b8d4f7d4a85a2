import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueId } from '../../src/testing/factories';
import { DEMO_NGO, card, searchNgos } from './donation-helpers';
import { PRERENDERED_PATHS } from '../../src/app/prerendered';
import { pathIn } from '../../src/i18n/languages';
import { PHONE, docId, fieldOf, findDocs, hoursFromNow, hydrated, screenshot, watchErrors } from './support';
import { DEVANAGARI, en, hi } from './i18n';

const hindi = (path: string) => pathIn('hi', path);

test.beforeEach(async ({ page }) => {
  // No internet here: the GitHub contributors API is stubbed.
  await page.route('https://api.github.com/**', (route) => route.fulfill({ json: [] }));
});

test.describe('Hindi pages rendered at build time', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page has a Hindi copy: readable from its HTML alone, in Hindi, naming its English twin', async ({
    page,
  }) => {
    for (const path of PRERENDERED_PATHS) {
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
  const errors = watchErrors(page);
  for (const path of PRERENDERED_PATHS) {
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

/** The page is in Hindi: <html lang> and the text a reader sees. */
async function expectHindi(page: Page) {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  await expect(page.locator('main')).toHaveText(DEVANAGARI);
}

test.describe('a donor and an NGO in Hindi, at 390 px', () => {
  test.use({ viewport: PHONE });
  // The donor signs up with an address of its own and donates to an NGO of the test's own.
  test('a visitor switches to Hindi and reloads; registers as a donor, donates; the NGO accepts — every step in Hindi', async ({
    page,
    freshNgo,
    signedIn,
    made,
  }) => {
    test.setTimeout(180_000);
    const sunita = `${uniqueId('sunita')}@example.org`;
    // Switch from the phone menu.
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: en('layout.menu.open') }).click();
    await page
      .getByRole('dialog', { name: en('layout.menu.title') })
      .getByRole('link', { name: 'हिन्दी' })
      .click();
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(hi('home.hero.title'));
    await expectHindi(page);

    // Reloaded, and opened again at its English address: still Hindi.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(hi('home.hero.title'));
    await page.goto('/');
    await expect(page).toHaveURL(/\/hi$/);
    await hydrated(page);
    await expectHindi(page);
    await screenshot(page, 'hindi-home');

    await page.goto('/ngoList');
    await expect(page).toHaveURL(/\/hi\/ngoList$/);
    await hydrated(page);
    await expect(page.getByRole('link', { name: hi('ngos.card.donateTo', { name: DEMO_NGO }) })).toBeVisible();
    await expectHindi(page);
    await screenshot(page, 'hindi-ngoList');

    // A donor registers, in Hindi; a mistake is told in Hindi and nothing typed is lost.
    await page.goto('/donor-register');
    await expect(page).toHaveURL(/\/hi\/donor-register$/);
    await hydrated(page);
    const form = page.getByRole('form', { name: hi('auth.donorRegister.form') });
    // The privacy notice, in Hindi, beside the button that accepts it.
    await expect(form.getByRole('region', { name: hi('privacy.notice.title') })).toContainText(
      hi('privacy.notice.title'),
    );
    await form.getByLabel(hi('auth.donorRegister.fullName')).fill('Sunita Devi');
    await form.getByLabel(hi('auth.donorRegister.email'), { exact: true }).fill(sunita);
    await form.getByLabel(hi('auth.field.password'), { exact: true }).fill('Rasoi2026');
    await form.getByLabel(hi('auth.donorRegister.confirmPassword')).fill('Rasoi2026');
    await form.getByLabel(hi('auth.donorRegister.phoneNumber')).fill('98765');
    await form.getByLabel(hi('auth.donorRegister.address')).fill('12 Park Street\nKolkata');
    await form.getByRole('button', { name: hi('auth.donorRegister.submit') }).click();
    await expect(page.getByText(hi('auth.validation.phoneNumber'))).toBeVisible();
    await expect(page.getByText(hi('auth.validation.agreeToSafety'))).toBeVisible();
    await expect(form.getByLabel(hi('auth.donorRegister.fullName'))).toHaveValue('Sunita Devi');
    await form.getByLabel(hi('auth.donorRegister.phoneNumber')).fill('9876543212');
    await form.getByLabel(hi('auth.donorRegister.agree')).check();
    await form.getByRole('button', { name: hi('auth.donorRegister.submit') }).click();
    await expect(page).toHaveURL(/\/donorProfile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi('donors.profile.title'));
    await expectHindi(page);
    // The account keeps the language it was made in.
    const [account, ...others] = await findDocs('users', 'email', sunita);
    expect(others).toEqual([]);
    made.push({ uid: docId(account)! });
    expect(fieldOf(account, 'language')).toBe('hi');

    // Donate Food to an NGO in Kolkata, in Hindi.
    await page.goto('/ngoList');
    await hydrated(page);
    await searchNgos(page, 'Kolkata', 'hi');
    await page.getByRole('link', { name: hi('ngos.card.donateTo', { name: freshNgo.nameOrg }) }).click();
    await expect(page.getByRole('radio', { name: freshNgo.nameOrg })).toBeChecked();
    const main = page.getByRole('main');
    await main.getByLabel(hi('donations.form.place.label')).fill('12 Park Street, Kolkata');
    await main.getByLabel(hi('donations.form.phone.label')).fill('9876543212');
    await main.getByLabel(hi('donations.form.readyBy.label')).fill(hoursFromNow(2));
    await main.getByLabel(hi('donations.form.food.label')).fill('दाल चावल');
    await main.getByLabel(hi('donations.form.meals.label')).fill('30');
    // The food-safety record, in Hindi: cooked, vegan, kept hot, made half an hour ago, no allergens.
    await main.getByRole('radio', { name: hi('safety.kind.cooked') }).check();
    await main.getByRole('radio', { name: hi('safety.diet.vegan') }).check();
    await main.getByRole('radio', { name: hi('safety.storage.hot') }).check();
    await main.getByLabel(hi('foodForm.preparedAt.label')).fill(hoursFromNow(-0.5));
    await main.getByRole('checkbox', { name: hi('safety.allergen.none') }).check();
    await main.getByLabel(hi('foodForm.weight.label')).fill('9');
    await main.getByRole('radio', { name: hi('foodForm.containers.ngo') }).check();
    await main.getByLabel(hi('location.pin.label')).fill('700016');
    await expect(main.getByText(/^मिल गया: पिन कोड 700016/)).toBeVisible();
    await expectHindi(page);
    await screenshot(page, 'hindi-donate-food');
    await main.getByRole('button', { name: hi('donations.form.submit'), exact: true }).click();
    await expect(
      page.getByText(hi('donations.delivery.thanksNgo', { hasNgo: 'yes', ngo: freshNgo.nameOrg })),
    ).toBeVisible();

    // The NGO, whose phone is set to Hindi, accepts on its board.
    const ngo = await signedIn(freshNgo, { viewport: PHONE });
    await ngo.context().addInitScript(() => localStorage.setItem('foodbridge.language', 'hi'));
    await ngo.goto('/donations');
    const offer = card(ngo, 'दाल चावल');
    await expect(offer.getByText(hi('donations.state.offered'), { exact: true })).toBeVisible();
    await expectHindi(ngo);
    // Its times read on the 24-hour clock, as this browser's Intl gives them: never 'am'/'pm'.
    await expect(offer).toContainText(/\b([01]\d|2[0-3]):[0-5]\d\b/);
    await expect(offer).not.toContainText(/\d\s?(am|pm)\b/i);
    await offer.getByRole('button', { name: hi('donations.actions.accept') }).click();
    await expect(offer.getByText(hi('donations.state.accepted'), { exact: true })).toBeVisible();
    await screenshot(ngo, 'hindi-donations-ngo');

    // The donor's board says so, in Hindi.
    await page.goto('/donations');
    await expect(card(page, 'दाल चावल').getByText(hi('donations.state.accepted'), { exact: true })).toBeVisible();
    await expectHindi(page);
    await screenshot(page, 'hindi-donations');
  });
});

test('the Hindi top bar fits from tablet to desktop width, with the switch in it', async ({ page }) => {
  for (const width of [768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/hi/team');
    await hydrated(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'English' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${width}px`).toBe(0);
    // One row: the bar keeps its 64 px height however long the Hindi labels are.
    expect((await banner.boundingBox())?.height, `${width}px`).toBeLessThanOrEqual(65);
  }
  await page.goto('/hi');
  await hydrated(page);
  await screenshot(page, 'hindi-home');
});

test('the Hindi faces are fetched after the first paint, and used from the next page on', async ({ page }) => {
  await page.goto('/hi');
  await hydrated(page);
  // First visit: nothing waits for a web font; the faces arrive in the background.
  expect(await page.evaluate(() => document.documentElement.classList.contains('devanagari'))).toBe(false);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('foodbridge.devanagari'))).toBe('1');
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    font: performance.getEntriesByType('resource').find((r) => r.name.includes('noto-sans-devanagari'))?.startTime,
  }));
  expect(timing.font).toBeGreaterThan(timing.paint);

  // The next page uses them from its first paint.
  await page.goto('/hi/team');
  expect(await page.evaluate(() => document.documentElement.classList.contains('devanagari'))).toBe(true);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari Variable"', 'क')))
    .toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily.includes('Noto Sans Devanagari'))).toBe(
    true,
  );
});
