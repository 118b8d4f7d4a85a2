// 'Download my data' in Chromium against the emulators: a donor finds 'Your data' in the menu on a
// phone, downloads one JSON file, and finds in it their account and the donation they offered
// (its Hindi name intact, its times in ISO 8601) — and nobody else's.
import type { Download } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { offerTo, pathOf } from './donation-helpers';
import { PHONE, expectNoAxeViolations, screenshot } from './support';

test.describe.configure({ timeout: 120_000 });

const FOOD = 'दाल चावल';

test('a donor downloads everything their account holds as one JSON file', async ({
  freshDonor,
  freshNgo,
  signedIn,
}) => {
  const donor = await signedIn(freshDonor, { viewport: PHONE });
  const offered = await offerTo(donor, freshNgo, FOOD, 12);

  await donor.getByRole('button', { name: 'Open menu' }).click();
  await donor.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Your data' }).click();
  await expect(donor).toHaveURL(/\/my-data$/);
  await expect(donor.getByRole('heading', { name: 'Your data', level: 1 })).toBeVisible();
  const section = donor.getByRole('region', { name: 'Download my data' });
  await expectNoAxeViolations(donor);
  const [download] = await Promise.all([
    donor.waitForEvent('download') as Promise<Download>,
    section.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  await expect(section.getByRole('status')).toHaveText(
    /^Saved foodbridge-my-data-\d{4}-\d\d-\d\d\.json: \d+ records\.$/,
  );
  await screenshot(donor, 'my-data-done');
  expect(download.suggestedFilename()).toMatch(/^foodbridge-my-data-\d{4}-\d\d-\d\d\.json$/);

  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    account: { uid: string; role: string };
    parts: Record<string, { path: string; data: Record<string, unknown> }[] | { path: string } | null>;
    notIncluded: unknown[];
  };
  expect(file.account).toMatchObject({ uid: freshDonor.uid, role: 'donor' });
  expect(file.notIncluded).toEqual([]);
  expect(file.parts.user).toMatchObject({ path: `users/${freshDonor.uid}` });
  const made = file.parts.donationsMade as { path: string; data: Record<string, unknown> }[];
  expect(made.map((r) => r.path)).toEqual([pathOf(offered)]);
  expect(made[0]!.data).toMatchObject({ food: FOOD, donorUid: freshDonor.uid, ngoId: freshNgo.uid });
  expect(made[0]!.data.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
});
