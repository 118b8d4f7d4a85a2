// The end-to-end tests' `test` and `expect`: every spec imports them from here.
//
// Specs run side by side (two workers, playwright.config.ts), so a test that changes data does it
// with accounts and documents of its own, made here with unique ids and removed after the test:
//
//   test('a donor offers food', async ({ freshDonor, freshNgo, signedIn }) => {
//     const donor = await signedIn(freshDonor);      // a browser of its own, signed in by the form
//     await donor.goto(`/delivery?ngo=${freshNgo.uid}`);
//   });
//
// The demo accounts (and their sessions saved by auth.setup.ts) are shared by every worker: a test
// may sign in as one only to read what the seed loaded (tests/e2e/global-setup.ts loads it once).
// To add a fixture, add its type to Fixtures and its function to test.extend below.
import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { createAccount, setDoc } from '../../scripts/seed.mjs';
import { nameKey } from '../../src/config/names.js';
import { anNgo, aUser, uniqueId } from '../../src/testing/factories';
import { recordQueryShapes } from './query-shapes';
import { expect, hydrated, removeAccount, signIn } from './support';

export { expect };

/** Lines of a page's console warnings and failed requests kept with a failed test's page. */
const TROUBLE_LINES = 25;

/**
 * A page's accessibility snapshot without what every page repeats and no failure is about: the
 * footer (`contentinfo`) and the links' `/url:` lines.
 */
function withoutChrome(snapshot: string): string {
  const kept: string[] = [];
  let skipping = -1; // the indentation of the subtree being left out, or -1
  for (const line of snapshot.split('\n')) {
    const indent = line.length - line.trimStart().length;
    if (skipping >= 0 && indent > skipping) continue;
    skipping = -1;
    if (line.trimStart().startsWith('- contentinfo')) {
      skipping = indent;
      kept.push(`${' '.repeat(indent)}- contentinfo: …`);
      continue;
    }
    if (!line.trimStart().startsWith('- /url:')) kept.push(line);
  }
  return kept.join('\n');
}

/** Collects the page's console warnings and errors and its failed requests, each with its time. */
function recordTrouble(page: Page): string[] {
  const lines: string[] = [];
  const started = Date.now();
  const at = () => `+${((Date.now() - started) / 1000).toFixed(1)} s`;
  page.on('console', (message) => {
    if (message.type() !== 'warning' && message.type() !== 'error') return;
    lines.push(`${at()} ${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on('requestfailed', (request) => {
    lines.push(
      `${at()} request failed: ${request.method()} ${request.url().slice(0, 160)} (${request.failure()?.errorText ?? ''})`,
    );
  });
  page.on('pageerror', (error) => lines.push(`${at()} page error: ${String(error).slice(0, 300)}`));
  return lines;
}

export interface Account {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  role: 'donor' | 'ngo' | 'admin';
}

export interface NgoAccount extends Account {
  /** The NGO's name, unique to the test (its profile is ngoAdmin/{uid}). */
  nameOrg: string;
}

/** An Auth emulator account with a confirmed email and its users/{uid} document. */
async function newAccount(role: Account['role'], displayName: string): Promise<Account> {
  const uid = uniqueId(`e2e-${role}`);
  const account = { uid, email: `${uid}@example.org`, password: 'Fresh@1234', displayName, role };
  await createAccount({ ...account, emailVerified: true });
  await setDoc(`users/${uid}`, aUser({ role, displayName, email: account.email }));
  return account;
}

interface Fixtures {
  /**
   * What this test made (accounts, and an NGO's name): removed, with every donation and record
   * they wrote, after the test — after its browsers are closed (signedIn depends on this fixture).
   */
  made: { uid: string; nameKey?: string }[];
  /** A donor account of this test's own (no donor record yet), removed with all it wrote after the test. */
  freshDonor: Account;
  /**
   * An NGO account of this test's own with a verified profile working from 700016 (Kolkata, where
   * an open offer from 700071 reaches it), removed with its profile, name and donations after the test.
   */
  freshNgo: NgoAccount;
  /**
   * An admin account of this test's own, removed after the test. An admin can change anything, so a
   * test uses it only on its own data (its fresh NGO, donor or donation), never on a list's order
   * or count that other tests' data also make.
   */
  freshAdmin: Account;
  /** Two donor accounts of this test's own, in no team yet (to be invited), removed after the test. */
  freshInvitees: [Account, Account];
  /**
   * Two volunteers of `freshNgo`'s team (donor accounts with a membership, as if they had joined
   * by its invite link: team.spec.ts tests joining), removed after the test.
   */
  freshVolunteers: [Account & { name: string; phone: string }, Account & { name: string; phone: string }];
  /**
   * Opens a page in a browser of its own (as on another device), signed in as `account` through
   * the sign-in form, on the page the role lands on; closed after the test.
   */
  signedIn: (account: Account, options?: BrowserContextOptions) => Promise<Page>;
}

export const test = base.extend<Fixtures>({
  // Every context of the worker's browser records the Firestore queries the app sends, for the
  // query check after npm test (tests/e2e/query-shapes.ts).
  browser: [
    async ({ browser }, use) => {
      recordQueryShapes(browser);
      await use(browser);
    },
    { scope: 'worker' },
  ],

  made: async ({}, use) => {
    const made: Fixtures['made'] = [];
    await use(made);
    for (const { uid, nameKey: key } of made) await removeAccount(uid, key);
  },

  freshDonor: async ({ made }, use) => {
    const donor = await newAccount('donor', 'Asha Fresh');
    made.push({ uid: donor.uid });
    await use(donor);
  },

  freshNgo: async ({ made }, use) => {
    const account = await newAccount('ngo', 'Ravi Fresh');
    const nameOrg = `Fresh Kitchen ${account.uid.slice(-8)}`;
    made.push({ uid: account.uid, nameKey: nameKey(nameOrg) });
    await setDoc(
      `ngoAdmin/${account.uid}`,
      anNgo({ nameOrg, name: 'Ravi Fresh', email: account.email, ownerUid: account.uid }),
    );
    await setDoc(`ngoNames/${encodeURIComponent(nameKey(nameOrg))}`, { ngoId: account.uid });
    await use({ ...account, nameOrg });
  },

  freshInvitees: async ({ made }, use) => {
    const people: Account[] = [];
    for (const name of ['Kavya Invited', 'Imran Invited']) {
      const account = await newAccount('donor', name);
      made.push({ uid: account.uid });
      people.push(account);
    }
    await use(people as Fixtures['freshInvitees']);
  },

  freshVolunteers: async ({ made, freshNgo }, use) => {
    const people = [
      { displayName: 'Kavya Volunteer', name: 'Kavya Rao', phone: '9876500061' },
      { displayName: 'Imran Volunteer', name: 'Imran Ali', phone: '9876500062' },
    ];
    const volunteers = [];
    for (const person of people) {
      const account = await newAccount('donor', person.displayName);
      made.push({ uid: account.uid });
      await setDoc(`members/${account.uid}`, {
        ngoId: freshNgo.uid,
        role: 'volunteer',
        name: person.name,
        phone: person.phone,
        languages: ['hi', 'en'],
        vehicle: 'twoWheeler',
        inviteId: 'e2e',
        joinedAt: new Date(),
      });
      volunteers.push({ ...account, name: person.name, phone: person.phone });
    }
    await use(volunteers as Fixtures['freshVolunteers']);
  },

  freshAdmin: async ({ made }, use) => {
    const admin = await newAccount('admin', 'Meera Fresh');
    made.push({ uid: admin.uid });
    await use(admin);
  },

  signedIn: async ({ browser, made: _made }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    const logs = new Map<Page, string[]>();
    await use(async (account, options = {}) => {
      // Signed out to begin with, whatever session the spec's test.use gives its own pages.
      const context = await browser.newContext({ storageState: undefined, ...options });
      contexts.push(context);
      const page = await context.newPage();
      logs.set(page, recordTrouble(page));
      await signIn(page, account, '/login');
      await expect(page).toHaveURL(account.role === 'admin' ? /\/adminPage$/ : /\/donations$/);
      await hydrated(page);
      return page;
    });
    // A failed test leaves what each person's page showed (failure-page-reporter.ts prints it):
    // Playwright's own error context shows only one of the test's browsers.
    if (testInfo.status !== testInfo.expectedStatus) {
      for (const [i, page] of contexts.flatMap((context) => context.pages()).entries()) {
        const snapshot = await page
          .locator('body')
          .ariaSnapshot({ timeout: 5_000 })
          .catch((error: unknown) => `(no snapshot: ${String(error)})`);
        // What the page's console warned of and which requests failed (the last ones), as the
        // snapshot alone cannot tell a page still waiting for the server from one that gave up.
        const trouble = (logs.get(page) ?? []).slice(-TROUBLE_LINES);
        const shown = withoutChrome(snapshot);
        const body = trouble.length > 0 ? `${shown}\n# its console and failed requests:\n${trouble.join('\n')}` : shown;
        await testInfo.attach(`page ${i + 1}: ${page.url()}`, { body, contentType: 'text/plain' });
      }
    }
    await Promise.all(contexts.map((context) => context.close()));
  },
});
