/**
 * A Hindi page's faces (Noto Sans Devanagari and Inter, fonts.css) are used once this device has
 * them, and never fetched before a page's first paint: on a phone's first Hindi page the text shows
 * at once in the phone's own fonts, while the faces download in the background; from the next page
 * on, index.html's start script finds the mark below and they are used from the first paint
 * (html.devanagari, index.css). Fetching them before the first paint cost Hindi Home 0.15–0.2 s of
 * LCP in Lighthouse (2.07 s against 1.91 s); switching faces on a page already shown would move its
 * text.
 */
export const DEVANAGARI_FONT_KEY = 'foodbridge.devanagari';
const FAMILY = 'Noto Sans Devanagari Variable';

/** Downloads the faces once, after the page is live, and marks them as on this device. */
export function fetchDevanagariFontLater(): void {
  try {
    if (localStorage.getItem(DEVANAGARI_FONT_KEY) || typeof document.fonts?.load !== 'function') return;
  } catch {
    return; // no storage: the mark could not be kept, so the phone's own font stays
  }
  const load = () =>
    Promise.all([
      document.fonts.load(`400 16px "${FAMILY}"`, 'क'),
      document.fonts.load('400 16px "Inter Variable"', 'a'),
    ])
      .then(([devanagari, latin]) => {
        if (devanagari.length > 0 && latin.length > 0) localStorage.setItem(DEVANAGARI_FONT_KEY, '1');
      })
      .catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(() => void load(), { timeout: 3000 });
  else window.setTimeout(() => void load(), 1000);
}
