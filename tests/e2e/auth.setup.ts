// Signs each demo role in once, through the sign-in form, and saves the browser's state for the
// tests that merely need that role signed in (SESSION in ./support). Tests whose subject is
// signing in still do it through the form themselves.
import { expect, test as setup, type Page } from '@playwright/test';
import { DEMO, SESSION, accountButton, signIn, type Role } from './support';

/**
 * Marks the saved ID token as expired, keeping the refresh token.
 *
 * Firebase Auth keeps the session in IndexedDB and, when a page loads, checks it with the Auth
 * emulator. resetData() deletes and recreates the demo accounts (same uids), and the emulator
 * refuses an ID token issued before its account was created (the account's validSince), so a
 * saved token would sign the person out after the first reset. The emulator's refresh token only
 * names the uid, so it stays good: with the ID token marked expired, every browser that starts
 * from this state trades the refresh token for a fresh ID token first, and the session holds
 * across resets (auth.spec.ts checks it).
 *
 * It is done on a blank page of the app's origin, where no Firebase code runs that could write
 * the record back.
 */
async function expireIdToken(page: Page) {
  await page.route('**/__blank', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html>' }));
  await page.goto('/__blank');
  const users = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('firebaseLocalStorage', 'readwrite');
          const store = tx.objectStore('firebaseLocalStorage');
          let count = 0;
          const all = store.getAll();
          all.onsuccess = () => {
            for (const entry of all.result as { fbase_key: string; value: { stsTokenManager?: object } }[]) {
              if (!entry.fbase_key.startsWith('firebase:authUser:') || !entry.value.stsTokenManager) continue;
              store.put({
                ...entry,
                value: { ...entry.value, stsTokenManager: { ...entry.value.stsTokenManager, expirationTime: 0 } },
              });
              count += 1;
            }
          };
          tx.oncomplete = () => resolve(count);
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  expect(users, 'one signed-in Firebase user in IndexedDB').toBe(1);
}

for (const role of Object.keys(DEMO) as Role[]) {
  setup(`the demo ${role} signs in once for the tests that need a signed-in ${role}`, async ({ page, context }) => {
    await signIn(page, DEMO[role], '/login');
    // Each role lands on its own place: a donor's and an NGO's donations, the admin's dashboard.
    await expect(page).toHaveURL(role === 'admin' ? /\/adminPage$/ : /\/donations$/);
    await expect(accountButton(page)).toBeVisible();
    await expireIdToken(page);
    await context.storageState({ path: SESSION[role], indexedDB: true });
  });
}
