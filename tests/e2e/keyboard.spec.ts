// Keyboard only: Tab, Shift+Tab, Enter, Space, Escape and the arrow keys. No mouse, no .click(),
// no .fill(): locators only name what should have the focus, and text is typed key by key.
import { expect, test } from './fixtures';
import {
  contactOf,
  DESKTOP,
  PHONE,
  dateTimeKeys,
  expectFocusVisible,
  fieldOf,
  findDocs,
  hydrated,
  isFocused,
  tabTo,
} from './support';

// The keys typed into the date-time field follow the en-US layout (mm/dd/yyyy, hh:mm AM/PM).
test.use({ locale: 'en-US' });

test('at 390 px the menu opens from the keyboard, keeps the focus inside and closes with Escape', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('dialog', { name: 'Menu' });

  await tabTo(page, opener);
  await expectFocusVisible(page);
  await page.keyboard.press('Space');
  await expect(menu).toBeVisible();
  const close = menu.getByRole('button', { name: 'Close menu' });
  await expect(close).toBeFocused();
  await expectFocusVisible(page);

  // Shift+Tab from the first control wraps to the last one inside the menu, and Tab wraps back.
  await page.keyboard.press('Shift+Tab');
  expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  expect(await isFocused(close)).toBe(false);
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();
  await expectFocusVisible(page);

  // Enter opens it as well.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(opener).toBeFocused();
});

// A donor and an NGO of the test's own (tests/e2e/fixtures.ts): the offer is between them.
test('a donor signs in from Home, finds an NGO and donates food, by keyboard alone', async ({
  page,
  freshDonor,
  freshNgo,
}) => {
  test.setTimeout(90_000); // many single key presses
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await hydrated(page);

  // Home → Sign in.
  const signInLink = page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true });
  await tabTo(page, signInLink);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);

  const form = page.getByRole('form', { name: 'Sign in' });
  await tabTo(page, form.getByLabel('Email address'));
  await expectFocusVisible(page);
  await page.keyboard.type(freshDonor.email);
  await tabTo(page, form.getByLabel('Password', { exact: true }));
  await page.keyboard.type(freshDonor.password);
  await page.keyboard.press('Enter');
  // A donor lands on My donations.
  await expect(page).toHaveURL(/\/donations$/);

  // Back Home, where a donor's call to action leads to the NGO list.
  await tabTo(page, page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Home', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  const donateCta = page.getByRole('main').getByRole('link', { name: 'Donate food', exact: true });
  await tabTo(page, donateCta);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ngoList$/);

  // Search by typing, then Tab to the NGO's 'Donate food to …' link.
  await tabTo(page, page.getByLabel('Search NGOs by name, city or address'));
  await expectFocusVisible(page);
  await page.keyboard.type('Kolk');
  await expect(page.getByRole('link', { name: 'Donate food to FoodBridge Demo NGO' })).toBeVisible();
  const mine = page.getByRole('link', { name: `Donate food to ${freshNgo.nameOrg}` });
  await expect(mine).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Annapurna Food Bank' })).toHaveCount(0);
  await tabTo(page, mine);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/delivery\\?ngo=${freshNgo.uid}$`));

  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Choose another NGO' })).toBeVisible();

  // The recipient radios answer to the arrow keys; the chosen NGO stays the choice.
  const toNgo = main.getByRole('radio', { name: freshNgo.nameOrg });
  const toAny = main.getByRole('radio', { name: 'Any NGO near me' });
  await tabTo(page, toNgo);
  await expect(toNgo).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(toAny).toBeChecked();
  await expect(toAny).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(toNgo).toBeChecked();

  // The form from top to bottom: what the food is, its food-safety record, then where and when.
  await tabTo(page, main.getByLabel('What food is it?'));
  await page.keyboard.type('Veg biryani and raita');
  // Each choice is a radio group: Tab reaches it, Space picks, the arrow keys move the choice.
  await tabTo(page, main.getByRole('radio', { name: 'Cooked meal' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Space');
  await expect(main.getByRole('radio', { name: 'Cooked meal' })).toBeChecked();
  await tabTo(page, main.getByRole('radio', { name: 'Veg', exact: true }));
  await page.keyboard.press('Space');
  await tabTo(page, main.getByRole('radio', { name: 'Hot (above 60 °C)' }));
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await expect(main.getByRole('radio', { name: 'Chilled (5 °C or below)' })).toBeChecked();

  const madeAt = main.getByLabel('When was it made?');
  await tabTo(page, madeAt);
  const anHourAgo = new Date(Date.now() - 3_600_000);
  anHourAgo.setSeconds(0, 0);
  const made = dateTimeKeys(anHourAgo);
  await page.keyboard.type(made.date);
  await page.keyboard.press('Tab');
  await page.keyboard.type(made.time);
  await expect(madeAt).toHaveValue(made.value);

  await tabTo(page, main.getByRole('checkbox', { name: 'None of these' }));
  await expectFocusVisible(page);
  await page.keyboard.press('Space');
  await tabTo(page, main.getByLabel('For how many meals?'));
  await page.keyboard.type('40');
  await tabTo(page, main.getByLabel('Approximate weight (kg)'));
  await page.keyboard.type('12.5');

  await tabTo(page, main.getByLabel('PickUp Location'));
  await expectFocusVisible(page);
  await page.keyboard.type('18 Residency Road, Bengaluru');
  // The pickup place by its PIN code: found as the sixth digit is typed.
  await tabTo(page, main.getByLabel('PIN code'));
  await expectFocusVisible(page);
  await page.keyboard.type('560001');
  await expect(main.getByText('Found: PIN 560001', { exact: false })).toBeVisible();
  await tabTo(page, main.getByLabel('Contact Information'));
  await page.keyboard.type('9876543210');

  // Ready within the day the chilled food is safe (24 hours after it was made).
  const readyBy = main.getByLabel('By when can you donate?');
  await tabTo(page, readyBy);
  const ready = new Date(Date.now() + 3 * 3_600_000);
  ready.setSeconds(0, 0);
  const keys = dateTimeKeys(ready);
  await page.keyboard.type(keys.date);
  await page.keyboard.press('Tab'); // from the year to the hour, inside the same field
  await page.keyboard.type(keys.time);
  await expect(readyBy).toHaveValue(keys.value);

  await tabTo(page, main.getByRole('radio', { name: 'I will bring containers' }));
  await page.keyboard.press('Space');
  const donateButton = main.getByRole('button', { name: 'Donate', exact: true });
  await tabTo(page, donateButton);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/donations$/);
  await expect(page.getByText(`Thank you! Your donation was offered to ${freshNgo.nameOrg}.`)).toBeVisible();

  const donations = await findDocs('deliveryInfo', 'donorUid', freshDonor.uid);
  expect(donations).toHaveLength(1);
  const d = donations[0]!;
  expect(fieldOf(d, 'status')).toBe('offered');
  expect(fieldOf(d, 'ngoId')).toBe(freshNgo.uid);
  expect(fieldOf(d, 'food')).toBe('Veg biryani and raita');
  expect(fieldOf(d, 'meals')).toBe('40');
  const contact = await contactOf(d);
  expect(fieldOf(contact, 'phone')).toBe('9876543210');
  expect(fieldOf(contact, 'deliveryLocation')).toBe('18 Residency Road, Bengaluru');
  expect(new Date(fieldOf(d, 'readyBy') ?? '').getTime()).toBe(ready.getTime());
  expect(fieldOf(d, 'kind')).toBe('cooked');
  expect(fieldOf(d, 'diet')).toBe('veg');
  expect(fieldOf(d, 'storage')).toBe('chilled');
  expect(new Date(fieldOf(d, 'preparedAt') ?? '').getTime()).toBe(anHourAgo.getTime());
  expect(fieldOf(d, 'weightKg')).toBe('12.5');
});
