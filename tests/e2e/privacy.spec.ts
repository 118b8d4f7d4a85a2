// The privacy notice in Chromium against the emulators: an account made before there was a notice
// is shown it at the top of its pages, on a phone, until it agrees; then never again, on any
// device. (Sign-up shows the notice beside its button: hindi.spec.ts, in Hindi.)
import { setDoc } from '../../scripts/seed.mjs';
import { PRIVACY_NOTICE } from '../../src/config/limits.js';
import { aUser } from '../../src/testing/factories';
import { expect, test } from './fixtures';
import { PHONE, expectNoAxeViolations, findDocs, screenshot } from './support';

test('an account from before the privacy notice is asked once to read it, and not again after agreeing', async ({
  freshDonor,
  signedIn,
}) => {
  // The account as it was stored before the notice: no acceptance.
  const before: Record<string, unknown> = aUser({
    role: 'donor',
    displayName: freshDonor.displayName,
    email: freshDonor.email,
  });
  delete before.consent;
  await setDoc(`users/${freshDonor.uid}`, before);

  const donor = await signedIn(freshDonor, { viewport: PHONE });
  const prompt = donor.getByRole('region', { name: 'Privacy notice' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('heading', { name: 'Please read how FoodBridge uses your data' })).toBeVisible();
  await expect(prompt).toContainText('the NGO you give food to sees your name, phone and pickup address');
  await expectNoAxeViolations(donor);
  await screenshot(donor, 'privacy-prompt');

  // It follows the person from page to page until answered.
  await donor.goto('/ngoList');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'I have read it and agree' }).click();
  await expect(prompt).toBeHidden();

  const [stored] = await findDocs('users', 'email', freshDonor.email);
  const consent = stored?.fields.consent?.mapValue?.fields;
  expect(consent?.version?.integerValue).toBe(String(PRIVACY_NOTICE.version));
  expect(Date.now() - Date.parse(consent?.at?.timestampValue ?? '')).toBeLessThan(10 * 60_000);

  // Not again: after a reload, nor on another device.
  await donor.reload();
  await expect(donor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(prompt).toBeHidden();
  const elsewhere = await signedIn(freshDonor);
  await expect(elsewhere.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(elsewhere.getByRole('region', { name: 'Privacy notice' })).toHaveCount(0);
});
