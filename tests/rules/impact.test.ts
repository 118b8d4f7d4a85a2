// The impact dashboards' monthly roll-ups (docs/reports.md, 'Impact dashboards'): impact/{scope}~{month}
// for the platform, the NGO and the donor move only in the batch of an accept or a coded delivery,
// by exactly that step's figures; each of those moves is refused without them; each scope is read
// by whom it belongs to (and admins), and a donor's go only with its account.
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
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { change, DONATIONS, donationDocs, makeMove, monthIst, rollUpsOf, type Status } from './donation-support';
import { COORDINATOR, storedMember, VOLUNTEER } from './runs-support';
import { expectRule, setupRulesEnv, Timestamp, UID, type Who } from './support';

const t = setupRulesEnv();
const ID = 'd-impact';
const minutesAgo = (m: number) => Timestamp.fromMillis(Date.now() - m * 60_000);
// Offered 50 minutes ago, accepted 20 minutes later (bucket 15–30), picked up 10 minutes ago
// (20 minutes after the accept: bucket 15–30 too — and 'm0' only for the day of a regular offer).
const STAMPS = { createdAt: minutesAgo(50), acceptedAt: minutesAgo(30), pickedUpAt: minutesAgo(10) };
const MONTH = monthIst(STAMPS.createdAt.toDate());
const ALL = `impact/all~${MONTH}`;
const NGO = `impact/n-${UID.ngo}~${MONTH}`;
const DONOR = `impact/d-${UID.donor}~${MONTH}`;

async function seedDonation(status: Status, overrides: DocumentData = {}, id = ID) {
  await t.seed(donationDocs(id, status, { ...STAMPS, ...overrides }));
}

const read = async (path: string) => (await getDoc(doc(t.db('admin'), path))).data();

/** A move with its donation update as the app makes it and `rollUps` written by hand beside it. */
async function moveWith(who: Who, move: 'accept' | 'deliver', rollUps: { path: string; data: DocumentData }[]) {
  const db = t.db(who);
  const batch = writeBatch(db);
  batch.update(doc(db, DONATIONS, ID), {
    ...change(move),
    ...(move === 'deliver' ? { mealsServed: 12, disposalReason: '' } : {}),
  });
  if (move === 'deliver') {
    batch.set(
      doc(db, 'stats', 'impact'),
      { mealsDelivered: increment(12), donationsDelivered: increment(1), lastDeliveryId: ID },
      { merge: true },
    );
  }
  for (const { path, data } of rollUps) batch.set(doc(db, path), data, { merge: true });
  return batch.commit();
}

describe('the roll-ups move with the accept and the delivery', () => {
  it('an accept counts one accepted offer for the platform, the NGO and the donor, in the offer’s month', async () => {
    await seedDonation('offered');
    await expectRule(true, makeMove(t.db('ngo'), 'accept', ID));
    for (const path of [ALL, NGO, DONOR]) {
      expect(await read(path)).toMatchObject({
        accepted: 1,
        month: MONTH,
        lastDonationId: ID,
        lastStep: `${ID}/accepted`,
      });
    }
  });

  it('a delivery counts one delivery, its meals served, its weight and both waits', async () => {
    await seedDonation('picked_up', { weightKg: 6.5 });
    await t.seed({ [NGO]: { scope: `n-${UID.ngo}`, month: MONTH, accepted: 4, delivered: 2, meals: 30, kg: 3 } });
    await expectRule(true, makeMove(t.db('ngo'), 'deliver', ID, { served: 10, disposal: 'Spilt in the van' }));
    expect(await read(NGO)).toMatchObject({
      accepted: 4,
      delivered: 3,
      meals: 40,
      kg: 9.5,
      acceptWait: { m15: 1 },
      pickupWait: { m15: 1 },
      lastStep: `${ID}/delivered`,
    });
    expect(await read(DONOR)).toMatchObject({ delivered: 1, meals: 10, kg: 6.5 });
  });

  it('by one who runs it: the NGO’s coordinator too', async () => {
    await t.seed({
      [`members/${COORDINATOR.uid}`]: storedMember(COORDINATOR.uid),
      [`members/${VOLUNTEER.uid}`]: storedMember(VOLUNTEER.uid),
    });
    await seedDonation('picked_up');
    await expectRule(true, makeMove(t.db(COORDINATOR), 'deliver', ID));
    expect(await read(ALL)).toMatchObject({ delivered: 1 });
  });

  it('a day of a regular offer (accepted as it was offered) counts as accepted when delivered, with no wait to be accepted', async () => {
    await seedDonation('picked_up', { acceptedAt: STAMPS.createdAt, seriesId: 's-1', seriesDay: 20261129 });
    await expectRule(true, makeMove(t.db('ngo'), 'deliver', ID));
    const all = await read(ALL);
    expect(all).toMatchObject({ accepted: 1, delivered: 1, pickupWait: { m30: 1 } });
    expect(all?.acceptWait).toBeUndefined();
  });

  it('a delivery whose times the device does not know may leave the waits out', async () => {
    await seedDonation('picked_up');
    const rollUps = (await rollUpsOf(t.db('ngo'), 'deliver', ID)).map(({ path, data }) => ({
      path,
      data: { ...data, acceptWait: undefined, pickupWait: undefined },
    }));
    const plain = rollUps.map(({ path, data }) => ({
      path,
      data: Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)),
    }));
    await expectRule(true, moveWith('ngo', 'deliver', plain));
    expect(await read(ALL)).toMatchObject({ delivered: 1 });
  });
});

describe('no move without its roll-ups, and no roll-up without its move', () => {
  it('an accept or a coded delivery without its roll-ups is refused, also without the donor’s alone', async () => {
    await seedDonation('offered');
    await expectRule(false, makeMove(t.db('ngo'), 'accept', ID, { rollUps: false }));
    const rollUps = await rollUpsOf(t.db('ngo'), 'accept', ID);
    await expectRule(
      false,
      moveWith(
        'ngo',
        'accept',
        rollUps.filter(({ path }) => path !== DONOR),
      ),
    );
    await seedDonation('picked_up');
    await expectRule(false, makeMove(t.db('ngo'), 'deliver', ID, { rollUps: false }));
  });

  it('a delivery is refused with the roll-ups its accept left (they name the donation, not its delivery)', async () => {
    await seedDonation('offered');
    await expectRule(true, makeMove(t.db('ngo'), 'accept', ID));
    await t.seed(donationDocs(ID, 'picked_up', STAMPS));
    await expectRule(false, makeMove(t.db('ngo'), 'deliver', ID, { rollUps: false }));
  });

  it('each figure must be exactly the step’s: more, another bucket, another month or another donor are refused', async () => {
    await seedDonation('picked_up', { weightKg: 6.5 });
    const [all] = await rollUpsOf(t.db('ngo'), 'deliver', ID);
    const forged: DocumentData[] = [
      { ...all!.data, delivered: increment(2) },
      { ...all!.data, meals: increment(13) },
      { ...all!.data, kg: increment(7) },
      { ...all!.data, accepted: increment(1) },
      { ...all!.data, pickupWait: { m0: increment(1) } },
      { ...all!.data, acceptWait: { m15: increment(2) } },
      { ...all!.data, lastStep: `${ID}/accepted` },
    ];
    for (const data of forged) await expectRule(false, moveWith('ngo', 'deliver', [{ path: ALL, data }]));
    const elsewhere = [
      { path: `impact/all~2020-01`, data: { ...all!.data, month: '2020-01' } },
      { path: `impact/d-${UID.otherDonor}~${MONTH}`, data: { ...all!.data, scope: `d-${UID.otherDonor}` } },
      { path: `impact/n-${UID.otherNgo}~${MONTH}`, data: { ...all!.data, scope: `n-${UID.otherNgo}` } },
      { path: ALL, data: { ...all!.data, scope: 'all', month: '2020-01' } },
    ];
    for (const rollUp of elsewhere) await expectRule(false, moveWith('ngo', 'deliver', [rollUp]));
    expect(await read(ALL)).toBeUndefined();
  });

  it('nobody writes a roll-up without a donation taking that step in the same batch', async () => {
    await seedDonation('delivered');
    for (const who of ['ngo', 'admin', 'donor', 'otherNgo'] as const) {
      await expectRule(
        false,
        setDoc(
          doc(t.db(who), ALL),
          {
            scope: 'all',
            month: MONTH,
            delivered: increment(1),
            meals: increment(12),
            lastDonationId: ID,
            lastStep: `${ID}/delivered`,
          },
          { merge: true },
        ),
      );
    }
    // A pickup is not a step the roll-ups count.
    await seedDonation('accepted', {}, 'd-accepted');
    const db = t.db('ngo');
    const batch = writeBatch(db);
    batch.update(doc(db, DONATIONS, 'd-accepted'), { status: 'picked_up', pickedUpAt: serverTimestamp() });
    batch.set(doc(db, ALL), {
      scope: 'all',
      month: MONTH,
      accepted: increment(1),
      lastDonationId: 'd-accepted',
      lastStatus: 'picked_up',
    });
    await expectRule(false, batch.commit());
  });
});

describe('who reads the roll-ups, and who deletes them', () => {
  const seeded = {
    [ALL]: { scope: 'all', month: MONTH, accepted: 3 },
    [NGO]: { scope: `n-${UID.ngo}`, month: MONTH, accepted: 2 },
    [DONOR]: { scope: `d-${UID.donor}`, month: MONTH, accepted: 1 },
  };

  it('a donor its own; an NGO its own, with its coordinators; admins every one', async () => {
    await t.seed({
      ...seeded,
      [`members/${COORDINATOR.uid}`]: storedMember(COORDINATOR.uid),
      [`members/${VOLUNTEER.uid}`]: storedMember(VOLUNTEER.uid),
    });
    const cases: [Who, string, boolean][] = [
      ['donor', DONOR, true],
      ['otherDonor', DONOR, false],
      ['donor', ALL, false],
      ['donor', NGO, false],
      ['ngo', NGO, true],
      [COORDINATOR, NGO, true],
      [VOLUNTEER, NGO, false],
      ['otherNgo', NGO, false],
      ['ngo', DONOR, false],
      ['ngo', ALL, false],
      ['visitor', ALL, false],
      ['admin', ALL, true],
      ['admin', NGO, true],
      ['admin', DONOR, true],
    ];
    for (const [who, path, allowed] of cases) await expectRule(allowed, getDoc(doc(t.db(who), path)));
    const months = (who: Who, scope: string) =>
      getDocs(
        query(collection(t.db(who), 'impact'), where('scope', '==', scope), where('month', '>=', '2026-01'), limit(12)),
      );
    await expectRule(true, months('donor', `d-${UID.donor}`));
    await expectRule(false, months('donor', `d-${UID.otherDonor}`));
    await expectRule(false, months('donor', 'all'));
    await expectRule(true, months(COORDINATOR, `n-${UID.ngo}`));
    await expectRule(true, months('admin', 'all'));
  });

  it('a donor’s own go only with its users document; nobody deletes another’s or the platform’s', async () => {
    await t.seed(seeded);
    await expectRule(false, deleteDoc(doc(t.db('donor'), DONOR)));
    await expectRule(false, deleteDoc(doc(t.db('ngo'), NGO)));
    await expectRule(false, deleteDoc(doc(t.db('admin'), ALL)));
    const db = t.db('donor');
    const batch = writeBatch(db);
    batch.delete(doc(db, DONOR));
    batch.delete(doc(db, 'users', UID.donor));
    await expectRule(true, batch.commit());
  });
});
