/**
 * True where the browser has the Popover API (Chromium 114+, Safari 17+, Firefox 125+). There the
 * phone menu opens and closes natively, from the first paint on; elsewhere, and in jsdom, React
 * shows and hides it once the page is live.
 */
export function supportsPopover(): boolean {
  return typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';
}

/** Hides a popover that is open; a no-op for one that is not (older engines throw then). */
export function hidePopover(element: HTMLElement) {
  if (element.matches(':popover-open')) element.hidePopover();
}
