import { expect, test } from './fixtures';
import { uniqueId } from '../../src/testing/factories';
import { DESKTOP, PHONE, SESSION, createAsVisitor, deleteAsOwner, findDocs, hydrated, screenshot } from './support';

const CONTRIBUTORS = [
  {
    id: 1,
    login: 'asha-dev',
    avatar_url: 'https://avatars.githubusercontent.com/u/1?v=4',
    html_url: 'https://github.com/asha-dev',
  },
  {
    id: 2,
    login: 'ravi-codes',
    avatar_url: 'https://avatars.githubusercontent.com/u/2?v=4',
    html_url: 'https://github.com/ravi-codes',
  },
];
// A 1×1 transparent PNG for the stubbed avatars.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const ROUTES: { path: string; name: string; texts: (string | RegExp)[] }[] = [
  {
    path: '/',
    name: 'home',
    texts: [
      'Connecting Excess to Empathy',
      'MISSION + VISION',
      'Food Waste Statistics',
      '33%',
      '$1 trillion',
      '8%',
      'What Do We Do?',
      'Connect',
      'Coordinate',
      'Empower',
      'Make a Difference',
      'SDG 1',
      'SDG 2',
    ],
  },
  { path: '/services', name: 'services', texts: ['Our Services', 'NEED FOOD', 'DONATE FOOD'] },
  { path: '/team', name: 'team', texts: ['Our Team', 'Backend Developer', 'Frontend Developer', 'Project Manager'] },
  { path: '/contributers', name: 'contributers', texts: ['Contributors Of the product', 'asha-dev', 'ravi-codes'] },
  {
    path: '/contactus',
    name: 'contactus',
    texts: ["Have questions or feedback? We'd love to hear from you!", 'Send Message'],
  },
  {
    path: '/privacypolicy',
    name: 'privacypolicy',
    texts: ['Privacy Policy', 'January 10, 2025', 'Information We Collect', 'Your Rights'],
  },
  {
    path: '/termsandconditions',
    name: 'termsandconditions',
    texts: ['Terms and Conditions', 'User Agreement', 'Governing Law'],
  },
];

test.beforeEach(async ({ page }) => {
  // There is no internet here: the GitHub contributors API is the one edge we stub.
  await page.route('https://api.github.com/**', (route) => route.fulfill({ json: CONTRIBUTORS }));
  await page.route('https://avatars.githubusercontent.com/**', (route) =>
    route.fulfill({ body: PIXEL, contentType: 'image/png' }),
  );
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`public routes at ${viewport.width}px`, () => {
    test.use({ viewport });
    for (const route of ROUTES) {
      test(`${route.path} shows its key texts`, async ({ page }) => {
        await page.goto(route.path);
        for (const text of route.texts) {
          await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
        }
        // Nothing sticks out sideways on a phone.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, route.name);
      });
    }
  });
}

test.describe('on the narrowest common phone (320px)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no public page scrolls sideways, whichever font has loaded', async ({ page }) => {
    for (const route of ROUTES) {
      await page.goto(route.path);
      const [heading = route.path] = route.texts;
      await expect(page.getByText(heading, { exact: false }).first()).toBeVisible();
      // Measured once before the web font arrives and once after: the fallback font is wider.
      const before = await page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
      await page.evaluate(() => document.fonts.ready);
      const after = await page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
      expect({ route: route.path, before, after }).toEqual({ route: route.path, before: 0, after: 0 });
    }
  });
});

test('the logo is the product name, and every top-bar link leads where it says', async ({ page }) => {
  await page.goto('/team');
  await hydrated(page);
  await expect(page.getByRole('img', { name: 'FoodBridge' }).first()).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Primary' });
  await nav.getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await nav.getByRole('link', { name: 'contributers' }).click();
  await expect(page).toHaveURL(/\/contributers$/);
  await nav.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('link', { name: 'Donors' }).click();
  await expect(page).toHaveURL(/\/donor-register$/);
});

test('About scrolls to the section below the header', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'About' }).click();
  await expect
    .poll(async () => page.evaluate(() => Math.round(document.getElementById('about')!.getBoundingClientRect().top)))
    .toBeLessThanOrEqual(82);
  const top = await page.evaluate(() => document.getElementById('about')!.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(70); // an 80 px offset for the header, not hidden under it
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the menu opens, and closes by its button, by the overlay and by choosing a link', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });

    await open.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await open.click();
    await expect(menu).toBeVisible();
    await page.getByTestId('menu-overlay').click({ position: { x: 10, y: 400 } });
    await expect(menu).toBeHidden();

    await open.click();
    await menu.getByRole('link', { name: 'Team' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/team$/);
  });
});

test('the header changes style past 20 px and scroll-to-top appears past 100 px', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const header = page.locator('header').first();
  const toTop = page.getByRole('button', { name: /scroll to top|back to top/i });
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await expect(toTop).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, 15));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect(toTop).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('scroll-to-top is on the long reading pages only, never over a page people act in (390 px)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const toTop = page.getByRole('button', { name: 'Scroll to top' });
  await page.goto('/privacypolicy');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(toTop).toBeVisible();
  // At the very foot of the page the button sits below the footer's last line, not on it.
  const button = (await toTop.boundingBox())!;
  const lastLine = (await page.getByText(/All rights reserved/).boundingBox())!;
  expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(button.y);
  await page.screenshot({ path: 'test-results/screens/scroll-to-top-privacy-bottom-390.png' });
  // The contact form and the NGO list: their buttons and messages have nothing floating over them.
  for (const path of ['/contactus', '/ngoList']) {
    await page.goto(path);
    await hydrated(page);
    // Down to the foot, again until the page (its cards arrive after it opens) is long enough.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(100);
    await expect(toTop).toHaveCount(0);
  }
  await page.screenshot({ path: 'test-results/screens/scroll-to-top-none-ngolist-390.png' });
});

test('an unknown path says the page is not found, in plain words, with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('There is no page at this address.', { exact: false })).toBeVisible();
  await expect(page.getByText(/Unexpected Application Error|404/)).toHaveCount(0);
  await page.getByRole('link', { name: /home page/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('Contributors says so when GitHub cannot be reached', async ({ page }) => {
  await page.unroute('https://api.github.com/**');
  await page.route('https://api.github.com/**', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/contributors');
  await expect(page.getByText('Failed to load contributors. Please try again later.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'GitHub Profile' })).toHaveCount(0);
});

test('Privacy Policy Back returns to the previous page', async ({ page }) => {
  await page.goto('/team');
  await hydrated(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /privacy/i })
    .click();
  await expect(page).toHaveURL(/\/privacypolicy$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/team$/);
});

// Each test sends data of its own (unique addresses and names), finds it by them, and removes it.
test.describe('stored forms', () => {
  test('a newsletter subscription lands in Firestore; a malformed one is refused', async ({ page }) => {
    const reader = `${uniqueId('reader')}@example.org`;
    await page.goto('/');
    await hydrated(page);
    const footer = page.getByRole('contentinfo');
    const email = footer.getByLabel(/email/i);
    const subscribe = footer.getByRole('button', { name: /subscribe/i });

    await subscribe.click();
    await expect(footer.getByText('Please enter a valid email.')).toBeVisible();
    await email.fill('not-an-email');
    await subscribe.click();
    await expect(footer.getByText('Please enter a valid email.')).toBeVisible();
    await expect(email).toHaveValue('not-an-email');

    await email.fill(reader);
    await subscribe.click();
    await expect(footer.getByText('Thank you for subscribing!')).toBeVisible();
    await expect(email).toHaveValue('');

    const docs = await findDocs('newsletter', 'email', reader);
    expect(docs.map((d) => d.fields.email?.stringValue)).toEqual([reader]);
    expect(docs[0]!.fields.createdAt?.timestampValue).toBeTruthy();
    await deleteAsOwner(docs.map((d) => d.name));

    // The rules refuse what the form would: sent straight to Firestore, bypassing the page.
    const forged = await createAsVisitor('newsletter', {
      email: { stringValue: 'nope' },
      createdAt: { timestampValue: new Date().toISOString() },
    });
    expect(forged.status).toBe(403);
  });

  test('a contact message lands in Firestore and the form clears; a malformed one is refused', async ({
    page,
    browser,
  }) => {
    const id = uniqueId('kiran');
    const kiran = `${id}@example.org`;
    const subject = `Pickup in Pune ${id}`;
    await page.goto('/contactus');
    await hydrated(page);
    await page.getByLabel('Full Name').fill('Kiran Patel');
    await page.getByLabel('Email Address', { exact: true }).fill('kiran');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('We cook for 200 every Sunday. Can an NGO collect the surplus?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByLabel('Full Name')).toHaveValue('Kiran Patel');
    expect(await findDocs('contactMessages', 'subject', subject)).toHaveLength(0);

    await page.getByLabel('Email Address', { exact: true }).fill(kiran);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Your message has been sent!')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('');

    const docs = await findDocs('contactMessages', 'subject', subject);
    expect(docs).toHaveLength(1);
    expect(docs[0]!.fields.email?.stringValue).toBe(kiran);

    // The admin reads it on the dashboard, with the address to write back to.
    const admin = await browser.newContext({ storageState: SESSION.admin });
    const dashboard = await admin.newPage();
    await dashboard.goto('/adminPage');
    const message = dashboard.getByRole('table', { name: 'Messages' }).getByRole('row', { name: new RegExp(id) });
    await expect(message).toContainText('Kiran Patel');
    await expect(message).toContainText('We cook for 200 every Sunday. Can an NGO collect the surplus?');
    await expect(message.getByRole('link', { name: kiran })).toHaveAttribute('href', `mailto:${kiran}`);
    await screenshot(dashboard, 'adminPage-messages');
    await admin.close();
    await deleteAsOwner(docs.map((d) => d.name));

    const forged = await createAsVisitor('contactMessages', {
      name: { stringValue: 'x' },
      email: { stringValue: 'x@example.org' },
      subject: { stringValue: 's' },
      message: { stringValue: 'm' },
      isAdmin: { booleanValue: true },
    });
    expect(forged.status).toBe(403);
  });
});

// axe on every route, signed out and as each role: tests/e2e/a11y.spec.ts.
