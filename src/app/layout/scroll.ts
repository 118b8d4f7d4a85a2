/** Seed-spec §9: the header changes style past 20 px; anchors leave 80 px for the sticky header. */
export const SCROLLED_THRESHOLD = 20;
export const HEADER_OFFSET = 80;
export const SCROLL_TOP_THRESHOLD = 100;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Smooth, unless the person has asked the system for less motion. */
export function smoothBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

/**
 * Scrolls so the element with this id sits just below the sticky header, and moves keyboard focus
 * there so the next Tab continues inside that section. False when the element is not on the page.
 */
export function scrollToSection(id: string, offset = HEADER_OFFSET): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: smoothBehavior() });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

/**
 * Scrolls to a section that may not be rendered yet (the target page is loaded on demand), giving
 * up after `timeoutMs`. Returns a function that stops waiting.
 */
export function scrollToSectionWhenReady(id: string, timeoutMs = 3000): () => void {
  if (scrollToSection(id)) return () => {};
  const observer = new MutationObserver(() => {
    if (scrollToSection(id)) stop();
  });
  const timer = window.setTimeout(stop, timeoutMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
