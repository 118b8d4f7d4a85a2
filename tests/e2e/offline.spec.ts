// The browser context goes offline and comes back: the notice says so, and a form that needs the
// server (a profile) says plainly that nothing was sent, keeps everything typed, and saves once the
// connection has returned (the write is read back from Firestore). What may wait for the network
// instead — an offer, the moves of the lifecycle — is in offline-data.spec.ts. A page whose
// account check the network cuts off mid-way opens from what the phone saved.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PHONE, SESSION, expectNoAxeViolations, fieldOf, findDocs } from './support';

// The demo donor only reads here; the profile that is saved is a fresh donor's own.
test.use({ storageState: SESSION.donor });

const OFFLINE = /You are offline\./;
const NOT_SENT = 'We could not reach the server. Check your connection and try again.';

test('the notice says the browser is offline, then “Back online.”, and goes', async ({ page, context }) => {
  await page.goto('/donorProfile');
  await expect(page.getByRole('main').getByLabel('Name')).toBeVisible();
  const notice = page.getByTestId('connection-notice');
  await expect(notice).toBeEmpty();
  await context.setOffline(true);
  await expect(notice).toHaveText(OFFLINE);
  await expect(notice).toHaveAttribute('aria-live', 'polite');
  await expectNoAxeViolations(page);

  // 'Back online.' shows for a few seconds; a slow machine may look later than that, so every text
  // the notice takes is recorded as it changes and the record is checked.
  await notice.evaluate((el) => {
    const seen: string[] = [];
    (window as unknown as { noticeTexts: string[] }).noticeTexts = seen;
    new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  await context.setOffline(false);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { noticeTexts: string[] }).noticeTexts))
    .toContain('Back online.');
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  await expect(notice).toBeEmpty({ timeout: 10_000 });
});

test('the donor profile saved offline says it was not sent, keeps the form, and saves once back online', async ({
  freshDonor,
  signedIn,
}) => {
  const page = await signedIn(freshDonor);
  const context = page.context();
  await page.goto('/donorProfile');
  const main = page.getByRole('main');
  await main.getByLabel('Name').fill('Asha Donor');
  await main.getByLabel('Email address').fill(freshDonor.email);
  await main.getByLabel('Phone Number').fill('9876543210');
  await main.getByLabel('Country').selectOption('India');
  await main.getByLabel('Street address').fill('18 Residency Road');
  await main.getByLabel('City').fill('Bengaluru');
  await main.getByLabel('State').selectOption('Karnataka');
  await main.getByLabel('PIN code').fill('560025');

  await context.setOffline(true);
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByText(NOT_SENT)).toBeVisible();
  await expect(main.getByLabel('Name')).toHaveValue('Asha Donor');
  await expect(main.getByLabel('City')).toHaveValue('Bengaluru');
  await expect(main.getByLabel('PIN code')).toHaveValue('560025');
  expect(await findDocs('admin', 'ownerUid', freshDonor.uid)).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved successfully!')).toBeVisible();
  const [record, ...others] = await findDocs('admin', 'ownerUid', freshDonor.uid);
  expect(others).toEqual([]);
  expect(fieldOf(record, 'name')).toBe('Asha Donor');
  expect(fieldOf(record, 'city')).toBe('Bengaluru');
});

test('a page whose account check the network cuts off mid-way opens from what the phone saved', async ({
  freshDonor,
  signedIn,
}) => {
  const seen = await signedIn(freshDonor, { viewport: PHONE });
  const title = (page: Page) => page.getByRole('heading', { name: 'My donations', level: 1 });
  await seen.goto('/donations');
  await expect(title(seen)).toBeVisible();
  // Opened again on the same phone, where Firestore's reads are no longer answered (held, as on a
  // network that has just gone): the account check, once it has asked the server, waits for it...
  const donor = await seen.context().newPage();
  await seen.close();
  let asked = () => {};
  const checking = new Promise<void>((resolve) => (asked = resolve));
  await donor.route(/google\.firestore\.v1\.Firestore\/Listen\//, () => asked());
  await donor.goto('/donations');
  await checking;
  await expect(donor.getByRole('status', { name: 'Checking your account' })).toBeVisible();
  await expect(title(donor)).toHaveCount(0);
  // ...until the phone says it is offline: the account as the phone saved it opens the page.
  await donor.context().setOffline(true);
  await expect(title(donor)).toBeVisible();
  await expect(donor.getByTestId('connection-notice')).toHaveText(OFFLINE);
});
