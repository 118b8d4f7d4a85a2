// Loads the demo data into the running emulators: accounts through the Auth emulator's REST API,
// documents through the Firestore emulator's REST API as the privileged 'owner' (rules bypassed).
import { DEMO_ACCOUNTS, SAMPLE_NGOS, DEMO_NGO_PROFILE, SAMPLE_DONOR_RECORDS } from './demo-data.mjs';
import { nameKey } from '../src/config/names.js';
import { searchKeywords } from '../src/services/search-keywords.js';
import { HOST, PORTS, PROJECT_ID, ROOT } from './emulators.mjs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { geohashForLocation } from 'geofire-common';
import { GEOHASH_LENGTH, PRIVACY_NOTICE, SERVICE_RADIUS_KM } from '../src/config/limits.js';

const AUTH = `http://${HOST}:${PORTS.auth}`;
const FIRESTORE = `http://${HOST}:${PORTS.firestore}`;
const DOCS = `${FIRESTORE}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

function toValue(v) {
  if (v === null || v === undefined) return { nullValue: null };
  if (v instanceof Date) return { timestampValue: v.toISOString() };
  if (typeof v === 'boolean') return { booleanValue: v };
  if (typeof v === 'number') return Number.isInteger(v) ? { integerValue: String(v) } : { doubleValue: v };
  if (typeof v === 'string') return { stringValue: v };
  if (Array.isArray(v)) return { arrayValue: { values: v.map(toValue) } };
  return { mapValue: { fields: Object.fromEntries(Object.entries(v).map(([k, x]) => [k, toValue(x)])) } };
}

async function call(url, init = {}) {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner', ...init.headers },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} failed: ${res.status} ${await res.text()}`);
  return res.json();
}

export async function setDoc(path, data) {
  const fields = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, toValue(v)]));
  return call(`${DOCS}/${path}`, { method: 'PATCH', body: JSON.stringify({ fields }) });
}

export async function clearEmulators() {
  await fetch(`${FIRESTORE}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, { method: 'DELETE' });
  await fetch(`${AUTH}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
}

/**
 * Creates an account with the uid given, as the Admin SDK's createUser does (privileged 'owner').
 * Demo accounts have clicked their verification link already (`emailVerified`): the rules let only
 * a verified NGO account create its profile, and the demo NGO's must be as a real one's.
 */
export async function createAccount({ uid, email, password, displayName, emailVerified = true }) {
  const res = await call(`${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`, {
    method: 'POST',
    body: JSON.stringify({ localId: uid, email, password, displayName, emailVerified }),
  });
  return res.localId;
}

/** The place of a PIN code as the app stores it (docs/geo.md): the PIN's centre from public/pins/. */
export function placeOfPin(pin) {
  const table = JSON.parse(readFileSync(path.join(ROOT, 'public', 'pins', `${pin.slice(0, 2)}.json`), 'utf8'));
  const point = table[pin];
  if (!point) throw new Error(`PIN ${pin} is not in the PIN table.`);
  const [lat, lng] = point;
  return { lat, lng, geohash: geohashForLocation([lat, lng], GEOHASH_LENGTH), pin };
}

/** An NGO's place and service radius, from its PIN (zip). */
const whereItWorks = (zip) => ({ location: placeOfPin(zip), radiusKm: SERVICE_RADIUS_KM.default });

/** An NGO's claim on its name: ngoNames/{nameKey(nameOrg)} = { ngoId } (names are unique). */
async function claimName(nameOrg, ngoId) {
  await setDoc(`ngoNames/${encodeURIComponent(nameKey(nameOrg))}`, { ngoId });
}

export async function seed() {
  const now = new Date();
  const uids = {};
  for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
    uids[role] = await createAccount(account);
    // users/{uid}.email is the account's email exactly, as the app writes it at sign-up.
    await setDoc(`users/${uids[role]}`, {
      role,
      displayName: account.displayName,
      email: account.email,
      // The demo accounts accepted the privacy notice as it is now, at sign-up.
      consent: { version: PRIVACY_NOTICE.version, at: now },
      createdAt: now,
    });
  }
  for (const { id, ...ngo } of SAMPLE_NGOS) {
    await setDoc(`ngoAdmin/${id}`, {
      ...ngo,
      mealno: `${ngo.meals} meals`,
      imageUrl: '',
      ...whereItWorks(ngo.zip),
      whatsapp: ngo.whatsapp ?? '',
      keywords: searchKeywords(ngo),
      verified: true,
      createdAt: now,
      updatedAt: now,
    });
    await claimName(ngo.nameOrg, id);
  }
  // A registered NGO's profile id is its owner's uid (docs/data-model.md), and its email is the
  // account's own (the rules compare them).
  const ngoProfile = { ...DEMO_NGO_PROFILE, name: DEMO_ACCOUNTS.ngo.displayName, email: DEMO_ACCOUNTS.ngo.email };
  await setDoc(`ngoAdmin/${uids.ngo}`, {
    ...ngoProfile,
    mealno: `${ngoProfile.meals} meals`,
    imageUrl: '',
    ...whereItWorks(ngoProfile.zip),
    whatsapp: '',
    keywords: searchKeywords(ngoProfile),
    ownerUid: uids.ngo,
    verified: true,
    createdAt: now,
    updatedAt: now,
  });
  await claimName(ngoProfile.nameOrg, uids.ngo);
  for (const { id, ...record } of SAMPLE_DONOR_RECORDS) {
    // Records with a country are current ones (timestamps); the other is as the earlier app wrote it.
    await setDoc(`admin/${id}`, record.country ? { ...record, createdAt: now, updatedAt: now } : record);
  }
  await setDoc('stats/impact', { mealsDelivered: 0, donationsDelivered: 0 });
  return uids;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await clearEmulators();
  await seed();
  console.log('Demo data loaded.');
}
