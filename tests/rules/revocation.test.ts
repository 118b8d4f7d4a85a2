// Who may act on a donation at the moment of acting (issue 11): every NGO move needs role ngo, the
// NGO's own profile verified, and no suspension; taking any of these away mid-lifecycle stops the
// NGO at its next move — and from reading the donations addressed to it, with their donors' phone
// numbers and addresses — and giving it back lets it go on. A suspended donor cannot offer or cancel.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DONATIONS,
  NGO_MOVES,
  SOURCES,
  change,
  donationDocs,
  makeMove,
  newDonation,
  offerFood,
  type Move,
  type Status,
} from './donation-support';
import { asAudited, expectRule, ngoProfile, setupRulesEnv, Timestamp, UID, verdict, type Who } from './support';

const t = setupRulesEnv();
const ID = 'd-1';
const OPEN = 'd-open';
const OLD = 'd-old';
const BEFORE = { mealsDelivered: 100, donationsDelivered: 5, lastDeliveryId: 'older' };

beforeEach(() => t.seed({ 'stats/impact': BEFORE }));

const stored = (id = ID): Promise<DocumentData | undefined> =>
  t.admin(async (db) => (await getDoc(doc(db, DONATIONS, id))).data());
const storedStats = (): Promise<DocumentData | undefined> =>
  t.admin(async (db) => (await getDoc(doc(db, 'stats', 'impact'))).data());

/** A suspension as an admin writes it (seeded here, so that only the NGO's own checks are tried). */
const suspension = (): DocumentData => ({
  reason: 'Reports of unsafe food',
  suspendedAt: Timestamp.now(),
  suspendedBy: UID.admin,
});

// ── every NGO move, for each standing of the NGO ──────────────────────────────────────────────

interface Standing {
  /** Who acts. */
  who: Who;
  /** The NGO the donation is addressed to. */
  ngoId: string;
  /** Puts the NGO in this standing (with the rules off). */
  setUp: () => Promise<void>;
  allowed: boolean;
}

const STANDINGS: Record<string, Standing> = {
  'the active NGO (verified, not suspended)': {
    who: 'ngo',
    ngoId: UID.ngo,
    setUp: async () => {},
    allowed: true,
  },
  'an NGO an admin has not verified': {
    who: 'unverifiedNgo',
    ngoId: UID.unverifiedNgo,
    setUp: async () => {},
    allowed: false,
  },
  'an NGO waiting for re-verification after changing its details': {
    who: 'ngo',
    ngoId: UID.ngo,
    setUp: () => t.seed({ [`ngoAdmin/${UID.ngo}`]: ngoProfile(UID.ngo, { verified: false, reverify: true }) }),
    allowed: false,
  },
  // The profile is left verified: the role alone must stop it.
  'a demoted NGO (users role changed to donor)': {
    who: 'ngo',
    ngoId: UID.ngo,
    setUp: () =>
      t.seed({
        [`users/${UID.ngo}`]: {
          role: 'donor',
          displayName: `User ${UID.ngo}`,
          email: `${UID.ngo}@example.org`,
          createdAt: Timestamp.now(),
        },
      }),
    allowed: false,
  },
  // The profile's flag is left off: the suspension itself must stop it.
  'a suspended NGO (suspensions/{uid} exists)': {
    who: 'ngo',
    ngoId: UID.ngo,
    setUp: () => t.seed({ [`suspensions/${UID.ngo}`]: suspension() }),
    allowed: false,
  },
};

describe('only an active NGO moves a donation', () => {
  for (const [standing, { who, ngoId, setUp, allowed }] of Object.entries(STANDINGS)) {
    describe(standing, () => {
      for (const move of NGO_MOVES) {
        const from = SOURCES[move][0] as Status;
        it(`${move} (${from} → ${change(move).status as string}): ${verdict(allowed)}`, async () => {
          await t.seed(donationDocs(ID, from, { ngoId, ngoName: '' }));
          await setUp();
          await expectRule(allowed, makeMove(t.db(who), move, ID));
          expect((await stored())?.status).toBe(allowed ? change(move).status : from);
          expect(await storedStats()).toEqual(
            allowed && move === 'deliver' ? { mealsDelivered: 112, donationsDelivered: 6, lastDeliveryId: ID } : BEFORE,
          );
        });
      }
      it(`deliver of a donation from before codes (no totals): ${verdict(allowed)}`, async () => {
        await t.seed(donationDocs(OLD, 'picked_up', { ngoId, ngoName: '' }, null));
        await setUp();
        await expectRule(allowed, makeMove(t.db(who), 'deliver', OLD, { stats: null }));
      });
      it(`pickUp of a donation from before codes (no code): ${verdict(allowed)}`, async () => {
        await t.seed(donationDocs(OLD, 'accepted', { ngoId, ngoName: '' }, null));
        await setUp();
        await expectRule(allowed, makeMove(t.db(who), 'pickUp', OLD, { code: null }));
      });
      it(`reading what is addressed to it, the donor's phone and address with it (get, and its board's query): ${verdict(allowed)}`, async () => {
        await t.seed(donationDocs(ID, 'accepted', { ngoId, ngoName: '' }));
        await setUp();
        const db = t.db(who);
        await expectRule(allowed, getDoc(doc(db, DONATIONS, ID)));
        await expectRule(allowed, getDocs(query(collection(db, DONATIONS), where('ngoId', '==', ngoId), limit(50))));
        // Its donor reads it whatever the NGO's standing.
        await expectRule(true, getDoc(doc(t.db('donor'), DONATIONS, ID)));
      });
      it(`taking an open offer: ${verdict(allowed)}`, async () => {
        await t.seed(donationDocs(OPEN, 'offered', { ngoId: null, ngoName: '' }));
        await setUp();
        const uid = typeof who === 'string' && who !== 'visitor' ? UID[who] : '';
        await expectRule(allowed, makeMove(t.db(who), 'accept', OPEN, { extra: { ngoId: uid, ngoName: '' } }));
        expect((await stored(OPEN))?.ngoId).toBe(allowed ? uid : null);
      });
    });
  }
});

// ── standing taken away and given back mid-lifecycle, as an admin does it ─────────────────────

const admin = () => t.db('admin');
const ngoRef = () => doc(admin(), 'ngoAdmin', UID.ngo);

// Each admin batch carries its one audit entry (support.ts, asAudited).

function setVerified(verified: boolean): Promise<void> {
  return asAudited('admin', admin(), verified ? 'verify' : 'unverify', UID.ngo, (batch) =>
    batch.update(ngoRef(), { verified, reverify: false, updatedAt: serverTimestamp() }),
  );
}

/** Suspends (or lifts the suspension of) `uid`, mirroring it on the NGO profile in the same batch. */
function setSuspended(uid: string, suspended: boolean, hasProfile: boolean): Promise<void> {
  const db = admin();
  return asAudited('admin', db, suspended ? 'suspend' : 'lift', uid, (batch) => {
    const ref = doc(db, 'suspensions', uid);
    if (suspended) {
      batch.set(ref, { reason: 'Reports of unsafe food', suspendedAt: serverTimestamp(), suspendedBy: UID.admin });
    } else {
      batch.delete(ref);
    }
    if (hasProfile) batch.update(doc(db, 'ngoAdmin', uid), { suspended, updatedAt: serverTimestamp() });
  });
}

/**
 * Changes the NGO account's role; taking 'ngo' away withdraws the verification in the same batch
 * (and giving it back verifies again), under the one 'editUser' entry of the batch.
 */
async function setRole(role: 'donor' | 'ngo'): Promise<void> {
  const db = admin();
  if (role === 'donor') {
    // The demotion withdraws the verification in the same batch, under the role change's entry.
    await asAudited('admin', db, 'editUser', UID.ngo, (batch) => {
      batch.update(doc(db, 'users', UID.ngo), { role });
      batch.update(doc(db, 'ngoAdmin', UID.ngo), { verified: false, reverify: false, updatedAt: serverTimestamp() });
    });
    return;
  }
  // Made an NGO again, then verified again: two actions, two entries (one a batch).
  await asAudited('admin', db, 'editUser', UID.ngo, (batch) => batch.update(doc(db, 'users', UID.ngo), { role }));
  await asAudited('admin', db, 'verify', UID.ngo, (batch) =>
    batch.update(doc(db, 'ngoAdmin', UID.ngo), { verified: true, reverify: false, updatedAt: serverTimestamp() }),
  );
}

const ngoMove = (move: Move, id = ID) => makeMove(t.db('ngo'), move, id);

describe('revocation mid-lifecycle', () => {
  it('accepted, then un-verified: pickup denied; re-verified: pickup allowed', async () => {
    await t.seed(donationDocs(ID, 'offered'));
    await expectRule(true, ngoMove('accept'));
    await expectRule(true, setVerified(false));
    await expectRule(false, ngoMove('pickUp'));
    expect((await stored())?.status).toBe('accepted');
    await expectRule(true, setVerified(true));
    await expectRule(true, ngoMove('pickUp'));
  });
  it('picked up, then suspended: delivery denied and the totals unchanged; suspension lifted: delivered and counted', async () => {
    await t.seed(donationDocs(ID, 'accepted'));
    await expectRule(true, ngoMove('pickUp'));
    await expectRule(true, setSuspended(UID.ngo, true, true));
    await expectRule(false, ngoMove('deliver'));
    await expectRule(false, makeMove(t.db('ngo'), 'deliver', ID, { stats: null }));
    expect((await stored())?.status).toBe('picked_up');
    expect(await storedStats()).toEqual(BEFORE);
    await expectRule(true, setSuspended(UID.ngo, false, true));
    await expectRule(true, ngoMove('deliver'));
    expect(await storedStats()).toEqual({ mealsDelivered: 112, donationsDelivered: 6, lastDeliveryId: ID });
  });
  it('accepted, then demoted to donor: pickup denied; made an NGO again and re-verified: allowed', async () => {
    await t.seed(donationDocs(ID, 'offered'));
    await expectRule(true, ngoMove('accept'));
    await expectRule(true, setRole('donor'));
    await expectRule(false, ngoMove('pickUp'));
    await expectRule(true, setRole('ngo'));
    await expectRule(true, ngoMove('pickUp'));
  });
  it('offered, then the NGO suspended: it cannot accept or decline; the donor can cancel and offer again elsewhere', async () => {
    await t.seed(donationDocs(ID, 'offered'));
    await expectRule(true, setSuspended(UID.ngo, true, true));
    await expectRule(false, ngoMove('accept'));
    await expectRule(false, ngoMove('decline'));
    await expectRule(false, offerFood(t.db('donor'), newDonation(UID.donor)));
    await expectRule(true, makeMove(t.db('donor'), 'cancel', ID));
    await expectRule(
      true,
      offerFood(t.db('donor'), newDonation(UID.donor, { ngoId: UID.otherNgo, ngoName: `Org of ${UID.otherNgo}` })),
    );
  });
});

// ── a suspended donor ─────────────────────────────────────────────────────────────────────────

describe('a suspended donor', () => {
  it('cannot offer food; once the suspension is lifted, can; other donors are not affected', async () => {
    await expectRule(true, setSuspended(UID.donor, true, false));
    await expectRule(false, offerFood(t.db('donor'), newDonation(UID.donor)));
    await expectRule(false, offerFood(t.db('donor'), newDonation(UID.donor, { ngoId: null, ngoName: '' })));
    await expectRule(true, offerFood(t.db('otherDonor'), newDonation(UID.otherDonor)));
    await expectRule(true, setSuspended(UID.donor, false, false));
    await expectRule(true, offerFood(t.db('donor'), newDonation(UID.donor)));
  });
  for (const from of SOURCES.cancel) {
    it(`cannot cancel an ${from} donation; once lifted, can`, async () => {
      await t.seed({ ...donationDocs(ID, from), [`suspensions/${UID.donor}`]: suspension() });
      await expectRule(false, makeMove(t.db('donor'), 'cancel', ID));
      expect((await stored())?.status).toBe(from);
      await t.admin((db) => deleteDoc(doc(db, 'suspensions', UID.donor)));
      await expectRule(true, makeMove(t.db('donor'), 'cancel', ID));
    });
  }
});
