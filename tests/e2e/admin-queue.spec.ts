// The admin's queue (issue 25), in Hindi on a phone: the admin finds a waiting NGO by its PIN code
// through the queue's search, and verifies it. The admin and the NGO are the test's own
// (tests/e2e/fixtures.ts), and no other test has an NGO at its PIN code. The whole queue, with the
// figures, is in admin-queue-whole.spec.ts, which runs alone.
import { type Page } from '@playwright/test';
import { setDoc } from '../../scripts/seed.mjs';
import { placeAt } from '../../src/services/geo';
import { anNgo, uniqueId } from '../../src/testing/factories';
import { expect, test } from './fixtures';
import { PHONE, deleteAsOwner, docId, expectNoAxeViolations, fieldOf, readCollection, screenshot } from './support';
import { DEVANAGARI, hi } from './i18n';

test.describe.configure({ timeout: 120_000 });

test('in Hindi, on a phone: the admin finds a waiting NGO by its PIN code and verifies it', async ({
  freshAdmin,
  signedIn,
}) => {
  // A waiting NGO of the test's own, at a PIN code no other test uses, removed after the test.
  const id = uniqueId('waiting-ajmer');
  const waitingSince = new Date('2026-02-01T05:00:00Z');
  await setDoc(
    `ngoAdmin/${id}`,
    anNgo({
      nameOrg: 'Ajmer Anna Seva',
      name: 'Kiran Mathur',
      email: 'ajmer@example.org',
      time: 'Evening',
      meals: 50,
      address: '7 Naya Bazar',
      city: 'Ajmer',
      zip: '305001',
      location: placeAt({ lat: 26.4499, lng: 74.6399 }, '305001'),
      ownerUid: id,
      verified: false,
      createdAt: waitingSince,
      updatedAt: waitingSince,
    }),
  );
  try {
    await verifyInHindi(await signedIn(freshAdmin, { viewport: PHONE }), id);
  } finally {
    await deleteAsOwner([`ngoAdmin/${id}`]);
  }
});

/** The admin, on a phone set to Hindi, finds the waiting NGO by its PIN code and verifies it. */
async function verifyInHindi(admin: Page, id: string) {
  await admin.context().addInitScript(() => localStorage.setItem('foodbridge.language', 'hi'));
  await admin.goto('/adminPage');
  const main = admin.getByRole('main');
  const queue = main.getByRole('region', { name: hi('admin.queue.title') });
  await queue.getByRole('searchbox', { name: hi('admin.queue.searchLabel') }).fill('305001');
  await queue.getByRole('button', { name: hi('admin.queue.searchButton'), exact: true }).click();
  const list = queue.getByRole('list', { name: hi('admin.queue.listLabel') });
  await expect(list.getByRole('article')).toHaveCount(1);
  const card = list.getByRole('article', { name: 'Ajmer Anna Seva' });
  await expect(card).toContainText('Kiran Mathur');
  await expect(card).toContainText('305001');
  await expect(main).toHaveText(DEVANAGARI);
  await card.getByRole('button', { name: hi('admin.verifyNamed', { name: 'Ajmer Anna Seva' }) }).click();
  await expect(queue.getByText(hi('admin.queue.verified', { name: 'Ajmer Anna Seva' }))).toBeVisible();
  await expect(card).toHaveCount(0);
  await screenshot(admin, 'admin-queue-hi');
  const stored = (await readCollection('ngoAdmin')).find((d) => docId(d) === id);
  expect(fieldOf(stored, 'verified')).toBe('true');

  // The audit log holds the verification, as this admin's own.
  const log = main.getByRole('region', { name: hi('admin.audit.title') });
  await log.getByLabel(hi('admin.audit.filter.mine')).check();
  const entries = log.getByRole('table', { name: hi('admin.audit.title') }).locator('[data-audit-entry]');
  // The table holds no control: its scrolling box takes the keyboard's focus instead.
  await expect(log.getByRole('group', { name: hi('admin.audit.title') })).toHaveAttribute('tabindex', '0');
  await expect(entries).toHaveCount(1);
  await expect(entries.getByRole('rowheader')).toHaveText(hi('admin.audit.action.verify'));
  await expect(entries).toContainText('Ajmer Anna Seva');
  await expect(entries).toContainText(hi('admin.audit.byYou'));
  await expectNoAxeViolations(admin);
  await log.scrollIntoViewIfNeeded();
  await screenshot(admin, 'admin-audit-hi');
}
