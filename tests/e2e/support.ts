import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const PROJECT_ID = 'demo-foodbridge';
const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const DOCS = `${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

export const DEMO = {
  donor: { email: 'donor@example.org', password: 'Donor@1234' },
  ngo: { email: 'ngo@example.org', password: 'Ngo@12345' },
  admin: { email: 'admin@example.org', password: 'Admin@1234' },
} as const;

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Clears both emulators and loads the demo data again. */
export function resetData() {
  execFileSync('node', ['scripts/seed.mjs'], { stdio: 'ignore' });
}

type RestValue = { stringValue?: string; integerValue?: string; timestampValue?: string; booleanValue?: boolean; nullValue?: null };
export type RestDoc = { name: string; fields: Record<string, RestValue> };

/** Reads a collection with rules bypassed (the emulator's privileged 'owner' token). */
export async function readCollection(collection: string): Promise<RestDoc[]> {
  const res = await fetch(`${DOCS}/${collection}?pageSize=300`, { headers: { authorization: 'Bearer owner' } });
  const body = (await res.json()) as { documents?: RestDoc[] };
  return body.documents ?? [];
}

/** Sends a document straight to Firestore as an unauthenticated client would (rules apply). */
export async function createAsVisitor(collection: string, fields: Record<string, RestValue>) {
  return fetch(`${DOCS}/${collection}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
}

/** Fills and submits the sign-in form (the page must be on /login, or `from` is opened first). */
export async function signIn(page: Page, who: { email: string; password: string }, from?: string) {
  if (from) await page.goto(from);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email address').fill(who.email);
  await form.getByLabel('Password', { exact: true }).fill(who.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

/** The out-of-band codes (password reset, verification) the Auth emulator recorded. */
export async function oobCodes(): Promise<{ email: string; requestType: string; oobCode: string; oobLink: string }[]> {
  const res = await fetch(`${AUTH}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  return ((await res.json()) as { oobCodes: { email: string; requestType: string; oobCode: string; oobLink: string }[] }).oobCodes;
}

/** Follows a reset link the way Firebase's action handler does: the code and a new password. */
export async function resetPasswordWithCode(oobCode: string, newPassword: string) {
  const res = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode, newPassword }),
  });
  if (!res.ok) throw new Error(`reset failed: ${await res.text()}`);
}

export function fieldOf(doc: RestDoc | undefined, name: string): string | undefined {
  const v = doc?.fields[name];
  return v?.stringValue ?? v?.integerValue ?? v?.timestampValue ?? (v?.booleanValue === undefined ? undefined : String(v.booleanValue));
}

/** Saves a screenshot under test-results/screens for people to look at. */
export async function screenshot(page: Page, name: string) {
  mkdirSync('test-results/screens', { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  // Walk down the page first so lazy images and on-scroll reveals are in the picture.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 120));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}
