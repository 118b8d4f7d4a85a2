// The pickup code in Chromium against the emulators, with two people at once, each in a browser of
// their own: the demo donor offers food to the demo NGO, the NGO accepts, and at pickup the donor
// reads out the 4-digit code on their board. A wrong code changes nothing on either board; the
// right one picks the food up. Nobody reloads: both boards follow through live listeners.
import { expect, test } from './fixtures';
import { DEMO_NGO, card, closeOpened, donate, personAt, pickupCode } from './donation-helpers';
import { docId, expectNoAxeViolations, fieldOf, readCollection, resetData, screenshot } from './support';

test.beforeEach(() => resetData());
test.afterEach(closeOpened);
test.describe.configure({ timeout: 120_000 });

const FOOD = 'Paneer rolls';

/** Another 4-digit code than this one. */
const wrongFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

test('the NGO picks up only with the code the donor reads out; a wrong code changes nothing', async ({ browser }) => {
  const ngoId = docId((await readCollection('ngoAdmin')).find((d) => fieldOf(d, 'nameOrg') === DEMO_NGO));
  expect(ngoId).toBeTruthy();

  const ngo = await personAt(browser, 'ngo');
  await ngo.goto('/donations');
  await expect(ngo.getByText(/No donations yet/)).toBeVisible();

  // The donor offers food to the demo NGO, then watches their own board.
  const donor = await personAt(browser, 'donor');
  await donor.goto(`/delivery?ngo=${ngoId}`);
  await expect(donor.getByRole('radio', { name: DEMO_NGO })).toBeChecked();
  await donate(donor, FOOD, 25);
  await donor.goto('/donations');
  const mine = card(donor, FOOD);
  await expect(mine.getByText('Waiting for an NGO', { exact: true })).toBeVisible();
  await expect(mine.getByText(/Pickup code/)).toHaveCount(0);

  // The NGO accepts; the donor's board shows the code without a reload.
  const theirs = card(ngo, FOOD);
  await theirs.getByRole('button', { name: 'Accept pickup' }).click();
  await expect(mine.getByText('Accepted', { exact: true })).toBeVisible();
  const code = await pickupCode(mine);
  expect(code).toMatch(/^\d{4}$/);
  await expect(mine.getByText(/Pickup code/)).toHaveText(
    `Pickup code ${code}${code.split('').join(' ')} — read it out to the NGO when they collect the food.`,
  );
  await expectNoAxeViolations(donor);
  await screenshot(donor, 'handover-donor-code');

  // The NGO's dialog asks for the code, by keyboard too — on a small phone (390 × 664).
  await ngo.setViewportSize({ width: 390, height: 664 });
  await theirs.getByRole('button', { name: 'Mark picked up' }).click();
  const dialog = ngo.getByRole('dialog', { name: 'Mark picked up' });
  const field = dialog.getByLabel('Pickup code from the donor');
  // First the volunteer's three checks, by keyboard (Space ticks, Tab moves on), then the code.
  const checks = [/^Kept as stated/, 'Packed in clean, covered containers', 'Looks and smells right'];
  await expect(dialog.getByRole('checkbox', { name: checks[0] })).toBeFocused();
  for (const check of checks) {
    const box = dialog.getByRole('checkbox', { name: check });
    await expect(box).toBeFocused();
    await ngo.keyboard.press('Space');
    await expect(box).toBeChecked();
    await ngo.keyboard.press('Tab');
  }
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await ngo.keyboard.type('12');
  await ngo.keyboard.press('Enter');
  await expect(field).toHaveAccessibleDescription('Please enter the 4 digits the donor reads out to you.');
  await expectNoAxeViolations(ngo);

  // A wrong code: refused, the message shown, the code kept; both boards still say Accepted.
  const wrong = wrongFor(code);
  await field.fill(wrong);
  await dialog.getByRole('button', { name: 'Confirm pickup' }).click();
  await expect(field).toHaveAccessibleDescription('That code is not right. Ask the donor to read it again.');
  await expect(dialog.getByText('That code is not right. Ask the donor to read it again.')).toBeVisible();
  // The whole message is on the screen, not cut off below the dialog's scrolling body, and the
  // buttons are still in reach.
  await expect(dialog.getByText('That code is not right. Ask the donor to read it again.')).toBeInViewport({
    ratio: 1,
  });
  await expect(dialog.getByRole('button', { name: 'Confirm pickup' })).toBeInViewport({ ratio: 1 });
  await expect(field).toHaveValue(wrong);
  await expect(field).toBeFocused();
  await expect(theirs.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(mine.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(mine.getByText(code, { exact: true })).toBeVisible();
  const [refused] = await readCollection('deliveryInfo');
  expect(fieldOf(refused, 'status')).toBe('accepted');
  expect(fieldOf(refused, 'handoverCode')).toBeUndefined();
  expect(fieldOf(refused, 'pickedUpAt')).toBeUndefined();
  await screenshot(ngo, 'handover-ngo-wrong-code');

  // The donor reads it again; the right code picks the food up, on both boards, live.
  await field.fill(code);
  await ngo.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(theirs.getByText('Picked up', { exact: true })).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  await expect(mine.getByText('Picked up', { exact: true })).toBeVisible();
  await expect(mine.getByText(/Pickup code/)).toHaveCount(0);
  const [pickedUp] = await readCollection('deliveryInfo');
  expect(fieldOf(pickedUp, 'status')).toBe('picked_up');
  expect(fieldOf(pickedUp, 'handoverCode')).toBe(code);
  expect(fieldOf(pickedUp, 'time')).toBeUndefined();
});
