import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Whether the page is scrolled further than `threshold` px, kept current on scroll. */
export function useScrolledPast(threshold: number): boolean {
  // A boolean snapshot means React re-renders only when the answer flips, not on every scroll event.
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
