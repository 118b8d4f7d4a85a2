// The everyday path (issue 25) in Chromium against the emulators, on a phone: each role finds its
// own pages from the menu and lands on them when it signs in; a donor who donates lands on My
// donations; offline on a first visit nothing shows a raw error and an offer lands once. Every
// account here is the test's own (tests/e2e/fixtures.ts): a language chosen is kept on the account
// (users/{uid}), so even signing in and switching language is done as a fresh account.
import { mkdirSync } from 'node:fs';
import { type BrowserContextOptions, type Page } from '@playwright/test';
import { nameKey } from '../../src/config/names.js';
import { uniqueId } from '../../src/testing/factories';
import { expect, test } from './fixtures';
import { FormTimer, card, fillDonation } from './donation-helpers';
import { en, hi } from './i18n';
import {
  contactOf,
  PHONE,
  accountButton,
  confirmEmail,
  docId,
  expectNoAxeViolations,
  fieldOf,
  findDocs,
  hoursFromNow,
  hydrated,
  type Role,
} from './support';

/** A phone's browser, set to Hindi from the start if asked (the app keeps the choice in localStorage). */
function phoneIn(language: 'en' | 'hi', baseURL: string | undefined): BrowserContextOptions {
  if (language === 'en') return { viewport: PHONE };
  const origin = new URL(baseURL ?? '').origin;
  return {
    viewport: PHONE,
    storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: 'foodbridge.language', value: 'hi' }] }] },
  };
}

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
    pages: [
      'layout.account.donate',
      'layout.account.myDonations',
      'layout.account.myImpact',
      'layout.account.profile',
      'layout.account.volunteering',
      'layout.account.myData',
    ],
  },
  ngo: {
    home: /\/donations$/,
    pages: [
      'layout.account.offers',
      'layout.account.team',
      'layout.account.runs',
      'layout.account.impact',
      'layout.account.profile',
      'layout.account.myData',
    ],
  },
  admin: {
    home: /\/adminPage$/,
    pages: ['layout.account.dashboard', 'layout.account.impact', 'layout.account.myData'],
  },
};

for (const role of ['donor', 'ngo', 'admin'] as const) {
  test(`a ${role} signs in on a phone, lands on its own place, and finds its pages in both menus, in English and Hindi`, async ({
    freshDonor,
    freshNgo,
    freshAdmin,
    signedIn,
  }) => {
    // Signed in through the form; signedIn checks it lands on the role's own place.
    const account = { donor: freshDonor, ngo: freshNgo, admin: freshAdmin }[role];
    const page = await signedIn(account, { viewport: PHONE });
    await expect(page).toHaveURL(OWN_PAGES[role].home);

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
  freshDonor,
  freshNgo,
  signedIn,
}) => {
  // Service workers are blocked here (playwright.config.ts): the app is not saved on this phone.
  const donor = await signedIn(freshDonor, { viewport: PHONE });
  const lemonRice = async () =>
    (await findDocs('deliveryInfo', 'donorUid', freshDonor.uid)).filter((d) => fieldOf(d, 'food') === 'Lemon rice');
  await donor.goto(`/delivery?ngo=${freshNgo.uid}`);
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
  await expect(donor.getByText(`Thank you! Your donation was offered to ${freshNgo.nameOrg}.`)).toBeVisible();
  await expect(card(donor, 'Lemon rice')).toHaveCount(1);
  expect(await lemonRice()).toHaveLength(1);

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
  expect(await lemonRice()).toHaveLength(1);
});

for (const language of ['en', 'hi'] as const) {
  test(`a donor on a phone, in ${language === 'en' ? 'English' : 'Hindi'}: donates, sees the NGO accept live with its phone and the code on top, offers again from Same as last time, and is told before an open offer that nobody collects there`, async ({
    freshDonor,
    freshNgo,
    signedIn,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const text = language === 'en' ? en : hi;
    const ngoId = freshNgo.uid;
    const DEMO_NGO = freshNgo.nameOrg;
    // Other tests' open offers near Kolkata show on the NGO's board too: the food's name is this test's own.
    const food = `${language === 'en' ? 'Veg pulao' : 'वेज पुलाव'} ${uniqueId('food').slice(-6)}`;

    // The donor signs in on a phone set to this language and lands on My donations (signedIn checks it).
    const donor = await signedIn(freshDonor, phoneIn(language, baseURL));
    await expect(donor).toHaveURL(/\/donations$/);

    // Donate food, from the account menu, to the NGO: the first offer is filled in whole.
    await donor.goto(`/delivery?ngo=${ngoId}`);
    await hydrated(donor);
    const main = donor.getByRole('main');
    await expect(main.getByRole('radio', { name: DEMO_NGO })).toBeChecked();
    await main.getByLabel(text('location.pin.label')).fill('700071');
    await expect(main.getByText(text('location.found.pin', { pin: '700071' }))).toBeVisible();
    await main.getByRole('radio', { name: text('safety.kind.cooked') }).check();
    await main.getByRole('radio', { name: text('safety.diet.veg'), exact: true }).check();
    await main.getByRole('radio', { name: text('safety.storage.chilled') }).check();
    await main.getByLabel(text('foodForm.preparedAt.label')).fill(hoursFromNow(-1));
    await main.getByRole('checkbox', { name: text('safety.allergen.milk') }).check();
    await main.getByLabel(text('foodForm.weight.label')).fill('6');
    await main.getByRole('radio', { name: text('foodForm.containers.donor') }).check();
    await main.getByLabel(text('donations.form.place.label')).fill('18 Residency Road, Kolkata');
    await main.getByLabel(text('donations.form.phone.label')).fill('9876543210');
    await main.getByLabel(text('donations.form.readyBy.label')).fill(hoursFromNow(3));
    await main.getByLabel(text('donations.form.food.label')).fill(food);
    await main.getByLabel(text('donations.form.meals.label')).fill('25');
    await main.getByRole('button', { name: text('donations.form.submit'), exact: true }).click();

    // My donations, the new offer at the top, waiting in words.
    await expect(donor).toHaveURL(/\/donations$/);
    const mine = card(donor, food);
    await expect(donor.getByRole('article').first()).toHaveAccessibleName(food);
    await expect(mine.getByText(text('donations.state.offered'), { exact: true })).toBeVisible();

    // The NGO accepts on its own phone; the donor's board says so at once, without a reload: a
    // notice, the tab's title, and at the top of the card who accepted, their phone and the code.
    const ngo = await signedIn(freshNgo, { viewport: PHONE });
    await card(ngo, food).getByRole('button', { name: 'Accept pickup' }).click();
    const news = text('donations.acceptedBy.news', { ngo: DEMO_NGO });
    await expect(donor.getByText(news)).toBeVisible();
    await expect(donor).toHaveTitle(
      new RegExp(`^${text('donations.acceptedBy.tabTitle', { news: '', title: '' }).trim()}`),
    );
    const top = mine.getByRole('region', { name: text('donations.acceptedBy.title', { ngo: DEMO_NGO }) });
    await expect(top.getByRole('link', { name: '98765 00022' })).toHaveAttribute('href', 'tel:+919876500022');
    await expect(top.getByText(/^\d{4}$/)).toBeVisible();
    await expect(mine.getByText(text('donations.state.accepted'), { exact: true })).toBeVisible();
    await expectNoAxeViolations(donor);
    await snap(donor, `donor-accepted-${language}-390`);
    await donor.getByRole('button', { name: text('donations.toast.dismiss') }).click();
    await expect(donor.getByText(news)).toHaveCount(0);
    await expect(donor).toHaveTitle(text('common.title'));

    // Offering again, from the account menu: the form starts from the last offer (place, phone,
    // containers, NGO); 'Same as last time' fills the food; the donor gives what changes each day.
    await accountButton(donor).click();
    await donor
      .getByRole('banner')
      .getByRole('link', { name: text('layout.account.donate'), exact: true })
      .click();
    await expect(main.getByRole('radio', { name: DEMO_NGO })).toBeChecked();
    await expect(main.getByLabel(text('donations.form.place.label'))).toHaveValue('18 Residency Road, Kolkata');
    const timer = new FormTimer();
    await timer.press(main.getByRole('button', { name: text('donations.form.last.button') }), 'Same as last time');
    await expect(main.getByLabel(text('donations.form.food.label'))).toHaveValue(food);
    await timer.pickDateTime(main.getByLabel(text('foodForm.preparedAt.label')), hoursFromNow(-0.5), 'When made');
    await timer.pickDateTime(main.getByLabel(text('donations.form.readyBy.label')), hoursFromNow(2), 'By when');
    await snap(donor, `donor-repeat-offer-${language}-390`);
    await timer.press(main.getByRole('button', { name: text('donations.form.submit'), exact: true }), 'Donate');
    await expect(donor).toHaveURL(/\/donations$/);
    await expect(donor.getByRole('article', { name: food })).toHaveCount(2);
    console.log(
      `Repeat offer at 390 px (${language}), keystroke-level estimate: ${timer.total.toFixed(1)} s\n${timer.breakdown}`,
    );
    expect(timer.total).toBeLessThanOrEqual(30);
    const offers = (await findDocs('deliveryInfo', 'donorUid', freshDonor.uid)).filter(
      (d) => fieldOf(d, 'food') === food,
    );
    const phones = await Promise.all(offers.map(async (d) => fieldOf(await contactOf(d), 'phone')));
    expect(offers.map((d, i) => [fieldOf(d, 'meals'), phones[i], fieldOf(d, 'ngoId')])).toEqual([
      ['25', '9876543210', ngoId],
      ['25', '9876543210', ngoId],
    ]);

    // An open offer from a PIN no NGO collects from is told so before anything is sent.
    await donor.goto('/delivery?to=any');
    await hydrated(donor);
    await main.getByLabel(text('location.pin.label')).fill('744101');
    await expect(main.getByText(text('location.found.pin', { pin: '744101' }))).toBeVisible();
    const nobody = main.getByText(text('donations.reach.none'));
    await expect(nobody).toBeVisible();
    await nobody.scrollIntoViewIfNeeded();
    await snap(donor, `donor-open-offer-nobody-${language}-390`);
    expect(await findDocs('deliveryInfo', 'donorUid', freshDonor.uid)).toHaveLength(2);
  });
}

for (const language of ['en', 'hi'] as const) {
  test(`a new NGO on a phone, in ${language === 'en' ? 'English' : 'Hindi'}: confirms its email by the link, reloads, and creates its profile`, async ({
    page,
    made,
  }) => {
    const text = language === 'en' ? en : hi;
    // An address and a name of this test's own; the account, its profile and its name are removed after.
    const email = `${uniqueId(`kitchen-${language}`)}@example.org`;
    const nameOrg = `Shelter Kitchen ${language} ${uniqueId('k').slice(-6)}`;
    await page.setViewportSize(PHONE);
    if (language === 'hi') await page.context().addInitScript(() => localStorage.setItem('foodbridge.language', 'hi'));
    await page.goto('/ngo-register');
    await hydrated(page);
    const form = page.getByRole('form', { name: text('auth.register.form') });
    await form.getByLabel(text('auth.field.email'), { exact: true }).fill(email);
    await form.getByLabel(text('auth.field.password'), { exact: true }).fill('Shelter2026!');
    await form.getByRole('button', { name: text('auth.register.submit') }).click();
    await expect(page).toHaveURL(/\/ngoProfile$/);
    const [user] = await findDocs('users', 'email', email);
    expect(user, `users document of ${email}`).toBeTruthy();
    made.push({ uid: docId(user)!, nameKey: nameKey(nameOrg) });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: text('ngoProfile.confirm.heading', { email }) })).toBeVisible();

    // Confirmed by the link in the mailbox, then the page reloaded (not the button).
    await confirmEmail(email);
    await page.reload();
    await hydrated(page);
    await main.getByLabel(text('ngoProfile.field.nameOrg'), { exact: true }).fill(nameOrg);
    await main.getByLabel(text('ngoProfile.field.name'), { exact: true }).fill('Farhan Ali');
    await main.getByLabel(text('ngoProfile.field.phone'), { exact: true }).fill('+91 94140 12345');
    await main.getByLabel(text('ngoProfile.field.time'), { exact: true }).selectOption('Evening');
    await main.getByLabel(text('ngoProfile.field.meals'), { exact: true }).fill('60');
    await main.getByLabel(text('ngoProfile.field.address'), { exact: true }).fill('3 Lake Palace Road');
    await main.getByLabel(text('ngoProfile.field.city'), { exact: true }).fill('Udaipur');
    await main.getByLabel(text('location.pin.label'), { exact: true }).fill('313001');
    await main.getByRole('button', { name: text('ngoProfile.create'), exact: true }).click();
    await expect(page).toHaveURL(/\/donations$/);
    await expect(page.getByText(text('ngoProfile.save.created'))).toBeVisible();
    await expect(page.getByText(RAW)).toHaveCount(0);
    await snap(page, `ngo-created-${language}-390`);
    const [profile] = await findDocs('ngoAdmin', 'email', email);
    expect(fieldOf(profile, 'phone')).toBe('9414012345');
  });
}
