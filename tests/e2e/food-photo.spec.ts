// The photo of the food, in Chromium against the emulators: a donor adds a phone photo whose EXIF
// data holds where it was taken; the photo is made small on the phone and sent without it; the NGO
// sees a thumbnail on its card and opens it; the donor's account deletion takes the photo with it.
//
// Storage itself is stood in for at the network edge (storage-edge.ts): its emulator cannot run
// here. What the app uploads is read from there; who may upload or read it is storage.rules',
// tested in tests/rules/storage-photo.test.ts.
import type { Page } from '@playwright/test';
import { FOOD_PHOTO } from '../../src/config/limits.js';
import { drawTestPhoto, gpsIn, withGps } from '../../scripts/lib/test-photo.mjs';
import { setDoc } from '../../scripts/seed.mjs';
import { expect, test } from './fixtures';
import { card, fillDonation } from './donation-helpers';
import { PHONE, expectNoAxeViolations, fieldOf, findDocs, screenshot } from './support';
import { FakeStorage } from './storage-edge';

test.describe.configure({ timeout: 150_000 });

const FOOD = 'Veg thali with photo';
/** Where the photo was taken: the donor's kitchen, as a phone's camera records it. */
const KITCHEN = { lat: 18.5204, lng: 73.8567 };

test('a donor’s photo goes small and without its GPS position; the NGO opens it; deletion removes it', async ({
  freshDonor,
  freshNgo,
  signedIn,
}) => {
  const storage = new FakeStorage();
  const donor = await signedIn(freshDonor, { viewport: PHONE });
  await storage.attach(donor.context());
  // A 12-megapixel phone photo, with the kitchen's position in its EXIF data.
  const drawn = Buffer.from(await donor.evaluate(drawTestPhoto, { width: 4000, height: 3000 }), 'base64');
  const original = withGps(drawn, KITCHEN);
  expect(gpsIn(original)?.lat).toBeCloseTo(KITCHEN.lat, 3);
  expect(original.length).toBeGreaterThan(1024 * 1024);

  await donor.goto(`/delivery?ngo=${freshNgo.uid}`);
  await expect(donor.getByRole('radio', { name: freshNgo.nameOrg })).toBeChecked();
  await fillDonation(donor, FOOD, 20);
  const main = donor.getByRole('main');
  const photoInput = main.getByLabel('A photo of the food (optional)');
  // Not a picture: said in plain words, and nothing typed is lost.
  await photoInput.setInputFiles({ name: 'menu.txt', mimeType: 'text/plain', buffer: Buffer.from('dal, rice') });
  await expect(main.getByText('That file is not a picture. Choose a photo of the food.')).toBeVisible();
  await photoInput.setInputFiles({ name: 'thali.jpg', mimeType: 'image/jpeg', buffer: original });
  await expect(main.getByText(/^Photo ready to send: \d+ KB \(it was 3,\d{3} KB\)\.$/)).toBeVisible();
  await expect(main.getByRole('img', { name: 'The photo of the food you chose' })).toBeVisible();
  await expect(main.getByLabel('What food is it?')).toHaveValue(FOOD);
  await expectNoAxeViolations(donor);
  await screenshot(donor, 'donate-photo');
  await main.getByRole('button', { name: 'Donate', exact: true }).click();
  await expect(donor).toHaveURL(/\/donations$/);

  const [stored] = await findDocs('deliveryInfo', 'donorUid', freshDonor.uid);
  const id = stored!.name.slice(stored!.name.lastIndexOf('/') + 1);
  expect(fieldOf(stored, 'photo')).toBe('true');
  const path = `donations/${id}/photo`;
  const uploaded = storage.objects.get(path);
  expect(uploaded, 'the photo was uploaded to its donation’s place').toBeDefined();
  const bytes = uploaded!.bytes;
  expect(uploaded!.contentType).toBe('image/webp');
  expect([bytes.toString('latin1', 0, 4), bytes.toString('latin1', 8, 12)]).toEqual(['RIFF', 'WEBP']);
  expect(bytes.length).toBeLessThanOrEqual(FOOD_PHOTO.maxBytes);
  // No EXIF at all, so no GPS position, no camera, no time.
  expect(gpsIn(bytes)).toBeNull();
  expect(bytes.includes('Exif')).toBe(false);
  expect(bytes.includes('EXIF')).toBe(false);
  expect(uploaded!.customMetadata).toEqual({ ownerUid: freshDonor.uid });
  expect(uploaded!.signedIn).toBe(true);

  // The NGO's card: the thumbnail, then the photo, large, in a dialog.
  const ngo = await signedIn(freshNgo, { viewport: PHONE });
  await storage.attach(ngo.context());
  // A slow network: the card comes first, the photo when it has arrived.
  const release = storage.holdDownloads();
  await ngo.reload(); // its board's first load went out before Storage was stood in for
  const theirs = card(ngo, FOOD);
  await expect(theirs.getByRole('status').filter({ hasText: 'Loading the photo…' })).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Accept pickup' })).toBeVisible();
  release();
  const thumbnail = theirs.getByRole('button', { name: `Open the photo of ${FOOD}` });
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoAxeViolations(ngo);
  await screenshot(ngo, 'ngo-card-photo');
  await thumbnail.click();
  const dialog = ngo.getByRole('dialog', { name: `Photo of ${FOOD}` });
  await expect(dialog.getByRole('img', { name: `${FOOD}, as the donor photographed it` })).toBeVisible();
  await screenshot(ngo, 'ngo-photo-open');
  await ngo.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumbnail).toBeFocused();
  // The card drawn again (another filter, then All) shows the photo without downloading it again.
  // (Counted from here: the page before the reload may have retried its download meanwhile.)
  const downloads = storage.downloads;
  const show = ngo.getByRole('group', { name: 'Show' });
  // Each chip as a person taps it: its label (the radio itself is visually hidden).
  await show.getByText('Accepted', { exact: true }).click();
  await expect(show.getByRole('radio', { name: 'Accepted' })).toBeChecked();
  await expect(theirs).toHaveCount(0);
  await show.getByText('All', { exact: true }).click();
  await expect(show.getByRole('radio', { name: 'All', exact: true })).toBeChecked();
  await expect
    .poll(() => thumbnail.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  expect(storage.downloads).toBe(downloads);

  // The donor cancels the offer and deletes the account: the photo goes first.
  await donor.reload();
  await card(donor, FOOD).getByRole('button', { name: 'Cancel donation' }).click();
  await donor
    .getByRole('dialog', { name: 'Cancel this donation?' })
    .getByRole('button', { name: 'Yes, cancel donation' })
    .click();
  await expect(card(donor, FOOD).getByText('Cancelled', { exact: true })).toBeVisible();
  await donor.goto('/my-data');
  await donor
    .getByRole('region', { name: 'Delete my account' })
    .getByRole('button', { name: 'Delete my account…' })
    .click();
  const confirm = donor.getByRole('dialog', { name: 'Delete your account for ever?' });
  await confirm.getByLabel('Your password').fill(freshDonor.password);
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(donor.getByText('Your account has been deleted. Thank you for the food you shared.')).toBeVisible();
  expect(storage.deleted).toEqual([path]);
  expect(storage.objects.has(path)).toBe(false);
  const [kept] = await findDocs('deliveryInfo', 'donorUid', freshDonor.uid);
  expect(fieldOf(kept, 'photo')).toBeUndefined();
  expect(fieldOf(kept, 'donorDeleted')).toBe('true');
});

/**
 * Donate Food to `ngo`, filled in with a photo made small and ready to send (Storage stood in for
 * by `storage`); Donate not yet pressed. Its main region.
 */
async function offerFilledWithPhoto(donor: Page, storage: FakeStorage, ngo: { uid: string; nameOrg: string }) {
  await storage.attach(donor.context());
  const photo = Buffer.from(await donor.evaluate(drawTestPhoto, { width: 1600, height: 1200 }), 'base64');
  await donor.goto(`/delivery?ngo=${ngo.uid}`);
  await expect(donor.getByRole('radio', { name: ngo.nameOrg })).toBeChecked();
  await fillDonation(donor, FOOD, 20);
  const main = donor.getByRole('main');
  await main
    .getByLabel('A photo of the food (optional)')
    .setInputFiles({ name: 'thali.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(main.getByText(/^Photo ready to send: /)).toBeVisible();
  return main;
}

test('a photo that did not go: the offer stands, and the photo can be sent again', async ({
  freshDonor,
  freshNgo,
  signedIn,
}) => {
  const storage = new FakeStorage();
  const donor = await signedIn(freshDonor, { viewport: PHONE });
  const main = await offerFilledWithPhoto(donor, storage, freshNgo);
  storage.failNextUpload();
  await main.getByRole('button', { name: 'Donate', exact: true }).click();

  // Saved without its photo: the form is gone (a second Donate would offer it twice).
  const notSent = main.getByRole('heading', { name: 'Your offer is saved, but its photo was not sent.' });
  await expect(notSent).toBeFocused();
  await expect(main).toContainText('The upload failed. Please try again. The NGO sees your offer without it.');
  await expect(main.getByRole('button', { name: 'Donate', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(donor);
  await screenshot(donor, 'donate-photo-not-sent');
  const [stored] = await findDocs('deliveryInfo', 'donorUid', freshDonor.uid);
  const id = stored!.name.slice(stored!.name.lastIndexOf('/') + 1);
  expect(storage.objects.has(`donations/${id}/photo`)).toBe(false);

  await main.getByRole('button', { name: 'Send the photo again' }).click();
  await expect(donor).toHaveURL(/\/donations$/);
  expect(storage.objects.get(`donations/${id}/photo`)?.contentType).toBe('image/webp');
  expect(await findDocs('deliveryInfo', 'donorUid', freshDonor.uid)).toHaveLength(1);
});

test('a server silent for 10 s: the offer waits on the phone, and its photo goes once the server has it', async ({
  freshDonor,
  freshNgo,
  signedIn,
}) => {
  const storage = new FakeStorage();
  const donor = await signedIn(freshDonor, { viewport: PHONE });
  const main = await offerFilledWithPhoto(donor, storage, freshNgo);
  // Online, but Firestore's answers to writes are held at the network edge until released.
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  await donor.route(/google\.firestore\.v1\.Firestore\/Write\//, async (route) => {
    await answered;
    await route.continue();
  });
  await main.getByRole('button', { name: 'Donate', exact: true }).click();

  // After 10 s without an answer the offer waits on the phone; the photo, announced by it, waits too.
  const after = main.getByText('Your photo goes as soon as the offer has reached the server: keep this page open.');
  await expect(after).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText('The photo was not sent: photos go only with a connection.')).toHaveCount(0);
  expect(storage.objects.size).toBe(0);

  // The server answers: the photo goes to the donation, and then My donations.
  release();
  await expect(donor).toHaveURL(/\/donations$/, { timeout: 30_000 });
  const [stored] = await findDocs('deliveryInfo', 'donorUid', freshDonor.uid);
  const id = stored!.name.slice(stored!.name.lastIndexOf('/') + 1);
  expect(fieldOf(stored, 'photo')).toBe('true');
  expect(storage.objects.get(`donations/${id}/photo`)?.contentType).toBe('image/webp');
  expect(await findDocs('deliveryInfo', 'donorUid', freshDonor.uid)).toHaveLength(1);
});

test('a day of a regular offer confirmed with a photo: the NGO sees it on that day’s card', async ({
  freshDonor,
  freshNgo,
  signedIn,
}) => {
  // A canteen's daily series, every day 09:00–21:00 in India, already accepted by the NGO.
  const today = Math.floor((Date.now() + 330 * 60_000) / 86_400_000);
  const made = new Date(Date.now() - 2 * 86_400_000);
  await setDoc(`series/photo-${freshDonor.uid}`, {
    donorUid: freshDonor.uid,
    donorName: freshDonor.displayName,
    ngoId: freshNgo.uid,
    ngoName: freshNgo.nameOrg,
    arrangement: 'accepted',
    ngoReason: '',
    state: 'active',
    days: [1, 2, 3, 4, 5, 6, 7],
    weeks: 1,
    start: today - 1,
    end: null,
    from: 9 * 60,
    until: 21 * 60,
    food: 'Canteen veg thali',
    meals: 40,
    weightKg: 12,
    kind: 'cooked',
    diet: 'veg',
    storage: 'chilled',
    allergens: [],
    containers: 'donor',
    notes: '',
    deliveryLocation: 'Canteen, 2 Mill Road, Pune',
    phone: '9876543210',
    pickup: { lat: 18.5296, lng: 73.876, geohash: 'tek93j4yex', pin: '411001', cell: 1873 },
    createdAt: made,
    updatedAt: made,
  });
  await setDoc(`seriesCounts/${freshDonor.uid}`, { open: 1, last: `photo-${freshDonor.uid}` });
  const storage = new FakeStorage();
  const donor = await signedIn(freshDonor, { viewport: PHONE });
  await storage.attach(donor.context());
  const photo = Buffer.from(await donor.evaluate(drawTestPhoto, { width: 1600, height: 1200 }), 'base64');

  await donor.locator('article[data-series]').getByRole('button', { name: 'Confirm' }).click();
  const sheet = donor.getByRole('dialog');
  await sheet.getByRole('button', { name: 'Just now' }).click();
  await sheet
    .getByLabel('A photo of the food (optional)')
    .setInputFiles({ name: 'lunch.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(sheet.getByText(/^Photo ready to send: /)).toBeVisible();
  await expectNoAxeViolations(donor);
  await screenshot(donor, 'series-sheet-photo');
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await expect(sheet).toHaveCount(0);

  const [day] = await findDocs('deliveryInfo', 'donorUid', freshDonor.uid);
  const id = day!.name.slice(day!.name.lastIndexOf('/') + 1);
  expect(fieldOf(day, 'photo')).toBe('true');
  expect(fieldOf(day, 'seriesId')).toBe(`photo-${freshDonor.uid}`);
  expect(storage.objects.get(`donations/${id}/photo`)?.customMetadata).toEqual({ ownerUid: freshDonor.uid });

  const ngo = await signedIn(freshNgo, { viewport: PHONE });
  await storage.attach(ngo.context());
  await ngo.reload();
  await expect(
    card(ngo, 'Canteen veg thali').getByRole('button', { name: 'Open the photo of Canteen veg thali' }),
  ).toBeVisible();
});
