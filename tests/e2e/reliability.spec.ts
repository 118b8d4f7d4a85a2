// Reliability (docs/reports.md, 'Reliability') in Chromium against the emulators: an NGO with ten
// collected pickups shows 'Collected 100 % of 10 accepted pickups' in the directory; food it
// accepted passes its use-by without a pickup; the donor's board records the no-show, and the
// directory then shows the lower rate. The NGO's board says its record; the donor's says its own.
import { setDoc } from '../../scripts/seed.mjs';
import { aDonation, uniqueId } from '../../src/testing/factories';
import { card, searchNgos } from './donation-helpers';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, fieldOf, findDocs, hydrated, PHONE, screenshot } from './support';

const HOUR = 3_600_000;

test('a no-show lowers the NGO’s rate in the directory; each side sees its own record', async ({
  page,
  freshDonor,
  freshNgo,
  signedIn,
}) => {
  const word = freshNgo.nameOrg.split(' ').at(-1) ?? '';
  // Ten pickups collected before this test (as the moves would have counted them).
  await setDoc(`ngoRecords/${freshNgo.uid}`, { collected: 10, noShows: 0, lastDonationId: 'earlier' });
  // Food the NGO accepted, whose use-by passed an hour ago without a pickup.
  const food = `Paneer rolls ${uniqueId('f').slice(-4)}`;
  const id = uniqueId('missed');
  const now = Date.now();
  await setDoc(
    `deliveryInfo/${id}`,
    aDonation({
      food,
      donorUid: freshDonor.uid,
      donorName: freshDonor.displayName,
      ngoId: freshNgo.uid,
      ngoName: freshNgo.nameOrg,
      status: 'accepted',
      createdAt: new Date(now - 6 * HOUR),
      acceptedAt: new Date(now - 5 * HOUR),
      readyBy: new Date(now - 4 * HOUR),
      useBy: new Date(now - HOUR),
    }),
  );

  // A visitor's directory: ten of ten.
  await page.setViewportSize(PHONE);
  await page.goto('/ngoList');
  await hydrated(page);
  await searchNgos(page, word);
  const ngoCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: freshNgo.nameOrg }) });
  await expect(ngoCard.getByText('Collected 100 % of 10 accepted pickups')).toBeVisible();

  // The donor opens its board: the food shows as not collected, and the NGO's record counts it.
  const donor = await signedIn(freshDonor, { viewport: PHONE });
  await expect(card(donor, food).getByText('Not collected', { exact: true })).toBeVisible();
  await expect(donor.getByText('Your record: you have not cancelled an offer after an NGO accepted it.')).toBeVisible();
  await expect
    .poll(async () => fieldOf((await findDocs('deliveryInfo', 'ngoId', freshNgo.uid))[0], 'status'))
    .toBe('missed');
  await expectNoAxeViolations(donor);
  await screenshot(donor, 'reliability-donor-390');

  // The directory, read again: ten of eleven.
  await page.reload();
  await hydrated(page);
  await searchNgos(page, word);
  await expect(ngoCard.getByText('Collected 90 % of 11 accepted pickups')).toBeVisible();
  await expect(ngoCard.getByText(/Collected 100 %/)).toHaveCount(0);
  await screenshot(page, 'reliability-directory-390');

  // The NGO's own board says what it collected and missed.
  const ngo = await signedIn(freshNgo);
  await expect(
    ngo.getByText('Your record: 10 collected of 11 accepted pickups; 1 not collected before the use-by.'),
  ).toBeVisible();
  await expect(card(ngo, food).getByText('Not collected', { exact: true })).toBeVisible();
  await expectNoAxeViolations(ngo);
});
