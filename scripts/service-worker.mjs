#!/usr/bin/env node
/**
 * Step three of `npm run build`: writes the service worker (dist/sw.js) with Workbox, once the
 * public pages are rendered (scripts/prerender.mjs), so that it precaches what is really served
 * (docs/offline.md):
 *
 *   - every rendered page (/, /team, /hi, /hi/team…) under its clean address, as Hosting's
 *     cleanUrls serves it, and the app's shell (app.html, as /app) for every other page of the app;
 *   - the scripts, stylesheets, fonts (Inter's Latin and the Devanagari face), images, the manifest
 *     and its icons.
 *
 * Not precached, kept as they are used instead: the PIN-code tables (/pins/*.json, 0.7 MB in all,
 * each fetched when a PIN of its region is looked up) and the map's chunk.
 *
 * A new build gives a new sw.js (the precache list names every file's revision); a page open when
 * it arrives offers 'New version — reload' (src/app/service-worker.ts) instead of switching under
 * the person. The worker takes over only when told to (skipWaiting on that message).
 *
 * Usage: node scripts/service-worker.mjs [distDir]   (default dist)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(root, process.argv[2] ?? 'dist');
export const SHELL_URL = '/app';

if (!existsSync(path.join(distDir, 'app.html'))) {
  console.error(
    `service-worker: ${path.relative(root, distDir)}/app.html is missing — run vite build and the prerender first`,
  );
  process.exit(1);
}

/**
 * A file's address as Hosting serves it (cleanUrls): index.html → /, team.html → /team,
 * hi.html → /hi, app.html (the shell) → /app; any other file as it is.
 */
export function cleanUrl(file) {
  if (!file.endsWith('.html')) return `/${file}`;
  const page = file.slice(0, -'.html'.length);
  if (page === 'index') return '/';
  return `/${page.replace(/\/index$/, '')}`;
}

const { count, size, warnings } = await generateSW({
  globDirectory: distDir,
  globPatterns: ['**/*.{html,js,css,woff2,svg,png,webmanifest}'],
  // Inter's other scripts (Cyrillic, Greek, Vietnamese, Latin Extended) load only for text that
  // needs them (their unicode-range); offline, such text falls back to the system face.
  globIgnores: ['sw.js', 'pins/**', 'assets/MapPicker-*', 'assets/inter-{cyrillic,greek,vietnamese,latin-ext}*'],
  // Clean addresses, as Hosting serves them: a request for /team finds /team in the cache.
  manifestTransforms: [
    async (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: cleanUrl(entry.url) })), warnings: [] }),
  ],
  // Files under /assets/ carry their content's hash in their name: no revision needed.
  dontCacheBustURLsMatching: /^\/assets\//,
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  swDest: path.join(distDir, 'sw.js'),
  // Every other page of the app is the shell (/app, from app.html), which the app routes by itself; Firebase's own
  // handlers (/__/auth/…) are never answered from the cache.
  navigateFallback: SHELL_URL,
  navigateFallbackDenylist: [/^\/__\//],
  // Precached pages are looked up without these (e.g. /ngoList?utm_source=… is /ngoList).
  ignoreURLParametersMatching: [/^utm_/, /^fbclid$/],
  cleanupOutdatedCaches: true,
  clientsClaim: true,
  skipWaiting: false,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
  runtimeCaching: [
    {
      // The PIN tables change only with a new build of the app: once fetched, kept.
      urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/pins\/\d+\.json$/.test(url.pathname),
      handler: 'CacheFirst',
      options: { cacheName: 'foodbridge-pins', expiration: { maxEntries: 100 } },
    },
    {
      // The map's code, once opened.
      urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/MapPicker-/.test(url.pathname),
      handler: 'CacheFirst',
      options: { cacheName: 'foodbridge-map', expiration: { maxEntries: 4 } },
    },
  ],
});
for (const warning of warnings) console.warn(`service-worker: ${warning}`);
console.log(`service-worker: sw.js precaches ${count} files, ${(size / 1024).toFixed(0)} KiB`);
