// The donation lifecycle in Chromium against the emulators, with two people at once: a donor and an
// NGO of the test's own (tests/e2e/fixtures.ts), each in their own browser context. Nobody reloads:
// every change reaches the other side through Firestore's live listeners. The whole way to
// delivered, with Home's totals (everyone's), is in lifecycle-home.spec.ts, which runs alone.
import { setDoc, placeOfPin } from '../../scripts/seed.mjs';
import { anNgo } from '../../src/testing/factories';
import { expect, test } from './fixtures';
import { card, donate } from './donation-helpers';
import { expectNoAxeViolations, fieldOf, findDocs } from './support';

test.describe.configure({ timeout: 120_000 });

/** A PIN code no other NGO works near (Kochi): an open offer from there reaches only this test's NGO. */
const KOCHI = '682001';

test('a donation the donor cancels shows as cancelled on the NGO’s board', async ({
  freshDonor,
  freshNgo,
  signedIn,
}) => {
  const ngo = await signedIn(freshNgo);
  await expect(ngo.getByText('Open offers within 10 km of PIN 700016, nearest first.')).toBeVisible();
  await expect(card(ngo, 'Chapati and sabzi')).toHaveCount(0);

  const donor = await signedIn(freshDonor);
  await donor.goto(`/delivery?ngo=${freshNgo.uid}`);
  await expect(donor.getByRole('radio', { name: freshNgo.nameOrg })).toBeChecked();
  await donate(donor, 'Chapati and sabzi', 15);

  await expect(card(ngo, 'Chapati and sabzi').getByText('Waiting for an NGO', { exact: true })).toBeVisible();

  await donor.goto('/donations');
  await card(donor, 'Chapati and sabzi').getByRole('button', { name: 'Cancel donation' }).click();
  const dialog = donor.getByRole('dialog', { name: 'Cancel this donation?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(donor);
  await dialog.getByRole('button', { name: 'Yes, cancel donation' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card(donor, 'Chapati and sabzi').getByText('Cancelled', { exact: true })).toBeVisible();

  // The NGO sees it without a reload; it can no longer act on it, and it is under Closed.
  const theirs = card(ngo, 'Chapati and sabzi');
  await expect(theirs.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(theirs).toContainText('Cancelled by the donor');
  await expect(theirs.getByRole('button')).toHaveCount(0);
  const show = ngo.getByRole('group', { name: 'Show' });
  await show.getByText('Closed', { exact: true }).click();
  await expect(show.getByRole('radio', { name: 'Closed' })).toBeChecked();
  await expect(theirs).toBeVisible();
  await show.getByText('Waiting for an NGO', { exact: true }).click();
  await expect(theirs).toHaveCount(0);

  const [donation, ...others] = await findDocs('deliveryInfo', 'donorUid', freshDonor.uid);
  expect(others).toEqual([]);
  expect(fieldOf(donation, 'status')).toBe('cancelled');
  expect(fieldOf(donation, 'cancelledAt')).toBeTruthy();
});

test('an open offer to any NGO near me is taken by the NGO that accepts it', async ({
  freshDonor,
  freshNgo,
  signedIn,
}) => {
  // An open offer reaches every NGO near it, other tests' too: this NGO works from Kochi (PIN
  // 682001), where no other NGO, of the demo data or of another test, collects.
  await setDoc(
    `ngoAdmin/${freshNgo.uid}`,
    anNgo({
      nameOrg: freshNgo.nameOrg,
      name: 'Ravi Fresh',
      email: freshNgo.email,
      ownerUid: freshNgo.uid,
      address: '1 Broadway',
      city: 'Kochi',
      zip: KOCHI,
      location: placeOfPin(KOCHI),
    }),
  );
  const ngo = await signedIn(freshNgo);
  await expect(ngo.getByText(`Open offers within 10 km of PIN ${KOCHI}, nearest first.`)).toBeVisible();
  await expect(card(ngo, 'Samosas')).toHaveCount(0);

  const donor = await signedIn(freshDonor);
  await donor.goto('/delivery');
  await donor.getByRole('radio', { name: 'Any NGO near me' }).check();
  await donate(donor, 'Samosas', 30, KOCHI);
  // The form said who collects from there (this NGO, the only one near), and so does the thanks.
  await expect(
    donor.getByText(
      'Thank you! Your donation was offered to the NGO that collects from there. When it accepts, you will see it here.',
    ),
  ).toBeVisible();

  const offer = card(ngo, 'Samosas');
  await expect(offer).toContainText('open offer to any NGO');
  await expect(offer.getByRole('button', { name: 'Decline' })).toHaveCount(0);
  await offer.getByRole('button', { name: 'Accept pickup' }).click();
  await expect(offer.getByRole('button', { name: 'Mark picked up' })).toBeVisible();

  await donor.goto('/donations');
  await expect(card(donor, 'Samosas')).toContainText(`To ${freshNgo.nameOrg}`);
  await expect(card(donor, 'Samosas')).toContainText(`Accepted by ${freshNgo.nameOrg}`);
  const [donation, ...others] = await findDocs('deliveryInfo', 'donorUid', freshDonor.uid);
  expect(others).toEqual([]);
  expect(fieldOf(donation, 'ngoName')).toBe(freshNgo.nameOrg);
  expect(fieldOf(donation, 'status')).toBe('accepted');
});
