// Revocation as a donor lives it: an NGO accepted the food, then an admin withdrew its verification.
// The NGO can no longer move the donation (the rules check at every move), so the donor's board says
// 'Needs a new NGO', and Offer again cancels it and opens Donate Food with its details filled in.
import { expect, test } from './fixtures';
import { DEMO_NGO, card, closeOpened, donate, personAt } from './donation-helpers';
import { docId, expectNoAxeViolations, fieldOf, readCollection, resetData, screenshot } from './support';

test.beforeEach(() => resetData());
test.afterEach(closeOpened);
test.describe.configure({ timeout: 120_000 });

const FOOD = 'Veg pulao';

test('an NGO an admin un-verifies loses the donation it held: the donor sees Needs a new NGO and offers it again', async ({
  browser,
}) => {
  const ngoId = docId((await readCollection('ngoAdmin')).find((d) => fieldOf(d, 'nameOrg') === DEMO_NGO));
  expect(ngoId).toBeTruthy();

  const donor = await personAt(browser, 'donor');
  await donor.goto(`/delivery?ngo=${ngoId}`);
  await donate(donor, FOOD, 30);

  const ngo = await personAt(browser, 'ngo');
  await ngo.goto('/donations');
  await card(ngo, FOOD).getByRole('button', { name: 'Accept pickup' }).click();
  await expect(card(ngo, FOOD).getByText('Accepted', { exact: true })).toBeVisible();

  // The admin withdraws the demo NGO's verification from the dashboard.
  const admin = await personAt(browser, 'admin');
  await admin.goto('/adminPage');
  await admin.getByRole('button', { name: `Unverify ${DEMO_NGO}` }).click();
  await expect(admin.getByRole('button', { name: `Verify ${DEMO_NGO}` })).toBeVisible();

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
  await expect(main.getByText(`Your offer to ${DEMO_NGO} was cancelled.`, { exact: false })).toBeVisible();
  await expect(main.getByLabel('What food is it?')).toHaveValue(FOOD);
  await expect(main.getByLabel('For how many meals?')).toHaveValue('30');
  await expect(main.getByLabel('PickUp Location')).toHaveValue('18 Residency Road, Kolkata');

  // The NGO's board follows live: the donation it held is cancelled.
  await expect(card(ngo, FOOD).getByText('Cancelled', { exact: true })).toBeVisible();
});
