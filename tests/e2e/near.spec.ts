// Near means near (issue 14) in Chromium against the emulators, at a phone's width: an NGO sets
// where it works by its PIN code, donors in two cities make open offers, and the NGO sees the one
// near it — with how far it is — and never the other. The NGOs that move and the donors are the
// tests' own (tests/e2e/fixtures.ts); the lists by distance are the demo data's.
import { expect, test } from './fixtures';
import { card, closeOpened, donate, personAt } from './donation-helpers';
import {
  DESKTOP,
  PHONE,
  expectNoAxeViolations,
  fieldOf,
  findDocs,
  hydrated,
  readCollection,
  screenshot,
  writeAsOwner,
} from './support';

test.afterEach(closeOpened);
test.describe.configure({ timeout: 120_000 });

test('Donate Food asks where the food is, and says plainly when it does not know a PIN code', async ({ browser }) => {
  // The demo donor only reads: the offer is refused before anything is sent.
  const donor = await personAt(browser, 'donor');
  await donor.setViewportSize(PHONE);
  await donor.goto('/delivery');
  const main = donor.getByRole('main');
  await donor.getByRole('radio', { name: 'Any NGO near me' }).check();
  await main.getByLabel('PIN code').fill('999999');
  await expect(main.getByText("We don't know PIN 999999. Check it, or use your location instead.")).toBeVisible();
  await main.getByRole('button', { name: 'Donate', exact: true }).click();
  await expect(main.getByText('Add where the food is: its PIN code, or use your location.')).toBeVisible();
  await expect(main.getByLabel('PIN code')).toHaveValue('999999');
  await expectNoAxeViolations(donor);
  await screenshot(donor, 'near-donate-unknown-pin-390');
});

// The first test moves an NGO of its own to Pune, where the second counts the demo data's NGOs
// within 250 km: the two run one after the other, in one worker (no other spec places an NGO near
// Pune or Chennai).
test.describe('near Pune', () => {
  test.describe.configure({ mode: 'default' });

  test('an NGO sets its PIN code; an open offer nearby shows on its board with its distance, one far away does not', async ({
    freshDonor,
    freshNgo,
    signedIn,
  }) => {
    // The NGO moves to Pune (PIN 411004), keeping the 10 km radius. Its address's one PIN code
    // sets where it works; a new address is checked by an admin again.
    const ngo = await signedIn(freshNgo);
    await ngo.setViewportSize(PHONE);
    await ngo.goto('/ngoProfile');
    const profile = ngo.getByRole('main');
    const where = profile.getByRole('group', { name: 'Where you work' });
    await expect(where.getByText('Found: PIN 700016', { exact: false })).toBeVisible(); // where it worked
    await expect(profile.getByLabel('PIN code')).toHaveCount(1);
    await profile.getByLabel('Street address').fill('21 FC Road');
    await profile.getByLabel('City').fill('Pune');
    await where.getByLabel('PIN code').fill('411004');
    await expect(where.getByText('Found: PIN 411004, set at the middle of its area')).toHaveAttribute(
      'data-coords',
      '18.5157, 73.8349',
    );
    const radius = profile.getByLabel('How far you collect food: 10 km');
    await expect(radius).toHaveValue('10');
    // The slider is drawn in the design's green (brand-700), not the browser's blue.
    await expect(radius).toHaveCSS('accent-color', 'rgb(21, 128, 61)');
    await radius.scrollIntoViewIfNeeded();
    await ngo.screenshot({ path: 'test-results/screens/near-radius-slider-390.png' });
    await profile.getByLabel('WhatsApp number (optional)').fill('98765 00012');
    await expectNoAxeViolations(ngo);
    await screenshot(ngo, 'near-ngo-profile-390');
    await profile.getByRole('button', { name: 'Update' }).click();
    await ngo.getByRole('dialog').getByRole('button', { name: 'Save and ask for a new check' }).click();
    await expect(ngo.getByText(/^Updated successfully! An admin will check your NGO again/)).toBeVisible();
    const saved = await ngoOf(freshNgo.uid);
    expect(fieldOf(saved, 'whatsapp')).toBe('9876500012');
    expect(fieldOf(saved, 'zip')).toBe('411004');
    // An admin checks the new address and verifies it again.
    await writeAsOwner([
      {
        path: `ngoAdmin/${freshNgo.uid}`,
        fields: { ...saved!.fields, verified: { booleanValue: true }, reverify: { booleanValue: false } },
      },
    ]);

    await ngo.goto('/donations');
    await expect(ngo.getByText('Open offers within 10 km of PIN 411004, nearest first.')).toBeVisible();

    // Two donors' open offers: one in Delhi (PIN 110006), then one in Pune (PIN 411001).
    const donor = await signedIn(freshDonor);
    await donor.setViewportSize(PHONE);
    for (const [food, pin] of [
      ['Chole bhature', '110006'],
      ['Kanda poha', '411001'],
    ] as const) {
      await donor.goto('/delivery');
      await donor.getByRole('radio', { name: 'Any NGO near me' }).check();
      await donate(donor, food, 20, pin);
    }
    const stored = await findDocs('deliveryInfo', 'donorUid', freshDonor.uid);
    expect(stored.map((d) => fieldOf(d, 'pickup'))).toHaveLength(2);

    // The Pune offer, about 4.6 km away (411004 → 411001), with its PIN; never the Delhi one.
    const near = card(ngo, 'Kanda poha');
    await expect(near).toBeVisible();
    await expect(near.locator('[data-distance]')).toHaveText(/^4\.\d km away$/);
    await expect(near).toContainText('PIN 411001');
    // Not the donor's address or phone: those are for the NGO that accepts it.
    await expect(near).toContainText('The address and phone show once you accept.');
    await expect(near.getByText('18 Residency Road, Kolkata', { exact: false })).toHaveCount(0);
    await expect(near.getByRole('link', { name: '9876543210' })).toHaveCount(0);
    await expect(card(ngo, 'Chole bhature')).toHaveCount(0);
    await expectNoAxeViolations(ngo);
    await screenshot(ngo, 'near-ngo-board-390');

    // The donor can pass the offer on beyond the app: WhatsApp's share link, with what it is and where.
    await donor.goto('/donations');
    const share = card(donor, 'Kanda poha').getByRole('link', { name: /^Share on WhatsApp/ });
    const href = new URL((await share.getAttribute('href')) ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    const text = href.searchParams.get('text') ?? '';
    // Its PIN code, never the address, which only the NGO that accepts it reads.
    expect(text).toMatch(/^Surplus food to collect on FoodBridge: Kanda poha, 20 meals\. Pickup at PIN 411001\. Use by /);
    expect(text).not.toContain('Residency Road');
    expect(text).toMatch(/ Use by .+\. An NGO near it can accept it here: http:\/\/127\.0\.0\.1:\d+\/donations$/);
    await expect(share).toHaveAttribute('target', '_blank');

    // It takes the offer like any other.
    await near.getByRole('button', { name: 'Accept pickup' }).click();
    await expect(near.getByRole('button', { name: 'Mark picked up' })).toBeVisible();
    // Accepted, its donor's address and phone are the NGO's to read.
    await expect(near.getByText('18 Residency Road, Kolkata', { exact: false })).toBeVisible();
    await expect(near.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
  });

  test("/ngoList sorted by distance from a PIN code, and from the visitor's location", async ({ browser }) => {
    const visitor = await browser.newContext({
      viewport: PHONE,
      geolocation: { latitude: 13.0827, longitude: 80.2707 }, // Chennai
      permissions: ['geolocation'],
    });
    try {
      const page = await visitor.newPage();
      await page.goto('/ngoList');
      await hydrated(page);
      await page.getByRole('button', { name: 'Sort by distance' }).click();
      const near = page.getByRole('region', { name: 'NGOs by distance' });
      await near.getByLabel('PIN code').fill('411001');
      // Pune's NGO is 4.6 km away; the next, in Mumbai, about 120 km: the list looked as far as 250 km.
      await expect(
        page.getByText('2 NGOs within 250 km of PIN 411001: those that collect from there first, then the nearest.'),
      ).toBeVisible();
      const cards = near.getByRole('listitem');
      await expect(cards.first().getByRole('heading')).toHaveText('Feeding Hands Society');
      await expect(cards.first().locator('[data-distance]')).toHaveText(/^4\.\d km away$/);
      await expect(cards.nth(1).getByRole('heading')).toHaveText('Annapurna Food Bank');
      await expect(
        cards.first().getByRole('link', { name: 'WhatsApp Feeding Hands Society at 9876500011 (opens WhatsApp)' }),
      ).toHaveAttribute('href', 'https://wa.me/919876500011');
      await expect(page.getByRole('link', { name: 'GeoNames, CC BY 4.0' })).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, 'near-ngo-list-390');

      // From where the phone is (Chennai): Hope Kitchen, in Chennai, comes first.
      await near.getByRole('button', { name: 'Use my location' }).click();
      await expect(near.getByText('Found: your location')).toHaveAttribute('data-coords', '13.0827, 80.2707');
      await expect(cards.first().getByRole('heading')).toHaveText('Hope Kitchen Foundation');

      await page.getByRole('button', { name: 'Back to the A–Z list' }).click();
      await expect(page.getByRole('button', { name: 'Sort by distance' })).toBeVisible();
    } finally {
      await visitor.close();
    }
  });
});

/** A plain tile, served for every OpenStreetMap tile: no machine here reaches the internet. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4/+8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
);

for (const viewport of [PHONE, DESKTOP]) {
  test(`an NGO sets the exact spot on a map, by keyboard and by a tap (${viewport.width} px)`, async ({
    freshNgo,
    signedIn,
  }) => {
    const ngo = await signedIn(freshNgo);
    await ngo.setViewportSize(viewport);
    const tiles: string[] = [];
    await ngo.route('https://tile.openstreetmap.org/**', (route) => {
      tiles.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
    });
    await ngo.goto('/ngoProfile');
    const where = ngo.getByRole('main').getByRole('group', { name: 'Where you work' });
    const found = where.getByText(/^Found: PIN 700016/);
    await expect(found).toHaveAttribute('data-coords', /^\d+\.\d{4}, \d+\.\d{4}$/);
    const [pinLat, pinLng] = ((await found.getAttribute('data-coords')) ?? '').split(', ').map(Number) as [
      number,
      number,
    ];

    const open = where.getByRole('button', { name: 'Set the spot on a map' });
    await open.click();
    const map = where.getByRole('application', { name: 'Map: the pin in the middle marks the spot' });
    await expect(map).toBeVisible();
    await expect(where.getByRole('button', { name: 'Hide the map' })).toHaveAttribute('aria-expanded', 'true');
    await expect(where.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    expect(tiles.every((url) => /^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/.test(url))).toBe(true);

    // By keyboard: focus the map, one step east (one move: one new spot). The spot leaves the PIN's
    // centre, eastwards.
    await map.focus();
    await ngo.keyboard.press('ArrowRight');
    const spot = where.getByText('Spot set on the map');
    await expect(spot).toBeVisible();
    // The spot's coordinates are on the line for whoever checks them (people read no coordinates).
    const coords = async () =>
      ((await spot.getAttribute('data-coords')) ?? '').split(', ').map(Number) as [number, number];
    const [lat, lng] = await coords();
    expect(lat).toBeCloseTo(pinLat, 3);
    expect(lng).toBeGreaterThan(pinLng);

    // By a tap, a quarter of the map's width to the west: the map glides there.
    const box = (await map.boundingBox())!;
    await ngo.mouse.click(box.x + box.width / 4, box.y + box.height / 2);
    await expect(spot).not.toHaveAttribute('data-coords', `${lat.toFixed(4)}, ${lng.toFixed(4)}`);
    await expect(spot).toBeVisible();
    const [, tappedLng] = await coords();
    expect(tappedLng).toBeLessThan(lng);

    await expectNoAxeViolations(ngo);
    await screenshot(ngo, `near-map-${viewport.width}`);
    await ngo.getByRole('main').getByRole('button', { name: 'Update' }).click();
    await expect(ngo.getByText('Updated successfully!')).toBeVisible();
    const saved = await ngoOf(freshNgo.uid);
    const location = saved?.fields.location as unknown as
      { mapValue: { fields: { pin: { stringValue: string }; lng: { doubleValue: number } } } } | undefined;
    expect(location?.mapValue.fields.pin.stringValue).toBe('');
    expect(location?.mapValue.fields.lng.doubleValue.toFixed(4)).toBe(tappedLng.toFixed(4));

    // The board says where it looks from: the spot, not a PIN.
    await ngo.goto('/donations');
    await expect(ngo.getByText(/^Open offers within 10 km of (?!PIN)/)).toBeVisible();
  });
}

/** An NGO's profile as stored (ngoAdmin/{uid}). */
async function ngoOf(uid: string) {
  return (await readCollection('ngoAdmin')).find((d) => d.name.endsWith(`/${uid}`));
}
