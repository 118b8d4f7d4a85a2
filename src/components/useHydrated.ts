import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True from the moment the app starts on a page rendered at build time until React has taken it
 * over (its HTML is in #root before any script runs); false on a page rendered in the browser.
 * Read when this module is evaluated, so it must be evaluated before React takes the page over:
 * the layout's phone menu imports it, which puts it in the app's entry chunk.
 */
let takingOver = typeof document !== 'undefined' && Boolean(document.getElementById('root')?.hasChildNodes());

/**
 * False while React is taking over a page rendered at build time (and on the server), true once
 * the page is live. In a page rendered in the browser, and for what mounts once the page is live,
 * it is true from the start.
 *
 * The switch after taking over is a transition, rendered in slices between other work. (A
 * useSyncExternalStore whose browser snapshot differs from the server's would force a blocking
 * re-render right after hydration instead: a long task on a cheap phone, counted in Lighthouse's
 * Total Blocking Time.)
 */
export function useHydrated(): boolean {
  // The server's answer (and, while taking over, the browser's too: they agree, so React has no
  // reason to re-render at once) is 'not live yet'.
  const notYet = useSyncExternalStore(
    noSubscription,
    () => takingOver,
    () => true,
  );
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!notYet) return;
    // Effects run once the render that took the page over has been committed.
    takingOver = false;
    startTransition(() => setLive(true));
  }, [notYet]);
  return !notYet || live;
}
