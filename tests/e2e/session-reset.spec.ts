// The demo sessions saved by auth.setup.ts outlive a reset of the demo data (the seed deletes and
// recreates every account, same uids). This spec resets the data itself, so it runs in the
// 'serial' project (playwright.config.ts), alone.
import { expect, test } from './fixtures';
import { SESSION, accountButton, resetData } from './support';

test.use({ storageState: SESSION.donor });

test('the saved session still holds after the demo data is reset', async ({ page }) => {
  resetData();
  // The account was deleted and created again (same uid) after this session was saved. The
  // session holds, and Firestore answers it as the donor.
  await page.goto('/donations');
  await expect(accountButton(page)).toBeVisible();
  await expect(page.getByText('No donations yet — find an NGO to donate to')).toBeVisible();
});
