import {
  collection,
  doc,
  getDoc,
  getDocFromServer,
  onSnapshot,
  runTransaction,
  serverTimestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { nameKey } from '../config/names.js';
import { COLLECTIONS } from './collections';
import { identityChanged, ngoFromData, type Ngo, type NgoInput } from './ngo-model';
import { db } from './db';
import { t } from '../i18n';
import { freshTokenIfConfirmed, refreshEmailStatus } from './auth';
import { AppError, errorCode } from './errors';
import { assertOnline, noteSynced } from './offline';
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

/**
 * ngoNames/{nameKey(nameOrg)} = { ngoId }: which NGO holds each name, so no two NGOs share one
 * (nameKey ignores case, spaces and punctuation). Anyone may read one; the owner writes its own in
 * the same transaction as its profile (firestore.rules).
 */
export const NGO_NAMES = 'ngoNames';

function nameRef(key: string) {
  return doc(db(), NGO_NAMES, key);
}

/** The message for a name another NGO holds: shown on the name field. */
export function ngoNameTakenMessage(nameOrg: string): string {
  return t('errors.ngo.nameTaken', { name: nameOrg.trim() });
}

/** Another NGO already has this name (compared by nameKey). Nothing was saved. */
export class NgoNameTakenError extends AppError {
  readonly nameOrg: string;
  constructor(nameOrg: string) {
    super('foodbridge/ngo-name-taken');
    this.message = ngoNameTakenMessage(nameOrg);
    this.nameOrg = nameOrg;
  }
}

/**
 * The save would take the verified badge away (the name, email, address or logo of a verified profile
 * changed) and the person has not agreed to it yet; nothing was saved. This happens when an admin
 * verified the profile after the form loaded it: the form asks, then saves with `confirmUnverify`.
 */
export class NgoReverifyError extends AppError {
  constructor() {
    super('foodbridge/ngo-reverify');
    this.message = t('errors.ngo.reverify');
  }
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
    acceptsVegOnly: input.acceptsVegOnly,
    ...(input.location ? { location: { ...input.location } } : {}),
    radiusKm: input.radiusKm,
    whatsapp: input.whatsapp,
    phone: input.phone,
    ...(input.registrationId === undefined ? {} : { registrationId: input.registrationId }),
    keywords: searchKeywords(input),
  };
}

/** An NGO's profile: from the server, or offline from this device's cache (getDoc's own fallback). */
export async function getNgo(id: string): Promise<Ngo | null> {
  const snap = await getDoc(doc(ngos(), id));
  if (!snap.metadata.fromCache) noteSynced();
  return snap.exists() ? snap.data() : null;
}

/** A registered NGO's profile lives at ngoAdmin/{uid}. */
/**
 * An NGO profile, live (null while there is none). The NGO's board follows its own, so that it
 * stops listening to open offers the moment an admin withdraws its verification or suspends it.
 */
export function watchNgo(id: string, onData: (ngo: Ngo | null) => void, onError: (error: Error) => void): () => void {
  return onSnapshot(
    doc(ngos(), id),
    (snap) => onData(snap.exists() ? snap.data() : null),
    (error) => onError(error),
  );
}

export function getMyNgo(uid: string): Promise<Ngo | null> {
  return getNgo(uid);
}

/**
 * Whether `nameOrg` is free for this NGO: no other NGO holds its key. An early hint for the form;
 * saving checks again inside its transaction, which is what decides.
 */
export async function isNgoNameFree(uid: string, nameOrg: string): Promise<boolean> {
  const key = nameKey(nameOrg);
  if (!key) return true;
  const snap = await getDocFromServer(nameRef(key));
  return !snap.exists() || snap.get('ngoId') === uid;
}

export interface SaveNgoOptions {
  /** The person agreed that the save takes the verified badge away (see NgoReverifyError). */
  confirmUnverify?: boolean;
}

/**
 * Creates the NGO account's profile, or updates it when it exists, in one transaction with its
 * name: ngoNames/{key} is read first, so of two NGOs claiming one name at the same moment exactly
 * one wins: the other's transaction runs again and finds the name taken, or the rules refuse its
 * claim on a name now held; either way it throws NgoNameTakenError. A rename frees the old name. An update that changes who a verified NGO is
 * (IDENTITY_FIELDS) writes `verified: false, reverify: true`, so an admin checks it again; without
 * `confirmUnverify` it throws NgoReverifyError instead.
 */
export async function saveMyNgo(
  uid: string,
  input: NgoInput,
  options: SaveNgoOptions = {},
): Promise<'created' | 'updated'> {
  // Offline: fail at once, the form keeps what was typed (offline.ts); a transaction would only
  // fail after its retries.
  assertOnline();
  // The rules read `email_verified` from the ID token, which a restored session may hold stale.
  await freshTokenIfConfirmed();
  try {
    return await saveProfile(uid, input, options);
  } catch (error) {
    if (errorCode(error) !== 'permission-denied') throw error;
    // Another NGO took the name between this transaction's read and its write: the rules refuse a
    // claim on a name already held, so say what happened.
    if (await nameHeldByAnother(input.nameOrg, uid)) throw new NgoNameTakenError(input.nameOrg);
    // A new profile needs a confirmed email: when that is why, say so (the account is read afresh).
    const status = await refreshEmailStatus().catch(() => null);
    if (status && !status.verified) throw new EmailNotConfirmedError(status.email ?? input.email);
    throw error;
  }
}

/** Whether the server says another NGO holds this name (false when it cannot be asked). */
async function nameHeldByAnother(nameOrg: string, uid: string): Promise<boolean> {
  try {
    const claim = await getDocFromServer(nameRef(nameKey(nameOrg)));
    return claim.exists() && claim.get('ngoId') !== uid;
  } catch {
    return false;
  }
}

/**
 * The account's email is not confirmed yet, so the rules refuse a new profile; nothing was saved.
 * The form says so, with the way to check again.
 */
export class EmailNotConfirmedError extends AppError {
  readonly email: string;
  constructor(email: string) {
    super('foodbridge/email-not-confirmed');
    this.message = t('errors.ngo.emailNotConfirmed', { email });
    this.email = email;
  }
}

async function saveProfile(
  uid: string,
  input: NgoInput,
  { confirmUnverify = false }: SaveNgoOptions,
): Promise<'created' | 'updated'> {
  const ref = ngoRef(uid);
  const key = nameKey(input.nameOrg);
  return runTransaction(db(), async (tx) => {
    // Every read comes before any write, as transactions require.
    const current = await tx.get(ref);
    const claim = await tx.get(nameRef(key));
    if (claim.exists() && claim.get('ngoId') !== uid) throw new NgoNameTakenError(input.nameOrg);
    const stored = current.exists() ? current.data() : null;
    const oldKey = typeof stored?.nameOrg === 'string' ? nameKey(stored.nameOrg) : null;
    const oldClaim = oldKey && oldKey !== key ? await tx.get(nameRef(oldKey)) : null;

    if (stored) {
      const unverify = stored.verified === true && identityChanged(stored, input);
      if (unverify && !confirmUnverify) throw new NgoReverifyError();
      tx.update(ref, {
        ...profileFields(input),
        ...(unverify ? { verified: false, reverify: true } : {}),
        updatedAt: serverTimestamp(),
      });
    } else {
      tx.set(ref, {
        ...profileFields(input),
        ownerUid: uid,
        verified: false,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
    }
    // A profile saved before names were unique has no claim yet: its next save makes it.
    if (!claim.exists()) tx.set(claim.ref, { ngoId: uid });
    if (oldClaim?.exists() && oldClaim.get('ngoId') === uid) tx.delete(oldClaim.ref);
    return stored ? 'updated' : 'created';
  });
}
