// Feedback after a delivery, in Chromium against the emulators, with the donor and the NGO each in
// a browser of their own: each says once how it went (up or down, reasons, a note in Hindi), and
// each sees the other's on the delivered card, live, without a reload.
import { expect, test } from './fixtures';
import { card, offerTo, pathOf, storeDelivered } from './donation-helpers';
import { PHONE, expectNoAxeViolations, findDocs, screenshot } from './support';

test.describe.configure({ timeout: 120_000 });

const FOOD = 'Jeera rice';

test('after delivery the donor and the NGO each give feedback once, and each sees the other’s live', async ({
  freshDonor,
  freshNgo,
  signedIn,
}) => {
  const donor = await signedIn(freshDonor, { viewport: PHONE });
  const donation = await offerTo(donor, freshNgo, FOOD, 10);
  await storeDelivered(donation, { mealsServed: { integerValue: '10' }, disposalReason: { stringValue: '' } });

  await donor.goto('/donations');
  const mine = card(donor, FOOD);
  await expect(mine.getByText('Delivered', { exact: true })).toBeVisible();
  const donorSays = mine.getByRole('region', { name: 'How was the NGO’s pickup?' });
  const ngo = await signedIn(freshNgo);
  const theirs = card(ngo, FOOD);
  const ngoSays = theirs.getByRole('region', { name: 'How was the donor’s food?' });
  await expect(ngoSays.getByRole('button', { name: 'Send feedback' })).toBeVisible();

  // The donor: nothing chosen is refused in words; then up, a reason and a note in Hindi.
  await donorSays.getByRole('button', { name: 'Send feedback' }).click();
  await expect(donorSays.getByRole('group', { name: 'How did it go?' })).toHaveAccessibleDescription(
    'Choose whether it went well or not.',
  );
  await donorSays.getByRole('radio', { name: 'Went well' }).check();
  await donorSays.getByRole('checkbox', { name: 'On time' }).check();
  await donorSays.getByRole('checkbox', { name: 'Polite' }).check();
  await donorSays.getByLabel('A note (optional)').fill('समय पर आए, धन्यवाद');
  await expectNoAxeViolations(donor);
  await screenshot(donor, 'feedback-donor-form');
  await donorSays.getByRole('button', { name: 'Send feedback' }).click();
  await expect(donorSays.getByText('You said it went well.')).toBeVisible();
  await expect(donorSays.getByText('On time · Polite')).toBeVisible();
  await expect(donorSays.getByRole('button', { name: 'Send feedback' })).toHaveCount(0);

  // The NGO sees it on its card, live, and gives its own: down, about the packing.
  await expect(ngoSays.getByText('The donor said it went well.')).toBeVisible();
  await expect(ngoSays.getByText('“समय पर आए, धन्यवाद”')).toBeVisible();
  await ngoSays.getByRole('radio', { name: 'Not well' }).check();
  await expect(ngoSays.getByRole('group', { name: 'What went wrong? (optional)' })).toBeVisible();
  await ngoSays.getByRole('checkbox', { name: 'Packed well' }).check();
  await ngoSays.getByRole('button', { name: 'Send feedback' }).click();
  await expect(ngoSays.getByText('You said it did not go well.')).toBeVisible();
  await expectNoAxeViolations(ngo);

  // Back on the donor's phone, live: the NGO's word beside the donor's own.
  await expect(donorSays.getByText('The NGO said it did not go well.')).toBeVisible();
  await expect(donorSays.getByText('Packed well', { exact: true })).toBeVisible();
  await screenshot(donor, 'feedback-donor-both');

  // Stored once each, as given.
  const stored = await findDocs('feedback', 'donorUid', freshDonor.uid);
  const id = pathOf(donation).split('/').pop()!;
  expect(stored.map((d) => d.name.split('/').pop()).sort()).toEqual([`${id}_donor`, `${id}_ngo`]);
});
