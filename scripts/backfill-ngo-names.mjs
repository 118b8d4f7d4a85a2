// One-off, for a project that had NGO profiles before names were unique (docs/security.md, 'NGO
// profiles and names'): signed in as an admin, with the rules as they are, it
//   1. frees every name whose holder's profile is gone or no longer carries that name, and
//   2. gives every profile without its name the name document (ngoNames/{nameKey(nameOrg)}),
//      unless another NGO holds that name: such a pair is reported for an admin to settle (rename
//      or delete one of them), never decided here.
// Run it once after deploying the rules, with the values of .env.production.local:
//
//   VITE_FIREBASE_API_KEY=… VITE_FIREBASE_AUTH_DOMAIN=… VITE_FIREBASE_PROJECT_ID=… \
//   ADMIN_EMAIL=… ADMIN_PASSWORD=… node scripts/backfill-ngo-names.mjs [--dry-run]
//
// --dry-run reports what it would do and writes nothing. While App Check is enforced for Firestore
// the script is refused (it is not the web app): run it before enforcing, or pause enforcement.
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  setDoc,
  startAfter,
} from 'firebase/firestore';
import { pathToFileURL } from 'node:url';
import { nameKey } from '../src/config/names.js';

/**
 * Every document of a collection, a page at a time, by id.
 * @param {import('firebase/firestore').Firestore} db
 * @param {string} name
 * @param {number} pageSize
 */
async function* everyDoc(db, name, pageSize) {
  let last = null;
  for (;;) {
    const page = await getDocs(
      query(collection(db, name), orderBy(documentId()), ...(last ? [startAfter(last)] : []), limit(pageSize)),
    );
    yield* page.docs;
    if (page.docs.length < pageSize) return;
    last = page.docs[page.docs.length - 1]?.id ?? null;
  }
}

/**
 * @typedef {{ freed: string[], claimed: { ngoId: string, key: string }[],
 *   conflicts: { ngoId: string, nameOrg: string, heldBy: string }[] }} BackfillReport
 */

/**
 * Frees stale names, then claims each profile's name (see the top of this file).
 * @param {import('firebase/firestore').Firestore} db signed in as an admin
 * @param {{ dryRun?: boolean, pageSize?: number }} [options]
 * @returns {Promise<BackfillReport>}
 */
export async function backfillNgoNames(db, { dryRun = false, pageSize = 100 } = {}) {
  /** @type {BackfillReport} */
  const report = { freed: [], claimed: [], conflicts: [] };

  for await (const claim of everyDoc(db, 'ngoNames', pageSize)) {
    const ngoId = claim.get('ngoId');
    const profile = typeof ngoId === 'string' ? await getDoc(doc(db, 'ngoAdmin', ngoId)) : null;
    if (profile?.exists() && nameKey(String(profile.get('nameOrg') ?? '')) === claim.id) continue;
    report.freed.push(claim.id);
    if (!dryRun) await deleteDoc(claim.ref);
  }

  for await (const profile of everyDoc(db, 'ngoAdmin', pageSize)) {
    const nameOrg = String(profile.get('nameOrg') ?? '');
    const key = nameKey(nameOrg);
    if (key === '') continue; // no letters or digits: nothing to hold
    const claim = await getDoc(doc(db, 'ngoNames', key));
    const holder = claim.exists() ? claim.get('ngoId') : null;
    if (holder === profile.id) continue;
    // In a dry run, a name this run would have claimed for an earlier profile counts as held.
    const claimedNow = report.claimed.find((c) => c.key === key);
    if (holder !== null || claimedNow) {
      report.conflicts.push({ ngoId: profile.id, nameOrg, heldBy: String(holder ?? claimedNow?.ngoId) });
      continue;
    }
    report.claimed.push({ ngoId: profile.id, key });
    if (!dryRun) await setDoc(claim.ref, { ngoId: profile.id });
  }
  return report;
}

async function main() {
  const env = process.env;
  const dryRun = process.argv.includes('--dry-run');
  const emulated = Boolean(env.FIRESTORE_EMULATOR_HOST);
  const app = initializeApp({
    apiKey: env.VITE_FIREBASE_API_KEY || 'emulator',
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID || env.FOODBRIDGE_PROJECT_ID || 'demo-foodbridge',
  });
  const auth = getAuth(app);
  const db = getFirestore(app);
  if (emulated) {
    const [host, port] = String(env.FIRESTORE_EMULATOR_HOST).split(':');
    connectFirestoreEmulator(db, host ?? '127.0.0.1', Number(port));
    connectAuthEmulator(auth, `http://${env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`, {
      disableWarnings: true,
    });
  }
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD)
    throw new Error('Set ADMIN_EMAIL and ADMIN_PASSWORD (an admin account).');
  await signInWithEmailAndPassword(auth, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  const report = await backfillNgoNames(db, { dryRun });
  const verb = dryRun ? 'would be' : 'were';
  console.log(`${report.freed.length} stale names ${verb} freed: ${report.freed.join(', ') || '—'}`);
  console.log(`${report.claimed.length} profiles ${verb} given their names.`);
  for (const c of report.conflicts) {
    console.log(`Settle by hand: “${c.nameOrg}” (ngoAdmin/${c.ngoId}) has the name NGO ${c.heldBy} holds.`);
  }
  process.exit(0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
