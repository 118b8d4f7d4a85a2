import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { en, hi } from './i18n';
import { DESKTOP, PHONE, SESSION, hydrated, watchErrors, accountButton } from './support';

/**
 * The public pages are rendered at build time (scripts/prerender.mjs) and hydrated in the browser.
 * A person on a slow phone reads them before any script has run, and hydration must take the
 * page over without React throwing it away (a mismatch) — which would cost the time it saves.
 */
const PAGES: { path: string; heading: string }[] = [
  { path: '/', heading: 'Connecting Excess to Empathy' },
  { path: '/services', heading: 'Our Services' },
  { path: '/team', heading: 'Our Team' },
  { path: '/contributers', heading: 'Contributors Of the product' },
  { path: '/contactus', heading: 'Contact Us' },
  { path: '/privacypolicy', heading: 'Privacy Policy' },
  { path: '/termsandconditions', heading: 'Terms and Conditions' },
  { path: '/login', heading: 'Welcome Back' },
  { path: '/registration', heading: 'Create Account' },
  { path: '/ngo-register', heading: 'Create Account' },
  { path: '/donor-register', heading: 'Donor Registration' },
  { path: '/forgot-password', heading: 'Reset your password' },
  { path: '/ngoList', heading: 'Find an NGO and fight hunger' },
];

test.beforeEach(async ({ page }) => {
  await page.route('https://api.github.com/**', (route) => route.fulfill({ json: [] }));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page is readable from its HTML alone', async ({ page }) => {
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toContainText(heading);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
  });

  test('other paths get the empty shell, not another page', async ({ page }) => {
    for (const path of ['/donations', '/adminPage', '/delivery', '/no-such-page']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await page.locator('#root').innerHTML(), path).toBe('');
    }
  });
});

test('every public page hydrates without a mismatch and then works', async ({ page }) => {
  const errors = watchErrors(page);
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toContainText(heading);
  }
  expect(errors).toEqual([]);
  // Hydrated means interactive: the Register menu opens.
  await page.goto('/team');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('link', { name: 'Donors' })).toBeVisible();
});

/**
 * Every element's computed style (and its ::before and ::after), one line each: what a person sees
 * of the page's styling, in a form two states of the page can be compared by. The lines stay in
 * the page (a few megabytes a page): `before` keeps them there, `after` compares with them there
 * and returns only the count and the lines that differ, as the element and the properties.
 */
function computedStyles(page: Page, step: 'before' | 'after') {
  return page.evaluate((step) => {
    // What moves (the hero's slow turn) is compared where it starts.
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = 0;
    }
    const lines = [...document.querySelectorAll('body, body *')].flatMap((element, index) =>
      [null, '::before', '::after'].map((pseudo) => {
        const style = getComputedStyle(element, pseudo);
        const values = Array.from(style, (property) => `${property}:${style.getPropertyValue(property)}`);
        return `${index} ${element.tagName.toLowerCase()}${pseudo ?? ''}.${String(element.getAttribute('class'))} ${values.join(';')}`;
      }),
    );
    const kept = window as unknown as { stylesBefore?: string[] };
    if (step === 'before') {
      kept.stylesBefore = lines;
      return { count: lines.length, differences: [] };
    }
    const before = kept.stylesBefore ?? [];
    const differences = before.flatMap((line, i) => {
      if (line === lines[i]) return [];
      const [head, tag] = line.split(' ', 2);
      const was = new Set(line.split(';'));
      const now = (lines[i] ?? '').split(';').filter((value) => !was.has(value));
      return [`${head} ${tag}: ${now.slice(0, 4).join('; ')}`];
    });
    return { count: lines.length, differences, countBefore: before.length };
  }, step);
}

test.describe("a page's own rules", () => {
  // A rendered page carries inline only the rules its HTML uses (scripts/page-css.mjs); the whole
  // stylesheet comes with the app. If a rule the page needs had been left out, the page would
  // look different before and after it arrives (and shift as it does).
  // One test per page and width: each page's check takes 5–10 s, and a single test over all
  // sixteen pages ran 50 s to 2.2 min by the machine's load, past its own time limit.
  const paths = [...PAGES.map((p) => p.path), '/hi', '/hi/ngoList', '/hi/login'];
  for (const viewport of [PHONE, DESKTOP]) {
    for (const path of paths) {
      test(`at ${viewport.width} px, nothing on ${path} changes when the whole stylesheet arrives`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        // The app's scripts never run here, and the stylesheet is held back until the page as its
        // HTML alone shows it has been read.
        let stylesheet = false;
        await page.route(/\/assets\/.*\.(js|css)$/, (route) =>
          stylesheet && route.request().url().endsWith('.css') ? route.continue() : route.abort(),
        );
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        await computedStyles(page, 'before');
        const href = await page.evaluate(
          () => document.querySelector('meta[name="foodbridge-scripts"]')?.getAttribute('content')?.split(' ')[0] ?? '',
        );
        expect(href).toMatch(/^\/assets\/.*\.css$/);
        stylesheet = true;
        await page.evaluate(
          (url) =>
            new Promise<void>((resolve, reject) => {
              const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href: url });
              link.onload = () => resolve();
              link.onerror = () => reject(new Error(`${url} did not load`));
              document.head.append(link);
            }),
          href,
        );
        const after = await computedStyles(page, 'after');
        expect(after.count).toBe(after.countBefore);
        expect(after.differences).toEqual([]);
      });
    }
  }

  test('the app starts only once the whole stylesheet is there, for what it shows beyond the page', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.css$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/team');
    // The start script has asked for the stylesheet and the app's modules…
    await expect(page.locator('link[rel="modulepreload"]').first()).toBeAttached();
    await expect(page.locator('link[rel="stylesheet"][href^="/assets/"]')).toBeAttached();
    // …and, the stylesheet still on its way, has not started the app.
    await expect(page.locator('script[type="module"]')).toHaveCount(0);
    release();
    await hydrated(page);
    await expect(page.locator('script[type="module"]')).toHaveCount(1);
  });
});

test.describe("/ngoList's first page, asked for by its HTML", () => {
  const RUN_QUERY = /\/documents:runQuery(\?|$)/;
  /** The cards' own queries, read after the page: volunteer counts and records of pickups. */
  const isCardFacts = (body: string | null) =>
    body?.includes('"teamCounts"') === true || body?.includes('"ngoRecords"') === true;
  /** The list's cards (the skeleton shown while it loads is hidden from the accessibility tree). */
  const cards = (page: Page, language: 'en' | 'hi') =>
    page.getByRole('region', { name: (language === 'en' ? en : hi)('ngos.list.heading') }).getByRole('listitem');

  for (const [path, language] of [
    ['/ngoList', 'en'],
    ['/hi/ngoList', 'hi'],
  ] as const) {
    test(`${path} sends it once it has painted and loaded, and the app shows that answer without asking again`, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      const asked: { body: string | null; sdk: boolean }[] = [];
      page.on('request', (request) => {
        // The cards' volunteer counts and records are queries of their own, read after the page.
        if (request.method() === 'POST' && RUN_QUERY.test(request.url()) && !isCardFacts(request.postData())) {
          asked.push({ body: request.postData(), sdk: 'x-goog-api-client' in request.headers() });
        }
      });
      await page.goto(path);
      const meta = await page.locator('meta[name="foodbridge-first-page"]').getAttribute('content');
      const early = JSON.parse(meta!) as { url: string; body: string };
      await expect(cards(page, language).first()).toBeVisible();
      await hydrated(page);
      await expect(cards(page, language)).not.toHaveCount(0);
      // One request for the first page: the page's own (a simple request, no SDK headers).
      expect(asked).toEqual([{ body: early.body, sdk: false }]);
      expect(await page.evaluate(() => 'foodbridgeFirstPage' in window)).toBe(false); // taken, once
      expect(errors).toEqual([]);
    });
  }

  test('when that request fails, the app reads the first page itself', async ({ page }) => {
    let sdkAsked = 0;
    await page.route(RUN_QUERY, (route) => {
      if (isCardFacts(route.request().postData())) return route.continue();
      if ('x-goog-api-client' in route.request().headers()) {
        sdkAsked++;
        return route.continue();
      }
      return route.abort('connectionrefused');
    });
    await page.goto('/ngoList');
    await expect(cards(page, 'en').first()).toBeVisible();
    expect(sdkAsked).toBe(1);
  });
});

test.describe('signed in', () => {
  test.use({ storageState: SESSION.donor });

  test('a signed-in person gets the same pages, then their account in the top bar', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/team');
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('Our Team');
    await hydrated(page); // React reports a mismatch while it hydrates, before this
    await expect(accountButton(page)).toBeVisible();
    expect(errors).toEqual([]);
  });
});
