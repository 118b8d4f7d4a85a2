// Loads the demo data into the running emulators: accounts through the Auth emulator's REST API,
// documents through the Firestore emulator's REST API as the privileged 'owner' (rules bypassed).
import { DEMO_ACCOUNTS, SAMPLE_NGOS, DEMO_NGO_PROFILE, DEMO_DONOR_RECORD } from './demo-data.mjs';
import { HOST, PORTS, PROJECT_ID } from './emulators.mjs';

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

export async function createAccount({ email, password, displayName }) {
  const res = await call(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
  });
  return res.localId;
}

export async function seed() {
  const now = new Date();
  const uids = {};
  for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
    uids[role] = await createAccount(account);
    await setDoc(`users/${uids[role]}`, { role, displayName: account.displayName, email: account.email, createdAt: now });
  }
  for (const { id, ...ngo } of SAMPLE_NGOS) {
    await setDoc(`ngoAdmin/${id}`, {
      ...ngo,
      mealno: `${ngo.meals} meals`,
      imageUrl: '',
      verified: true,
      createdAt: now,
      updatedAt: now,
    });
  }
  const { id: ngoId, ...ngoProfile } = DEMO_NGO_PROFILE;
  await setDoc(`ngoAdmin/${ngoId}`, {
    ...ngoProfile,
    name: DEMO_ACCOUNTS.ngo.displayName,
    mealno: `${ngoProfile.meals} meals`,
    imageUrl: '',
    ownerUid: uids.ngo,
    verified: true,
    createdAt: now,
    updatedAt: now,
  });
  const { id: donorId, ...donor } = DEMO_DONOR_RECORD;
  await setDoc(`admin/${donorId}`, { ...donor, ownerUid: uids.donor, createdAt: now, updatedAt: now });
  await setDoc('stats/impact', { mealsDelivered: 0, donationsDelivered: 0 });
  return uids;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await clearEmulators();
  await seed();
  console.log('Demo data loaded.');
}
