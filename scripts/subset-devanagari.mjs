#!/usr/bin/env node
/**
 * Makes src/assets/fonts/noto-sans-devanagari.woff2, the Hindi face (docs/i18n.md), from
 * @fontsource-variable/noto-sans-devanagari's Devanagari file: every character of the Devanagari
 * block (so any Hindi a person types still has its letters and conjuncts), the weight axis kept
 * but narrowed to the weights the app uses (400–700). 118 KiB → 68 KiB.
 *
 * The output is committed (a font changes rarely); run this after updating the package:
 *   node scripts/subset-devanagari.mjs
 * Licence: SIL Open Font License 1.1 (src/assets/fonts/OFL.txt).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(
  root,
  'node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
);
const target = path.join(root, 'src/assets/fonts/noto-sans-devanagari.woff2');

// The Devanagari block, the joiners that shape conjuncts, and the dotted circle (Vedic signs and
// cantillation marks are left to the system's fonts).
const RANGES = [
  [0x0900, 0x097f],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
];
let text = '';
for (const [from, to] of RANGES) for (let c = from; c <= to; c++) text += String.fromCodePoint(c);

const font = await subsetFont(readFileSync(source), text, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 700 } },
});
writeFileSync(target, font);
console.log(`subset-devanagari: ${path.relative(root, target)} ${(font.length / 1024).toFixed(1)} KiB`);
