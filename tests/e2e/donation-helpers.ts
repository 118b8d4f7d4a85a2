// What the donation specs share: people in browsers of their own, Donate Food, a board's cards and
// the donor's pickup code.
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { SESSION, hoursFromNow, type Role } from './support';

export const DEMO_NGO = 'FoodBridge Demo NGO';

/** The browser contexts a test opened: closed after it (closeOpened), so no live listener runs on into the next. */
const opened: BrowserContext[] = [];

export async function closeOpened() {
  await Promise.all(opened.splice(0).map((context) => context.close()));
}

/** A page in a browser context of its own (as on another device), signed in as `role` if given. */
export async function personAt(browser: Browser, role?: Role): Promise<Page> {
  const context = await browser.newContext(role ? { storageState: SESSION[role] } : {});
  opened.push(context);
  return context.newPage();
}

/** Fills the Donate Food form (already open) and donates. */
export async function donate(page: Page, food: string, meals: number) {
  const main = page.getByRole('main');
  await main.getByLabel('PickUp Location').fill('18 Residency Road, Kolkata');
  await main.getByLabel('Contact Information').fill('9876543210');
  await main.getByLabel('By when can you donate?').fill(hoursFromNow(3));
  await main.getByLabel('What food is it?').fill(food);
  await main.getByLabel('For how many meals?').fill(String(meals));
  await main.getByRole('button', { name: 'Donate', exact: true }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
}

/** The card of the donation with this food on a /donations board. */
export const card = (page: Page, food: string): Locator => page.getByRole('article', { name: food });

/** The pickup code the donor's board shows, large, on an accepted donation's card. */
export async function pickupCode(donorCard: Locator): Promise<string> {
  const code = donorCard.getByText(/^\d{4}$/);
  await expect(code).toBeVisible();
  return (await code.textContent()) ?? '';
}
