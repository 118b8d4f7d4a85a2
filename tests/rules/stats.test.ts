// stats/impact — public totals, raised only by a deliver move in the same batch (getAfter), and only
// by one that means something (issue 11): a coded delivery (picked up with the donor's handover
// code), by the donation's own NGO while it is verified and not suspended, of at most 5,000 meals.
// Each delivery here serves all its meals; fewer served, and refused food: food-safety.test.ts.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { DONATION_MEALS, LENGTH } from '../../src/config/limits.js';
import { donationDocs, rollUpsOf } from './donation-support';
import {
  ACTORS,
  expectRule,
  itLimitsLengths,
  ngoProfile,
  setupRulesEnv,
  text,
  Timestamp,
  UID,
  type Who,
} from './support';

const t = setupRulesEnv();
const ID = 'd-1';
const MEALS = 12;
const BEFORE = { mealsDelivered: 100, donationsDelivered: 5, lastDeliveryId: 'older' };

beforeEach(async () => {
  await t.seed({
    'stats/impact': BEFORE,
    // Both picked up with their code by ngo-1.
    ...donationDocs(ID, 'picked_up', { meals: MEALS }),
    ...donationDocs('d-2', 'picked_up', { meals: 3 }),
  });
});

const statsRef = (db: Firestore) => doc(db, 'stats', 'impact');
/** The deliver move: all `served` meals served (the seeded donation's meals), none for disposal. */
const DELIVER = (served = MEALS) => ({
  status: 'delivered',
  deliveredAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  mealsServed: served,
  disposalReason: '',
});

/**
 * A batch: optionally the deliver move of `id` (all its meals served: `served`, default MEALS),
 * optionally a write of stats/impact.
 */
async function batch(
  who: Who,
  opts: { deliver?: string; served?: number; stats?: DocumentData; merge?: boolean },
): Promise<void> {
  const db = t.db(who);
  const b = writeBatch(db);
  if (opts.deliver) {
    b.update(doc(db, 'deliveryInfo', opts.deliver), DELIVER(opts.served));
    // Raising the totals, its monthly roll-ups too, as the app writes them (impact.test.ts tests them).
    const rollUps = opts.stats ? await rollUpsOf(db, 'deliver', opts.deliver, { meals: opts.served ?? MEALS }) : [];
    for (const { path, data } of rollUps) b.set(doc(db, path), data, { merge: true });
  }
  if (opts.stats) {
    if (opts.merge === false) b.set(statsRef(db), opts.stats);
    else b.set(statsRef(db), opts.stats, { merge: true });
  }
  return b.commit();
}

const exact = (id = ID, meals = MEALS): DocumentData => ({
  mealsDelivered: BEFORE.mealsDelivered + meals,
  donationsDelivered: BEFORE.donationsDelivered + 1,
  lastDeliveryId: id,
});

describe('stats: read', () => {
  for (const actor of ACTORS) {
    it(`${actor} reads the public totals`, async () => {
      await expectRule(true, getDoc(statsRef(t.db(actor))));
    });
  }
  it('listing stats is denied', async () => {
    await expectRule(false, getDocs(query(collection(t.db('visitor'), 'stats'), limit(10))));
  });
});

describe('stats: raised only by a matching delivery', () => {
  it('the right batch (deliver + exact totals) is allowed', async () => {
    await expectRule(true, batch('ngo', { deliver: ID, stats: exact() }));
    const after = await getDoc(statsRef(t.db('visitor')));
    expect(after.data()).toEqual(exact());
  });
  it('the right batch with increment() is allowed', async () => {
    await expectRule(
      true,
      batch('ngo', {
        deliver: ID,
        stats: { mealsDelivered: increment(MEALS), donationsDelivered: increment(1), lastDeliveryId: ID },
      }),
    );
  });
  it('raising the totals without a delivery is denied (NGO, donor, admin, visitor)', async () => {
    for (const who of ['ngo', 'donor', 'admin', 'visitor'] as const) {
      await expectRule(false, batch(who, { stats: exact() }));
      await expectRule(false, updateDoc(statsRef(t.db(who)), { mealsDelivered: 112 }));
    }
  });
  it('naming a picked-up donation that the batch does not deliver is denied', async () => {
    await expectRule(false, batch('ngo', { stats: exact('d-2', 3) }));
  });
  it('a wrong amount is denied (more, fewer, and a wrong count)', async () => {
    await expectRule(
      false,
      batch('ngo', { deliver: ID, stats: { ...exact(), mealsDelivered: BEFORE.mealsDelivered + MEALS + 1 } }),
    );
    await expectRule(
      false,
      batch('ngo', { deliver: ID, stats: { ...exact(), mealsDelivered: BEFORE.mealsDelivered } }),
    );
    await expectRule(
      false,
      batch('ngo', { deliver: ID, stats: { ...exact(), donationsDelivered: BEFORE.donationsDelivered + 2 } }),
    );
    await expectRule(true, batch('ngo', { deliver: ID, stats: exact() }));
  });
  it('naming another donation than the one delivered is denied', async () => {
    await expectRule(false, batch('ngo', { deliver: ID, stats: exact('d-2', MEALS) }));
    await expectRule(false, batch('ngo', { deliver: ID, stats: exact('d-2', 3) }));
  });
  it('delivering without raising the totals is denied', async () => {
    await expectRule(false, batch('ngo', { deliver: ID }));
    await expectRule(false, updateDoc(doc(t.db('ngo'), 'deliveryInfo', ID), DELIVER()));
  });
  it('another NGO cannot deliver someone else’s donation even with exact totals', async () => {
    await expectRule(false, batch('otherNgo', { deliver: ID, stats: exact() }));
  });
  it('a delivery counts once: raising again for it afterwards is denied', async () => {
    await expectRule(true, batch('ngo', { deliver: ID, stats: exact() }));
    await expectRule(
      false,
      batch('ngo', {
        stats: {
          mealsDelivered: BEFORE.mealsDelivered + 2 * MEALS,
          donationsDelivered: BEFORE.donationsDelivered + 2,
          lastDeliveryId: ID,
        },
      }),
    );
  });
  // The donation delivered exists whatever its id's length, so that only the length decides.
  itLimitsLengths(
    [{ field: 'lastDeliveryId', max: LENGTH.id, make: (length) => text(length, 'd') }],
    async (_field, id) => {
      await t.seed(donationDocs(id, 'picked_up', { meals: MEALS }));
      return batch('ngo', { deliver: id, stats: exact(id) });
    },
  );
  it('extra keys or a wrong type in stats are denied', async () => {
    await expectRule(false, batch('ngo', { deliver: ID, stats: { ...exact(), note: 'x' } }));
    await expectRule(false, batch('ngo', { deliver: ID, stats: { ...exact(), lastDeliveryId: 42 } }));
    await expectRule(false, batch('ngo', { deliver: ID, stats: { ...exact(), mealsDelivered: '112' } }));
    await expectRule(false, batch('ngo', { deliver: ID, stats: { ...exact(), donationsDelivered: 6.5 } }));
    await expectRule(
      false,
      batch('ngo', { deliver: ID, stats: { mealsDelivered: 112, lastDeliveryId: ID }, merge: false }),
    );
  });
  it('the first delivery creates stats/impact when it does not exist yet (exact totals only)', async () => {
    await t.admin((db) => deleteDoc(statsRef(db)));
    await expectRule(
      false,
      batch('ngo', { deliver: ID, stats: { mealsDelivered: MEALS + 5, donationsDelivered: 1, lastDeliveryId: ID } }),
    );
    await expectRule(
      true,
      batch('ngo', {
        deliver: ID,
        stats: { mealsDelivered: MEALS, donationsDelivered: 1, lastDeliveryId: ID },
        merge: false,
      }),
    );
  });
  it('other stats documents cannot be written', async () => {
    const db = t.db('ngo');
    const b = writeBatch(db);
    b.update(doc(db, 'deliveryInfo', ID), DELIVER());
    b.set(statsRef(db), exact());
    b.set(doc(db, 'stats', 'other'), exact());
    await expectRule(false, b.commit());
  });
  it('nobody deletes or overwrites the totals directly', async () => {
    await expectRule(false, deleteDoc(statsRef(t.db('admin'))));
    await expectRule(
      false,
      setDoc(statsRef(t.db('admin')), { mealsDelivered: 0, donationsDelivered: 0, lastDeliveryId: 'x' }),
    );
  });
});

/** The stored totals and the donation's status, read with the rules off. */
async function stored(id = ID): Promise<{ stats: DocumentData | undefined; status: unknown }> {
  return t.admin(async (db) => ({
    stats: (await getDoc(statsRef(db))).data(),
    status: (await getDoc(doc(db, 'deliveryInfo', id))).get('status'),
  }));
}

describe('stats: only a delivery that means something counts (issue 11)', () => {
  it('a coded delivery by the active NGO with exact totals is allowed, and the totals show it', async () => {
    await expectRule(true, batch('ngo', { deliver: ID, stats: exact() }));
    expect(await stored()).toEqual({ stats: exact(), status: 'delivered' });
  });

  describe('an uncoded delivery (a donation from before codes, picked up without one)', () => {
    const OLD = 'd-old';
    beforeEach(() => t.seed(donationDocs(OLD, 'picked_up', { meals: MEALS }, null)));
    it('raising the totals with it is refused, and nothing changes', async () => {
      await expectRule(false, batch('ngo', { deliver: OLD, stats: exact(OLD) }));
      expect(await stored(OLD)).toEqual({ stats: BEFORE, status: 'picked_up' });
    });
    it('delivering it without touching the totals is allowed; the totals stay as they were', async () => {
      await expectRule(true, batch('ngo', { deliver: OLD }));
      expect(await stored(OLD)).toEqual({ stats: BEFORE, status: 'delivered' });
    });
  });

  it('a coded donation cannot be delivered without raising the totals (it would go uncounted)', async () => {
    await expectRule(false, batch('ngo', { deliver: ID }));
    expect(await stored()).toEqual({ stats: BEFORE, status: 'picked_up' });
  });

  it('a delivery by an NGO an admin has not verified is refused (with or without the totals)', async () => {
    await t.seed(donationDocs('d-3', 'picked_up', { meals: MEALS, ngoId: UID.unverifiedNgo, ngoName: '' }));
    await expectRule(false, batch('unverifiedNgo', { deliver: 'd-3', stats: exact('d-3') }));
    await expectRule(false, batch('unverifiedNgo', { deliver: 'd-3' }));
    expect(await stored('d-3')).toEqual({ stats: BEFORE, status: 'picked_up' });
  });

  it('a delivery by an NGO whose verification was withdrawn after pickup is refused; re-verified, allowed', async () => {
    await t.seed({ [`ngoAdmin/${UID.ngo}`]: ngoProfile(UID.ngo, { verified: false, reverify: true }) });
    await expectRule(false, batch('ngo', { deliver: ID, stats: exact() }));
    expect(await stored()).toEqual({ stats: BEFORE, status: 'picked_up' });
    await t.seed({ [`ngoAdmin/${UID.ngo}`]: ngoProfile(UID.ngo) });
    await expectRule(true, batch('ngo', { deliver: ID, stats: exact() }));
  });

  it('a delivery by a suspended NGO is refused; lifted, allowed', async () => {
    await t.seed({
      [`suspensions/${UID.ngo}`]: {
        reason: 'Reports of unsafe food',
        suspendedAt: Timestamp.now(),
        suspendedBy: UID.admin,
      },
      [`ngoAdmin/${UID.ngo}`]: ngoProfile(UID.ngo, { suspended: true }),
    });
    await expectRule(false, batch('ngo', { deliver: ID, stats: exact() }));
    await expectRule(false, batch('ngo', { deliver: ID }));
    expect(await stored()).toEqual({ stats: BEFORE, status: 'picked_up' });
    await t.admin((db) => deleteDoc(doc(db, 'suspensions', UID.ngo)));
    await t.seed({ [`ngoAdmin/${UID.ngo}`]: ngoProfile(UID.ngo, { suspended: false }) });
    await expectRule(true, batch('ngo', { deliver: ID, stats: exact() }));
  });

  it(`a donation over DONATION_MEALS.max (${DONATION_MEALS.max}) meals does not raise the totals; ${DONATION_MEALS.max} does`, async () => {
    // Stored before the limit (the rules refuse such an offer now), with a code as if picked up with one.
    const big = DONATION_MEALS.max + 1;
    await t.seed({
      ...donationDocs('d-big', 'picked_up', { meals: big, handoverCode: '1234' }, null),
      ...donationDocs('d-max', 'picked_up', { meals: DONATION_MEALS.max }),
    });
    await expectRule(false, batch('ngo', { deliver: 'd-big', served: big, stats: exact('d-big', big) }));
    await expectRule(false, batch('ngo', { deliver: 'd-big', served: big, stats: exact('d-big', DONATION_MEALS.max) }));
    expect(await stored('d-big')).toEqual({ stats: BEFORE, status: 'picked_up' });
    await expectRule(
      true,
      batch('ngo', { deliver: 'd-max', served: DONATION_MEALS.max, stats: exact('d-max', DONATION_MEALS.max) }),
    );
  });

  it("nobody but the donation's NGO raises the totals for it: another active NGO, its donor, an admin, a visitor", async () => {
    for (const who of ['otherNgo', 'donor', 'admin', 'visitor'] as const) {
      await expectRule(false, batch(who, { deliver: ID, stats: exact() }));
      await expectRule(false, batch(who, { stats: exact() }));
    }
    expect(await stored()).toEqual({ stats: BEFORE, status: 'picked_up' });
  });

  it('another NGO delivering its own donation cannot count someone else’s in the same batch', async () => {
    await t.seed(donationDocs('d-4', 'picked_up', { meals: 3, ngoId: UID.otherNgo, ngoName: '' }));
    await expectRule(false, batch('otherNgo', { deliver: 'd-4', served: 3, stats: exact(ID, MEALS) }));
    await expectRule(true, batch('otherNgo', { deliver: 'd-4', served: 3, stats: exact('d-4', 3) }));
  });
});
