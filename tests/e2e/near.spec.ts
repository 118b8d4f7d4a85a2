// Near means near (issue 14) in Chromium against the emulators, at a phone's width: an NGO sets
// where it works by its PIN code, donors in two cities make open offers, and the NGO sees the one
// near it — with how far it is — and never the other.
import { expect, test } from '@playwright/test';
import { card, closeOpened, donate, personAt } from './donation-helpers';
import { PHONE, expectNoAxeViolations, fieldOf, readCollection, resetData, screenshot } from './support';

test.beforeEach(() => resetData());
test.afterEach(closeOpened);
test.describe.configure({ timeout: 120_000 });

test('an NGO sets its PIN code; an open offer nearby shows on its board with its distance, one far away does not', async ({
  browser,
}) => {
  // The demo NGO moves to Pune (PIN 411004), keeping the 10 km radius.
  const ngo = await personAt(browser, 'ngo');
  await ngo.setViewportSize(PHONE);
  await ngo.goto('/ngoProfile');
  const profile = ngo.getByRole('main');
  const where = profile.getByRole('group', { name: 'Where you work' });
  await expect(where.getByText('Found: PIN 700016', { exact: false })).toBeVisible(); // the demo data's place
  await where.getByLabel('PIN code').fill('411004');
  await expect(where.getByText('Found: PIN 411004 (18.5157, 73.8349)')).toBeVisible();
  await expect(profile.getByLabel('How far you collect food: 10 km')).toHaveValue('10');
  await profile.getByLabel('WhatsApp number (optional)').fill('98765 00012');
  await expectNoAxeViolations(ngo);
  await screenshot(ngo, 'near-ngo-profile-390');
  await profile.getByRole('button', { name: 'Update' }).click();
  await expect(ngo.getByText('Updated successfully!')).toBeVisible();
  const saved = (await readCollection('ngoAdmin')).find((d) => d.name.endsWith('/demo-ngo'));
  expect(fieldOf(saved, 'whatsapp')).toBe('9876500012');

  await ngo.goto('/donations');
  await expect(ngo.getByText('Open offers within 10 km of PIN 411004, nearest first.')).toBeVisible();

  // Two donors' open offers: one in Delhi (PIN 110006), then one in Pune (PIN 411001).
  const donor = await personAt(browser, 'donor');
  await donor.setViewportSize(PHONE);
  for (const [food, pin] of [
    ['Chole bhature', '110006'],
    ['Kanda poha', '411001'],
  ] as const) {
    await donor.goto('/delivery');
    await donor.getByRole('radio', { name: 'Any NGO near me' }).check();
    await donate(donor, food, 20, pin);
  }
  const stored = await readCollection('deliveryInfo');
  expect(stored.map((d) => fieldOf(d, 'pickup'))).toHaveLength(2);

  // The Pune offer, about 4.6 km away (411004 → 411001), with its PIN; never the Delhi one.
  const near = card(ngo, 'Kanda poha');
  await expect(near).toBeVisible();
  await expect(near.locator('[data-distance]')).toHaveText(/^4\.\d km away$/);
  await expect(near).toContainText('PIN 411001');
  await expect(card(ngo, 'Chole bhature')).toHaveCount(0);
  await expectNoAxeViolations(ngo);
  await screenshot(ngo, 'near-ngo-board-390');

  // It takes the offer like any other.
  await near.getByRole('button', { name: 'Accept pickup' }).click();
  await expect(near.getByRole('button', { name: 'Mark picked up' })).toBeVisible();
});

test('Donate Food asks where the food is, and says plainly when it does not know a PIN code', async ({ browser }) => {
  const donor = await personAt(browser, 'donor');
  await donor.setViewportSize(PHONE);
  await donor.goto('/delivery');
  const main = donor.getByRole('main');
  await donor.getByRole('radio', { name: 'Any NGO near me' }).check();
  await main.getByLabel('PIN code').fill('999999');
  await expect(main.getByText("We don't know PIN 999999. Check it, or use your location instead.")).toBeVisible();
  await main.getByRole('button', { name: 'Donate', exact: true }).click();
  await expect(main.getByText('Add where the food is: its PIN code, or use your location.')).toBeVisible();
  await expect(main.getByLabel('PIN code')).toHaveValue('999999');
  await expectNoAxeViolations(donor);
  await screenshot(donor, 'near-donate-unknown-pin-390');
});
