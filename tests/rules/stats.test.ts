// stats/impact — public totals, raised only by a deliver move in the same batch (getAfter).
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
import { LENGTH } from '../../src/config/limits.js';
import {
  ACTORS,
  expectRule,
  itLimitsLengths,
  setupRulesEnv,
  storedDonation,
  text,
  Timestamp,
  type Who,
} from './support';

const t = setupRulesEnv();
const ID = 'd-1';
const MEALS = 12;
const BEFORE = { mealsDelivered: 100, donationsDelivered: 5, lastDeliveryId: 'older' };

beforeEach(async () => {
  await t.seed({
    'stats/impact': BEFORE,
    [`deliveryInfo/${ID}`]: storedDonation({
      status: 'picked_up',
      meals: MEALS,
      acceptedAt: Timestamp.now(),
      pickedUpAt: Timestamp.now(),
    }),
    'deliveryInfo/d-2': storedDonation({
      status: 'picked_up',
      meals: 3,
      acceptedAt: Timestamp.now(),
      pickedUpAt: Timestamp.now(),
    }),
  });
});

const statsRef = (db: Firestore) => doc(db, 'stats', 'impact');
const DELIVER = () => ({ status: 'delivered', deliveredAt: serverTimestamp(), updatedAt: serverTimestamp() });

/** A batch: optionally the deliver move of `id`, optionally a write of stats/impact. */
function batch(who: Who, opts: { deliver?: string; stats?: DocumentData; merge?: boolean }): Promise<void> {
  const db = t.db(who);
  const b = writeBatch(db);
  if (opts.deliver) b.update(doc(db, 'deliveryInfo', opts.deliver), DELIVER());
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
      await t.seed({
        [`deliveryInfo/${id}`]: storedDonation({
          status: 'picked_up',
          meals: MEALS,
          acceptedAt: Timestamp.now(),
          pickedUpAt: Timestamp.now(),
        }),
      });
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
