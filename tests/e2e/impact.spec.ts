// The impact dashboards (docs/reports.md, 'Impact dashboards') in Chromium against the emulators:
// the NGO delivers food it collected, which writes the month's roll-ups; the donor opens My impact
// from the menu on a phone, reads the figures (meals, kg, CO2e, completion, both waits), the table
// beside the chart, and downloads the months as a CSV file that reads back; a member the NGO made a
// coordinator switches its dashboard to the NGO's months.
import type { Download } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { setDoc } from '../../scripts/seed.mjs';
import { offerMonth } from '../../src/services/impact-model';
import { aDonation, uniqueId } from '../../src/testing/factories';
import { card, deliver } from './donation-helpers';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, fieldOf, findDocs, PHONE, screenshot } from './support';

const MINUTE = 60_000;

test('the NGO delivers; the donor opens My impact, reads its figures and downloads the months', async ({
  freshDonor,
  freshNgo,
  freshVolunteers: [kavya],
  signedIn,
}) => {
  // Food offered 90 minutes ago, accepted 20 minutes later, collected with the donor's code an
  // hour after that: the accept counted in its month as the accept's batch counts it.
  const now = Date.now();
  const id = uniqueId('impact');
  const food = `Veg biryani ${id.slice(-4)}`;
  const createdAt = new Date(now - 90 * MINUTE);
  const month = offerMonth(createdAt);
  await setDoc(
    `deliveryInfo/${id}`,
    aDonation({
      food,
      meals: 20,
      weightKg: 6,
      donorUid: freshDonor.uid,
      donorName: freshDonor.displayName,
      ngoId: freshNgo.uid,
      ngoName: freshNgo.nameOrg,
      status: 'picked_up',
      handoverCode: '4821',
      createdAt,
      acceptedAt: new Date(now - 70 * MINUTE),
      pickedUpAt: new Date(now - 10 * MINUTE),
    }),
  );
  for (const scope of [`d-${freshDonor.uid}`, `n-${freshNgo.uid}`]) {
    await setDoc(`impact/${scope}~${month}`, {
      scope,
      month,
      accepted: 1,
      lastDonationId: id,
      lastStep: `${id}/accepted`,
    });
  }

  const ngo = await signedIn(freshNgo);
  await deliver(ngo, card(ngo, food));
  await expect
    .poll(async () => (await findDocs('impact', 'scope', `d-${freshDonor.uid}`)).map((d) => fieldOf(d, 'delivered')))
    .toEqual(['1']);

  const donor = await signedIn(freshDonor, { viewport: PHONE });
  await donor.getByRole('button', { name: 'Open menu' }).click();
  await donor.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'My impact' }).click();
  await expect(donor.getByRole('heading', { name: 'My impact', level: 1 })).toBeVisible();
  const figure = (name: string) =>
    donor.getByRole('term').filter({ hasText: name }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Meals served')).toHaveText('20');
  await expect(figure('Food delivered')).toHaveText('6 kg');
  await expect(figure('CO2e avoided')).toHaveText('about 15 kg');
  await expect(figure('Delivered of those accepted')).toHaveText('100 % (1 of 1)');
  await expect(figure('Typical wait for an NGO to accept')).toHaveText('15–30 min');
  await expect(figure('Typical wait from acceptance to pickup')).toHaveText('1–2 h');
  // The table beside the chart: twelve months, this one with the delivery.
  const table = donor.getByRole('table', { name: /Offers accepted and delivered/ });
  await expect(table.getByRole('row')).toHaveCount(13);
  await expectNoAxeViolations(donor);
  await screenshot(donor, 'impact-donor-390');

  const [download] = await Promise.all([
    donor.waitForEvent('download') as Promise<Download>,
    donor.getByRole('button', { name: 'Download these months (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^foodbridge-impact-\d{4}-\d\d-to-\d{4}-\d\d\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows = Papa.parse<string[]>(text.slice(1).trim()).data;
  expect(rows[0]).toEqual(['Month (yyyy-mm)', 'Month', 'Accepted', 'Delivered', 'Meals served', 'Food (kg)']);
  expect(rows).toHaveLength(13);
  expect(rows.find((r) => r[0] === month)?.slice(2)).toEqual(['1', '1', '20', '6']);
  await expect(donor.getByText(/^Saved foodbridge-impact-/)).toBeVisible();

  // Kavya, whom the NGO made a coordinator, sees her own (empty) months first, then its NGO's.
  await setDoc(`members/${kavya.uid}`, {
    ngoId: freshNgo.uid,
    role: 'coordinator',
    name: kavya.name,
    phone: kavya.phone,
    languages: ['hi', 'en'],
    vehicle: 'twoWheeler',
    inviteId: 'e2e',
    joinedAt: new Date(),
  });
  const coordinator = await signedIn(kavya, { viewport: PHONE });
  await coordinator.goto('/impact');
  await expect(coordinator.getByRole('heading', { name: 'My impact', level: 1 })).toBeVisible();
  const theirs = (name: string) =>
    coordinator.getByRole('term').filter({ hasText: name }).locator('xpath=following-sibling::dd[1]');
  await expect(theirs('Meals served')).toHaveText('0');
  await coordinator.getByRole('radio', { name: `${freshNgo.nameOrg}: the team I coordinate` }).check();
  await expect(coordinator.getByRole('heading', { name: 'Your NGO’s impact', level: 1 })).toBeVisible();
  await expect(theirs('Meals served')).toHaveText('20');
  await expect(theirs('Delivered of those accepted')).toHaveText('100 % (1 of 1)');
  await expectNoAxeViolations(coordinator);
  await screenshot(coordinator, 'impact-coordinator');
});
