// The photo of the food, measured: a 12-megapixel phone photo (drawn, with a GPS position in its
// EXIF data, scripts/lib/test-photo.mjs) made small in Chromium exactly as Donate Food does it
// (browser-image-compression with FOOD_PHOTO's settings, src/lib/shrink-photo.ts), then sent to a
// local server on Chrome's '3G' and 'Slow 3G' network profiles. Prints sizes and times.
//
//   npm run measure:photo            (CHROME_PATH picks the browser; /usr/bin/chromium by default)
//
// The upload is a plain POST of the bytes to this script's server, not Firebase Storage (which
// cannot run here): on a throttled link the time is the bytes and the round trips, which a Storage
// upload of one small file (one multipart request) shares.
/* global window, createImageBitmap */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { chromium } from 'playwright';
import { FOOD_PHOTO } from '../src/config/limits.js';
import { chromePath } from './perf/config.mjs';
import { drawTestPhoto, gpsIn, withGps } from './lib/test-photo.mjs';

const require = createRequire(import.meta.url);
const LIBRARY = require.resolve('browser-image-compression/dist/browser-image-compression.js');

// Chrome DevTools' network profiles (bytes per second, round-trip latency in ms).
const PROFILES = {
  '3G': { latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 },
  'Slow 3G': { latency: 2000, downloadThroughput: (500 * 1024 * 0.8) / 8, uploadThroughput: (500 * 1024 * 0.8) / 8 },
};
const PHONE_CPU_SLOWDOWN = 4; // Lighthouse's mobile CPU throttling

const page = `<!doctype html><meta charset="utf-8"><title>photo</title><script src="/lib.js"></script>`;
const server = createServer(async (req, res) => {
  if (req.url === '/lib.js') {
    res.writeHead(200, { 'content-type': 'text/javascript' });
    res.end(await readFile(LIBRARY));
  } else if (req.url === '/upload') {
    let size = 0;
    req.on('data', (chunk) => (size += chunk.length));
    req.on('end', () => res.end(String(size)));
  } else {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(page);
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({ executablePath: chromePath() });
try {
  const tab = await browser.newPage();
  await tab.goto(origin);
  const drawn = Buffer.from(await tab.evaluate(drawTestPhoto, { width: 4000, height: 3000 }), 'base64');
  const original = withGps(drawn, { lat: 18.5204, lng: 73.8567 });
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  const shrunk = await tab.evaluate(
    async ({ base64, photo }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const file = new File([bytes], 'thali.jpg', { type: 'image/jpeg' });
      const started = performance.now();
      const small = await window.imageCompression(file, { ...photo.compression, fileType: photo.types[0] });
      const ms = performance.now() - started;
      const bitmap = await createImageBitmap(small);
      window.shrunk = small;
      window.original = file;
      const out = new Uint8Array(await small.arrayBuffer());
      let binary = '';
      for (const b of out) binary += String.fromCharCode(b);
      return { ms, type: small.type, width: bitmap.width, height: bitmap.height, base64: btoa(binary) };
    },
    { base64: original.toString('base64'), photo: FOOD_PHOTO },
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const small = Buffer.from(shrunk.base64, 'base64');

  await cdp.send('Network.enable');
  const times = {};
  for (const [name, profile] of Object.entries(PROFILES)) {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile });
    times[name] = await tab.evaluate(async () => {
      const send = async (blob) => {
        const started = performance.now();
        await (await fetch('/upload', { method: 'POST', body: blob })).text();
        return performance.now() - started;
      };
      return { small: await send(window.shrunk), original: await send(window.original) };
    });
  }

  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log('The photo of the food, measured in Chromium on', new Date().toISOString().slice(0, 10));
  console.log(`  before: ${kb(original.length)} JPEG, 4000 × 3000, GPS in EXIF: ${JSON.stringify(gpsIn(original))}`);
  console.log(
    `  after:  ${kb(small.length)} ${shrunk.type}, ${shrunk.width} × ${shrunk.height}, GPS: ${JSON.stringify(gpsIn(small))}` +
      ` (limit ${kb(FOOD_PHOTO.maxBytes)})`,
  );
  console.log(`  making it small: ${s(shrunk.ms)} with the CPU slowed ${PHONE_CPU_SLOWDOWN}× (a cheap phone)`);
  for (const [name, t] of Object.entries(times)) {
    console.log(`  upload on ${name}: ${s(t.small)} (the original would take ${s(t.original)})`);
  }
  if (small.length > FOOD_PHOTO.maxBytes || gpsIn(small) !== null) process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
