// The app's data on a phone with a flaky network (docs/offline.md), against the emulators: what
// was seen opens offline and says so; an offer made offline waits on the phone, survives a reload
// and lands exactly once when the network returns; a write the server refuses on arrival is shown;
// and a donor and an NGO working through 20 drops of the network lose and duplicate nothing.
import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  DEMO_NGO,
  card,
  closeOpened,
  deliver,
  donate,
  fillDonation,
  personAt,
  pickUp,
  pickupCode,
} from './donation-helpers';
import {
  PHONE,
  docId,
  expectNoAxeViolations,
  fieldOf,
  hydrated,
  readCollection,
  resetData,
  screenshot,
  serviceWorkerReady,
  writeAsOwner,
} from './support';

test.beforeEach(() => resetData());
// The offline copy installs 5 s after a page has loaded, at an idle moment (src/app/pwa/service-worker.ts).
test.describe.configure({ timeout: 90_000 });
test.afterEach(closeOpened);

const OFFLINE = /^You are offline\./;
const SAVED = /^Offline — showing what was saved (at .+|on this device)\.$/;
const WAITING = 'Waiting for network';
const QUEUED = (food: string) => `You are offline, so your offer of ${food} is saved on this phone.`;
const NO_DONATIONS = /No donations yet — offers from donors appear here/;

/** The demo NGO's id (its ngoAdmin document). */
async function demoNgoId(): Promise<string> {
  const id = docId((await readCollection('ngoAdmin')).find((d) => fieldOf(d, 'nameOrg') === DEMO_NGO));
  expect(id).toBeTruthy();
  return id ?? '';
}

/** A phone with the app's offline copy installed (its service worker), signed in as `role`. */
async function phoneOf(browser: Browser, role: 'donor' | 'ngo'): Promise<Page> {
  return personAt(browser, role, { serviceWorkers: 'allow', viewport: PHONE });
}

/**
 * Back online, the move made offline on this card has had the server's answer, and the card shows
 * the server's state: `next` is the step that follows. Checked before the network drops again: a
 * write the server took whose answer the drop then lost is sent once more on the next reconnect,
 * and the rules refuse that copy (the donation has moved on). The phone then shows the donation as
 * its cache last had it from the server until its listener hears the server again, which it
 * cannot do offline.
 */
async function landed(page: Page, food: string, next: string) {
  await expect(card(page, food).getByText(WAITING)).toHaveCount(0);
  await expect(card(page, food).getByRole('button', { name: next })).toBeVisible();
}

/** The donations in Firestore with this food (read with rules bypassed). */
async function donationsOf(food: string) {
  return (await readCollection('deliveryInfo')).filter((d) => fieldOf(d, 'food') === food);
}

/**
 * The donor offers `food` to the demo NGO while offline: the form is opened and filled online,
 * the network drops, Donate. Donate Food stays, saying the offer waits for the network (the next
 * page may not be on the phone yet); My donations then shows it 'Waiting for network'.
 */
async function offerOffline(donor: Page, ngoId: string, food: string, meals: number, drop: () => Promise<void>) {
  await donor.goto(`/delivery?ngo=${ngoId}`);
  await expect(donor.getByRole('radio', { name: DEMO_NGO })).toBeChecked();
  await fillDonation(donor, food, meals);
  await drop();
  const main = donor.getByRole('main');
  await main.getByRole('button', { name: 'Donate', exact: true }).click();
  await expect(main.getByText(WAITING, { exact: true })).toBeVisible();
  await expect(main.getByText(QUEUED(food))).toBeVisible();
  await expect(main.getByRole('button', { name: 'Donate', exact: true })).toHaveCount(0);
  await expect(donor).toHaveURL(/\/delivery\?ngo=/);
  await main.getByRole('link', { name: 'My donations' }).click();
  await expect(donor).toHaveURL(/\/donations$/);
  await expect(card(donor, food).getByText(WAITING)).toBeVisible();
}

test('after one visit, /ngoList and a signed-in /donations open offline with what was saved, and say so', async ({
  browser,
}) => {
  const ngoId = await demoNgoId();
  const donor = await phoneOf(browser, 'donor');
  await donor.goto(`/delivery?ngo=${ngoId}`);
  await donate(donor, 'Dal and rice', 20);
  await donor.goto('/donations');
  await expect(card(donor, 'Dal and rice').getByText('Waiting for an NGO', { exact: true })).toBeVisible();
  await serviceWorkerReady(donor);

  await donor.goto('/ngoList');
  await hydrated(donor);
  const names = donor.getByRole('main').getByRole('heading', { level: 3 });
  await expect(names.first()).toBeVisible();
  const seen = await names.allInnerTexts();
  // Online, nothing claims to be a saved copy.
  await expect(donor.getByTestId('saved-offline')).toHaveCount(0);

  await donor.context().setOffline(true);
  await donor.reload();
  await hydrated(donor);
  await expect(donor.getByTestId('connection-notice')).toHaveText(OFFLINE);
  await expect(donor.getByTestId('saved-offline')).toHaveText(SAVED);
  // The NGOs last seen, as they were.
  await expect(names).toHaveText(seen);
  await expectNoAxeViolations(donor);
  await screenshot(donor, 'offline-ngo-list');

  await donor.goto('/donations');
  await hydrated(donor);
  await expect(donor.getByTestId('saved-offline')).toHaveText(SAVED);
  const saved = card(donor, 'Dal and rice');
  await expect(saved.getByText('Waiting for an NGO', { exact: true })).toBeVisible();
  await expect(saved.getByText(WAITING)).toHaveCount(0); // the server has it: nothing is waiting
  await screenshot(donor, 'offline-donations');

  // Back online, the notice goes: the board is live again.
  await donor.context().setOffline(false);
  await expect(donor.getByTestId('saved-offline')).toHaveCount(0);
});

test('after one visit, the NGO’s profile opens offline as it was saved, says so, and saving says it needs the server', async ({
  browser,
}) => {
  const ngo = await phoneOf(browser, 'ngo');
  await ngo.goto('/ngoProfile');
  const main = ngo.getByRole('main');
  await expect(main.getByLabel('Name of Organization')).toHaveValue(DEMO_NGO);
  await serviceWorkerReady(ngo);

  await ngo.context().setOffline(true);
  await ngo.reload();
  await hydrated(ngo);
  await expect(main.getByLabel('Name of Organization')).toHaveValue(DEMO_NGO);
  await expect(ngo.getByTestId('saved-offline')).toHaveText(SAVED);
  await main.getByLabel('Name of Person').fill('Asha Offline');
  await main.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(main.getByText(/^Your profile was not saved\. We could not reach the server\./)).toBeVisible();
  await expect(main.getByLabel('Name of Person')).toHaveValue('Asha Offline');
  await screenshot(ngo, 'offline-ngo-profile');
  await ngo.context().setOffline(false);
});

test('an offer made offline waits on the phone, survives a reload, and reaches the NGO exactly once within 10 s of reconnecting', async ({
  browser,
}) => {
  const ngoId = await demoNgoId();
  const ngo = await personAt(browser, 'ngo');
  await ngo.goto('/donations');
  await expect(ngo.getByText(NO_DONATIONS)).toBeVisible();

  const donor = await phoneOf(browser, 'donor');
  await donor.goto('/donations');
  await hydrated(donor);
  await serviceWorkerReady(donor);
  await offerOffline(donor, ngoId, 'Veg pulao', 35, () => donor.context().setOffline(true));
  await expectNoAxeViolations(donor);
  await screenshot(donor, 'offline-waiting');

  // Closing the app loses nothing: reloaded offline, the offer is still there, still waiting.
  await donor.reload();
  await hydrated(donor);
  await expect(donor.getByTestId('connection-notice')).toHaveText(OFFLINE);
  await expect(card(donor, 'Veg pulao').getByText(WAITING)).toBeVisible();
  expect(await donationsOf('Veg pulao')).toHaveLength(0);
  await expect(ngo.getByText(NO_DONATIONS)).toBeVisible();

  await donor.context().setOffline(false);
  await expect(card(ngo, 'Veg pulao').getByText('Waiting for an NGO', { exact: true })).toBeVisible({
    timeout: 10_000,
  });
  await expect(card(donor, 'Veg pulao').getByText(WAITING)).toHaveCount(0);
  await expect(card(donor, 'Veg pulao').getByText('Waiting for an NGO', { exact: true })).toBeVisible();

  // Exactly once, however often it was sent: one donation, one card, and still one after a reload.
  expect(await donationsOf('Veg pulao')).toHaveLength(1);
  await ngo.reload();
  await expect(card(ngo, 'Veg pulao')).toHaveCount(1);
  await donor.reload();
  await expect(card(donor, 'Veg pulao')).toHaveCount(1);
  expect(await donationsOf('Veg pulao')).toHaveLength(1);
});

test('an offer the server refuses when it arrives is shown under “Not sent”, with why, and can be offered again', async ({
  browser,
}) => {
  const ngoId = await demoNgoId();
  const donor = await phoneOf(browser, 'donor');
  await donor.goto('/donations');
  await hydrated(donor);
  await offerOffline(donor, ngoId, 'Paneer rolls', 12, () => donor.context().setOffline(true));

  // While the phone is offline an admin suspends the NGO: it can no longer receive offers.
  const ngoDoc = (await readCollection('ngoAdmin')).find((d) => docId(d) === ngoId);
  expect(ngoDoc).toBeTruthy();
  await writeAsOwner([{ path: `ngoAdmin/${ngoId}`, fields: { ...ngoDoc!.fields, suspended: { booleanValue: true } } }]);

  await donor.context().setOffline(false);
  const notSent = donor.getByRole('region', { name: 'Not sent' });
  await expect(notSent).toContainText('Your offer of Paneer rolls (made offline,');
  await expect(notSent).toContainText('FoodBridge did not take it when it arrived');
  await expect(card(donor, 'Paneer rolls')).toHaveCount(0);
  expect(await donationsOf('Paneer rolls')).toHaveLength(0);
  await expectNoAxeViolations(donor);
  await screenshot(donor, 'offline-not-sent');

  // Offer it again: the form as it was filled in.
  await notSent.getByRole('button', { name: 'Offer it again' }).click();
  await expect(donor).toHaveURL(/\/delivery\?ngo=/);
  await expect(donor.getByRole('main').getByLabel('What food is it?')).toHaveValue('Paneer rolls');
  await expect(donor.getByRole('main').getByLabel('For how many meals?')).toHaveValue('12');
  await donor.goto('/donations');
  await expect(donor.getByRole('region', { name: 'Not sent' })).toHaveCount(0);
});

test('20 drops of the network while a donor and an NGO work lose nothing and duplicate nothing', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const ngoId = await demoNgoId();
  const ngo = await personAt(browser, 'ngo');
  const donor = await personAt(browser, 'donor');
  const contexts: BrowserContext[] = [ngo.context(), donor.context()];
  let toggles = 0;
  /** Both phones lose (or regain) the network at once; each is one toggle. */
  const network = async (online: boolean) => {
    await Promise.all(contexts.map((context) => context.setOffline(!online)));
    toggles += 1;
    const text = online ? '' : OFFLINE;
    for (const page of [ngo, donor]) {
      if (online) await expect(page.getByTestId('connection-notice')).not.toHaveText(OFFLINE);
      else await expect(page.getByTestId('connection-notice')).toHaveText(text);
    }
  };

  await ngo.goto('/donations');
  await expect(ngo.getByText(NO_DONATIONS)).toBeVisible();
  await donor.goto('/donations');
  await hydrated(donor);

  // Two offers made offline, one online.
  await offerOffline(donor, ngoId, 'Idli and chutney', 30, () => network(false));
  await network(true);
  await offerOffline(donor, ngoId, 'Rajma chawal', 25, () => network(false));
  await network(true);
  await donor.goto(`/delivery?ngo=${ngoId}`);
  await donate(donor, 'Fruit salad', 10);

  // Accepting needs the server: offline it says so and changes nothing; online it goes through.
  for (const food of ['Idli and chutney', 'Rajma chawal']) {
    await expect(card(ngo, food).getByText('Waiting for an NGO', { exact: true })).toBeVisible();
  }
  await card(ngo, 'Idli and chutney').getByRole('button', { name: 'Accept pickup' }).click();
  await expect(card(ngo, 'Idli and chutney').getByRole('button', { name: 'Mark picked up' })).toBeVisible();
  await network(false);
  await card(ngo, 'Rajma chawal').getByRole('button', { name: 'Accept pickup' }).click();
  await expect(ngo.getByText(/^Accepting needs a connection/)).toBeVisible();
  await expect(card(ngo, 'Rajma chawal').getByText('Waiting for an NGO', { exact: true })).toBeVisible();
  await network(true);
  await card(ngo, 'Rajma chawal').getByRole('button', { name: 'Accept pickup' }).click();
  await expect(card(ngo, 'Rajma chawal').getByRole('button', { name: 'Mark picked up' })).toBeVisible();

  // The donor's codes, read out at pickup.
  await donor.goto('/donations');
  const idliCode = await pickupCode(card(donor, 'Idli and chutney'));
  const rajmaCode = await pickupCode(card(donor, 'Rajma chawal'));

  // Moves made offline wait on the NGO's phone; the donor cancels offline too.
  await network(false);
  await pickUp(ngo, card(ngo, 'Idli and chutney'), idliCode);
  await expect(card(ngo, 'Idli and chutney').getByText(WAITING)).toBeVisible();
  await network(true);
  await landed(ngo, 'Idli and chutney', 'Mark delivered');
  await network(false);
  await card(donor, 'Fruit salad').getByRole('button', { name: 'Cancel donation' }).click();
  await donor
    .getByRole('dialog', { name: 'Cancel this donation?' })
    .getByRole('button', { name: 'Yes, cancel donation' })
    .click();
  await expect(card(donor, 'Fruit salad').getByText('Cancelled', { exact: true })).toBeVisible();
  await network(true);
  await network(false);
  await deliver(ngo, card(ngo, 'Idli and chutney'));
  await network(true);
  await network(false);
  await pickUp(ngo, card(ngo, 'Rajma chawal'), rajmaCode);
  await network(true);
  await landed(ngo, 'Rajma chawal', 'Mark delivered');
  await network(false);
  await deliver(ngo, card(ngo, 'Rajma chawal'), { meals: 20, disposal: 'Five portions had spilled in the van.' });
  await network(true);
  // The last drops come while the boards are open.
  while (toggles < 20) await network(toggles % 2 === 1);
  expect(toggles).toBe(20);

  // Everything arrived, once.
  await expect
    .poll(async () =>
      (await readCollection('deliveryInfo')).map((d) => `${fieldOf(d, 'food')}: ${fieldOf(d, 'status')}`).sort(),
    )
    .toEqual(['Fruit salad: cancelled', 'Idli and chutney: delivered', 'Rajma chawal: delivered']);
  const [stats] = (await readCollection('stats')).filter((d) => docId(d) === 'impact');
  expect(fieldOf(stats, 'mealsDelivered')).toBe('50');
  expect(fieldOf(stats, 'donationsDelivered')).toBe('2');
  for (const page of [ngo, donor]) {
    await expect(page.getByText(WAITING)).toHaveCount(0, { timeout: 15_000 });
    const notSent = page.getByRole('region', { name: 'Not sent' });
    await expect(
      notSent,
      `${page === ngo ? 'NGO' : 'donor'}: ${(await notSent.allInnerTexts()).join(' | ')}`,
    ).toHaveCount(0);
  }
  await expect(card(ngo, 'Idli and chutney').getByText('Delivered', { exact: true })).toBeVisible();
  await expect(card(donor, 'Rajma chawal').getByText('Delivered', { exact: true })).toBeVisible();
  await expect(card(donor, 'Fruit salad').getByText('Cancelled', { exact: true })).toBeVisible();
});
