import {
  collection,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { ngoFromData, type Ngo, type NgoInput } from './ngo-model';
import { db } from './db';
import { assertOnline } from './offline';
import { searchKeywords } from './search-keywords.js';

export * from './ngo-model';
export { listNgos } from './ngo-directory';

/** Reads only: writes are built field by field below, so they carry exactly the keys the rules allow. */
export const ngoConverter: FirestoreDataConverter<Ngo> = {
  toFirestore: (ngo) => {
    const data: DocumentData = { ...(ngo as Ngo) };
    delete data.id;
    return data;
  },
  fromFirestore: (snapshot: QueryDocumentSnapshot) => ngoFromData(snapshot.id, snapshot.data()),
};

function ngos() {
  return collection(db(), COLLECTIONS.ngos).withConverter(ngoConverter);
}

function ngoRef(id: string) {
  return doc(db(), COLLECTIONS.ngos, id);
}

/** The fields the owner writes on create and update, keywords included. */
function profileFields(input: NgoInput) {
  return {
    nameOrg: input.nameOrg,
    name: input.name,
    email: input.email,
    time: input.time,
    meals: input.meals,
    mealno: `${input.meals} meals`,
    address: input.address,
    city: input.city,
    zip: input.zip,
    imageUrl: input.imageUrl,
    keywords: searchKeywords(input),
  };
}

export async function getNgo(id: string): Promise<Ngo | null> {
  const snap = await getDoc(doc(ngos(), id));
  return snap.exists() ? snap.data() : null;
}

/** A registered NGO's profile lives at ngoAdmin/{uid}. */
export function getMyNgo(uid: string): Promise<Ngo | null> {
  return getNgo(uid);
}

/** Creates the NGO account's profile, or updates it when it exists. */
export async function saveMyNgo(uid: string, input: NgoInput): Promise<'created' | 'updated'> {
  // Offline: fail at once, the form keeps what was typed (offline.ts); otherwise the read below
  // would answer from the cache and the write would wait in Firestore's queue.
  assertOnline();
  const ref = ngoRef(uid);
  const existing = await getDoc(ref);
  if (existing.exists()) {
    await updateDoc(ref, { ...profileFields(input), updatedAt: serverTimestamp() });
    return 'updated';
  }
  await setDoc(ref, {
    ...profileFields(input),
    ownerUid: uid,
    verified: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return 'created';
}

/** Admins only (the rules allow nothing else to change `verified`). */
export async function setNgoVerified(id: string, verified: boolean): Promise<void> {
  await updateDoc(ngoRef(id), { verified, updatedAt: serverTimestamp() });
}

/**
 * Admins only: gives an NGO the search words it lacks — the earlier app stored none, so search
 * could not find its NGOs. The words come from the NGO's own fields, as when its owner saves it.
 */
export async function makeNgoSearchable(ngo: Ngo): Promise<void> {
  await updateDoc(ngoRef(ngo.id), { keywords: searchKeywords(ngo), updatedAt: serverTimestamp() });
}
