// audit/{entryId} and auditHeads/{uid} — the admin audit log: every admin action carries its entry
// in the same batch (refused without it), an entry stands only beside the action it records (no
// forged entries), one entry a batch, append-only, and readable by admins alone.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  ACTORS,
  addAudit,
  asAudited,
  expectRule,
  itLimitsLists,
  ngoProfile,
  past,
  setupRulesEnv,
  storedDonorRecord,
  storedSuspension,
  UID,
  uidOf,
  verdict,
  type Matrix,
  type Who,
} from './support';

const t = setupRulesEnv();
const ADMIN_2 = 'admin-2';
const ONLY_ADMIN: Matrix = {
  visitor: false,
  donor: false,
  otherDonor: false,
  ngo: false,
  otherNgo: false,
  admin: true,
};

/** Verifies ngo-3 (unverified) as `who`, with `entry` (null: none) added to the batch. */
function verify(who: Who, entry: ((b: WriteBatch, db: Firestore) => void) | null): Promise<void> {
  const db = t.db(who);
  const batch = writeBatch(db);
  batch.update(doc(db, 'ngoAdmin', UID.unverifiedNgo), {
    verified: true,
    reverify: false,
    updatedAt: serverTimestamp(),
  });
  entry?.(batch, db);
  return batch.commit();
}

/** A stored entry, as an earlier batch left it. */
const storedEntry = (overrides: DocumentData = {}): DocumentData => ({
  action: 'verify',
  target: UID.unverifiedNgo,
  by: UID.admin,
  at: past(),
  ...overrides,
});

describe('every admin action is refused without its entry, and allowed with it', () => {
  const suspensionOf = (who: Who) => ({ reason: 'No-shows', suspendedAt: serverTimestamp(), suspendedBy: uidOf(who) });
  // Each action: the write alone (batch without entry), for the action and target it records.
  const cases: [string, string, string, (b: WriteBatch, db: Firestore) => void][] = [
    [
      'verifying an NGO',
      'verify',
      UID.unverifiedNgo,
      (b, db) =>
        b.update(doc(db, 'ngoAdmin', UID.unverifiedNgo), {
          verified: true,
          reverify: false,
          updatedAt: serverTimestamp(),
        }),
    ],
    [
      'withdrawing a verification',
      'unverify',
      UID.ngo,
      (b, db) =>
        b.update(doc(db, 'ngoAdmin', UID.ngo), { verified: false, reverify: false, updatedAt: serverTimestamp() }),
    ],
    [
      'giving an NGO its search words',
      'ngoWords',
      UID.ngo,
      (b, db) => b.update(doc(db, 'ngoAdmin', UID.ngo), { keywords: ['seva'], updatedAt: serverTimestamp() }),
    ],
    [
      'suspending a donor',
      'suspend',
      UID.donor,
      (b, db) => b.set(doc(db, 'suspensions', UID.donor), suspensionOf('admin')),
    ],
    ['lifting a suspension', 'lift', UID.otherDonor, (b, db) => b.delete(doc(db, 'suspensions', UID.otherDonor))],
    [
      'adding a donor record',
      'addDonor',
      'rec-new',
      (b, db) =>
        b.set(doc(db, 'admin', 'rec-new'), {
          ...storedDonorRecord(UID.donor),
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
    ],
    [
      'correcting a donor record',
      'editDonor',
      'rec-1',
      (b, db) => b.update(doc(db, 'admin', 'rec-1'), { city: 'Pune', updatedAt: serverTimestamp() }),
    ],
    ['deleting a donor record', 'deleteDonor', 'rec-1', (b, db) => b.delete(doc(db, 'admin', 'rec-1'))],
    ['changing a role', 'editUser', UID.donor, (b, db) => b.update(doc(db, 'users', UID.donor), { role: 'ngo' })],
    ['deleting a users document', 'deleteUser', UID.otherDonor, (b, db) => b.delete(doc(db, 'users', UID.otherDonor))],
  ];
  const seedFor = () =>
    t.seed({
      'admin/rec-1': storedDonorRecord(UID.donor),
      [`suspensions/${UID.otherDonor}`]: storedSuspension(),
    });

  for (const [name, action, target, write] of cases) {
    it(`${name}: without its entry denied; with it allowed`, async () => {
      await seedFor();
      const db = t.db('admin');
      const alone = writeBatch(db);
      write(alone, db);
      await expectRule(false, alone.commit());
      await expectRule(
        true,
        asAudited('admin', db, action, target, (b) => write(b, db)),
      );
    });
  }

  it('an entry naming another action or another target does not cover the write', async () => {
    await expectRule(
      false,
      verify('admin', (b, db) => addAudit(b, db, 'admin', 'unverify', UID.unverifiedNgo)),
    );
    await expectRule(
      false,
      verify('admin', (b, db) => addAudit(b, db, 'admin', 'verify', UID.ngo)),
    );
    await expectRule(
      false,
      verify('admin', (b, db) => addAudit(b, db, 'admin', 'ngoWords', UID.unverifiedNgo)),
    );
    await expectRule(
      true,
      verify('admin', (b, db) => addAudit(b, db, 'admin', 'verify', UID.unverifiedNgo)),
    );
  });

  it('one entry covers one target: two NGOs verified in one batch with one entry is denied', async () => {
    const both = (b: WriteBatch, db: Firestore) => {
      b.update(doc(db, 'ngoAdmin', UID.ngo), { verified: true, reverify: false, updatedAt: serverTimestamp() });
      addAudit(b, db, 'admin', 'verify', UID.ngo);
    };
    await expectRule(false, verify('admin', both));
  });

  it('an earlier entry does not cover a new write: the head must name one made now', async () => {
    await t.seed({ 'audit/old': storedEntry(), [`auditHeads/${UID.admin}`]: { last: 'old' } });
    await expectRule(false, verify('admin', null));
    // Pointing the head back at the old entry, in the same batch: still not now.
    await expectRule(
      false,
      verify('admin', (b, db) => b.set(doc(db, 'auditHeads', UID.admin), { last: 'old' })),
    );
  });
});

describe('no forged entries', () => {
  it('an entry without the write it records is denied, for a write and for a delete', async () => {
    const db = t.db('admin');
    await expectRule(
      false,
      asAudited('admin', db, 'verify', UID.unverifiedNgo, () => undefined),
    );
    await expectRule(
      false,
      asAudited('admin', db, 'deleteDonor', 'rec-1', () => undefined),
    );
    await expectRule(
      false,
      asAudited('admin', db, 'lift', UID.donor, () => undefined),
    );
  });

  it('verify records a profile made verified; unverify one made unverified', async () => {
    const db = t.db('admin');
    const stamp = (verified: boolean) => (b: WriteBatch) =>
      b.update(doc(db, 'ngoAdmin', UID.ngo), { verified, reverify: false, updatedAt: serverTimestamp() });
    // ngo-1 is verified: 'verify' over a write that leaves it unverified is a lie.
    await expectRule(false, asAudited('admin', db, 'verify', UID.ngo, stamp(false)));
    await expectRule(true, asAudited('admin', db, 'unverify', UID.ngo, stamp(false)));
  });

  it('the entry is the admin’s own, made now, of a known action, with short texts', async () => {
    const db = t.db('admin');
    const entry = (fields: DocumentData) => (b: WriteBatch) => {
      b.set(doc(db, 'audit', 'e1'), {
        action: 'verify',
        target: UID.unverifiedNgo,
        by: UID.admin,
        at: serverTimestamp(),
        ...fields,
      });
      b.set(doc(db, 'auditHeads', UID.admin), { last: 'e1' });
    };
    await expectRule(false, verify('admin', entry({ by: ADMIN_2 })));
    await expectRule(false, verify('admin', entry({ at: Timestamp.now() })));
    await expectRule(false, verify('admin', entry({ action: 'promote' })));
    await expectRule(false, verify('admin', entry({ label: 'x'.repeat(101) })));
    await expectRule(false, verify('admin', entry({ reason: 'x'.repeat(301) })));
    await expectRule(false, verify('admin', entry({ extra: true })));
    await expectRule(true, verify('admin', entry({ label: 'सेवा फाउंडेशन', reason: 'Papers checked' })));
  });

  it('one entry a batch: a second entry beside the first is denied', async () => {
    await expectRule(
      false,
      verify('admin', (b, db) => {
        addAudit(b, db, 'admin', 'verify', UID.unverifiedNgo);
        b.set(doc(db, 'audit', 'second'), storedEntry({ at: serverTimestamp() }));
      }),
    );
  });

  it('nobody else writes entries or heads; a suspended admin neither', async () => {
    await t.seed({ [`suspensions/${UID.admin}`]: storedSuspension({ suspendedBy: ADMIN_2 }) });
    for (const who of ['donor', 'ngo', 'admin'] as const) {
      await expectRule(
        false,
        verify(who, (b, db) => addAudit(b, db, who, 'verify', UID.unverifiedNgo)),
      );
    }
    // An admin writes only its own head.
    await t.admin((db) => deleteDoc(doc(db, 'suspensions', UID.admin)));
    const db = t.db('admin');
    await expectRule(false, setDoc(doc(db, 'auditHeads', ADMIN_2), { last: 'x' }));
  });
});

describe('append-only, read by admins alone', () => {
  for (const who of ACTORS) {
    it(`${who} reading an entry: ${verdict(ONLY_ADMIN[who])}`, async () => {
      await t.seed({ 'audit/old': storedEntry() });
      await expectRule(ONLY_ADMIN[who], getDoc(doc(t.db(who), 'audit', 'old')));
      await expectRule(ONLY_ADMIN[who], getDocs(query(collection(t.db(who), 'audit'), limit(10))));
    });
  }

  itLimitsLists('an admin listing the log', () => collection(t.db('admin'), 'audit'));

  for (const who of ACTORS) {
    it(`${who} changing or deleting an entry: denied`, async () => {
      await t.seed({ 'audit/old': storedEntry() });
      const ref = doc(t.db(who), 'audit', 'old');
      await expectRule(false, updateDoc(ref, { label: 'rewritten' }));
      await expectRule(false, deleteDoc(ref));
    });
  }
});

describe('the actions behind a batch of several writes', () => {
  it('suspending an NGO: one entry covers the suspension and the profile flag', async () => {
    const db = t.db('admin');
    await expectRule(
      true,
      asAudited('admin', db, 'suspend', UID.ngo, (b) => {
        b.set(doc(db, 'suspensions', UID.ngo), {
          reason: 'No-shows',
          suspendedAt: serverTimestamp(),
          suspendedBy: UID.admin,
        });
        b.update(doc(db, 'ngoAdmin', UID.ngo), { suspended: true, updatedAt: serverTimestamp() });
      }),
    );
  });

  it('deleting an NGO profile, a donation, a series and a member each need their own entry', async () => {
    await t.seed({
      'deliveryInfo/d1': { food: 'Rice', status: 'delivered', donorUid: UID.donor, ngoId: UID.ngo, createdAt: past() },
      'series/s1': { donorUid: UID.donor, ngoId: UID.ngo, state: 'active' },
      'members/vol-1': { ngoId: UID.ngo, role: 'volunteer', name: 'Kavya', phone: '9876500061' },
      [`teamCounts/${UID.ngo}`]: { members: 1, last: 'vol-1' },
      [`ngoAdmin/${UID.unverifiedNgo}`]: ngoProfile(UID.unverifiedNgo, { nameOrg: '' }),
    });
    const db = t.db('admin');
    const cases: [string, string][] = [
      ['deleteDonation', 'deliveryInfo/d1'],
      ['endSeries', 'series/s1'],
      ['deleteNgo', `ngoAdmin/${UID.unverifiedNgo}`],
    ];
    for (const [action, path] of cases) {
      const [, id] = path.split('/') as [string, string];
      await expectRule(false, deleteDoc(doc(db, path)));
      await expectRule(
        true,
        asAudited('admin', db, action, id, (b) => b.delete(doc(db, path))),
      );
    }
    // A member's removal also counts the team down.
    const removal = (b: WriteBatch) => {
      b.delete(doc(db, 'members', 'vol-1'));
      b.set(doc(db, 'teamCounts', UID.ngo), { members: 0, last: 'vol-1' });
    };
    const alone = writeBatch(db);
    removal(alone);
    await expectRule(false, alone.commit());
    await expectRule(true, asAudited('admin', db, 'removeMember', 'vol-1', removal));
  });
});
