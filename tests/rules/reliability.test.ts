// Reliability (docs/reports.md, 'Reliability'): an NGO's record of the pickups it collected and
// missed, and a donor's of the offers it cancelled after an NGO accepted them. The records move
// only in the same batch as the moves that cause them, by one for that move, and each move out of
// 'accepted' is refused without its record.
import {
  deleteDoc,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DONATIONS,
  donationDocs,
  donorRecordPath,
  makeMove,
  ngoRecordPath,
  recordOf,
  type Status,
} from './donation-support';
import { COORDINATOR, storedMember, VOLUNTEER } from './runs-support';
import { expectRule, setupRulesEnv, storedSuspension, Timestamp, UID, type Who } from './support';

const t = setupRulesEnv();
const ID = 'd-rel';
const hourAgo = () => Timestamp.fromMillis(Date.now() - 3_600_000);
const NGO_BEFORE = { collected: 9, noShows: 1, lastDonationId: 'older' };

/** The donation in `status` (donor-1 → ngo-1), its use-by passed an hour ago when `late`. */
async function seedDonation(status: Status, late = false, id = ID) {
  await t.seed(donationDocs(id, status, late ? { useBy: hourAgo() } : {}));
}

beforeEach(async () => {
  await t.seed({
    [ngoRecordPath(UID.ngo)]: NGO_BEFORE,
    [`members/${COORDINATOR.uid}`]: storedMember(COORDINATOR.uid),
    [`members/${VOLUNTEER.uid}`]: storedMember(VOLUNTEER.uid),
  });
});

/** The no-show move as the boards make it: 'missed', stamped, with the NGO's record (unless `record` is false). */
async function miss(who: Who, id = ID, record: DocumentData | null | 'as the app' = 'as the app') {
  const db = t.db(who);
  const batch = writeBatch(db);
  batch.update(doc(db, DONATIONS, id), { status: 'missed', missedAt: serverTimestamp(), updatedAt: serverTimestamp() });
  const counted = record === 'as the app' ? (await recordOf(db, 'miss', id))?.data : record;
  if (counted) batch.set(doc(db, ngoRecordPath(UID.ngo)), counted, { merge: true });
  return batch.commit();
}

async function ngoRecord(): Promise<DocumentData | undefined> {
  return (await getDoc(doc(t.db('admin'), ngoRecordPath(UID.ngo)))).data();
}

describe('an NGO’s record moves with its pickups', () => {
  it('a pickup counts one collected, by the NGO or its coordinator alike', async () => {
    await seedDonation('accepted');
    await expectRule(true, makeMove(t.db('ngo'), 'pickUp', ID));
    expect(await ngoRecord()).toMatchObject({ collected: 10, noShows: 1, lastDonationId: ID });
    await seedDonation('accepted', false, 'd-2');
    await expectRule(true, makeMove(t.db(COORDINATOR), 'pickUp', 'd-2'));
    expect(await ngoRecord()).toMatchObject({ collected: 11, lastDonationId: 'd-2' });
  });

  it('a refusal at pickup counts one collected: the NGO came', async () => {
    await seedDonation('accepted');
    await expectRule(true, makeMove(t.db('ngo'), 'refuse', ID));
    expect(await ngoRecord()).toMatchObject({ collected: 10, noShows: 1 });
  });

  it('a pickup or refusal without its record is refused', async () => {
    await seedDonation('accepted');
    await expectRule(false, makeMove(t.db('ngo'), 'pickUp', ID, { record: false }));
    await expectRule(false, makeMove(t.db('ngo'), 'refuse', ID, { record: false }));
  });

  it('the record moves by exactly one collected for a refusal, naming it', async () => {
    await seedDonation('accepted');
    const db = t.db('ngo');
    // Written by hand beside a refusal at pickup: two more, a no-show instead, one taken off the
    // no-shows, or naming another donation.
    for (const record of [
      { collected: increment(2), lastDonationId: ID },
      { noShows: increment(1), lastDonationId: ID },
      { collected: increment(1), noShows: increment(-1), lastDonationId: ID },
      { collected: increment(1), lastDonationId: 'older' },
    ]) {
      const batch = writeBatch(db);
      batch.update(doc(db, DONATIONS, ID), {
        status: 'refused',
        refusedAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        refusalReason: 'spoiled',
        refusalNote: '',
      });
      batch.set(doc(db, ngoRecordPath(UID.ngo)), record, { merge: true });
      await expectRule(false, batch.commit());
    }
    expect(await ngoRecord()).toMatchObject(NGO_BEFORE);
  });

  it('nobody moves the record without a donation stepping out of accepted', async () => {
    await seedDonation('picked_up');
    for (const who of ['ngo', 'admin', 'donor', 'otherNgo'] as const) {
      await expectRule(
        false,
        setDoc(
          doc(t.db(who), ngoRecordPath(UID.ngo)),
          { collected: increment(1), lastDonationId: ID },
          { merge: true },
        ),
      );
    }
    // Another NGO's pickup cannot count in this NGO's record.
    await t.seed({ ...donationDocs('d-other', 'accepted', { ngoId: UID.otherNgo }) });
    const db = t.db('otherNgo');
    const batch = writeBatch(db);
    batch.update(doc(db, DONATIONS, 'd-other'), {
      status: 'refused',
      refusedAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      refusalReason: 'spoiled',
      refusalNote: '',
    });
    // Its own record counted as it must be, and this NGO's as well.
    batch.set(
      doc(db, ngoRecordPath(UID.otherNgo)),
      { collected: increment(1), lastDonationId: 'd-other' },
      { merge: true },
    );
    batch.set(doc(db, ngoRecordPath(UID.ngo)), { collected: increment(1), lastDonationId: 'd-other' }, { merge: true });
    await expectRule(false, batch.commit());
    expect(await ngoRecord()).toMatchObject(NGO_BEFORE);
  });

  it('a donor’s cancel cannot touch the NGO’s record', async () => {
    await seedDonation('accepted');
    const db = t.db('donor');
    const batch = writeBatch(db);
    batch.update(doc(db, DONATIONS, ID), {
      status: 'cancelled',
      cancelledAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    batch.set(doc(db, donorRecordPath(UID.donor)), { lateCancels: increment(1), lastDonationId: ID }, { merge: true });
    batch.set(doc(db, ngoRecordPath(UID.ngo)), { lastDonationId: ID }, { merge: true });
    await expectRule(false, batch.commit());
    expect(await ngoRecord()).toMatchObject(NGO_BEFORE);
  });

  it('anyone reads an NGO’s record; nobody deletes it', async () => {
    await expectRule(true, getDoc(doc(t.db('visitor'), ngoRecordPath(UID.ngo))));
    await expectRule(false, deleteDoc(doc(t.db('ngo'), ngoRecordPath(UID.ngo))));
    await expectRule(false, deleteDoc(doc(t.db('admin'), ngoRecordPath(UID.ngo))));
  });
});

describe('a no-show: an accepted donation past its use-by without a pickup', () => {
  it('its donor records it, and the NGO’s record counts one missed', async () => {
    await seedDonation('accepted', true);
    await expectRule(true, miss('donor'));
    expect(await ngoRecord()).toMatchObject({ collected: 9, noShows: 2, lastDonationId: ID });
    const stored = (await getDoc(doc(t.db('donor'), DONATIONS, ID))).data();
    expect(stored?.status).toBe('missed');
  });

  it('the NGO’s account or a coordinator may record it too; a volunteer, another NGO or donor may not', async () => {
    for (const [who, allowed] of [
      [VOLUNTEER, false],
      ['otherNgo', false],
      ['otherDonor', false],
      ['visitor', false],
      ['ngo', true],
    ] as const) {
      await seedDonation('accepted', true);
      await t.seed({ [ngoRecordPath(UID.ngo)]: NGO_BEFORE });
      await expectRule(allowed, miss(who));
    }
    await seedDonation('accepted', true);
    await expectRule(true, miss(COORDINATOR));
  });

  it('not before the use-by, not without a use-by, and not of a donation no longer accepted', async () => {
    await seedDonation('accepted');
    await expectRule(false, miss('donor'));
    await t.seed(donationDocs('d-old', 'accepted', {}, null));
    await expectRule(false, miss('donor', 'd-old'));
    for (const status of ['picked_up', 'refused', 'cancelled', 'offered'] as const) {
      await seedDonation(status, true);
      await expectRule(false, miss('donor'));
    }
  });

  it('without its record, or with a collected pickup counted instead, it is refused', async () => {
    await seedDonation('accepted', true);
    await expectRule(false, miss('donor', ID, null));
    await expectRule(false, miss('donor', ID, { collected: increment(1), lastDonationId: ID }));
    await expectRule(false, miss('donor', ID, { noShows: increment(1), collected: increment(1), lastDonationId: ID }));
    expect(await ngoRecord()).toMatchObject(NGO_BEFORE);
  });

  it('once missed, the NGO can no longer refuse it (which would count it collected as well)', async () => {
    await seedDonation('missed', true);
    await expectRule(false, makeMove(t.db('ngo'), 'refuse', ID));
  });
});

describe('a donor’s record: offers cancelled after an NGO accepted them', () => {
  const donorRecord = async () => (await getDoc(doc(t.db('donor'), donorRecordPath(UID.donor)))).data();

  it('a cancel after acceptance counts one; a cancel of an offer still waiting counts none', async () => {
    await seedDonation('accepted');
    await expectRule(true, makeMove(t.db('donor'), 'cancel', ID));
    expect(await donorRecord()).toMatchObject({ lateCancels: 1, lastDonationId: ID });
    await seedDonation('offered', false, 'd-2');
    await expectRule(true, makeMove(t.db('donor'), 'cancel', 'd-2'));
    expect(await donorRecord()).toMatchObject({ lateCancels: 1, lastDonationId: ID });
  });

  it('a cancel after acceptance without its record is refused; an offer’s cancel cannot move it', async () => {
    await seedDonation('accepted');
    await expectRule(false, makeMove(t.db('donor'), 'cancel', ID, { record: false }));
    await seedDonation('offered', false, 'd-2');
    const db = t.db('donor');
    const batch = writeBatch(db);
    batch.update(doc(db, DONATIONS, 'd-2'), {
      status: 'cancelled',
      cancelledAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    batch.set(
      doc(db, donorRecordPath(UID.donor)),
      { lateCancels: increment(1), lastDonationId: 'd-2' },
      { merge: true },
    );
    await expectRule(false, batch.commit());
  });

  it('a donor re-offering food whose NGO was suspended cancels without it counting', async () => {
    await seedDonation('accepted');
    await expectRule(false, makeMove(t.db('donor'), 'cancel', ID, { record: false }));
    await t.seed({ [`suspensions/${UID.ngo}`]: storedSuspension() });
    await expectRule(true, makeMove(t.db('donor'), 'cancel', ID, { record: false }));
  });

  it('only the donor and admins read it; the donor deletes it only with its account', async () => {
    await t.seed({ [donorRecordPath(UID.donor)]: { lateCancels: 2, lastDonationId: 'x' } });
    await expectRule(true, getDoc(doc(t.db('donor'), donorRecordPath(UID.donor))));
    await expectRule(true, getDoc(doc(t.db('admin'), donorRecordPath(UID.donor))));
    for (const who of ['ngo', 'otherDonor', 'visitor'] as const) {
      await expectRule(false, getDoc(doc(t.db(who), donorRecordPath(UID.donor))));
    }
    await expectRule(false, deleteDoc(doc(t.db('donor'), donorRecordPath(UID.donor))));
    const db = t.db('donor');
    const batch = writeBatch(db);
    batch.delete(doc(db, donorRecordPath(UID.donor)));
    batch.delete(doc(db, 'users', UID.donor));
    await expectRule(true, batch.commit());
  });
});
