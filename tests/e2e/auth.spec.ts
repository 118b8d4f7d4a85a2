import { uniqueId } from '../../src/testing/factories';
import { expect, test } from './fixtures';
import {
  DEMO,
  SESSION,
  fieldOf,
  findDocs,
  oobCodes,
  resetPasswordWithCode,
  signIn,
  signOutOf,
  accountButton,
  hydrated,
} from './support';

const SAME_MESSAGE = 'That email and password do not match. Check them and try again.';

test('a donor signs up at /donor-register, lands on /donorProfile, signs out and in again', async ({ page, made }) => {
  // An address of this test's own; the account it makes is removed after the test.
  const neha = `${uniqueId('neha')}@example.org`;
  await page.goto('/donor-register');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Donor registration' });
  await form.getByLabel('Full Name').fill('Neha Caterer');
  await form.getByLabel('Email', { exact: true }).fill(neha);
  await form.getByLabel('Password', { exact: true }).fill('Caterer2026');
  await form.getByLabel('Confirm Password').fill('Caterer2026');
  await form.getByLabel('Phone Number').fill('98765');
  await form.getByLabel('Address').fill('5 Lake Road\nKolkata');
  await form.getByRole('button', { name: /register/i }).click();
  // Bad input: its message, and nothing typed is lost.
  await expect(page.getByText('Phone number must be 10 digits')).toBeVisible();
  await expect(page.getByText('You must agree to the food safety policy')).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue('Neha Caterer');

  await form.getByLabel('Phone Number').fill('9876543211');
  await form.getByLabel('I agree to the Food Safety Policy').check();
  await form.getByRole('button', { name: /register/i }).click();
  await expect(page).toHaveURL(/\/donorProfile$/);

  const [mine, ...others] = await findDocs('users', 'email', neha);
  expect(others).toEqual([]);
  const uid = mine!.name.split('/').pop()!;
  made.push({ uid });
  expect(fieldOf(mine, 'role')).toBe('donor');
  const [record] = await findDocs('admin', 'ownerUid', uid);
  expect(fieldOf(record, 'email')).toBe(neha);
  expect(fieldOf(record, 'phone')).toBe('9876543211');
  expect(fieldOf(record, 'agreeToSafety')).toBe('true');
  expect(fieldOf(record, 'agreedToSafetyAt')).toBeTruthy();

  await signOutOf(page);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await signIn(page, { email: neha, password: 'Caterer2026' }, '/login');
  await expect(page).toHaveURL(/\/donations$/);
  await expect(accountButton(page)).toBeVisible();
});

test('a wrong password and an unknown email get the same plain message', async ({ page }) => {
  await signIn(page, { email: DEMO.donor.email, password: 'Wrong@1234' }, '/login');
  await expect(page.getByRole('alert')).toContainText(SAME_MESSAGE);
  // What was typed stays for another try.
  await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Email address')).toHaveValue(DEMO.donor.email);

  await signIn(page, { email: 'nobody@example.org', password: 'Wrong@1234' }, '/login');
  await expect(page.getByRole('alert')).toContainText(SAME_MESSAGE);
  await expect(page.getByText(/auth\//)).toHaveCount(0);
});

test('a full password reset through the link the Auth emulator records', async ({ page, freshDonor }) => {
  // An account of this test's own: the demo donor's password stays as the other tests know it.
  await page.goto('/login');
  await hydrated(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const form = page.getByRole('form', { name: 'Reset password' });
  const answer = 'If an account exists for that email, we have sent a link to reset the password. Check your inbox.';

  await form.getByLabel('Email address').fill('nobody@example.org');
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(answer)).toBeVisible();

  await page.goto('/forgot-password');
  await hydrated(page);
  await page.getByRole('form', { name: 'Reset password' }).getByLabel('Email address').fill(freshDonor.email);
  await page.getByRole('form', { name: 'Reset password' }).getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(answer)).toBeVisible();

  // Earlier runs may have left codes for other addresses; what matters is these two emails.
  const all = (await oobCodes()).filter((c) => c.requestType === 'PASSWORD_RESET');
  expect(all.some((c) => c.email === 'nobody@example.org')).toBe(false);
  const codes = all.filter((c) => c.email === freshDonor.email);
  expect(codes).toHaveLength(1);
  expect(codes[0]!.oobLink).toContain(codes[0]!.oobCode);
  await resetPasswordWithCode(codes[0]!.oobCode, 'Fresh@5678');

  await signIn(page, { email: freshDonor.email, password: freshDonor.password }, '/login');
  await expect(page.getByRole('alert')).toContainText(SAME_MESSAGE);
  await signIn(page, { email: freshDonor.email, password: 'Fresh@5678' }, '/login');
  await expect(page).toHaveURL(/\/donations$/);
});

test('a signed-out visit to /adminPage goes to /login and comes back after the admin signs in', async ({ page }) => {
  await page.goto('/adminPage');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/adminPage$/);
  await expect(page.getByText('Admin DashBoard')).toBeVisible();
});

test.describe('signed in as the demo donor', () => {
  test.use({ storageState: SESSION.donor });

  test('the demo donor is not allowed on /adminPage', async ({ page }) => {
    await page.goto('/adminPage');
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(page.getByText('Admin DashBoard')).toHaveCount(0);
  });
});

test("Home's call to action follows the role", async ({ page, browser }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign up now' })).toHaveAttribute('href', '/registration');
  const ngo = await (await browser.newContext({ storageState: SESSION.ngo })).newPage();
  await ngo.goto('/');
  await expect(ngo.getByRole('link', { name: 'View donations' })).toHaveAttribute('href', '/donations');
  await expect(ngo.getByRole('link', { name: 'Sign up now' })).toHaveCount(0);
  await ngo.context().close();
});

test('a first-time Google user chooses donor or NGO and then has that role', async ({ page, made }) => {
  // A Google account of this test's own, removed after it.
  const id = uniqueId('g');
  const google = `${id}@example.org`;
  // Google's popup needs apis.google.com, unreachable here; the emulator accepts an unsigned
  // Google ID token through signInWithCredential, which the emulator-mode build exposes for tests.
  await page.goto('/login');
  await page.waitForFunction(() => 'foodbridgeEmulatorGoogleSignIn' in window);
  await page.evaluate(
    (token) =>
      (
        window as unknown as { foodbridgeEmulatorGoogleSignIn: (t: string) => Promise<unknown> }
      ).foodbridgeEmulatorGoogleSignIn(token),
    JSON.stringify({ sub: id, email: google, email_verified: true }),
  );
  await expect(page.getByRole('heading', { name: 'Choose your account type' })).toBeVisible();
  expect(await findDocs('users', 'email', google)).toEqual([]);
  await page.getByLabel(/NGO/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/ngoProfile$/);
  const [user, ...others] = await findDocs('users', 'email', google);
  expect(others).toEqual([]);
  made.push({ uid: user!.name.split('/').pop()! });
  expect(fieldOf(user, 'role')).toBe('ngo');
});

// axe on these screens (and every other route, for every role): tests/e2e/a11y.spec.ts.
