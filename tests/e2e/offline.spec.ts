// The browser context goes offline and comes back: the notice says so, a form submitted offline
// says plainly that nothing was sent and keeps everything typed, and Retry sends it once the
// connection has returned (the write is read back from Firestore).
import { expect, test } from '@playwright/test';
import { SESSION, expectNoAxeViolations, fieldOf, hoursFromNow, readCollection, resetData } from './support';
import { fillFoodRecord } from './donation-helpers';

test.beforeEach(() => resetData());
test.use({ storageState: SESSION.donor });

const OFFLINE = /You are offline\./;
const NOT_SENT = 'We could not reach the server. Check your connection and try again.';

test('a donation submitted offline is not lost: the notice shows, Retry sends it once back online', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000); // axe, and the 'Back online.' notice that stays a few seconds
  await page.goto('/delivery?ngo=sample-hope-kitchen');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Choose another NGO' })).toBeVisible();

  const readyBy = hoursFromNow(3);
  await fillFoodRecord(main);
  await main.getByLabel('PickUp Location').fill('18 Residency Road, Bengaluru');
  await main.getByLabel('Contact Information').fill('9876543210');
  await main.getByLabel('By when can you donate?').fill(readyBy);
  await main.getByLabel('What food is it?').fill('Veg biryani and raita');
  await main.getByLabel('For how many meals?').fill('40');

  const notice = page.getByTestId('connection-notice');
  await expect(notice).toBeEmpty();
  await context.setOffline(true);
  await expect(notice).toHaveText(OFFLINE);
  await expect(notice).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await expectNoAxeViolations(page);

  await main.getByRole('button', { name: 'Donate', exact: true }).click();
  const alert = main.getByRole('alert');
  await expect(alert).toContainText(NOT_SENT);
  await expect(alert).toContainText('What you typed is kept.');
  await expect(main.getByLabel('PickUp Location')).toHaveValue('18 Residency Road, Bengaluru');
  await expect(main.getByLabel('Contact Information')).toHaveValue('9876543210');
  await expect(main.getByLabel('By when can you donate?')).toHaveValue(readyBy);
  await expect(main.getByLabel('What food is it?')).toHaveValue('Veg biryani and raita');
  await expect(main.getByLabel('For how many meals?')).toHaveValue('40');
  // The draft survives in the tab's session too (a reload once back online would restore it).
  const draft = await page.evaluate(() => sessionStorage.getItem('foodbridge:donation-draft'));
  expect(JSON.parse(draft ?? '{}')).toMatchObject({ food: 'Veg biryani and raita', meals: '40', readyBy });
  expect(await readCollection('deliveryInfo')).toHaveLength(0);

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

  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByText('Thank you! Your donation was offered to Hope Kitchen Foundation.')).toBeVisible();
  const donations = await readCollection('deliveryInfo');
  // Nothing was queued behind the person's back: Firestore sends a page's writes in order, so a
  // write queued while offline would have reached the server before this one was confirmed.
  expect(donations).toHaveLength(1);
  expect(fieldOf(donations[0], 'food')).toBe('Veg biryani and raita');
  expect(fieldOf(donations[0], 'meals')).toBe('40');
  expect(fieldOf(donations[0], 'ngoId')).toBe('sample-hope-kitchen');
  // The draft is gone once the donation is sent.
  expect(await page.evaluate(() => sessionStorage.getItem('foodbridge:donation-draft'))).toBeNull();
});

test('the donor profile saved offline says it was not sent, keeps the form, and saves once back online', async ({
  page,
  context,
}) => {
  await page.goto('/donorProfile');
  const main = page.getByRole('main');
  await main.getByLabel('Name').fill('Asha Donor');
  await main.getByLabel('Email address').fill('donor@example.org');
  await main.getByLabel('Phone Number').fill('9876543210');
  await main.getByLabel('Country').selectOption('India');
  await main.getByLabel('Street address').fill('18 Residency Road');
  await main.getByLabel('City').fill('Bengaluru');
  await main.getByLabel('State / Province').fill('Karnataka');
  await main.getByLabel('ZIP / Postal code').fill('560025');

  await context.setOffline(true);
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByText(NOT_SENT)).toBeVisible();
  await expect(main.getByLabel('Name')).toHaveValue('Asha Donor');
  await expect(main.getByLabel('City')).toHaveValue('Bengaluru');
  await expect(main.getByLabel('ZIP / Postal code')).toHaveValue('560025');
  expect((await readCollection('admin')).some((r) => fieldOf(r, 'name') === 'Asha Donor')).toBe(false);

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved successfully!')).toBeVisible();
  const record = (await readCollection('admin')).find((r) => fieldOf(r, 'name') === 'Asha Donor');
  expect(fieldOf(record, 'city')).toBe('Bengaluru');
});
