import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React is taking over a page rendered at build time (and on the server), true once
 * the page is live. In a page rendered in the browser it is true from the start.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
