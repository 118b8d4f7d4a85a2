// Suspending an account, end to end against the emulators and the rules: an admin of the test's own
// (tests/e2e/fixtures.ts) suspends a donor who signs up in this test with a reason, and acts on no
// other account; the donor, in a browser of its own, sees the reason on
// every page without reloading, and its attempts to offer food or change its record are refused
// in plain words; lifting the suspension gives everything back.
import { type Page } from '@playwright/test';
import { uniqueId } from '../../src/testing/factories';
import { expect, test } from './fixtures';
import {
  PHONE,
  docId,
  expectNoAxeViolations,
  fieldOf,
  findDocs,
  hydrated,
  readCollection,
  screenshot,
} from './support';
import { card, donate } from './donation-helpers';

test.describe.configure({ timeout: 120_000 });

// A name and an address of this test's own: the admin finds the donor's rows by the name.
const NEHA_ID = uniqueId('neha');
const NEHA = { name: `Neha Caterer ${NEHA_ID.slice(-6)}`, email: `${NEHA_ID}@example.org`, password: 'Caterer2026' };
// Its open offer shows on the boards of other tests' NGOs near Kolkata too: the food's name is this test's own.
const FOOD = `Veg pulao ${uniqueId('food').slice(-6)}`;
const REASON = 'Offered food that was not there, three times.';
const REASON_EMPTY = 'Please write why this account is suspended, in a few words with letters or digits.';
const SUSPENDED_MESSAGE =
  'Your account is suspended, so this was not done. Write to us via the contact page if you think this is a mistake.';
const DONATE_SUSPENDED =
  'Your account is suspended, so you cannot offer food now, and your offers that no NGO had accepted were withdrawn. Write to us via the contact page if you think this is a mistake.';
const BANNER = `Your account is suspended: ${REASON} You cannot offer food or change donations until an admin lifts it. Write to us via the contact page.`;

/** Signs a new donor up through /donor-register; it lands on its profile, signed in. */
async function signUpDonor(page: Page) {
  await page.goto('/donor-register');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Donor registration' });
  await form.getByLabel('Full Name').fill(NEHA.name);
  await form.getByLabel('Email', { exact: true }).fill(NEHA.email);
  await form.getByLabel('Password', { exact: true }).fill(NEHA.password);
  await form.getByLabel('Confirm Password').fill(NEHA.password);
  await form.getByLabel('Phone Number').fill('9876543211');
  await form.getByLabel('Address').fill('5 Lake Road, Kolkata');
  await form.getByLabel('I agree to the Food Safety Policy').check();
  await form.getByRole('button', { name: /register/i }).click();
  await expect(page).toHaveURL(/\/donorProfile$/);
}

test('an admin suspends a donor with a reason: the donor sees it on every page and is refused; Un-suspend gives it back', async ({
  freshNgo,
  freshAdmin,
  signedIn,
  made,
  page: donor,
}) => {
  // The donor signs up in the test's own page (closed before `made` removes the account).
  await signUpDonor(donor);
  const [user, ...others] = await findDocs('users', 'email', NEHA.email);
  expect(others).toEqual([]);
  const uid = docId(user)!;
  made.push({ uid });
  const banner = donor.getByRole('region', { name: 'Account suspended' });
  await expect(banner).toHaveCount(0);

  // Before it is suspended, the donor offers food to any NGO near Kolkata; an NGO there sees it.
  await donor.goto('/delivery?to=any');
  await hydrated(donor);
  await donate(donor, FOOD, 30);
  await expect(card(donor, FOOD).getByText('Waiting for an NGO', { exact: true })).toBeVisible();
  const ngo = await signedIn(freshNgo);
  await expect(card(ngo, FOOD)).toBeVisible();
  await donor.goto('/donorProfile');
  await expect(donor.getByRole('main').getByLabel('City')).toBeVisible();

  // The admin suspends the new donor from its record's row; a reason is required.
  const admin = await signedIn(freshAdmin);
  const records = admin.getByRole('table', { name: 'Donor records' });
  await records.getByRole('button', { name: `Suspend ${NEHA.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Suspend this account?' });
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog.getByText(REASON_EMPTY)).toBeVisible();
  await dialog.getByLabel('Reason').fill(REASON);
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog).toBeHidden();
  const suspended = admin.getByRole('table', { name: 'Suspended accounts' }).getByRole('row', { name: NEHA.name });
  await expect(suspended).toContainText(REASON);
  await expect(suspended).toContainText(NEHA.email);
  await expect(records.getByRole('row', { name: NEHA.name })).toContainText('Account suspended');
  await expectNoAxeViolations(admin);

  const stored = await suspensionOf(uid);
  expect(fieldOf(stored, 'reason')).toBe(REASON);
  expect(fieldOf(stored, 'suspendedBy')).toBe(freshAdmin.uid);

  // Its offer that no NGO had accepted is withdrawn with the suspension: gone from the NGO's board, live.
  await expect(card(ngo, FOOD)).toHaveCount(0);
  const [withdrawn] = await findDocs('deliveryInfo', 'donorUid', uid);
  expect(fieldOf(withdrawn, 'status')).toBe('cancelled');

  // The donor's page shows the banner without a reload, and so does every other page.
  await expect(banner).toHaveText(BANNER);
  await expect(banner.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contactus');
  await expectNoAxeViolations(donor);

  // Saving its record is refused, in plain words, and what was typed stays.
  const main = donor.getByRole('main');
  await main.getByLabel('City').fill('Howrah');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('alert')).toContainText(SUSPENDED_MESSAGE);
  await expect(main.getByLabel('City')).toHaveValue('Howrah');

  // Donate Food says so before the form: there is no form to fill and nothing to try again.
  await donor.setViewportSize(PHONE);
  await donor.goto('/delivery?ngo=sample-annapurna');
  await expect(banner).toHaveText(BANNER);
  await hydrated(donor);
  await expect(main.getByRole('alert')).toHaveText(DONATE_SUSPENDED);
  await expect(main.getByRole('alert').getByRole('link', { name: 'contact page' })).toHaveAttribute(
    'href',
    '/contactus',
  );
  await expect(main.getByLabel('What food is it?')).toHaveCount(0);
  await expect(main.getByRole('button', { name: /^(Donate|Retry|Try again)$/ })).toHaveCount(0);
  await expectNoAxeViolations(donor);
  await screenshot(donor, 'suspension-donate-390');
  expect(await findDocs('deliveryInfo', 'donorUid', uid)).toHaveLength(1);

  // The admin lifts it, after a confirmation; the donor's banner goes without a reload.
  await suspended.getByRole('button', { name: `Un-suspend ${NEHA.name}` }).click();
  await admin
    .getByRole('dialog', { name: 'Lift this suspension?' })
    .getByRole('button', { name: 'Un-suspend' })
    .click();
  // Its row leaves the suspended accounts (other tests' suspensions, if any, are theirs to check).
  await expect(suspended).toHaveCount(0);
  await expect(records.getByRole('button', { name: `Suspend ${NEHA.name}` })).toBeVisible();
  expect(await suspensionOf(uid)).toBeUndefined();
  await expect(banner).toHaveCount(0);

  // Its record saves again (and the form goes on to the NGO list, as after every save).
  await donor.goto('/donorProfile');
  await main.getByLabel('City').fill('Howrah');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(donor).toHaveURL(/\/ngoList$/);
  await expect(main.getByRole('alert')).toHaveCount(0);
  const [record, ...more] = await findDocs('admin', 'email', NEHA.email);
  expect(more).toEqual([]);
  expect(fieldOf(record, 'city')).toBe('Howrah');
});

/** The suspension of an account (suspensions/{uid}), if there is one. */
async function suspensionOf(uid: string) {
  return (await readCollection('suspensions')).find((d) => docId(d) === uid);
}

test("a visitor's page does not download the suspension check", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await hydrated(page);
  await page.goto('/ngoList');
  await hydrated(page);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => /suspension/i.test(path))).toEqual([]);
  await expect(page.getByRole('region', { name: 'Account suspended' })).toHaveCount(0);
});
