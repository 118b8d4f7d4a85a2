// firestore.rules accepts an NGO logo URL only from this project's Storage bucket (validLogoUrl).
// Rules cannot read the project's configuration, so the bucket is written into the rules; this
// script compares it with the deploy's VITE_FIREBASE_STORAGE_BUCKET and runs before every
// `firebase deploy` of Firestore (firebase.json "predeploy").
//   node scripts/check-rules-bucket.mjs          fails when they differ
//   node scripts/check-rules-bucket.mjs --write  writes the deploy's bucket into firestore.rules
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RULES = path.join(ROOT, 'firestore.rules');

/** The bucket named in the rules' logo pattern (`/v0/b/<bucket, dots as [.]>/o/Imgs`). */
export function rulesBucket(rules) {
  const match = /\/v0\/b\/([a-z0-9_\-[\].]+)\/o\/Imgs/.exec(rules);
  return match ? match[1].replaceAll('[.]', '.') : null;
}

/** The logo pattern's origins: the Storage host, and the Storage emulator's loopback origin. */
const ORIGINS_WITH_EMULATOR = '(https://firebasestorage[.]googleapis[.]com|http://(127[.]0[.]0[.]1|localhost):9199)';
const ORIGINS = '(https://firebasestorage[.]googleapis[.]com)';

/**
 * Only projects whose id starts with `demo-` never reach Google's servers: the emulators' own. A
 * deploy's bucket is anything else.
 */
export const isEmulatorBucket = (bucket) => bucket.startsWith('demo-');

/** Whether the rules' logo pattern accepts the Storage emulator's loopback origin. */
export const acceptsLoopback = (rules) => rules.includes(`'^${ORIGINS_WITH_EMULATOR}`);

/**
 * The rules with `bucket` in the logo pattern; for a deploy's bucket without the loopback origin,
 * so production rules never accept a logo URL on localhost.
 */
export function withBucket(rules, bucket) {
  if (!/^[a-z0-9][a-z0-9._-]*[a-z0-9]$/.test(bucket)) throw new Error(`Not a bucket name: ${bucket}`);
  const origins = isEmulatorBucket(bucket) ? ORIGINS_WITH_EMULATOR : ORIGINS;
  return rules
    .replace(/(\/v0\/b\/)[a-z0-9_\-[\].]+(\/o\/Imgs)/, `$1${bucket.replaceAll('.', '[.]')}$2`)
    .replace(`'^${ORIGINS_WITH_EMULATOR}`, `'^${origins}`)
    .replace(`'^${ORIGINS}`, `'^${origins}`);
}

/** VITE_FIREBASE_STORAGE_BUCKET from the environment or the production .env files, as Vite reads them. */
function deployBucket() {
  if (process.env.VITE_FIREBASE_STORAGE_BUCKET) return process.env.VITE_FIREBASE_STORAGE_BUCKET.trim();
  for (const file of ['.env.production.local', '.env.local', '.env.production', '.env']) {
    const full = path.join(ROOT, file);
    if (!existsSync(full)) continue;
    const line = readFileSync(full, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VITE_FIREBASE_STORAGE_BUCKET='));
    const value = line?.slice('VITE_FIREBASE_STORAGE_BUCKET='.length).trim();
    if (value) return value;
  }
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rules = readFileSync(RULES, 'utf8');
  const inRules = rulesBucket(rules);
  const wanted = deployBucket();
  if (!wanted) {
    console.error('VITE_FIREBASE_STORAGE_BUCKET is not set (.env.production.local): cannot check firestore.rules.');
    process.exit(1);
  }
  if (process.argv.includes('--write')) {
    writeFileSync(RULES, withBucket(rules, wanted));
    console.log(`firestore.rules now accepts logos from ${wanted}.`);
  } else if (inRules !== wanted || (acceptsLoopback(rules) && !isEmulatorBucket(wanted))) {
    console.error(
      `firestore.rules accepts logos from ${inRules}${acceptsLoopback(rules) ? ' and from localhost' : ''}, ` +
        `but this deploy's bucket is ${wanted}.\n` +
        'Run `node scripts/check-rules-bucket.mjs --write` and deploy again.',
    );
    process.exit(1);
  } else {
    console.log(`firestore.rules accepts logos from ${wanted}, this deploy's bucket.`);
  }
}
