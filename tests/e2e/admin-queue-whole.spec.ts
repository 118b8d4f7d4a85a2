// The admin's queue (issue 25): a new NGO signs up on a phone, confirms its email, and creates its
// profile with its registration ID; the admin, on a phone too, sees it counted among the NGOs
// waiting, finds it through the queue's search — another new NGO is waiting beside it — with what
// there is to decide beside Verify, and verifies it. Deleting stays quiet and names what goes.
// The figures and the queue are everyone's (every NGO waiting): this test counts them whole, which
// holds only with no other test making or verifying NGOs, so it runs alone (SERIAL in
// playwright.config.ts). The search by PIN code, in Hindi, is in admin-queue.spec.ts.
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { setDoc } from '../../scripts/seed.mjs';
import { placeAt } from '../../src/services/geo';
import { anNgo } from '../../src/testing/factories';
import { closeOpened, personAt } from './donation-helpers';
import {
  DESKTOP,
  PHONE,
  confirmEmail,
  docId,
  expectNoAxeViolations,
  fieldOf,
  hydrated,
  readCollection,
  resetData,
  screenshot,
} from './support';

test.beforeEach(() => resetData());
test.describe.configure({ timeout: 120_000 });

test.afterEach(closeOpened);

/** A phone of its own, signed in as the demo admin if asked. */
const phoneOf = (browser: Browser, admin = false): Promise<Page> =>
  personAt(browser, admin ? 'admin' : undefined, { viewport: PHONE });

const NGO = {
  email: 'jodhpur.roti@example.org',
  name: 'Jodhpur Roti Bank',
  person: 'Meena Joshi',
  registrationId: 'RJ/2019/0045678',
};

/** Signs a new NGO up at /ngo-register, confirms its email and creates its profile. */
async function newNgo(page: Page) {
  await page.goto('/ngo-register');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Email address').fill(NGO.email);
  await form.getByLabel('Password', { exact: true }).fill('Jodhpur2026!');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/ngoProfile$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'I have confirmed it' })).toBeVisible();
  await confirmEmail(NGO.email);
  await main.getByRole('button', { name: 'I have confirmed it' }).click();

  await main.getByLabel('Name of Organization').fill(NGO.name);
  await main.getByLabel('Name of Person').fill(NGO.person);
  await main.getByLabel('Phone number').fill('94140 22334');
  await main.getByLabel('Number of Meals').fill('80');
  await main.getByLabel('Street address').fill('12 Sardarpura Road');
  await main.getByLabel('City').fill('Jodhpur');
  await main.getByLabel('PIN code').fill('342003');
  await main.getByLabel('Registration or Darpan ID (optional)').fill(NGO.registrationId);
  await main.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/donations$/);
}

test('the admin finds a new NGO through the queue’s search, sees what to decide, and verifies it (390 px)', async ({
  browser,
}) => {
  await newNgo(await phoneOf(browser));
  // Another NGO waiting, which the search must leave out.
  const waitingSince = new Date('2026-01-05T05:00:00Z');
  await setDoc(
    'ngoAdmin/waiting-other',
    anNgo({
      nameOrg: 'Bikaner Meal Circle',
      name: 'Sunil Rathore',
      email: 'bikaner@example.org',
      time: 'Morning',
      meals: 30,
      address: '4 Station Road',
      city: 'Bikaner',
      zip: '334001',
      location: placeAt({ lat: 28.0229, lng: 73.3119 }, '334001'),
      ownerUid: 'waiting-other',
      verified: false,
      createdAt: waitingSince,
      updatedAt: waitingSince,
    }),
  );

  const admin = await phoneOf(browser, true);
  await admin.goto('/adminPage');
  const main = admin.getByRole('main');
  // The figures come first: two NGOs are waiting.
  const waiting = main.getByText('NGOs waiting', { exact: true }).locator('..');
  await expect(waiting).toContainText('2');
  const queue = main.getByRole('region', { name: 'Awaiting verification' });
  const list = queue.getByRole('list', { name: 'NGOs awaiting verification' });
  // Waiting longest first.
  await expect(list.getByRole('article')).toHaveCount(2);
  await expect(list.getByRole('article').first()).toHaveAccessibleName('Bikaner Meal Circle');
  await screenshot(admin, 'admin-queue');
  await expectNoAxeViolations(admin);

  await queue.getByRole('searchbox', { name: 'Search the NGOs waiting' }).fill('jodhpur');
  await queue.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(queue.getByText('NGOs waiting that match “jodhpur”:')).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(1);
  const card = list.getByRole('article', { name: NGO.name });
  await expect(card).toContainText(`Contact person${NGO.person}`);
  await expect(card.getByRole('link', { name: '9414022334' })).toHaveAttribute('href', 'tel:+919414022334');
  await expect(card).toContainText('Address12 Sardarpura Road, Jodhpur, PIN 342003');
  await expect(card).toContainText(`Email${NGO.email}Email confirmed`);
  await expect(card).toContainText(`Registration or Darpan ID${NGO.registrationId}`);
  await expect(card).toContainText(/Signed up\d{1,2} \w{3} \d{4}/);
  // Delete is there, but quiet, and it asks first, naming what goes.
  await card.getByRole('button', { name: `Delete the profile of ${NGO.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Delete the profile of ${NGO.name}?` });
  await expect(dialog).toContainText(`Its account (${NGO.email}) stays`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await card.getByRole('button', { name: `Verify ${NGO.name}` }).click();
  await expect(queue.getByText(`${NGO.name} is verified: donors can now send it food.`)).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(waiting).toContainText('1');
  const ngos = main.getByRole('table', { name: 'NGOs' });
  await expect(ngos.getByRole('button', { name: `Unverify ${NGO.name}` })).toBeVisible();

  const stored = (await readCollection('ngoAdmin')).find((d) => fieldOf(d, 'nameOrg') === NGO.name);
  expect(docId(stored)).toBeTruthy();
  expect(fieldOf(stored, 'verified')).toBe('true');
  expect(fieldOf(stored, 'registrationId')).toBe(NGO.registrationId);

  // The whole queue again: the other NGO still waits.
  await queue.getByRole('button', { name: 'Show all' }).click();
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(list.getByRole('article', { name: 'Bikaner Meal Circle' })).toBeVisible();
  await screenshot(admin, 'admin-queue-verified');

  await admin.setViewportSize(DESKTOP);
  await expect(list.getByRole('article', { name: 'Bikaner Meal Circle' })).toBeVisible();
  await screenshot(admin, 'admin-queue');
});
