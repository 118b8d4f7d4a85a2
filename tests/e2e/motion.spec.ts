import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DESKTOP } from './support';

/** The decorative ring behind the hero picture. */
const ring = (page: Page) => page.locator('#home svg[class*="animate-spin"]');

async function ringAnimation(page: Page) {
  return ring(page).evaluate((el) => {
    const style = getComputedStyle(el);
    return { name: style.animationName, seconds: parseFloat(style.animationDuration) };
  });
}

test.use({ viewport: DESKTOP });

test('without a preference the hero ring turns and the SDG cards wait to be scrolled to', async ({ page }) => {
  // The contrast that shows the reduced-motion test below looks at the right things.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  expect(await ringAnimation(page)).toEqual({ name: 'spin', seconds: 20 });
  await expect(page.locator('#sdg')).toHaveAttribute('data-visible', 'false');
});

test('under prefers-reduced-motion the hero ring stands still and the SDG cards are there at once', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(ring(page)).toHaveCount(1);
  const { name, seconds } = await ringAnimation(page);
  expect(name === 'none' || seconds < 0.001, `ring animation ${name} ${seconds}s`).toBe(true);

  // Before any scrolling: the section is marked shown and no card is transparent or shifted.
  const sdg = page.locator('#sdg');
  await expect(sdg).toHaveAttribute('data-visible', 'true');
  const cards = sdg.getByRole('listitem');
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) {
    const style = await card.evaluate((el) => {
      const s = getComputedStyle(el);
      return { opacity: s.opacity, transform: s.transform };
    });
    expect(style).toEqual({ opacity: '1', transform: 'none' });
  }
  // Brought into view, they are simply there: nothing fades or slides in.
  await sdg.scrollIntoViewIfNeeded();
  for (const card of await cards.all()) {
    await expect(card).toBeInViewport();
    const style = await card.evaluate((el) => {
      const s = getComputedStyle(el);
      return { opacity: s.opacity, transform: s.transform, moving: el.getAnimations().length };
    });
    expect(style).toEqual({ opacity: '1', transform: 'none', moving: 0 });
  }
});
