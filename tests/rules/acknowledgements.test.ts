// acknowledgements/{ackId} and ackCounts/{ngoId} — an NGO's in-kind acknowledgement of a donor's
// food: issued by the NGO itself, numbered 1, 2, 3 … with its count moving by one in the same
// batch (no gap, no repeat, no number without its count), never changed, and read by its NGO, its
// donor and admins only.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ACK_MAX_ITEMS } from '../../src/config/limits.js';
import {
  ACTORS,
  clientNow,
  expectRule,
  itLimitsLists,
  setupRulesEnv,
  UID,
  uidOf,
  verdict,
  without,
  type Matrix,
  type Who,
} from './support';

const t = setupRulesEnv();

const ITEM = {
  at: Timestamp.fromMillis(Date.now() - 86_400_000),
  food: 'Veg biryani',
  meals: 25,
  weightKg: 6,
  mealsServed: 20,
};

/** Acknowledgement `number` of `ngoId`, as the service writes it. */
function anAck(ngoId: string, number: number, overrides: DocumentData = {}): DocumentData {
  return {
    ngoId,
    number,
    ngoName: `Org of ${ngoId}`,
    ngoRegistration: 'MH/2019/0012345',
    ngoAddress: '4 Park Street, Kolkata',
    donorUid: UID.donor,
    donorName: 'Asha Caterers',
    from: Timestamp.fromDate(new Date('2026-10-01T00:00:00+05:30')),
    to: Timestamp.fromDate(new Date('2026-11-01T00:00:00+05:30')),
    items: [ITEM],
    meals: 25,
    mealsServed: 20,
    weightKg: 6,
    issuedAt: serverTimestamp(),
    ...overrides,
  };
}

/**
 * `who` issues acknowledgement `number` of `ngoId` (its id `{ngoId}-{number}`) with the count moved
 * to `count` (null: the count is not written).
 */
function issue(who: Who, ngoId: string, number: number, count: number | null = number, data?: DocumentData) {
  const db = t.db(who);
  const batch = writeBatch(db);
  batch.set(doc(db, 'acknowledgements', `${ngoId}-${number}`), data ?? anAck(ngoId, number));
  if (count !== null) batch.set(doc(db, 'ackCounts', ngoId), { issued: count });
  return batch.commit();
}

/** ngo-1 has issued acknowledgement 1 already. */
const seedFirst = () =>
  t.seed({
    [`acknowledgements/${UID.ngo}-1`]: { ...anAck(UID.ngo, 1), issuedAt: Timestamp.now() },
    [`ackCounts/${UID.ngo}`]: { issued: 1 },
  });

describe('acknowledgements: issue', () => {
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: true, otherNgo: false, admin: false };
  for (const actor of ACTORS) {
    it(`${actor} issuing ngo-1's first acknowledgement: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], issue(actor, UID.ngo, 1));
    });
  }
  it('each NGO numbers its own from 1; an unverified NGO issues none', async () => {
    await expectRule(true, issue('otherNgo', UID.otherNgo, 1));
    await expectRule(false, issue('unverifiedNgo', UID.unverifiedNgo, 1));
  });
  it('the next number only: no gap, no repeat, no number without its count moving with it', async () => {
    await seedFirst();
    await expectRule(false, issue('ngo', UID.ngo, 3));
    await expectRule(false, issue('ngo', UID.ngo, 3, 2));
    await expectRule(false, issue('ngo', UID.ngo, 1, 1));
    await expectRule(false, issue('ngo', UID.ngo, 2, null));
    await expectRule(false, updateDoc(doc(t.db('ngo'), 'ackCounts', UID.ngo), { issued: 2 }));
    await expectRule(true, issue('ngo', UID.ngo, 2));
  });
  it('its id and number agree, and it is in the NGO’s own name', async () => {
    await expectRule(false, issue('ngo', UID.ngo, 1, 1, anAck(UID.ngo, 2)));
    await expectRule(false, issue('otherNgo', UID.ngo, 1, 1, anAck(UID.ngo, 1)));
    await expectRule(false, issue('ngo', UID.ngo, 1, 1, anAck(UID.ngo, 1, { donorUid: UID.ngo })));
  });
  it(`it lists 1 to ACK_MAX_ITEMS (${ACK_MAX_ITEMS}) donations`, async () => {
    const items = (n: number) => Array.from({ length: n }, () => ITEM);
    await expectRule(false, issue('ngo', UID.ngo, 1, 1, anAck(UID.ngo, 1, { items: [] })));
    await expectRule(false, issue('ngo', UID.ngo, 1, 1, anAck(UID.ngo, 1, { items: items(ACK_MAX_ITEMS + 1) })));
    await expectRule(true, issue('ngo', UID.ngo, 1, 1, anAck(UID.ngo, 1, { items: items(ACK_MAX_ITEMS) })));
  });
  it('its shape: known fields only, all of them, server time, a registration id of its pattern', async () => {
    const bad = [
      anAck(UID.ngo, 1, { receipt80G: true }),
      anAck(UID.ngo, 1, { issuedAt: clientNow() }),
      anAck(UID.ngo, 1, { ngoRegistration: 'MH<script>' }),
      anAck(UID.ngo, 1, { ngoName: '' }),
      anAck(UID.ngo, 1, { meals: '25' }),
      anAck(UID.ngo, 1, { to: Timestamp.fromDate(new Date('2026-09-01T00:00:00+05:30')) }),
    ];
    for (const data of bad) await expectRule(false, issue('ngo', UID.ngo, 1, 1, data));
    await expectRule(false, issue('ngo', UID.ngo, 1, 1, without(anAck(UID.ngo, 1), 'mealsServed')));
  });
  it('once issued it is never changed or deleted, by anyone', async () => {
    await seedFirst();
    for (const who of ['ngo', 'donor', 'admin'] as const) {
      const ref = doc(t.db(who), 'acknowledgements', `${UID.ngo}-1`);
      await expectRule(false, updateDoc(ref, { mealsServed: 25 }));
      await expectRule(false, deleteDoc(ref));
    }
  });
});

describe('acknowledgements: read', () => {
  const allowed: Matrix = { visitor: false, donor: true, otherDonor: false, ngo: true, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} reading ngo-1's acknowledgement to donor-1: ${verdict(allowed[actor])}`, async () => {
      await seedFirst();
      await expectRule(allowed[actor], getDoc(doc(t.db(actor), 'acknowledgements', `${UID.ngo}-1`)));
    });
  }
  it('the donor lists its own, the NGO its own; not another’s', async () => {
    await seedFirst();
    const list = (who: Who, field: string, value: string) =>
      getDocs(query(collection(t.db(who), 'acknowledgements'), where(field, '==', value), limit(50)));
    await expectRule(true, list('donor', 'donorUid', UID.donor));
    await expectRule(true, list('ngo', 'ngoId', UID.ngo));
    await expectRule(false, list('otherDonor', 'donorUid', UID.donor));
    await expectRule(false, list('otherNgo', 'ngoId', UID.ngo));
    await expectRule(true, getDoc(doc(t.db('ngo'), 'ackCounts', UID.ngo)));
    await expectRule(false, getDoc(doc(t.db('otherNgo'), 'ackCounts', UID.ngo)));
    await expectRule(false, getDoc(doc(t.db('donor'), 'ackCounts', UID.ngo)));
  });
  itLimitsLists('a donor listing its acknowledgements', () =>
    query(collection(t.db('donor'), 'acknowledgements'), where('donorUid', '==', uidOf('donor'))),
  );
});
