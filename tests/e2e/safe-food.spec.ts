// Safe food (issue 13) in Chromium against the emulators, at a phone's width and a desktop's: a
// first-time donor fills the food-safety record, the NGO's board shows it at a glance with a live
// use-by countdown, the container label prints, and a refusal at pickup reaches the donor with its
// reason. Then a veg-only NGO, which non-veg food cannot be sent to.
import { expect, test } from './fixtures';
import { FormTimer, card, findPickup, searchNgos } from './donation-helpers';
import {
  DESKTOP,
  PHONE,
  expectNoAxeViolations,
  fieldOf,
  findDocs,
  hoursFromNow,
  hydrated,
  pdfPageCount,
  screenshot,
} from './support';

// Each test's donor and NGO are its own (tests/e2e/fixtures.ts): the NGO is found by its name.
test.describe.configure({ timeout: 120_000 });

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px: the record, the board at a glance, the label, and a refusal at pickup`, async ({
    freshDonor,
    freshNgo,
    signedIn,
  }, testInfo) => {
    const ngo = await signedIn(freshNgo);
    await ngo.setViewportSize(viewport);
    // The board is open before the offer is made (other tests' open offers nearby may be on it).
    await expect(ngo.getByText('Open offers within 10 km of PIN 700016, nearest first.')).toBeVisible();
    await expect(card(ngo, 'Veg pulao and raita')).toHaveCount(0);

    const donor = await signedIn(freshDonor);
    await donor.setViewportSize(viewport);
    await donor.goto('/ngoList');
    await hydrated(donor);
    await searchNgos(donor, nameWord(freshNgo.nameOrg));
    await donor.getByRole('link', { name: `Donate food to ${freshNgo.nameOrg}` }).click();
    const main = donor.getByRole('main');
    await expect(main.getByRole('radio', { name: freshNgo.nameOrg })).toBeChecked();

    // The whole form, top to bottom, as a first-time donor fills it.
    const form = new FormTimer();
    await form.type(main.getByLabel('What food is it?'), 'Veg pulao and raita', 'food');
    await form.tap(main.getByRole('radio', { name: 'Cooked meal' }), 'kind');
    await form.tap(main.getByRole('radio', { name: 'Veg', exact: true }), 'diet');
    await form.tap(main.getByRole('radio', { name: 'Hot (above 60 °C)' }), 'kept now');
    await form.pickDateTime(main.getByLabel('When was it made?'), hoursFromNow(-0.5), 'made at');
    // The form works out the use-by from the table: cooked and hot, 4 hours after it was made.
    await expect(main.getByText(/^Safe to eat until .*\(4 hours after it was made, kept hot\)/)).toBeVisible();
    await form.tap(main.getByRole('checkbox', { name: 'Milk' }), 'allergens');
    await form.type(main.getByLabel('For how many meals?'), '40', 'meals');
    await form.type(main.getByLabel('Approximate weight (kg)'), '6', 'weight');
    await form.type(main.getByLabel('PickUp Location'), '18 Residency Road, Kolkata', 'pickup place');
    await form.type(main.getByLabel('PIN code'), '700071', 'pickup PIN code');
    await expect(main.getByText('Found: PIN 700071', { exact: false })).toBeVisible();
    await form.type(main.getByLabel('Contact Information'), '9876543210', 'phone');
    await form.pickDateTime(main.getByLabel('By when can you donate?'), hoursFromNow(2), 'ready by');
    await form.tap(main.getByRole('radio', { name: 'I will bring containers' }), 'containers');
    await expectNoAxeViolations(donor);
    await screenshot(donor, 'safe-food-form');
    await form.press(main.getByRole('button', { name: 'Donate', exact: true }), 'Donate');
    await expect(donor.getByText(`Thank you! Your donation was offered to ${freshNgo.nameOrg}.`)).toBeVisible();
    testInfo.annotations.push({
      type: 'estimated time to fill Donate Food',
      description: `${form.total.toFixed(1)} s\n${form.breakdown}`,
    });
    expect(form.total, form.breakdown).toBeLessThan(90);

    const [stored, ...others] = await findDocs('deliveryInfo', 'donorUid', freshDonor.uid);
    expect(others).toEqual([]);
    expect(fieldOf(stored, 'kind')).toBe('cooked');
    expect(fieldOf(stored, 'diet')).toBe('veg');
    expect(fieldOf(stored, 'storage')).toBe('hot');
    const preparedAt = Date.parse(fieldOf(stored, 'preparedAt') ?? '');
    expect(Date.parse(fieldOf(stored, 'useBy') ?? '')).toBe(preparedAt + 4 * 3_600_000);

    // The NGO's board shows the record at a glance, with a live countdown to its use-by.
    const theirs = card(ngo, 'Veg pulao and raita');
    await expect(theirs).toBeVisible();
    await expect(theirs.locator('[data-diet="veg"]')).toHaveText('Veg');
    await expect(theirs.getByText('Milk', { exact: true })).toBeVisible();
    await expect(theirs.getByText('Hot (above 60 °C)')).toBeVisible();
    await expect(theirs.getByText(/^Use by .* · 3 h (2|3)\d min left$/)).toBeVisible();
    await expectNoAxeViolations(ngo);
    await screenshot(ngo, 'safe-food-ngo-board');

    // The diet filter: nothing under non-veg, the offer under veg.
    const diet = ngo.getByRole('group', { name: 'Diet' });
    // (Each chip is a label around its radio: the label is what a finger taps.)
    await diet.getByText('Non-veg', { exact: true }).click();
    await expect(diet.getByRole('radio', { name: 'Non-veg' })).toBeChecked();
    await expect(theirs).toHaveCount(0);
    await diet.getByText('Veg', { exact: true }).click();
    await expect(theirs).toBeVisible();
    await theirs.getByRole('button', { name: 'Accept pickup' }).click();
    await expect(theirs.getByText('Accepted', { exact: true })).toBeVisible();

    // The donor prints the container's label from their board.
    await donor.goto('/donations');
    const mine = card(donor, 'Veg pulao and raita');
    await expect(mine.getByText('Accepted', { exact: true })).toBeVisible();
    await mine.getByRole('link', { name: 'Print label' }).click();
    await expect(donor.getByRole('heading', { name: 'Food label' })).toBeVisible();
    const label = donor.locator('[data-label-size]');
    await expect(label).toContainText('Veg pulao and raita');
    await expect(label).toContainText('Veg');
    await expect(label).toContainText('Milk');
    await expect(label).toContainText('Pick-up date');
    await expect(label).toContainText('Use by');
    await expect(label).toContainText(freshDonor.displayName);
    await expect(label).toContainText(freshNgo.nameOrg);
    // Nothing of the database id: what a person matches the container by is above.
    const id = stored?.name.split('/').pop() ?? '';
    expect(id).not.toBe('');
    await expect(label).not.toContainText(id);
    await expect(label).not.toContainText(id.slice(0, 6).toUpperCase());
    await expectNoAxeViolations(donor);

    // Printed: only the label, on one A6 page.
    await donor.emulateMedia({ media: 'print' });
    await expect(donor.getByRole('banner')).toBeHidden();
    await expect(donor.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(label).toBeVisible();
    await donor.screenshot({ path: `test-results/screens/food-label-print-a6-${viewport.width}.png`, fullPage: true });
    expect(pdfPageCount(await donor.pdf({ preferCSSPageSize: true }))).toBe(1);
    await donor.emulateMedia({ media: 'screen' });
    await donor.getByText('58 mm receipt', { exact: true }).click();
    await expect(donor.getByRole('radio', { name: '58 mm receipt' })).toBeChecked();
    await donor.emulateMedia({ media: 'print' });
    await donor.screenshot({
      path: `test-results/screens/food-label-print-58mm-${viewport.width}.png`,
      fullPage: true,
    });
    await donor.emulateMedia({ media: 'screen' });
    await donor.getByRole('link', { name: 'Back to donations' }).click();

    // At pickup, the volunteer finds the food has turned, and refuses it with the reason.
    await theirs.getByRole('button', { name: 'Refuse at pickup' }).click();
    const refuse = ngo.getByRole('dialog', { name: 'Refuse this food at pickup?' });
    await refuse.getByRole('radio', { name: 'Looks or smells wrong' }).check();
    await refuse.getByLabel(/^Note for the donor/).fill('The raita smelt sour');
    await expectNoAxeViolations(ngo);
    await refuse.getByRole('button', { name: 'Refuse food' }).click();
    await expect(refuse).toHaveCount(0);

    // The donor sees it, live, with the reason.
    await expect(mine.getByText('Refused at pickup', { exact: true })).toBeVisible();
    await expect(mine).toContainText('Refused at pickup: Looks or smells wrong — The raita smelt sour');
    await expect(mine.getByRole('link', { name: 'Print label' })).toHaveCount(0);
    await expectNoAxeViolations(donor);
    await screenshot(donor, 'safe-food-refused-donor');
    const [refused] = await findDocs('deliveryInfo', 'donorUid', freshDonor.uid);
    expect(fieldOf(refused, 'status')).toBe('refused');
    expect(fieldOf(refused, 'refusalReason')).toBe('spoiled');
  });
}

test('a veg-only NGO: the form says why non-veg food cannot go to it, and sends nothing', async ({
  freshDonor,
  freshNgo,
  signedIn,
}) => {
  const ngo = await signedIn(freshNgo);
  await ngo.goto('/ngoProfile');
  await ngo.getByRole('checkbox', { name: 'We accept veg food only' }).check();
  await ngo.getByRole('button', { name: 'Update' }).click();
  await expect(ngo.getByText('Updated successfully!')).toBeVisible();

  const donor = await signedIn(freshDonor);
  await donor.setViewportSize(PHONE);
  await donor.goto('/ngoList');
  await hydrated(donor);
  await searchNgos(donor, nameWord(freshNgo.nameOrg));
  await donor.getByRole('link', { name: `Donate food to ${freshNgo.nameOrg}` }).click();
  const main = donor.getByRole('main');
  await expect(main.getByText('Accepts veg food only').first()).toBeVisible();
  await main.getByLabel('What food is it?').fill('Chicken curry');
  await main.getByRole('radio', { name: 'Cooked meal' }).check();
  await main.getByRole('radio', { name: 'Non-veg' }).check();
  await main.getByRole('radio', { name: 'Hot (above 60 °C)' }).check();
  await main.getByLabel('When was it made?').fill(hoursFromNow(-1));
  await main.getByRole('checkbox', { name: 'None of these' }).check();
  await main.getByLabel('For how many meals?').fill('20');
  await main.getByLabel('Approximate weight (kg)').fill('5');
  await main.getByLabel('PickUp Location').fill('18 Residency Road, Kolkata');
  await findPickup(main);
  await main.getByLabel('Contact Information').fill('9876543210');
  await main.getByLabel('By when can you donate?').fill(hoursFromNow(1));
  await main.getByRole('radio', { name: 'The NGO should bring containers' }).check();
  await main.getByRole('button', { name: 'Donate', exact: true }).click();
  await expect(
    main.getByText(`${freshNgo.nameOrg} accepts veg food only. Choose veg food, or offer it to another NGO.`),
  ).toBeVisible();
  await expect(main.getByLabel('What food is it?')).toHaveValue('Chicken curry');
  await expectNoAxeViolations(donor);
  await screenshot(donor, 'safe-food-veg-only');
  expect(await findDocs('deliveryInfo', 'donorUid', freshDonor.uid)).toHaveLength(0);

  // Offered to any NGO instead, it goes.
  await main.getByRole('radio', { name: 'Any NGO near me' }).check();
  await main.getByRole('button', { name: 'Donate', exact: true }).click();
  await expect(donor).toHaveURL(/\/donations$/);
  expect(await findDocs('deliveryInfo', 'donorUid', freshDonor.uid)).toHaveLength(1);
});

/** The word of a fresh NGO's name no other NGO has (search looks for the first word typed). */
function nameWord(nameOrg: string): string {
  return nameOrg.split(' ').at(-1) ?? nameOrg;
}
