// The donation lifecycle and Home's totals in Chromium against the emulators, with two people at
// once: the demo donor and the demo NGO ('FoodBridge Demo NGO') each in their own browser context.
// Nobody reloads: every change reaches the other side, and Home, through Firestore's live listeners.
// Home's totals are everyone's: this test starts from 'None yet' and sees them rise by exactly its
// donation, which holds only with no other test delivering food, so it runs alone (SERIAL in
// playwright.config.ts); the lifecycle's other tests are in lifecycle.spec.ts.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DEMO_NGO,
  card,
  closeOpened,
  deliver,
  donate,
  personAt,
  pickUp,
  pickupCode,
  searchNgos,
} from './donation-helpers';
import {
  DESKTOP,
  PHONE,
  docId,
  expectNoAxeViolations,
  fieldOf,
  hydrated,
  readCollection,
  resetData,
  screenshot,
} from './support';

test.beforeEach(() => resetData());
test.afterEach(closeOpened);
test.describe.configure({ timeout: 120_000 });

/** One figure of Home's impact section, e.g. 'Meals delivered'. */
const figure = (page: Page, label: string): Locator =>
  page.getByRole('region', { name: 'Our impact so far' }).locator('dl > div').filter({ hasText: label });

test('a donation goes offered → accepted → picked up → delivered, live on both boards and on Home', async ({
  browser,
}) => {
  const ngo = await personAt(browser, 'ngo');
  await ngo.goto('/donations');
  await expect(ngo.getByText(/No donations yet — offers from donors appear here/)).toBeVisible();
  const waiting = ngo.getByRole('banner').getByRole('link', { name: /^Donations/ });
  await expect(waiting).toHaveAccessibleName('Donations');

  // Home, in a third browser, shows the totals from the demo data and follows them live.
  const home = await personAt(browser);
  await home.goto('/');
  await home.getByRole('region', { name: 'Our impact so far' }).scrollIntoViewIfNeeded();
  // Nothing delivered yet: said in words, never '0 meals delivered'.
  await expect(figure(home, 'Meals delivered')).toHaveText(/^\s*Meals delivered\s*None yet\s*$/);
  await expect(figure(home, 'Donations delivered')).toHaveText(/^\s*Donations delivered\s*None yet\s*$/);
  await expect(home.getByText(/^No delivery has been counted yet\./)).toBeVisible();
  await home.setViewportSize(PHONE);
  await home.getByRole('region', { name: 'Our impact so far' }).scrollIntoViewIfNeeded();
  await home.screenshot({ path: 'test-results/screens/home-impact-none-yet-390.png' });
  await home.setViewportSize(DESKTOP);

  // The donor finds the demo NGO by its city and offers food to it.
  const donor = await personAt(browser, 'donor');
  await donor.goto('/ngoList');
  await hydrated(donor);
  await searchNgos(donor, 'Kolkata');
  await donor.getByRole('link', { name: `Donate food to ${DEMO_NGO}` }).click();
  await expect(donor.getByRole('radio', { name: DEMO_NGO })).toBeChecked();
  await donate(donor, 'Veg biryani and raita', 40);
  await expect(donor.getByText(`Thank you! Your donation was offered to ${DEMO_NGO}.`)).toBeVisible();

  // The NGO's board shows it without a reload, with a toast and a count in the top bar.
  await expect(card(ngo, 'Veg biryani and raita')).toBeVisible();
  await expect(
    ngo.getByRole('status').filter({ hasText: 'New offer: 40 meals of Veg biryani and raita' }),
  ).toBeVisible();
  await expect(waiting).toHaveAccessibleName('Donations (1 waiting)');
  await expect(card(ngo, 'Veg biryani and raita').getByText('Waiting for an NGO', { exact: true })).toBeVisible();
  await expectNoAxeViolations(ngo);
  await screenshot(ngo, 'donations-ngo-offered');

  await donor.goto('/donations');
  const mine = card(donor, 'Veg biryani and raita');
  await expect(mine.getByText(`To ${DEMO_NGO}`)).toBeVisible();
  await expect(mine.getByText('Waiting for an NGO', { exact: true })).toBeVisible();

  await card(ngo, 'Veg biryani and raita').getByRole('button', { name: 'Accept pickup' }).click();
  await expect(mine.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(mine).toContainText(`Accepted by ${DEMO_NGO}`);
  await expect(waiting).toHaveAccessibleName('Donations');

  // At pickup the donor reads out the code on their board; the NGO types it in.
  const code = await pickupCode(mine);
  await pickUp(ngo, card(ngo, 'Veg biryani and raita'), code);
  await expect(mine.getByText('Picked up', { exact: true })).toBeVisible();
  await expectNoAxeViolations(donor);

  await deliver(ngo, card(ngo, 'Veg biryani and raita'));
  await expect(mine.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(mine).toContainText(/Offered .* · Accepted by FoodBridge Demo NGO .* · Picked up .* · Delivered/);
  await expect(mine.getByRole('button', { name: 'Cancel donation' })).toHaveCount(0);
  // No move is left on the NGO's card: only its feedback on the donor's food to give.
  await expect(card(ngo, 'Veg biryani and raita').getByRole('button')).toHaveText(['Send feedback']);
  await screenshot(donor, 'donations-donor-delivered');
  await donor.setViewportSize({ width: 390, height: 844 });
  await screenshot(donor, 'donations-donor-delivered');

  // Home's totals rose by exactly the donation's meals, live.
  await expect(figure(home, 'Meals delivered')).toHaveText(/^\s*Meals delivered\s*40\s*$/);
  await expect(figure(home, 'Donations delivered')).toHaveText(/^\s*Donations delivered\s*1\s*$/);

  const [stats] = (await readCollection('stats')).filter((d) => docId(d) === 'impact');
  expect(fieldOf(stats, 'mealsDelivered')).toBe('40');
  expect(fieldOf(stats, 'donationsDelivered')).toBe('1');
  const [donation] = await readCollection('deliveryInfo');
  expect(fieldOf(donation, 'status')).toBe('delivered');
  expect(fieldOf(stats, 'lastDeliveryId')).toBe(docId(donation));
  for (const stamp of ['acceptedAt', 'pickedUpAt', 'deliveredAt']) expect(fieldOf(donation, stamp)).toBeTruthy();
});
