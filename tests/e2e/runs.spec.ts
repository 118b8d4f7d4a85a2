// Runs in Chromium against the emulators (docs/teams.md, 'Runs'), with four people each on a device
// of their own: the NGO invites two volunteers by link (each joins on a 390 px phone); a donor
// offers food (ready within the hour) and the NGO accepts; one volunteer claims the run and the
// donor sees who is coming; she gives it back late and the NGO's board alerts at once; the other
// claims it, collects it with the donor's code and delivers it, and the totals rise. Nobody
// reloads: every screen follows live listeners. Then My runs offline.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { card, fillDonation, pickUp, pickupCode, deliver } from './donation-helpers';
import {
  docId,
  expectNoAxeViolations,
  fieldOf,
  hoursFromNow,
  hydrated,
  PHONE,
  readCollection,
  screenshot,
  serviceWorkerReady,
} from './support';

test.describe.configure({ timeout: 150_000 });

const FOOD = 'Canteen khichdi';
const OFFLINE_FOOD = 'Basement biryani';

/** The public totals' meals, as stored. */
async function mealsDelivered(): Promise<number> {
  const [stats] = (await readCollection('stats')).filter((d) => docId(d) === 'impact');
  return Number(fieldOf(stats, 'mealsDelivered') ?? 0);
}

/** A person opens the invite link on their own phone and joins the team. */
async function joinWith(page: Page, link: string, phone: string) {
  await page.goto(new URL(link).pathname);
  await page.getByLabel(/^Phone/).fill(phone);
  await page.getByRole('checkbox', { name: 'Hindi' }).check();
  await page.getByRole('radio', { name: 'Two-wheeler' }).check();
  await page.getByRole('button', { name: 'Join the team' }).click();
  await expect(page).toHaveURL(/\/volunteers$/);
  await page.getByRole('link', { name: 'Open my runs' }).click();
  await expect(page.getByRole('heading', { name: 'Runs', level: 1 })).toBeVisible();
}

test('two volunteers join by link; one claims a run, gives it back late; the other collects and delivers it', async ({
  freshDonor,
  freshNgo,
  freshInvitees: [kavya, imran],
  signedIn,
}) => {
  // The coordinator (the NGO's account) makes a link for two people.
  const ngo = await signedIn(freshNgo);
  await ngo.goto('/volunteers');
  await ngo.getByLabel('How many people').fill('2');
  await ngo.getByRole('button', { name: 'Make an invite link' }).click();
  const link = await ngo.getByLabel('Invite link').inputValue();
  const first = await signedIn(kavya, { viewport: PHONE });
  await joinWith(first, link, '9876500061');
  const second = await signedIn(imran, { viewport: PHONE });
  await joinWith(second, link, '9876500062');

  // The donor offers food to the NGO, ready within the hour: giving it back now is a late drop-out.
  const donor = await signedIn(freshDonor);
  await donor.goto(`/delivery?ngo=${freshNgo.uid}`);
  await expect(donor.getByRole('radio', { name: freshNgo.nameOrg })).toBeChecked();
  await fillDonation(donor, FOOD, 30);
  await donor.getByRole('main').getByLabel('By when can you donate?').fill(hoursFromNow(1));
  await donor.getByRole('main').getByRole('button', { name: 'Donate', exact: true }).click();
  await expect(donor).toHaveURL(/\/donations$/);
  const mine = card(donor, FOOD);

  await ngo.goto('/donations');
  await card(ngo, FOOD).getByRole('button', { name: 'Accept pickup' }).click();
  await expect(mine.getByText('Accepted', { exact: true })).toBeVisible();

  // Kavya, on her phone: the run needs a volunteer; no donor details show until it is hers.
  const needs = first.getByRole('region', { name: 'Needs a volunteer' });
  const open = needs.getByRole('listitem').filter({ hasText: FOOD });
  await expect(open).toContainText('30 meals · ready by');
  await expect(first.getByText('9876543210')).toHaveCount(0);
  await expectNoAxeViolations(first);
  await screenshot(first, 'runs-needs-390');
  await open.getByRole('button', { name: 'I’ll collect it' }).click();

  // Hers now: the place, the donor's phone and a map link, under My runs; gone from Needs a volunteer.
  const hers = card(first, FOOD);
  await expect(hers.getByRole('link', { name: '9876543210' })).toBeVisible();
  await expect(hers.getByRole('link', { name: 'Open the place in maps' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
  );
  await expect(open).toHaveCount(0);
  await expectNoAxeViolations(first);
  await screenshot(first, 'runs-mine-390');

  // The donor sees who is coming, with a call link.
  await expect(
    mine.getByText(`Kavya from ${freshNgo.nameOrg} is coming to collect it.`, { exact: false }),
  ).toBeVisible();
  await expect(mine.getByRole('link', { name: '98765 00061' })).toHaveAttribute('href', 'tel:+919876500061');

  // She gives it back, late: the coordinator's board alerts at once.
  await hers.getByRole('button', { name: 'Give back' }).click();
  const dialog = first.getByRole('dialog', { name: 'Give this run back?' });
  await expect(dialog.getByText(/counts as a late drop-out/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Give back' }).click();
  await expect(dialog.getByText('Please say why, so your coordinator can plan.')).toBeVisible();
  await dialog.getByLabel('Why can you not go?').fill('My scooter broke down');
  await dialog.getByRole('button', { name: 'Give back' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    ngo.getByText(`Kavya gave back ${FOOD} late: My scooter broke down. It needs a volunteer now.`),
  ).toBeVisible();
  await expect(mine.getByText(/is coming to collect it/)).toHaveCount(0);

  // Imran takes it from the top of Needs a volunteer, collects it with the donor's code and delivers.
  const top = second.getByRole('region', { name: 'Needs a volunteer' }).getByRole('listitem').first();
  await expect(top).toContainText(FOOD);
  await expect(top).toContainText('Given back late by Kavya: My scooter broke down');
  await top.getByRole('button', { name: 'I’ll collect it' }).click();
  await expect(
    mine.getByText(`Imran from ${freshNgo.nameOrg} is coming to collect it.`, { exact: false }),
  ).toBeVisible();
  await expect(ngo.getByText(/gave back .* late/)).toHaveCount(0);

  const his = card(second, FOOD);
  await expect(mine.locator('[data-code-tries="synced"]')).toBeAttached();
  await pickUp(second, his, await pickupCode(mine));
  await expect(mine.getByText('Picked up', { exact: true })).toBeVisible();
  const before = await mealsDelivered();
  await deliver(second, his, { meals: 27, disposal: 'Three portions spilt in the van' });
  await expect(mine.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(mine.getByText('Meals served: 27 of 30')).toBeVisible();
  // The public totals rose by the meals served (other tests may deliver at the same time: at least).
  expect(await mealsDelivered()).toBeGreaterThanOrEqual(before + 27);
  await screenshot(second, 'runs-delivered-390');

  // The coordinator's runs board: nothing left to collect.
  await ngo.goto('/runs');
  await expect(ngo.getByText('No accepted food is waiting to be collected or delivered.')).toBeVisible();
});

test('My runs opens offline from what the phone last saw; a pickup and a delivery made offline land once back', async ({
  freshDonor,
  freshNgo,
  freshVolunteers: [kavya],
  signedIn,
}) => {
  const donor = await signedIn(freshDonor);
  await donor.goto(`/delivery?ngo=${freshNgo.uid}`);
  await expect(donor.getByRole('radio', { name: freshNgo.nameOrg })).toBeChecked();
  await fillDonation(donor, OFFLINE_FOOD, 15);
  await donor.getByRole('main').getByRole('button', { name: 'Donate', exact: true }).click();
  await expect(donor).toHaveURL(/\/donations$/);
  const mine = card(donor, OFFLINE_FOOD);
  const ngo = await signedIn(freshNgo);
  await card(ngo, OFFLINE_FOOD).getByRole('button', { name: 'Accept pickup' }).click();
  const code = await pickupCode(mine);

  // The coordinator assigns the run to Kavya on its runs board; her phone (with the app's offline
  // copy) shows it under My runs.
  await ngo.goto('/runs');
  const row = ngo.locator('[data-run-row]').filter({ hasText: OFFLINE_FOOD });
  await expect(row.locator('[data-run-person]')).toHaveText('Needs a volunteer');
  await row.getByLabel('Who collects it').selectOption({ label: 'Kavya Rao' });
  await expect(row.locator('[data-run-person]')).toHaveText('Kavya · going to collect');
  await expectNoAxeViolations(ngo);
  await screenshot(ngo, 'runs-coordinator');
  const phone = await signedIn(kavya, { viewport: PHONE, serviceWorkers: 'allow' });
  await phone.goto('/runs');
  await expect(card(phone, OFFLINE_FOOD).getByRole('link', { name: '9876543210' })).toBeVisible();
  await serviceWorkerReady(phone);

  // In a basement with no signal: the page opens again with the run as last seen.
  await phone.context().setOffline(true);
  await phone.reload();
  await hydrated(phone);
  await expect(phone.getByTestId('connection-notice')).toHaveText(/^You are offline\./);
  const offline = card(phone, OFFLINE_FOOD);
  await expect(offline.getByRole('link', { name: '9876543210' })).toBeVisible();
  await expect(offline.getByText('18 Residency Road, Kolkata', { exact: false })).toBeVisible();
  await screenshot(phone, 'runs-offline-390');

  // The pickup waits on the phone, and lands once the phone is back online.
  await pickUp(phone, offline, code);
  await expect(offline.getByText('Waiting for network')).toBeVisible();
  await expect(mine.getByText('Accepted', { exact: true })).toBeVisible();
  await phone.context().setOffline(false);
  await expect(mine.getByText('Picked up', { exact: true })).toBeVisible();
  await expect(offline.getByText('Waiting for network')).toHaveCount(0);

  // The delivery waits on the phone too (the pickup has landed: the card offers the next step),
  // and the donor sees it once the phone is back online.
  await expect(offline.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  await phone.context().setOffline(true);
  await deliver(phone, offline, { meals: 12, disposal: 'Three portions had spilled in the van.' });
  await expect(offline.getByText('Waiting for network')).toBeVisible();
  await expect(mine.getByText('Picked up', { exact: true })).toBeVisible();
  await phone.context().setOffline(false);
  await expect(mine.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(mine.getByText('Meals served: 12 of 15')).toBeVisible();
  await expect(offline.getByText('Waiting for network')).toHaveCount(0);
});
