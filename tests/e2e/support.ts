import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { en, hi } from './i18n';
import { expect, type Locator, type Page } from '@playwright/test';

export { expect };
import AxeBuilder from '@axe-core/playwright';

export const PROJECT_ID = 'demo-foodbridge';
const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`;
const DOCS = `${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

export const DEMO = {
  donor: { email: 'donor@example.org', password: 'Donor@1234' },
  ngo: { email: 'ngo@example.org', password: 'Ngo@12345' },
  admin: { email: 'admin@example.org', password: 'Admin@1234' },
} as const;

export type Role = keyof typeof DEMO;

/**
 * Where each demo role's signed-in browser state (cookies, storage, IndexedDB) is saved by
 * tests/e2e/auth.setup.ts; a test that merely needs a signed-in role starts from it with
 * `test.use({ storageState: SESSION.donor })` or `browser.newContext({ storageState: SESSION.ngo })`.
 */
export const SESSION: Record<Role, string> = {
  donor: 'test-results/auth/donor.json',
  ngo: 'test-results/auth/ngo.json',
  admin: 'test-results/auth/admin.json',
};

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Clears both emulators and loads the demo data again. */
export function resetData() {
  execFileSync('node', ['scripts/seed.mjs'], { stdio: 'ignore' });
}

type RestValue = {
  stringValue?: string;
  integerValue?: string;
  doubleValue?: number;
  timestampValue?: string;
  booleanValue?: boolean;
  nullValue?: null;
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
};
export type RestDoc = { name: string; fields: Record<string, RestValue> };

/** Reads a collection with rules bypassed (the emulator's privileged 'owner' token). */
export async function readCollection(collection: string): Promise<RestDoc[]> {
  const res = await fetch(`${DOCS}/${collection}?pageSize=300`, { headers: { authorization: 'Bearer owner' } });
  const body = (await res.json()) as { documents?: RestDoc[] };
  return body.documents ?? [];
}

/**
 * A donation's contact document (the donor's phone and pickup address: private/contact), read with
 * rules bypassed; undefined when there is none.
 */
export async function contactOf(donation: RestDoc): Promise<RestDoc | undefined> {
  const name = donation.name.slice(donation.name.indexOf('/documents/') + '/documents/'.length);
  const res = await fetch(`${DOCS}/${name}/private/contact`, { headers: { authorization: 'Bearer owner' } });
  return res.ok ? ((await res.json()) as RestDoc) : undefined;
}

/** Writes documents with rules bypassed (the emulator's privileged 'owner' token), in one commit. */
export async function writeAsOwner(docs: { path: string; fields: Record<string, RestValue> }[]) {
  const res = await fetch(`${DOCS}:commit`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({
      writes: docs.map((d) => ({
        update: { name: `projects/${PROJECT_ID}/databases/(default)/documents/${d.path}`, fields: d.fields },
      })),
    }),
  });
  expect(res.ok, await res.clone().text()).toBe(true);
}

/** The documents of a collection whose field equals a string, read with rules bypassed. */
export async function findDocs(collection: string, field: string, value: string): Promise<RestDoc[]> {
  const res = await fetch(`${DOCS}:runQuery`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: {
        from: [{ collectionId: collection }],
        where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: value } } },
      },
    }),
  });
  expect(res.ok, `query ${collection} where ${field} == ${value}`).toBe(true);
  const rows = (await res.json()) as { document?: RestDoc }[];
  return rows.flatMap((row) => (row.document ? [row.document] : []));
}

/** Deletes documents (paths under documents/, or full REST names) with rules bypassed, one at a time. */
export async function deleteAsOwner(paths: string[]) {
  const prefix = `projects/${PROJECT_ID}/databases/(default)/documents/`;
  // One document a commit. The emulator locks every document a commit writes, and each document a
  // client write's rules read, until that commit ends: a commit deleting a donation and its run
  // together could wait on an app's own write still in flight (a board ending the run as the food
  // is collected locks the run, then reads the donation) while holding what that write reads, and
  // both would wait until the emulator gave up ("Transaction lock timeout"). A single document's
  // delete only waits for such a write to finish.
  //
  // Even so the emulator sometimes answers one such delete "Transaction lock timeout" (409 ABORTED)
  // after waiting 2 s on a lock it does not say whose (docs/environment.md). What a test checks is
  // done by then, and a document left behind is invisible to other tests (every test's ids are its
  // own; the emulators start empty each run): such a delete is left, and said in the log, rather
  // than failing a test that passed.
  for (const p of paths) {
    const res = await fetch(`${DOCS}:commit`, {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ writes: [{ delete: p.startsWith('projects/') ? p : `${prefix}${p}` }] }),
    });
    const answer = await res.clone().text();
    if (res.status === 409 && answer.includes('ABORTED')) {
      console.warn(`clean-up: ${p} left in place (the emulator answered ${answer.trim()})`);
      continue;
    }
    expect(res.ok, answer).toBe(true);
  }
}

/**
 * Removes an account a test made (tests/e2e/fixtures.ts) and everything it wrote: its donations
 * (as donor or NGO) with their pickup codes, contact documents and runs, its donor records, its
 * records of pickups or cancels (docs/reports.md, 'Reliability'), its membership of a team,
 * users/{uid}, its NGO profile and
 * name (`nameKey`), a suspension, and the Auth account.
 */
export async function removeAccount(uid: string, nameKey?: string) {
  const donations = [
    ...(await findDocs('deliveryInfo', 'donorUid', uid)),
    ...(await findDocs('deliveryInfo', 'ngoId', uid)),
  ];
  const records = await findDocs('admin', 'ownerUid', uid);
  const acknowledgements = await findDocs('acknowledgements', 'ngoId', uid);
  // Its regular offers (as donor), with their days: a series' days are found by their own list.
  const series = await findDocs('series', 'donorUid', uid);
  const prefix = `projects/${PROJECT_ID}/databases/(default)/documents/`;
  const days = (await Promise.all(series.map((s) => readCollection(`${s.name.slice(prefix.length)}/days`)))).flat();
  // Its monthly impact roll-ups, as a donor or as an NGO (the platform's stay).
  const impact = [
    ...(await findDocs('impact', 'scope', `d-${uid}`)),
    ...(await findDocs('impact', 'scope', `n-${uid}`)),
  ];
  await deleteAsOwner([
    ...donations.flatMap((d) => [
      d.name,
      `${d.name}/private/handover`,
      `${d.name}/private/guess`,
      `${d.name}/private/contact`,
      `runs/${d.name.slice(d.name.lastIndexOf('/') + 1)}`,
    ]),
    ...records.map((r) => r.name),
    ...acknowledgements.map((a) => a.name),
    `ackCounts/${uid}`,
    ...days.map((d) => d.name),
    ...series.map((s) => s.name),
    `seriesCounts/${uid}`,
    `members/${uid}`,
    `teamCounts/${uid}`,
    `ngoRecords/${uid}`,
    `donorRecords/${uid}`,
    ...impact.map((d) => d.name),
    `users/${uid}`,
    `ngoAdmin/${uid}`,
    `suspensions/${uid}`,
    ...(nameKey ? [`ngoNames/${nameKey}`] : []),
  ]);
  const res = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:delete`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ localId: uid }),
  });
  // A test that deleted the account itself (my-data.spec.ts) leaves no sign-in to remove.
  const answer = await res.clone().text();
  expect(res.ok || answer.includes('USER_NOT_FOUND'), `deleting the account ${uid}: ${answer}`).toBe(true);
}

/** Sends a document straight to Firestore as an unauthenticated client would (rules apply). */
export async function createAsVisitor(collection: string, fields: Record<string, RestValue>) {
  return fetch(`${DOCS}/${collection}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
}

/**
 * Waits until the app has taken over a page rendered at build time. Its HTML holds the top bar's
 * account place empty; only the live app fills it, once the session is known: 'Sign in' for a
 * visitor, the account menu ('Your account') for a signed-in person. Before that, a link is a plain
 * link (a full page load) and a button does nothing, so a test that means to use the app waits for
 * this first.
 */
export async function hydrated(page: Page) {
  const banner = page.getByRole('banner');
  await expect(
    banner.getByRole('link', { name: either('layout.account.signIn') }).or(accountButton(page)),
  ).toBeVisible();
}

/** Either language's text of a message, as a whole-string pattern. */
const either = (id: string) => new RegExp(`^(${escapeRegExp(en(id))}|${escapeRegExp(hi(id))})$`);

/** The signed-in person's account menu in the top bar (its name starts 'Your account', in either language). */
export function accountButton(page: Page): Locator {
  const menu = `(${escapeRegExp(en('layout.account.menu'))}|${escapeRegExp(hi('layout.account.menu'))})`;
  return page.getByRole('banner').getByRole('button', { name: new RegExp(`^${menu}`) });
}

/** Opens the account menu in the top bar and presses Sign out (in the language shown). */
export async function signOutOf(page: Page) {
  await accountButton(page).click();
  await page
    .getByRole('banner')
    .getByRole('button', { name: either('layout.account.signOut') })
    .click();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Fills and submits the sign-in form (the page must be on /login, or `from` is opened first). */
export async function signIn(page: Page, who: { email: string; password: string }, from?: string) {
  if (from) await page.goto(from);
  await hydrated(page);
  // In the language the page shows (a phone set to Hindi opens /hi/login).
  const form = page.getByRole('form', { name: either('auth.login.form') });
  await form.getByLabel(either('auth.field.email')).fill(who.email);
  await form.getByLabel(either('auth.field.password')).fill(who.password);
  await form.getByRole('button', { name: either('auth.login.submit') }).click();
}

/** The out-of-band codes (password reset, verification) the Auth emulator recorded. */
export async function oobCodes(): Promise<{ email: string; requestType: string; oobCode: string; oobLink: string }[]> {
  const res = await fetch(`${AUTH}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  return (
    (await res.json()) as { oobCodes: { email: string; requestType: string; oobCode: string; oobLink: string }[] }
  ).oobCodes;
}

/**
 * Opens the latest email-confirmation link the Auth emulator recorded for `email`, as its owner
 * would from the mailbox. The app learns of it when the person presses 'I have confirmed it'.
 */
export async function confirmEmail(email: string) {
  const sent = (await oobCodes()).filter(
    (code) => code.requestType === 'VERIFY_EMAIL' && code.email.toLowerCase() === email.toLowerCase(),
  );
  const link = sent.at(-1)?.oobLink;
  if (!link) throw new Error(`No confirmation link was sent to ${email}.`);
  const res = await fetch(link);
  expect(res.ok, `opening the confirmation link for ${email}`).toBe(true);
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
  return (
    v?.stringValue ??
    v?.integerValue ??
    (v?.doubleValue === undefined ? undefined : String(v.doubleValue)) ??
    v?.timestampValue ??
    (v?.booleanValue === undefined ? undefined : String(v.booleanValue))
  );
}

/**
 * Resolves once the page shows what a person would look at: the web fonts are in, every image
 * that has started loading is done, every message (an alert or a status) has faded fully in, and
 * no animation or transition with an end is still running (an endless one, like the hero's
 * turning ring, is left alone). A message fades in from the frame after it appears, so 'nothing
 * moving' alone could be true just before its fade starts; its full opacity is the state to wait for.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  // The predicate must stay synchronous: waitForFunction takes any truthy value, a promise included.
  await page.waitForFunction(() => {
    const loading = [...document.images].some((img) => img.loading !== 'lazy' && !img.complete);
    const fading = [...document.querySelectorAll('[role="alert"], [role="status"]')].some(
      (el) => el.checkVisibility() && getComputedStyle(el).opacity !== '1',
    );
    const moving = document
      .getAnimations()
      .some((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime));
    return !loading && !fading && !moving;
  });
}

/** Saves a full-page screenshot under test-results/screens for people to look at. */
export async function screenshot(page: Page, name: string) {
  mkdirSync('test-results/screens', { recursive: true });
  // The page in front, so the browser draws it (and calls its animation frames back).
  await page.bringToFront();
  const width = page.viewportSize()?.width ?? 0;
  // Home lays out its far sections only near the viewport (content-visibility: auto); a full-page
  // picture would show them blank, so they are laid out for the picture only. A constructed sheet,
  // not page.addStyleTag: that call fails on any CSP report made while it runs, and Firestore,
  // offline, tries an image on google.com that the app's CSP blocks.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    (window as unknown as { shotSheet?: CSSStyleSheet }).shotSheet = sheet;
  });
  // Walk down the page, a frame at each step, so that lazy images start loading and on-scroll
  // reveals see their section; then wait for all of it by its state, not for a while.
  await page.evaluate(async () => {
    // Two frames, or 250 ms when the browser draws none (a page it draws no frames for
    // never calls requestAnimationFrame back: a /contactus picture once waited 2 minutes).
    const frame = () =>
      new Promise((r) => {
        requestAnimationFrame(() => requestAnimationFrame(r));
        setTimeout(r, 250);
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
  });
  // Then wait, by state, for every image drawn to be loaded and every section revealed by script
  // (Home's SDG cards fade in from an inline opacity) to be done. A busy machine can scroll past an
  // image or a section before the browser's lazy-load or in-view observer has seen it, leaving it
  // unloaded or hidden for good: each poll brings whatever is still pending into view again, and a
  // failure names it. A lazy image that is not drawn at all (inside a closed menu) need not load.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          // Two frames, or 250 ms when the browser draws none (a page it draws no frames for
          // never calls requestAnimationFrame back: a /contactus picture once waited 2 minutes).
          const frame = () =>
            new Promise((r) => {
              requestAnimationFrame(() => requestAnimationFrame(r));
              setTimeout(r, 250);
            });
          const pending = [
            ...[...document.images].filter((img) => !img.complete && img.checkVisibility()),
            ...[...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].filter(
              (el) => el.style.opacity !== '' && el.style.opacity !== '1',
            ),
          ];
          for (const el of pending) {
            el.scrollIntoView({ block: 'center', behavior: 'instant' });
            await frame();
          }
          if (pending.length > 0) window.scrollTo({ top: 0, behavior: 'instant' });
          return pending.map((el) =>
            el instanceof HTMLImageElement ? `img ${el.src.slice(0, 80)}` : el.outerHTML.slice(0, 80),
          );
        }),
      { message: `${name}: images not loaded or sections not revealed`, timeout: 30_000 },
    )
    .toEqual([]);
  await settled(page);
  await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  await page.evaluate(() => {
    const { shotSheet } = window as unknown as { shotSheet?: CSSStyleSheet };
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== shotSheet);
  });
}

/**
 * axe-core's violations on the page as it is now. In axe's 'legacy' mode: axe.run in the page
 * itself, every rule the same. The default mode runs axe per frame and then once more in a blank
 * page it opens to merge the frames' results, for cross-origin frames; FoodBridge has no frames,
 * and that second page (the axe source injected three times) made axe most of the a11y spec's time.
 */
export async function axeViolations(page: Page) {
  const frames = page.frames().map((frame) => frame.url());
  if (frames.length > 1)
    throw new Error(`${page.url()} has frames (${frames.join(', ')}): check them in axe's default mode.`);
  return (await new AxeBuilder({ page }).setLegacyMode().analyze()).violations;
}

export async function expectNoAxeViolations(page: Page) {
  await settled(page); // axe judges colours as they end up, not halfway through a fade
  const violations = await axeViolations(page);
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/** A local date-time string for an <input type="datetime-local"> some hours from now (for .fill). */
export function hoursFromNow(hours: number): string {
  const d = new Date(Date.now() + hours * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * What to type into Chromium's <input type="datetime-local"> in the en-US locale to enter `date`
 * by keyboard: the date part (mm dd yyyy; the year does not move on by itself), then, after a Tab,
 * the time part (hh mm and A or P). Its value is then `yyyy-mm-ddThh:mm`.
 */
export function dateTimeKeys(date: Date): { date: string; time: string; value: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours12 = date.getHours() % 12 || 12;
  return {
    date: `${pad(date.getMonth() + 1)}${pad(date.getDate())}${date.getFullYear()}`,
    time: `${pad(hours12)}${pad(date.getMinutes())}${date.getHours() < 12 ? 'A' : 'P'}`,
    value: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`,
  };
}

/** Whether `target` holds the keyboard focus. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails when it
 * is not reached within `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  if (await isFocused(target)) return;
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing');
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} did not reach ${String(target)} in ${max} presses; focus is on ${at}`);
}

/** How the focused element shows its focus: an outline or a ring (box-shadow), or '' when it does not. */
export function focusIndicator(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '';
    const style = getComputedStyle(el);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
      return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
    }
    // A ring is a box-shadow with no offset or blur and a visible spread (a soft drop shadow is not).
    const rings = style.boxShadow.matchAll(/([a-z-]+\([^)]*\)|#\w+|[a-z]+) 0px 0px 0px ([\d.]+)px/g);
    for (const [, color = '', spread = '0'] of rings) {
      const transparent = color === 'transparent' || /(,|\/)\s*0\)$/.test(color);
      if (parseFloat(spread) > 0 && !transparent) return `ring ${spread}px ${color}`;
    }
    return '';
  });
}

/** The focused element shows that it has the focus. */
export async function expectFocusVisible(page: Page) {
  await expect
    .poll(() => focusIndicator(page), { message: 'the focused element shows an outline or a ring' })
    .not.toBe('');
}

/** The document id of a REST document (the last part of its name). */
export function docId(doc: RestDoc | undefined): string | undefined {
  return doc?.name.split('/').pop();
}

/** Errors React reports when hydration fails (production builds give them as numbered codes). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|React error|#418|#423|#425/i.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

/**
 * Waits until the app's service worker controls the page and has precached the app (a context
 * made with `serviceWorkers: 'allow'`): from then on the app opens without the network.
 */
export async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/** The pages of a PDF: its page objects (`/Type /Page`, not `/Pages`). */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}
