// Revocation as a donor lives it: an NGO accepted the food, then an admin withdrew its verification.
// The NGO can no longer move the donation (the rules check at every move), so the donor's board says
// 'Needs a new NGO', and Offer again cancels it and opens Donate Food with its details filled in.
// The NGO's board is closed meanwhile, and says why; verified again, the NGO sees its donations.
import { expect, test } from './fixtures';
import { uniqueId } from '../../src/testing/factories';
import { card, donate } from './donation-helpers';
import { expectNoAxeViolations, screenshot } from './support';

// The donor, the NGO and the admin are the test's own (tests/e2e/fixtures.ts): the admin withdraws
// only this NGO's verification.
test.describe.configure({ timeout: 120_000 });

// Other tests' open offers near Kolkata show on this NGO's board too: the food's name is this test's own.
const FOOD = `Veg pulao ${uniqueId('food').slice(-6)}`;

test('an NGO an admin un-verifies loses the donation it held: the donor sees Needs a new NGO and offers it again', async ({
  freshDonor,
  freshNgo,
  freshAdmin,
  signedIn,
}) => {
  const donor = await signedIn(freshDonor);
  await donor.goto(`/delivery?ngo=${freshNgo.uid}`);
  await donate(donor, FOOD, 30);

  const ngo = await signedIn(freshNgo);
  await card(ngo, FOOD).getByRole('button', { name: 'Accept pickup' }).click();
  await expect(card(ngo, FOOD).getByText('Accepted', { exact: true })).toBeVisible();

  // The admin withdraws the NGO's verification from the dashboard.
  const admin = await signedIn(freshAdmin);
  await admin.getByRole('button', { name: `Unverify ${freshNgo.nameOrg}` }).click();
  await expect(admin.getByRole('button', { name: `Verify ${freshNgo.nameOrg}` })).toBeVisible();

  // The donor's board (opened now) shows why the food needs a new NGO.
  await donor.goto('/donations');
  const mine = card(donor, FOOD);
  await expect(mine.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(mine.getByRole('heading', { name: 'Needs a new NGO' })).toBeVisible();
  // No pickup code to read out to an NGO that cannot collect.
  await expect(mine.getByText(/Pickup code/)).toHaveCount(0);
  await expectNoAxeViolations(donor);
  await screenshot(donor, 'donations-needs-new-ngo');

  // Offer again: the old offer is cancelled and Donate Food opens with its details.
  await mine.getByRole('button', { name: 'Offer again' }).click();
  await expect(donor).toHaveURL(/\/delivery$/);
  const main = donor.getByRole('main');
  await expect(main.getByText(`Your offer to ${freshNgo.nameOrg} was cancelled.`, { exact: false })).toBeVisible();
  await expect(main.getByLabel('What food is it?')).toHaveValue(FOOD);
  await expect(main.getByLabel('For how many meals?')).toHaveValue('30');
  await expect(main.getByLabel('PickUp Location')).toHaveValue('18 Residency Road, Kolkata');

  // The NGO's board, opened again, is closed and says why: what is addressed to an NGO that is not
  // verified, the donor's phone and address with it, is hidden from it by the rules.
  await ngo.goto('/donations');
  await expect(ngo.getByText(/^Donations appear here once an admin has verified your NGO profile\./)).toBeVisible();
  await expect(ngo.getByRole('link', { name: 'Your NGO profile' })).toBeVisible();
  await expect(card(ngo, FOOD)).toHaveCount(0);
  await expect(ngo.getByText('18 Residency Road, Kolkata')).toHaveCount(0);
  await expectNoAxeViolations(ngo);
  await screenshot(ngo, 'donations-ngo-board-closed');

  // Verified again, it sees its donations again: the one it held, now cancelled by the donor.
  await admin.getByRole('button', { name: `Verify ${freshNgo.nameOrg}` }).click();
  await expect(admin.getByRole('button', { name: `Unverify ${freshNgo.nameOrg}` })).toBeVisible();
  await ngo.reload();
  await expect(card(ngo, FOOD).getByText('Cancelled', { exact: true })).toBeVisible();
});
