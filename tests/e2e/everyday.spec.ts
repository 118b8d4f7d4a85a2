// The everyday path (issue 25) in Chromium against the emulators, on a phone: each role finds its
// own pages from the menu and lands on them when it signs in; a donor who donates lands on My
// donations; offline on a first visit nothing shows a raw error and an offer lands once.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_NGO, card, closeOpened, fillDonation, personAt } from './donation-helpers';
import { en, hi } from './i18n';
import {
  DEMO,
  PHONE,
  accountButton,
  docId,
  expectNoAxeViolations,
  fieldOf,
  hydrated,
  readCollection,
  resetData,
  signIn,
  type Role,
} from './support';

test.beforeEach(() => resetData());
test.afterEach(closeOpened);

/** A picture of what is on the phone's screen now (not the whole page), for people to look at. */
async function snap(page: Page, name: string) {
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: `test-results/screens/${name}.png` });
}

/** What no screen may ever show: a developer's error, a Firebase code. */
const RAW = /Unexpected Application Error|dynamically imported module|FirebaseError|auth\/|permission-denied/;

const OWN_PAGES: Record<Role, { home: RegExp; pages: string[] }> = {
  donor: {
    home: /\/donations$/,
    pages: ['layout.account.donate', 'layout.account.myDonations', 'layout.account.profile'],
  },
  ngo: { home: /\/donations$/, pages: ['layout.account.offers', 'layout.account.profile'] },
  admin: { home: /\/adminPage$/, pages: ['layout.account.dashboard'] },
};

for (const role of ['donor', 'ngo', 'admin'] as const) {
  test(`a ${role} signs in on a phone, lands on its own place, and finds its pages in both menus, in English and Hindi`, async ({
    browser,
  }) => {
    const page = await personAt(browser, undefined, { viewport: PHONE });
    await signIn(page, DEMO[role], '/login');
    await expect(page).toHaveURL(OWN_PAGES[role].home);
    await hydrated(page);

    for (const language of ['en', 'hi'] as const) {
      const text = language === 'en' ? en : hi;
      const names = OWN_PAGES[role].pages.map((id) => text(id));
      // The account menu in the top bar.
      await accountButton(page).click();
      const banner = page.getByRole('banner');
      for (const name of names) await expect(banner.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(banner.getByRole('button', { name: text('layout.account.signOut') })).toBeVisible();
      await snap(page, `account-menu-${role}-${language}-390`);
      await page.keyboard.press('Escape');

      // The phone menu: the same pages first, and no Register for someone who has an account.
      await page.getByRole('button', { name: text('layout.menu.open') }).click();
      const menu = page.getByRole('dialog', { name: text('layout.menu.title') });
      const own = menu.getByRole('navigation', { name: text('layout.account.menu') });
      await expect(own.getByRole('link')).toHaveText(names);
      await expect(menu.getByRole('button', { name: text('layout.register.button') })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await snap(page, `phone-menu-${role}-${language}-390`);
      if (language === 'en') {
        await menu.getByRole('link', { name: 'हिन्दी' }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
      } else {
        // Its last page, by the menu: the menu closes and the page opens.
        await own.getByRole('link', { name: names.at(-1) }).click();
        await expect(menu).toBeHidden();
      }
    }
  });
}

test('offline on a first visit: Donate stays on the form saying it waits, no screen shows a raw error, and the offer lands once', async ({
  browser,
}) => {
  // Service workers are blocked here (playwright.config.ts): the app is not saved on this phone.
  const donor = await personAt(browser, 'donor', { viewport: PHONE });
  const ngoId = docId((await readCollection('ngoAdmin')).find((d) => fieldOf(d, 'nameOrg') === DEMO_NGO)) ?? '';
  await donor.goto(`/delivery?ngo=${ngoId}`);
  await hydrated(donor);
  await fillDonation(donor, 'Lemon rice', 18);

  await donor.context().setOffline(true);
  const main = donor.getByRole('main');
  await main.getByRole('button', { name: 'Donate', exact: true }).click();
  await expect(main.getByText('Waiting for network', { exact: true })).toBeVisible();
  await expect(main.getByText('You are offline, so your offer of Lemon rice is saved on this phone.')).toBeVisible();
  await expect(donor).toHaveURL(/\/delivery\?ngo=/);
  await expect(donor.getByText(RAW)).toHaveCount(0);
  await snap(donor, 'offline-first-visit-waiting-390');

  // Back online: the offer lands, once, and the page moves on to My donations with the thanks.
  await donor.context().setOffline(false);
  await expect(donor).toHaveURL(/\/donations$/, { timeout: 20_000 });
  await expect(donor.getByText(`Thank you! Your donation was offered to ${DEMO_NGO}.`)).toBeVisible();
  await expect(card(donor, 'Lemon rice')).toHaveCount(1);
  expect((await readCollection('deliveryInfo')).filter((d) => fieldOf(d, 'food') === 'Lemon rice')).toHaveLength(1);

  // A page whose code is not on this phone yet, opened offline: said in plain words, with Try again.
  await donor.context().setOffline(true);
  await donor.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(donor.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(donor.getByText('You are offline and this page is not saved on this phone yet.')).toBeVisible();
  await expect(donor.getByText(RAW)).toHaveCount(0);
  await donor.getByRole('button', { name: 'Try again' }).click();
  await expect(donor.getByText('Still offline. Try again once you are connected.')).toBeVisible();
  await expectNoAxeViolations(donor);
  await snap(donor, 'offline-page-not-saved-390');
  await donor.context().setOffline(false);
  await donor.getByRole('button', { name: 'Try again' }).click();
  await expect(donor.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
  expect((await readCollection('deliveryInfo')).filter((d) => fieldOf(d, 'food') === 'Lemon rice')).toHaveLength(1);
});
