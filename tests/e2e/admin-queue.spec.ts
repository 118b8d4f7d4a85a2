// The admin's queue (issue 25), in Hindi on a phone: the admin finds a waiting NGO by its PIN code
// through the queue's search, and verifies it. The admin and the NGO are the test's own
// (tests/e2e/fixtures.ts), and no other test has an NGO at its PIN code. The whole queue, with the
// figures, is in admin-queue-whole.spec.ts, which runs alone.
import { type Page } from '@playwright/test';
import { uniqueId } from '../../src/testing/factories';
import { expect, test } from './fixtures';
import { PHONE, deleteAsOwner, docId, fieldOf, readCollection, screenshot, writeAsOwner } from './support';
import { DEVANAGARI, hi } from './i18n';

test.describe.configure({ timeout: 120_000 });

test('in Hindi, on a phone: the admin finds a waiting NGO by its PIN code and verifies it', async ({
  freshAdmin,
  signedIn,
}) => {
  // A waiting NGO of the test's own, at a PIN code no other test uses, removed after the test.
  const id = uniqueId('waiting-ajmer');
  await writeAsOwner([
    {
      path: `ngoAdmin/${id}`,
      fields: {
        nameOrg: { stringValue: 'Ajmer Anna Seva' },
        name: { stringValue: 'Kiran Mathur' },
        email: { stringValue: 'ajmer@example.org' },
        time: { stringValue: 'Evening' },
        meals: { integerValue: '50' },
        address: { stringValue: '7 Naya Bazar' },
        city: { stringValue: 'Ajmer' },
        zip: { stringValue: '305001' },
        ownerUid: { stringValue: id },
        verified: { booleanValue: false },
        createdAt: { timestampValue: '2026-02-01T05:00:00Z' },
        updatedAt: { timestampValue: '2026-02-01T05:00:00Z' },
      },
    },
  ]);
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
}
