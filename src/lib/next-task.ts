/**
 * Resolves in a later task of the main thread, so that what follows does not lengthen the task
 * running now: a phone gets the chance to paint or to handle a tap in between. Where the browser
 * has `scheduler.yield`, what follows keeps its place ahead of other queued work.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the main thread is idle (or after `timeout` ms at the latest): for work the page
 * can do without, started only after what the person came for has painted.
 */
export function whenIdle(timeout = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(() => resolve(), { timeout });
    } else setTimeout(resolve, 200);
  });
}
