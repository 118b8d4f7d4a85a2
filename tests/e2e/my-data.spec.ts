// 'Download my data' in Chromium against the emulators: a donor finds 'Your data' in the menu on a
// phone, downloads one JSON file, and finds in it their account and the donation they offered
// (its Hindi name intact, its times in ISO 8601) — and nobody else's. Then 'Delete my account': what
// must be done first, a wrong password, the deletion, and what the NGO still sees; an NGO's own.
import type { Download } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { card, offerTo, pathOf } from './donation-helpers';
import { PHONE, contactOf, expectNoAxeViolations, fieldOf, findDocs, screenshot } from './support';

test.describe.configure({ timeout: 120_000 });

const FOOD = 'दाल चावल';

test('a donor downloads everything their account holds as one JSON file', async ({
  freshDonor,
  freshNgo,
  signedIn,
}) => {
  const donor = await signedIn(freshDonor, { viewport: PHONE });
  const offered = await offerTo(donor, freshNgo, FOOD, 12);

  await donor.getByRole('button', { name: 'Open menu' }).click();
  await donor.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Your data' }).click();
  await expect(donor).toHaveURL(/\/my-data$/);
  await expect(donor.getByRole('heading', { name: 'Your data', level: 1 })).toBeVisible();
  const section = donor.getByRole('region', { name: 'Download my data' });
  await expectNoAxeViolations(donor);
  const [download] = await Promise.all([
    donor.waitForEvent('download') as Promise<Download>,
    section.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  await expect(section.getByRole('status')).toHaveText(
    /^Saved foodbridge-my-data-\d{4}-\d\d-\d\d\.json: \d+ records\.$/,
  );
  await screenshot(donor, 'my-data-done');
  expect(download.suggestedFilename()).toMatch(/^foodbridge-my-data-\d{4}-\d\d-\d\d\.json$/);

  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    account: { uid: string; role: string };
    parts: Record<string, { path: string; data: Record<string, unknown> }[] | { path: string } | null>;
    notIncluded: unknown[];
  };
  expect(file.account).toMatchObject({ uid: freshDonor.uid, role: 'donor' });
  expect(file.notIncluded).toEqual([]);
  expect(file.parts.user).toMatchObject({ path: `users/${freshDonor.uid}` });
  const made = file.parts.donationsMade as { path: string; data: Record<string, unknown> }[];
  expect(made.map((r) => r.path)).toEqual([pathOf(offered)]);
  expect(made[0]!.data).toMatchObject({ food: FOOD, donorUid: freshDonor.uid, ngoId: freshNgo.uid });
  expect(made[0]!.data.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  // Its phone and pickup address, from the contact document kept apart from it.
  const contacts = file.parts.contacts as { path: string; data: Record<string, unknown> }[];
  expect(contacts.map((r) => r.path)).toEqual([`${pathOf(offered)}/private/contact`]);
  expect(contacts[0]!.data).toMatchObject({ donorUid: freshDonor.uid, phone: expect.stringMatching(/^\d{10}$/) });
});

test('a donor deletes their account: an offer still open waits; then the NGO sees only “Deleted account”', async ({
  freshDonor,
  freshNgo,
  signedIn,
}) => {
  const donor = await signedIn(freshDonor, { viewport: PHONE });
  await offerTo(donor, freshNgo, FOOD, 12);

  await donor.goto('/my-data');
  const section = donor.getByRole('region', { name: 'Delete my account' });
  await section.getByRole('button', { name: 'Delete my account…' }).click();
  // The offer still waits for the NGO: the page says so, and where to cancel it.
  await expect(section).toContainText('1 donation still waits for an NGO or a pickup.');
  await expectNoAxeViolations(donor);
  await screenshot(donor, 'delete-account-blocked');
  await section.getByRole('link', { name: 'Open My donations' }).click();
  await card(donor, FOOD).getByRole('button', { name: 'Cancel donation' }).click();
  await donor
    .getByRole('dialog', { name: 'Cancel this donation?' })
    .getByRole('button', { name: 'Yes, cancel donation' })
    .click();
  await expect(card(donor, FOOD).getByText('Cancelled', { exact: true })).toBeVisible();

  await donor.goto('/my-data');
  await section.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = donor.getByRole('dialog', { name: 'Delete your account for ever?' });
  const password = dialog.getByLabel('Your password');
  await expect(password).toBeFocused();
  await expectNoAxeViolations(donor);
  await screenshot(donor, 'delete-account-confirm');
  // A wrong password: said in the dialog, and what was typed stays.
  await password.fill('not-the-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText(/^Your account was not deleted: /)).toBeVisible();
  await expect(password).toHaveValue('not-the-password');
  await password.fill(freshDonor.password);
  await password.press('Enter');
  await expect(donor).toHaveURL(/\/$/);
  await expect(donor.getByText('Your account has been deleted. Thank you for the food you shared.')).toBeVisible();

  // Gone: the users document and the sign-in.
  expect(await findDocs('users', 'email', freshDonor.email)).toEqual([]);
  const [kept] = await findDocs('deliveryInfo', 'donorUid', freshDonor.uid);
  expect(fieldOf(kept!, 'donorDeleted')).toBe('true');
  expect(fieldOf(kept!, 'donorName')).toBe('');
  // Its phone and address went with the contact document.
  expect(await contactOf(kept!)).toBeUndefined();
  await donor.goto('/login');
  const form = donor.getByRole('main');
  await form.getByLabel('Email').fill(freshDonor.email);
  await form.getByLabel('Password', { exact: true }).fill(freshDonor.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(donor).toHaveURL(/\/login$/);

  // The NGO still has the donation, from “Deleted account”, with no phone or address.
  const ngo = await signedIn(freshNgo);
  const show = ngo.getByRole('group', { name: 'Show' });
  await show.getByText('Closed', { exact: true }).click();
  const theirs = card(ngo, FOOD);
  await expect(theirs).toContainText('From Deleted account');
  await expect(theirs).not.toContainText('9876');
  await expect(theirs.getByRole('link', { name: /^\+?\d/ })).toHaveCount(0);
});

test('an NGO with nothing open deletes its account: its entry leaves the NGO list', async ({ freshNgo, signedIn }) => {
  const ngo = await signedIn(freshNgo, { viewport: PHONE });
  await ngo.goto('/my-data');
  const section = ngo.getByRole('region', { name: 'Delete my account' });
  await expect(section).toContainText('Your account and your NGO’s entry in the NGO list are deleted');
  await section.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = ngo.getByRole('dialog', { name: 'Delete your account for ever?' });
  await expect(dialog).toContainText('Your NGO leaves the NGO list');
  await dialog.getByLabel('Your password').fill(freshNgo.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(ngo.getByText('Your account has been deleted. Thank you for the food you shared.')).toBeVisible();
  expect(await findDocs('ngoAdmin', 'ownerUid', freshNgo.uid)).toEqual([]);
  expect(await findDocs('users', 'email', freshNgo.email)).toEqual([]);
  expect(await findDocs('ngoNames', 'ngoId', freshNgo.uid)).toEqual([]);
});
