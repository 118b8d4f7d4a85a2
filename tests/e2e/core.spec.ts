import { expect, test } from './fixtures';
import {
  contactOf,
  DEMO,
  SESSION,
  confirmEmail,
  expectNoAxeViolations,
  fieldOf,
  hoursFromNow,
  hydrated,
  readCollection,
  resetData,
  screenshot,
  signIn,
  writeAsOwner,
} from './support';
import { fillFoodRecord, searchNgos } from './donation-helpers';

test.beforeEach(() => resetData());

test.describe('as the demo donor', () => {
  test.use({ storageState: SESSION.donor });

  test('the demo donor creates a profile, finds an NGO by city, and donates to it', async ({ page }) => {
    await page.goto('/donorProfile');
    await expect(
      page.getByText('This information will be displayed publicly so be careful what you share.'),
    ).toBeVisible();

    const main = page.getByRole('main');
    // Missing required fields: the seed's message, nothing saved, nothing typed lost.
    await main.getByLabel('Name').fill('Asha Donor');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('All fields are mandatory!')).toBeVisible();
    await screenshot(page, 'donorProfile-error');
    await expectNoAxeViolations(page);
    await expect(main.getByLabel('Name')).toHaveValue('Asha Donor');
    expect((await readCollection('admin')).some((r) => fieldOf(r, 'name') === 'Asha Donor')).toBe(false);

    await main.getByLabel('Email address').fill('donor@example.org');
    await main.getByLabel('Phone Number').fill('9876543210');
    await main.getByLabel('Country').selectOption('India');
    await main.getByLabel('Street address').fill('18 Residency Road');
    await main.getByLabel('City').fill('Bengaluru');
    await main.getByLabel('State').selectOption('Karnataka');
    await main.getByLabel('PIN code').fill('560025');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile saved successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/ngoList$/);
    const record = (await readCollection('admin')).find((r) => fieldOf(r, 'name') === 'Asha Donor');
    expect(fieldOf(record, 'city')).toBe('Bengaluru');
    expect(fieldOf(record, 'state')).toBe('Karnataka');
    expect(fieldOf(record, 'zip')).toBe('560025');
    expect(fieldOf(record, 'country')).toBe('India');

    // Search reaches NGOs by part of their city. A listed NGO without an account says it cannot
    // receive offers here, and has no Donate button.
    await searchNgos(page, 'Chenn');
    const hope = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Hope Kitchen Foundation' }) });
    await expect(hope.getByText('Listed only')).toBeVisible();
    await expect(hope.getByRole('link', { name: /^Donate food/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Annapurna Food Bank' })).toHaveCount(0);
    await searchNgos(page, 'Kolk');
    await expect(page.getByRole('link', { name: 'Donate food to FoodBridge Demo NGO' })).toBeVisible();
    await screenshot(page, 'ngoList-search');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Donate food to FoodBridge Demo NGO' }).click();
    await expect(page).toHaveURL(/\/delivery\?ngo=demo-ngo$/);
    await expect(page.getByText('Confirm Food Details')).toBeVisible();
    await expect(page.getByText('FoodBridge Demo NGO').first()).toBeVisible();

    await fillFoodRecord(main);
    await main.getByLabel('PickUp Location').fill('18 Residency Road, Bengaluru');
    await main.getByLabel('Contact Information').fill('12345');
    await main.getByLabel('By when can you donate?').fill(hoursFromNow(3));
    await main.getByLabel('What food is it?').fill('Veg biryani and raita');
    await main.getByLabel('For how many meals?').fill('40');
    await main.getByRole('button', { name: 'Donate', exact: true }).click();
    await expect(main.getByText('Phone number must be 10 digits')).toBeVisible();
    await screenshot(page, 'delivery-error');
    await expectNoAxeViolations(page);
    await expect(main.getByLabel('What food is it?')).toHaveValue('Veg biryani and raita');

    await main.getByLabel('Contact Information').fill('9876543210');
    await main.getByRole('button', { name: 'Donate', exact: true }).click();
    await expect(page).toHaveURL(/\/donations$/);
    await expect(page.getByText('Thank you! Your donation was offered to FoodBridge Demo NGO.')).toBeVisible();

    const donations = await readCollection('deliveryInfo');
    expect(donations).toHaveLength(1);
    const d = donations[0]!;
    expect(fieldOf(d, 'status')).toBe('offered');
    expect(fieldOf(d, 'ngoId')).toBe('demo-ngo');
    expect(fieldOf(d, 'food')).toBe('Veg biryani and raita');
    expect(fieldOf(d, 'meals')).toBe('40');
    // The phone and address in its contact document, not on the donation the NGO keeps.
    expect(fieldOf(d, 'phone')).toBeUndefined();
    const contact = await contactOf(d);
    expect(fieldOf(contact, 'phone')).toBe('9876543210');
    expect(fieldOf(contact, 'deliveryLocation')).toBe('18 Residency Road, Bengaluru');
    expect(fieldOf(contact, 'expireAt')).toBeTruthy();
    expect(fieldOf(d, 'readyBy')).toBeTruthy();
    expect(fieldOf(d, 'createdAt')).toBeTruthy();
  });
});

test('a new NGO account confirms its email by the link, reloads, creates its profile, and its card appears in /ngoList', async ({
  page,
}) => {
  await page.goto('/ngo-register');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Email address').fill('newngo@example.org');
  await form.getByLabel('Password', { exact: true }).fill('Shelter2026!');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/ngoProfile$/);

  // No profile before the email is confirmed: the link the sign-up sent must be opened first.
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { name: 'Confirm your email first: we sent a link to newngo@example.org' }),
  ).toBeVisible();
  await expect(main.getByLabel('Name of Organization')).toHaveCount(0);
  await main.getByRole('button', { name: 'I have confirmed it' }).click();
  await expect(main.getByText(/Your email is not confirmed yet/)).toBeVisible();
  await screenshot(page, 'ngoProfile-confirm-email');
  await expectNoAxeViolations(page);
  // Confirmed by the link, then the page reloaded (not the button): the next save must still work,
  // though the session restored here holds a token from before the email was confirmed.
  await confirmEmail('newngo@example.org');
  await page.reload();
  await hydrated(page);

  await expect(main.getByLabel('Email address of Organization')).toHaveValue('newngo@example.org');
  await expect(main.getByLabel('Email address of Organization')).not.toBeEditable();
  await expect(main.getByText('You can add a logo once an admin has verified your NGO.')).toBeVisible();
  await main.getByLabel('Name of Organization').fill('Udaipur Shelter Kitchen');
  await main.getByLabel('Name of Person').fill('Farhan Ali');
  await main.getByLabel('Phone number').fill('+91 94140 12345');
  await main.getByLabel('Time').selectOption('Evening');
  await main.getByLabel('Number of Meals').fill('0');
  await main.getByLabel('Street address').fill('3 Lake Palace Road');
  await main.getByLabel('City').fill('Udaipur');
  await main.getByLabel('PIN code').fill('313001');
  await main.getByRole('button', { name: 'Create' }).click();
  await expect(main.getByText(/1 (to|and) 100,?000/)).toBeVisible();
  await expect(main.getByLabel('Name of Organization')).toHaveValue('Udaipur Shelter Kitchen');
  await screenshot(page, 'ngoProfile-error');
  await expectNoAxeViolations(page);

  await main.getByLabel('Number of Meals').fill('60');
  await main.getByRole('button', { name: 'Create' }).click();
  // On to its own board, which says what comes next.
  await expect(page).toHaveURL(/\/donations$/);
  await expect(page.getByText(/^Your NGO profile was created/)).toBeVisible();
  await page.goto('/ngoList');
  await hydrated(page);
  await searchNgos(page, 'udaip');
  // Listed at once, and truthful: it cannot receive offers until an admin verifies it.
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Udaipur Shelter Kitchen' }) });
  await expect(card.getByText('Not verified yet')).toBeVisible();
  await expect(card.getByText('up to 60 meals at a time')).toBeVisible();
  await expect(card.getByRole('link', { name: /^Donate food/ })).toHaveCount(0);
});

test.describe('as the demo admin', () => {
  test.use({ storageState: SESSION.admin });

  test('the demo admin edits one donor record and deletes another', async ({ page }) => {
    await page.goto('/adminPage');
    await expect(page.getByText('Admin DashBoard')).toBeVisible();
    for (const column of ['ID', 'UserName', 'PhoneNo', 'Email', 'Address', 'Action']) {
      await expect(page.getByRole('columnheader', { name: column }).first()).toBeVisible();
    }

    await screenshot(page, 'adminPage');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: /Edit Rahul Verma/ }).click();
    await expect(page).toHaveURL(/\/donorProfile\?id=legacy-donor-rahul/);
    const main = page.getByRole('main');
    await expect(main.getByLabel('Name')).toHaveValue('Rahul Verma');
    await main.getByLabel('Phone Number').fill('9000000001');
    await main.getByLabel('City').fill('Lucknow');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/adminPage$/);
    // The donor records' own table (the audit log below names the records too).
    const donorRows = page.getByRole('region', { name: 'Donor records' }).getByRole('row');
    await expect(donorRows.filter({ hasText: 'Rahul Verma' })).toContainText('9000000001');

    await page.getByRole('button', { name: /Delete Grand Hall Banquets/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the donor record of Grand Hall Banquets?' });
    await expect(dialog).toContainText('Their sign-in account, if they have one, and their donations stay.');
    await dialog.getByRole('button', { name: 'Delete record' }).click();
    await expect(donorRows.filter({ hasText: 'Grand Hall Banquets' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Refresh List' }).click();
    await expect(donorRows.filter({ hasText: 'Rahul Verma' })).toContainText('9000000001');
    await expect(donorRows.filter({ hasText: 'Grand Hall Banquets' })).toHaveCount(0);
    // Both actions are in the audit log, as this admin's.
    const log = page.getByRole('region', { name: 'Audit log' }).locator('[data-audit-entry]');
    await expect(log.filter({ hasText: 'Corrected a donor record' }).filter({ hasText: 'Rahul Verma' })).toHaveCount(1);
    await expect(
      log.filter({ hasText: 'Deleted a donor record' }).filter({ hasText: 'Grand Hall Banquets' }),
    ).toHaveCount(1);

    const records = await readCollection('admin');
    expect(records.some((r) => fieldOf(r, 'name') === 'Grand Hall Banquets')).toBe(false);
    expect(
      fieldOf(
        records.find((r) => fieldOf(r, 'name') === 'Rahul Verma'),
        'city',
      ),
    ).toBe('Lucknow');
  });

  test('the admin reaches donor records past the first page with Load more', async ({ page }) => {
    const pad = (n: number) => String(n).padStart(2, '0');
    await writeAsOwner(
      Array.from({ length: 55 }, (_, i) => ({
        path: `admin/zz-paged-${pad(i)}`,
        fields: {
          name: { stringValue: `Paged Donor ${pad(i)}` },
          email: { stringValue: `paged${i}@example.org` },
          phone: { stringValue: '9876543210' },
          address: { stringValue: `${i} Paging Road` },
        },
      })),
    );
    await page.goto('/adminPage');
    const table = page.getByRole('table', { name: 'Donor records' });
    await expect(table.getByRole('row', { name: /Paged Donor 00/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Paged Donor 54/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Load more donor records' }).click();
    const last = table.getByRole('row', { name: /Paged Donor 54/ });
    await expect(last).toBeVisible();
    const total = (await readCollection('admin')).length;
    await expect(last.getByRole('cell').first()).toHaveText(String(total));
    await expect(page.getByRole('button', { name: 'Load more donor records' })).toHaveCount(0);
    await screenshot(page, 'adminPage-paged');
  });
});

test('a visitor may fill the Donate Food form, signs in when donating, and finds what they typed', async ({ page }) => {
  await page.goto('/delivery?ngo=sample-roti-ghar');
  const main = page.getByRole('main');
  await expect(page.getByText('Roti Ghar Trust').first()).toBeVisible();
  await fillFoodRecord(main);
  await main.getByLabel('PickUp Location').fill('Hall 2, Chandni Chowk');
  await main.getByLabel('What food is it?').fill('Paneer curry');
  await main.getByLabel('Contact Information').fill('9811122233');
  await main.getByLabel('By when can you donate?').fill(hoursFromNow(2));
  await main.getByLabel('For how many meals?').fill('25');
  await main.getByRole('button', { name: 'Donate', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, DEMO.donor);
  await expect(page).toHaveURL(/\/delivery\?ngo=sample-roti-ghar$/);
  await expect(main.getByLabel('PickUp Location')).toHaveValue('Hall 2, Chandni Chowk');
  await expect(main.getByLabel('What food is it?')).toHaveValue('Paneer curry');
});
