/**
 * The service worker (dist/sw.js, written by scripts/service-worker.mjs): registered once the page
 * has loaded, in production builds only, so that it never competes with the page's own first
 * requests. It precaches the app, so that the next visit opens without the network.
 *
 * A new version of the app arrives as a new sw.js. It installs in the background and then waits:
 * a page open at that moment keeps running the version it started with, and offers
 * 'New version — reload' (UpdatePrompt). Pressing it tells the waiting worker to take over
 * (Workbox's SKIP_WAITING message) and reloads the page once it has (docs/offline.md).
 */

const listeners = new Set<() => void>();
let waiting: ServiceWorker | null = null;

function setWaiting(worker: ServiceWorker | null) {
  waiting = worker;
  listeners.forEach((listener) => listener());
}

/** Follows a registration: a worker installed while another one controls the page is an update. */
function follow(registration: ServiceWorkerRegistration) {
  const container = navigator.serviceWorker;
  if (registration.waiting && container.controller) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) setWaiting(installing);
    });
  });
  // A person who keeps the app open for days still hears of a new version: look again whenever
  // the tab comes back into view.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}

/**
 * Links the web app manifest (public/manifest.webmanifest), which makes FoodBridge installable.
 * Added by the app rather than written in the HTML: the browser fetches a manifest as soon as it
 * sees one, and on a page rendered at build time that request would compete with the page's own
 * first paint (measured: Lighthouse's simulated LCP of Home 0.1–0.4 s later with it in the HTML).
 */
function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/manifest.webmanifest';
  document.head.appendChild(link);
}

/**
 * Links the manifest, and registers /sw.js once the page has loaded and settled (production
 * builds, browsers that have workers).
 */
export function registerServiceWorker(): void {
  if (typeof document !== 'undefined') linkManifest();
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').then(
      // A browser that blocks workers by policy may answer with no registration at all.
      (registration: ServiceWorkerRegistration | undefined) => {
        if (registration) follow(registration);
      },
      (error: unknown) => {
        // No worker (a private window that refuses storage, an old browser): the app works as before.
        console.warn('FoodBridge could not install its offline copy:', error);
      },
    );
  };
  // The first install downloads the whole app (about 1.1 MB gzip): on a cheap phone that must not
  // compete with the page's own start. It waits until the page has loaded, then 5 s more, then an
  // idle moment (measured: registered at the load event, /ngoList's Lighthouse TBT rose from about
  // 60 ms to 230–320 ms on a busy 2-core machine).
  const later = () => {
    window.setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
      else register();
    }, REGISTER_DELAY_MS);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** How long after the load event the worker is registered. */
const REGISTER_DELAY_MS = 5000;

/** Whether a new version is installed and waiting for the page's consent. */
export function updateWaiting(): boolean {
  return waiting !== null;
}

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Lets the waiting version take over, then reloads the page into it. */
export function applyUpdate(): void {
  const worker = waiting;
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
