#!/usr/bin/env node
/**
 * Draws the app's install icons (public/icons/*.png, committed) from the FoodBridge mark in
 * public/favicon.svg, with Debian's Chromium: `node scripts/icons.mjs` after the mark changes.
 *
 *   icon-192.png, icon-512.png    the mark as it is (rounded square), for 'any' purpose
 *   maskable-512.png              the mark's drawing on a full-bleed green square, inside the
 *                                 central 80 % that every launcher's mask keeps
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mark = readFileSync(path.join(ROOT, 'public', 'favicon.svg'), 'utf8');
// The drawing without its rounded background, for the maskable icon.
const drawing = mark.replace(/<rect[^>]*\/>/, '').replace(/<svg[^>]*>|<\/svg>/g, '');
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#15803d"/><g transform="translate(9.6 9.6) scale(0.7)">${drawing}</g></svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  for (const [name, svg, size] of [
    ['icon-192.png', mark, 192],
    ['icon-512.png', mark, 512],
    ['maskable-512.png', maskable, 512],
  ]) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace(/<svg[^>]*>/, (tag) =>
      tag.replace(/ (width|height)="\d+"/g, '').replace('<svg ', `<svg width="${size}" height="${size}" `),
    );
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    await page.screenshot({ path: path.join(ROOT, 'public', 'icons', name), omitBackground: true });
    console.log(`icons: public/icons/${name} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
