// suspensions/{uid} — accounts an admin has suspended: {visitor, donor, other donor, NGO, other NGO,
// admin} × {get, list, suspend, change, lift}; never one's own account; the reason's shape; server
// time and the admin's own uid; the NGO profile's `suspended` flag mirrored in the same batch; and
// what a suspended account can no longer do with its NGO profile or donor record.
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { LENGTH, LIST_LIMIT } from '../../src/config/limits.js';
import {
  ACTORS,
  addAudit,
  clientNow,
  createNgoProfile,
  emailOfUid,
  expectRule,
  itLimitsLengths,
  itLimitsLists,
  itRequiresNameContent,
  ngoProfile,
  past,
  setupRulesEnv,
  storedDonation,
  storedDonorRecord,
  storedSuspension,
  UID,
  uidOf,
  verdict,
  without,
  type Matrix,
  type Who,
} from './support';

const t = setupRulesEnv();
const SUSPENSIONS = 'suspensions';
const REASON = 'Did not turn up for three pickups';
/** A second admin (seeded in some tests), to suspend or un-suspend the first. */
const ADMIN_2 = 'admin-2';

/** What the admin screen writes: the reason, server time, the admin's own uid. */
const suspension = (who: Who, overrides: DocumentData = {}): DocumentData => ({
  reason: REASON,
  suspendedAt: serverTimestamp(),
  suspendedBy: uidOf(who),
  ...overrides,
});

/** An admin account (admin-1, or the second admin): its batches carry an audit entry. */
const isAdminAccount = (who: Who): boolean => uidOf(who) === UID.admin || uidOf(who) === ADMIN_2;

/** `who` writes a batch; an admin adds its audit entry for `action` on `target` (support.ts). */
function batchAs(who: Who, action: string, target: string, write: (batch: WriteBatch, db: Firestore) => void) {
  const db = t.db(who);
  const batch = writeBatch(db);
  write(batch, db);
  if (isAdminAccount(who)) addAudit(batch, db, who, action, target);
  return batch.commit();
}

/**
 * Suspends `uid` as `who` does it: suspensions/{uid} and, unless `flag` is null, the NGO profile's
 * `suspended` flag in the same batch (one 'suspend' entry covers both).
 */
function suspend(who: Who, uid: string, { data = suspension(who), flag = null as boolean | null } = {}) {
  return batchAs(who, 'suspend', uid, (batch, db) => {
    batch.set(doc(db, SUSPENSIONS, uid), data);
    if (flag !== null) batch.update(doc(db, 'ngoAdmin', uid), { suspended: flag, updatedAt: serverTimestamp() });
  });
}

/** Lifts `uid`'s suspension as `who` does it, with the profile's flag unless `flag` is null. */
function lift(who: Who, uid: string, flag: boolean | null = null) {
  return batchAs(who, 'lift', uid, (batch, db) => {
    batch.delete(doc(db, SUSPENSIONS, uid));
    if (flag !== null) batch.update(doc(db, 'ngoAdmin', uid), { suspended: flag, updatedAt: serverTimestamp() });
  });
}

/** Seeds a suspension (rules off); an NGO's profile says so. */
async function seedSuspended(uid: string, by: string = UID.admin): Promise<void> {
  const docs: Record<string, DocumentData> = {
    [`${SUSPENSIONS}/${uid}`]: storedSuspension({ suspendedBy: by }),
  };
  if (uid === UID.ngo || uid === UID.otherNgo) docs[`ngoAdmin/${uid}`] = ngoProfile(uid, { suspended: true });
  await t.seed(docs);
}

const seedSecondAdmin = () =>
  t.seed({
    [`users/${ADMIN_2}`]: { role: 'admin', displayName: 'Second Admin', email: emailOfUid(ADMIN_2), createdAt: past() },
  });

const exists = (path: string) => t.admin(async (db) => (await getDoc(doc(db, path))).exists());
const profileFlag = (uid: string) =>
  t.admin(async (db) => (await getDoc(doc(db, 'ngoAdmin', uid))).get('suspended') as unknown);

describe('suspensions: suspend (create)', () => {
  // donor-1 has no NGO profile: the suspension alone is the whole write.
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} suspending donor-1: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], suspend(actor, UID.donor));
    });
  }
  it('non-admins may not suspend an NGO either, even with the profile flag in the batch', async () => {
    for (const actor of ['donor', 'ngo', 'otherNgo', 'unverifiedNgo'] as const) {
      await expectRule(false, suspend(actor, UID.otherNgo, { flag: true }));
    }
  });
  it('an admin may not suspend themselves; another admin may', async () => {
    await seedSecondAdmin();
    await expectRule(false, suspend('admin', UID.admin));
    await expectRule(false, suspend({ uid: ADMIN_2 }, ADMIN_2));
    await expectRule(true, suspend({ uid: ADMIN_2 }, UID.admin));
  });
  it('an NGO: the profile says suspended in the same batch (allowed); without it, or false, denied', async () => {
    await expectRule(false, suspend('admin', UID.ngo));
    await expectRule(false, suspend('admin', UID.ngo, { flag: false }));
    await expectRule(true, suspend('admin', UID.ngo, { flag: true }));
    expect(await profileFlag(UID.ngo)).toBe(true);
  });
  it('the profile flag alone, without the suspension, is denied (to admins too)', async () => {
    await expectRule(
      false,
      batchAs('admin', 'suspend', UID.ngo, (batch, db) =>
        batch.update(doc(db, 'ngoAdmin', UID.ngo), { suspended: true, updatedAt: serverTimestamp() }),
      ),
    );
  });
  it('an NGO account without a profile is suspended by the suspension alone', async () => {
    await t.admin((db) => deleteDoc(doc(db, 'ngoAdmin', UID.otherNgo)));
    await expectRule(true, suspend('admin', UID.otherNgo));
  });
  const write = (data: DocumentData) => suspend('admin', UID.donor, { data });
  itLimitsLengths([{ field: 'reason', max: LENGTH.reason }], (field, value) =>
    write(suspension('admin', { [field]: value })),
  );
  itRequiresNameContent('reason', (reason) => write(suspension('admin', { reason })));
  it('an empty or missing reason, or one that is not text, is denied', async () => {
    await expectRule(false, write(suspension('admin', { reason: '' })));
    await expectRule(false, write(suspension('admin', { reason: 42 })));
    await expectRule(false, write(without(suspension('admin'), 'reason')));
  });
  it('suspendedAt must be server time', async () => {
    await expectRule(false, write(suspension('admin', { suspendedAt: clientNow() })));
    await expectRule(false, write(suspension('admin', { suspendedAt: past() })));
    await expectRule(false, write(without(suspension('admin'), 'suspendedAt')));
  });
  it('suspendedBy must be the admin writing it', async () => {
    await seedSecondAdmin();
    await expectRule(false, write(suspension('admin', { suspendedBy: ADMIN_2 })));
    await expectRule(false, write(suspension('admin', { suspendedBy: UID.donor })));
    await expectRule(false, write(without(suspension('admin'), 'suspendedBy')));
  });
  it('unknown fields are denied', async () => {
    await expectRule(false, write(suspension('admin', { until: past() })));
    await expectRule(false, write(suspension('admin', { notify: true })));
  });
});

describe('suspensions: change the reason (update)', () => {
  beforeEach(() => seedSuspended(UID.ngo));
  const change = (who: Who) => suspend(who, UID.ngo, { data: suspension(who, { reason: 'Repeated no-shows' }) });
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} changing ngo-1's suspension: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], change(actor));
    });
  }
  it('the same shape rules apply (blank reason, client time denied)', async () => {
    await expectRule(false, suspend('admin', UID.ngo, { data: suspension('admin', { reason: '...' }) }));
    await expectRule(false, suspend('admin', UID.ngo, { data: suspension('admin', { suspendedAt: clientNow() }) }));
  });
});

describe('suspensions: lift (delete)', () => {
  beforeEach(() => seedSuspended(UID.donor));
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} lifting donor-1's suspension: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], lift(actor, UID.donor));
    });
  }
  it('an NGO: the profile says not suspended in the same batch (allowed); keeping the flag denied', async () => {
    await seedSuspended(UID.ngo);
    await expectRule(false, lift('admin', UID.ngo));
    await expectRule(false, lift('admin', UID.ngo, true));
    await expectRule(false, lift('ngo', UID.ngo, false));
    await expectRule(true, lift('admin', UID.ngo, false));
    expect(await profileFlag(UID.ngo)).toBe(false);
    expect(await exists(`${SUSPENSIONS}/${UID.ngo}`)).toBe(false);
  });
  it('clearing the profile flag while the suspension stays is denied (to admins and the NGO)', async () => {
    await seedSuspended(UID.ngo);
    const clear = (who: Who) =>
      batchAs(who, 'lift', UID.ngo, (batch, db) =>
        batch.update(doc(db, 'ngoAdmin', UID.ngo), { suspended: false, updatedAt: serverTimestamp() }),
      );
    await expectRule(false, clear('admin'));
    await expectRule(false, clear('ngo'));
  });
  it('an admin may not lift their own suspension; another admin may', async () => {
    await seedSecondAdmin();
    await seedSuspended(UID.admin, ADMIN_2);
    await expectRule(false, lift('admin', UID.admin));
    await expectRule(true, lift({ uid: ADMIN_2 }, UID.admin));
  });
});

describe('suspensions: read', () => {
  beforeEach(() => seedSuspended(UID.ngo));
  // The suspended NGO reads its own suspension (the app shows the reason); so do admins.
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: true, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} reading ngo-1's suspension: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], getDoc(doc(t.db(actor), SUSPENSIONS, UID.ngo)));
    });
  }
  it('an account that is not suspended reads that it has no suspension (allowed, missing)', async () => {
    const snap = await getDoc(doc(t.db('donor'), SUSPENSIONS, UID.donor));
    expect(snap.exists()).toBe(false);
  });
  const listAllowed: Matrix = { ...allowed, ngo: false };
  for (const actor of ACTORS) {
    it(`${actor} listing suspensions: ${verdict(listAllowed[actor])}`, async () => {
      await expectRule(listAllowed[actor], getDocs(query(collection(t.db(actor), SUSPENSIONS), limit(LIST_LIMIT))));
    });
  }
  itLimitsLists('an admin listing suspensions', () => collection(t.db('admin'), SUSPENSIONS));
});

describe('suspended accounts', () => {
  const edit = (who: Who) =>
    updateDoc(doc(t.db(who), 'ngoAdmin', UID.ngo), { meals: 55, updatedAt: serverTimestamp() });

  it('a suspended NGO may not update its profile; once lifted, it may', async () => {
    await seedSuspended(UID.ngo);
    await expectRule(false, edit('ngo'));
    await expectRule(true, lift('admin', UID.ngo, false));
    await expectRule(true, edit('ngo'));
  });
  it('a suspended NGO may not create its profile (another NGO may)', async () => {
    const newProfile = (uid: string, nameOrg: string) => ({
      ...ngoProfile(uid, { nameOrg, verified: false }),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    await t.admin(async (db) => {
      await deleteDoc(doc(db, 'ngoAdmin', UID.ngo));
      await deleteDoc(doc(db, 'ngoAdmin', UID.otherNgo));
    });
    await seedSuspended(UID.ngo);
    await expectRule(false, createNgoProfile(t.db('ngo'), UID.ngo, newProfile(UID.ngo, 'Suspended Kitchen')));
    await expectRule(true, createNgoProfile(t.db('otherNgo'), UID.otherNgo, newProfile(UID.otherNgo, 'Open Kitchen')));
  });
  it('suspending an NGO account does not stop another NGO editing its own profile', async () => {
    await seedSuspended(UID.ngo);
    await expectRule(
      true,
      updateDoc(doc(t.db('otherNgo'), 'ngoAdmin', UID.otherNgo), { meals: 60, updatedAt: serverTimestamp() }),
    );
  });

  describe('donor records', () => {
    const record = (ownerUid: string): DocumentData => ({
      ...storedDonorRecord(ownerUid),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    beforeEach(() =>
      t.seed({
        'admin/rec-1': storedDonorRecord(UID.donor),
        'admin/rec-2': storedDonorRecord(UID.otherDonor),
      }),
    );
    const create = (actor: 'donor' | 'otherDonor') => addDoc(collection(t.db(actor), 'admin'), record(UID[actor]));
    const update = (actor: 'donor' | 'otherDonor' | 'admin', id: string) =>
      batchAs(actor, 'editDonor', id, (batch, db) =>
        batch.update(doc(db, 'admin', id), { city: 'Mysuru', updatedAt: serverTimestamp() }),
      );

    it('a suspended donor may not create a record (the other donor may)', async () => {
      await seedSuspended(UID.donor);
      await expectRule(false, create('donor'));
      await expectRule(true, create('otherDonor'));
    });
    it('a suspended donor may not update its record; once lifted, it may', async () => {
      await seedSuspended(UID.donor);
      await expectRule(false, update('donor', 'rec-1'));
      await expectRule(true, update('otherDonor', 'rec-2'));
      await expectRule(true, lift('admin', UID.donor));
      await expectRule(true, update('donor', 'rec-1'));
    });
    it('a suspended donor may not delete its record (the other donor deletes its own); lifted, it may', async () => {
      await seedSuspended(UID.donor);
      await expectRule(false, deleteDoc(doc(t.db('donor'), 'admin', 'rec-1')));
      await expectRule(true, deleteDoc(doc(t.db('otherDonor'), 'admin', 'rec-2')));
      await expectRule(true, lift('admin', UID.donor));
      await expectRule(true, deleteDoc(doc(t.db('donor'), 'admin', 'rec-1')));
    });
    it("an admin still corrects a suspended donor's record", async () => {
      await seedSuspended(UID.donor);
      await expectRule(true, update('admin', 'rec-1'));
    });
  });
});

describe('a suspended admin has no admin power; another admin still has', () => {
  // admin-1 is suspended by admin-2. Each power is tried by both: admin-2's success shows that the
  // set-up is right and only the suspension refuses admin-1.
  beforeEach(async () => {
    await seedSecondAdmin();
    await seedSuspended(UID.admin, ADMIN_2);
  });
  const admins: [string, Who][] = [
    ['the suspended admin', 'admin'],
    ['another admin', { uid: ADMIN_2 }],
  ];
  for (const [name, who] of admins) {
    const allowed = name === 'another admin';
    it(`${name} lifting a donor's suspension: ${verdict(allowed)}`, async () => {
      await seedSuspended(UID.donor, ADMIN_2);
      await expectRule(allowed, lift(who, UID.donor));
    });
    it(`${name} suspending a donor: ${verdict(allowed)}`, async () => {
      await expectRule(allowed, suspend(who, UID.donor));
    });
    it(`${name} verifying an NGO: ${verdict(allowed)}`, async () => {
      await expectRule(
        allowed,
        batchAs(who, 'verify', UID.unverifiedNgo, (batch, db) =>
          batch.update(doc(db, 'ngoAdmin', UID.unverifiedNgo), { verified: true, updatedAt: serverTimestamp() }),
        ),
      );
    });
    it(`${name} reading a donor's record: ${verdict(allowed)}`, async () => {
      await t.seed({ 'admin/rec-1': storedDonorRecord(UID.donor) });
      await expectRule(allowed, getDoc(doc(t.db(who), 'admin', 'rec-1')));
    });
    it(`${name} making a donor an admin: ${verdict(allowed)}`, async () => {
      await expectRule(
        allowed,
        batchAs(who, 'editUser', UID.donor, (batch, db) =>
          batch.update(doc(db, 'users', UID.donor), { role: 'admin' }),
        ),
      );
    });
    it(`${name} listing the accounts: ${verdict(allowed)}`, async () => {
      await expectRule(allowed, getDocs(query(collection(t.db(who), 'users'), limit(LIST_LIMIT))));
    });
  }
  it('the suspended admin may not lift its own suspension; the other admin lifts it, and its power is back', async () => {
    await expectRule(false, lift('admin', UID.admin));
    await expectRule(true, lift({ uid: ADMIN_2 }, UID.admin));
    await expectRule(true, suspend('admin', UID.donor));
  });
});

describe("suspending a donor withdraws its offers no NGO has accepted yet (deliveryInfo → 'cancelled')", () => {
  const WAITING = 'waiting-1';
  const OPEN_OFFER = 'waiting-open';
  const ACCEPTED = 'accepted-1';
  const OTHERS = 'others-1';
  beforeEach(() =>
    t.seed({
      [`deliveryInfo/${WAITING}`]: storedDonation(),
      [`deliveryInfo/${OPEN_OFFER}`]: storedDonation({ ngoId: null, ngoName: '' }),
      [`deliveryInfo/${ACCEPTED}`]: storedDonation({ status: 'accepted', acceptedAt: past() }),
      [`deliveryInfo/${OTHERS}`]: storedDonation({ donorUid: UID.otherDonor }),
    }),
  );
  const withdrawal = (extra: DocumentData = {}): DocumentData => ({
    status: 'cancelled',
    cancelledAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...extra,
  });
  /** The suspension of donor-1 and the withdrawal of `ids`, in one batch, as `who` writes them. */
  function suspendWithdrawing(who: Who, ids: string[], extra: DocumentData = {}) {
    return batchAs(who, 'suspend', UID.donor, (batch, db) => {
      batch.set(doc(db, SUSPENSIONS, UID.donor), suspension(who));
      for (const id of ids) batch.update(doc(db, 'deliveryInfo', id), withdrawal(extra));
    });
  }
  const withdrawAlone = (who: Who, id: string, extra: DocumentData = {}) =>
    updateDoc(doc(t.db(who), 'deliveryInfo', id), withdrawal(extra));
  const status = (id: string) =>
    t.admin(async (db) => (await getDoc(doc(db, 'deliveryInfo', id))).get('status') as unknown);

  it('an admin suspends donor-1 and withdraws its waiting offers (addressed and open) in the same batch', async () => {
    await expectRule(true, suspendWithdrawing('admin', [WAITING, OPEN_OFFER]));
    expect(await status(WAITING)).toBe('cancelled');
    expect(await status(OPEN_OFFER)).toBe('cancelled');
  });
  it('once donor-1 is suspended, an admin withdraws a waiting offer on its own (one made just before)', async () => {
    await seedSuspended(UID.donor);
    await expectRule(true, withdrawAlone('admin', WAITING));
  });
  it('an admin may not withdraw the offers of a donor who is not suspended', async () => {
    await expectRule(false, withdrawAlone('admin', WAITING));
    await expectRule(false, withdrawAlone('admin', OTHERS));
    await seedSuspended(UID.donor);
    await expectRule(false, withdrawAlone('admin', OTHERS));
  });
  it('nor, with the suspension, another donor’s offer or one an NGO has accepted', async () => {
    await expectRule(false, suspendWithdrawing('admin', [WAITING, OTHERS]));
    await expectRule(false, suspendWithdrawing('admin', [ACCEPTED]));
    expect(await status(WAITING)).toBe('offered');
    expect(await status(ACCEPTED)).toBe('accepted');
  });
  it('a withdrawal is only the move: another field, another stamp or a client time is denied', async () => {
    await seedSuspended(UID.donor);
    await expectRule(false, withdrawAlone('admin', WAITING, { meals: 99 }));
    await expectRule(false, withdrawAlone('admin', WAITING, { acceptedAt: serverTimestamp() }));
    await expectRule(false, withdrawAlone('admin', WAITING, { cancelledAt: clientNow() }));
  });
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} withdrawing a suspended donor-1's waiting offer: ${verdict(allowed[actor])}`, async () => {
      await seedSuspended(UID.donor);
      await expectRule(allowed[actor], withdrawAlone(actor, WAITING));
    });
  }
});
