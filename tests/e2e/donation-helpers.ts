// What the donation specs share: people in browsers of their own, Donate Food, a board's cards and
// the donor's pickup code.
import {
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { en, hi } from './i18n';
import { SESSION, fieldOf, findDocs, hoursFromNow, writeAsOwner, type RestDoc, type Role } from './support';

export const DEMO_NGO = 'FoodBridge Demo NGO';

/** The browser contexts a test opened: closed after it (closeOpened), so no live listener runs on into the next. */
const opened: BrowserContext[] = [];

export async function closeOpened() {
  await Promise.all(opened.splice(0).map((context) => context.close()));
}

/**
 * A page in a browser context of its own (as on another device), signed in as `role` if given;
 * `options` for the context (e.g. `serviceWorkers: 'allow'`: the app's offline copy installs).
 */
export async function personAt(browser: Browser, role?: Role, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ ...options, ...(role ? { storageState: SESSION[role] } : {}) });
  opened.push(context);
  return context.newPage();
}

/**
 * Gives Donate Food's pickup place by its PIN code (700071, Kolkata: about 1 km from the demo NGO,
 * so an open offer from there reaches it) and waits until the form has found it.
 */
export async function findPickup(main: Locator, pin = '700071') {
  await main.getByLabel('PIN code').fill(pin);
  await expect(main.getByText(`Found: PIN ${pin}`, { exact: false })).toBeVisible();
}

/**
 * Fills the Donate Food form's food-safety record: cooked veg food, made an hour ago and kept
 * chilled (safe for a day), with milk in it, 6 kg, the donor bringing containers — and where the
 * food is (findPickup).
 */
export async function fillFoodRecord(main: Locator, pin?: string) {
  await findPickup(main, pin);
  await main.getByRole('radio', { name: 'Cooked meal' }).check();
  await main.getByRole('radio', { name: 'Veg', exact: true }).check();
  await main.getByRole('radio', { name: 'Chilled (5 °C or below)' }).check();
  await main.getByLabel('When was it made?').fill(hoursFromNow(-1));
  await main.getByRole('checkbox', { name: 'Milk' }).check();
  await main.getByLabel('Approximate weight (kg)').fill('6');
  await main.getByRole('radio', { name: 'I will bring containers' }).check();
}

/** Fills the Donate Food form (already open), with the pickup at this PIN code (findPickup). */
export async function fillDonation(page: Page, food: string, meals: number, pin?: string) {
  const main = page.getByRole('main');
  await fillFoodRecord(main, pin);
  await main.getByLabel('PickUp Location').fill('18 Residency Road, Kolkata');
  await main.getByLabel('Contact Information').fill('9876543210');
  await main.getByLabel('By when can you donate?').fill(hoursFromNow(3));
  await main.getByLabel('What food is it?').fill(food);
  await main.getByLabel('For how many meals?').fill(String(meals));
}

/** Fills the Donate Food form (already open, fillDonation) and donates. */
export async function donate(page: Page, food: string, meals: number, pin?: string) {
  await fillDonation(page, food, meals, pin);
  await page.getByRole('main').getByRole('button', { name: 'Donate', exact: true }).click();
  // The donor lands on My donations, the new donation at the top.
  await expect(page).toHaveURL(/\/donations$/);
}

/** The card of the donation with this food on a /donations board. */
export const card = (page: Page, food: string): Locator => page.getByRole('article', { name: food });

/** The volunteer's three checks at pickup (the dialog refuses the pickup until all are ticked). */
export async function checkTheFood(dialog: Locator) {
  await dialog.getByRole('checkbox', { name: /^Kept as stated/ }).check();
  await dialog.getByRole('checkbox', { name: 'Packed in clean, covered containers' }).check();
  await dialog.getByRole('checkbox', { name: 'Looks and smells right' }).check();
}

/** The NGO marks the donation on this card picked up: the checks, then the donor's code. */
export async function pickUp(page: Page, ngoCard: Locator, code: string) {
  await ngoCard.getByRole('button', { name: 'Mark picked up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark picked up' });
  await checkTheFood(dialog);
  await dialog.getByLabel('Pickup code from the donor').fill(code);
  await dialog.getByRole('button', { name: 'Confirm pickup' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The NGO marks the donation on this card delivered, with the meals served (all of them by default). */
export async function deliver(page: Page, ngoCard: Locator, served?: { meals: number; disposal: string }) {
  await ngoCard.getByRole('button', { name: 'Mark delivered' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark delivered' });
  if (served) {
    await dialog.getByLabel('How many meals were served?').fill(String(served.meals));
    await dialog.getByLabel(/^Food for Disposal/).fill(served.disposal);
  }
  await dialog.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The pickup code the donor's board shows, large, on an accepted donation's card. */
export async function pickupCode(donorCard: Locator): Promise<string> {
  const code = donorCard.getByText(/^\d{4}$/);
  await expect(code).toBeVisible();
  return (await code.textContent()) ?? '';
}

/**
 * How long a person takes to fill the form, estimated from what the test actually does, by the
 * keystroke-level model (Card, Moran and Newell, 1980) with a phone's thumb: every question costs
 * a moment to read and decide (1.35 s) and a reach and tap (1.1 s); every character typed 0.4 s
 * (about 30 words a minute on a phone keyboard); a date and time chosen in the phone's picker 8 s.
 * The machine fills in a second or two; the estimate is what a first-time donor would spend.
 */
export class FormTimer {
  private seconds = 0;
  private readonly steps: string[] = [];

  private count(what: string, seconds: number) {
    this.seconds += seconds;
    this.steps.push(`${what}: ${seconds.toFixed(2)} s`);
  }

  async tap(target: Locator, what: string) {
    await target.check();
    this.count(what, 1.35 + 1.1);
  }

  async type(target: Locator, text: string, what: string) {
    await target.fill(text);
    this.count(what, 1.35 + 1.1 + 0.4 * text.length);
  }

  async pickDateTime(target: Locator, value: string, what: string) {
    await target.fill(value);
    this.count(what, 1.35 + 1.1 + 8);
  }

  async press(target: Locator, what: string) {
    await target.click();
    this.count(what, 1.35 + 1.1);
  }

  get total(): number {
    return this.seconds;
  }

  get breakdown(): string {
    return this.steps.join('\n');
  }
}

/** The search box, and the status line's words once the list shows a search's answer, by language. */
const SEARCH = {
  en: { label: en('ngos.search.label'), answered: /that match(es)? your search/ },
  hi: { label: hi('ngos.search.label'), answered: /^आपकी खोज से मिल/ },
};

/**
 * Searches /ngoList for `words` and waits until the list shows that search's answer. Until then
 * the cards on screen are the ones from before (or skeletons), which the answer replaces: a tap on
 * one of those would be lost. (After an earlier search the status already says so: wait then for
 * what the new search finds, as core.spec.ts does.)
 */
export async function searchNgos(page: Page, words: string, language: keyof typeof SEARCH = 'en') {
  const { label, answered } = SEARCH[language];
  await page.getByLabel(label).fill(words);
  await expect(page.getByRole('status').filter({ hasText: answered })).toBeVisible();
}

/**
 * The donor offers `food` to `ngo` on Donate Food (the NGO chosen by its link) and waits until it is
 * sent: the donation as stored.
 */
export async function offerTo(page: Page, ngo: { uid: string; nameOrg: string }, food: string, meals: number) {
  await page.goto(`/delivery?ngo=${ngo.uid}`);
  await expect(page.getByRole('radio', { name: ngo.nameOrg })).toBeChecked();
  await donate(page, food, meals);
  const stored = (await findDocs('deliveryInfo', 'ngoId', ngo.uid)).find((d) => fieldOf(d, 'food') === food);
  if (!stored) throw new Error(`The offer of ${food} was not stored.`);
  return stored;
}

/** A stored document's path under /documents/ (deliveryInfo/…). */
export const pathOf = (stored: RestDoc): string => stored.name.slice(stored.name.indexOf('/documents/') + 11);

/**
 * Writes the donation as the moves leave it once delivered (accepted, collected, delivered a few
 * minutes on), with `fields` on top — for tests of what comes after; the moves themselves are tested
 * where they happen (lifecycle-home, handover).
 */
export async function storeDelivered(stored: RestDoc, fields: RestDoc['fields']) {
  const at = (minutes: number) => ({ timestampValue: new Date(Date.now() + minutes * 60_000).toISOString() });
  await writeAsOwner([
    {
      path: pathOf(stored),
      fields: {
        ...stored.fields,
        status: { stringValue: 'delivered' },
        acceptedAt: at(1),
        pickedUpAt: at(2),
        deliveredAt: at(3),
        ...fields,
      },
    },
  ]);
}
