// Outsider attack on the runs rules (temporary; not to be committed).
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { afterAll, beforeEach, describe, it } from 'vitest';
import {
  CODE,
  DONATIONS,
  donationDocs,
  guessPath,
  handoverPath,
  makeMove,
  tryCode,
  WRONG_CODE,
  type Status,
} from './donation-support';
import { expectRule, hoursFromNow, ngoProfile, setupRulesEnv, storedSuspension, UID, type Who } from './support';

const t = setupRulesEnv();

let attacks = 0;
let legits = 0;
let limitsSeen = 0;
const attack = (p: Promise<unknown>) => {
  attacks++;
  return expectRule(false, p);
};
const legit = (p: Promise<unknown>) => {
  legits++;
  return expectRule(true, p);
};
/** A design limit: the rules allow it (we confirm they do). */
const limitOk = (p: Promise<unknown>) => {
  limitsSeen++;
  attacks++;
  return expectRule(true, p);
};
afterAll(() => {
  console.log(`ATTACKS=${attacks} LEGIT=${legits} DESIGN_LIMITS_CONFIRMED=${limitsSeen}`);
});

const V = { uid: 'vol-1' };
const V2 = { uid: 'vol-2' };
const C = { uid: 'vol-coord' };
const OM = { uid: 'vol-other' };
const OC = { uid: 'vol-other-coord' };
const SUSP = { uid: 'vol-susp' };
const REMOVED = { uid: 'vol-gone' };
const ID = 'donation-run';
const ID2 = 'donation-two';

const MEMBERS: Record<string, { ngoId: string; role: string; name: string; phone: string }> = {
  [V.uid]: { ngoId: UID.ngo, role: 'volunteer', name: 'Ravi Kumar', phone: '9876500011' },
  [V2.uid]: { ngoId: UID.ngo, role: 'volunteer', name: 'Meera', phone: '9876500022' },
  [C.uid]: { ngoId: UID.ngo, role: 'coordinator', name: 'Sana Shaikh', phone: '9876500033' },
  [OM.uid]: { ngoId: UID.otherNgo, role: 'volunteer', name: 'Kiran', phone: '9876500044' },
  [OC.uid]: { ngoId: UID.otherNgo, role: 'coordinator', name: 'Tara', phone: '9876500055' },
  [SUSP.uid]: { ngoId: UID.ngo, role: 'volunteer', name: 'Sus Pended', phone: '9876500066' },
  // Special holders, seeded only where used:
  [UID.donor]: { ngoId: UID.ngo, role: 'volunteer', name: 'Asha Donor', phone: '9876543210' },
  [UID.otherNgo]: { ngoId: UID.ngo, role: 'volunteer', name: 'Ngo Two', phone: '9876500077' },
  [UID.admin]: { ngoId: UID.ngo, role: 'volunteer', name: 'Admin One', phone: '9876500088' },
};
const BASE = [V.uid, V2.uid, C.uid, OM.uid, OC.uid, SUSP.uid];

const storedMember = (uid: string, o: DocumentData = {}): DocumentData => ({
  ...MEMBERS[uid],
  languages: ['hi'],
  vehicle: 'twoWheeler',
  inviteId: 'seeded',
  joinedAt: Timestamp.fromMillis(Date.now() - 86_400_000),
  ...o,
});

const crew = (uid: string | null): DocumentData =>
  uid === null
    ? { state: 'open', volunteerUid: null, volunteerName: '', volunteerPhone: '' }
    : {
        state: 'assigned',
        volunteerUid: uid,
        volunteerName: (MEMBERS[uid]?.name ?? '').split(' ')[0],
        volunteerPhone: MEMBERS[uid]?.phone ?? '',
      };

let READY_BY: Timestamp;
let USE_BY: Timestamp;

const storedRun = (uid: string | null = null, o: DocumentData = {}): DocumentData => ({
  ngoId: UID.ngo,
  donorUid: UID.donor,
  food: 'Rice and dal',
  meals: 12,
  readyBy: READY_BY,
  useBy: USE_BY,
  pin: '',
  ...crew(uid),
  dropReason: '',
  droppedBy: '',
  droppedAt: null,
  lateDrop: false,
  createdAt: Timestamp.fromMillis(Date.now() - 3_600_000),
  updatedAt: Timestamp.fromMillis(Date.now() - 3_600_000),
  ...o,
});

async function seedRun(status: Status, run: DocumentData | null, donation: DocumentData = {}, id = ID) {
  const docs = donationDocs(id, status, donation);
  const stored = docs[`${DONATIONS}/${id}`] as DocumentData;
  READY_BY = stored.readyBy as Timestamp;
  USE_BY = stored.useBy as Timestamp;
  await t.seed({ ...docs, ...(run ? { [`runs/${id}`]: { ...run, readyBy: READY_BY, useBy: USE_BY } } : {}) });
}
const clearRun = (id = ID) => t.admin((db) => deleteDoc(doc(db, 'runs', id)));

beforeEach(async () => {
  await t.seed({
    ...Object.fromEntries(BASE.map((uid) => [`members/${uid}`, storedMember(uid)])),
    [`suspensions/${SUSP.uid}`]: storedSuspension(),
  });
  await seedRun('accepted', null);
});

const runDoc = (who: Who, id = ID) => doc(t.db(who), 'runs', id);
const update = (who: Who, fields: DocumentData, id = ID) =>
  updateDoc(runDoc(who, id), { ...fields, updatedAt: serverTimestamp() });
const claim = (who: { uid: string } | Who, as: string) => update(who, crew(as));
const giveBack = (who: Who, late: boolean, reason = 'My scooter broke down', by = 'Ravi', extra: DocumentData = {}) =>
  update(who, { ...crew(null), dropReason: reason, droppedBy: by, droppedAt: serverTimestamp(), lateDrop: late, ...extra });
const newRun = (uid: string | null = null, o: DocumentData = {}) =>
  storedRun(uid, { createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...o });
const setRun = (who: Who, data: DocumentData, id = ID) => setDoc(doc(t.db(who), 'runs', id), data);
const donation = (who: Who, id = ID) => getDoc(doc(t.db(who), DONATIONS, id));
const listRuns = (who: Who, ...filters: Parameters<typeof where>[]) =>
  getDocs(query(collection(t.db(who), 'runs'), ...filters.map((f) => where(...f)), limit(50)));

describe('claiming', () => {
  beforeEach(() => seedRun('accepted', storedRun()));

  it('forged claims: for someone else, forged name/phone, wrong state, extra field changes', async () => {
    await attack(claim(V, V2.uid));
    await attack(update(V, { ...crew(V.uid), volunteerName: 'Ravi Kumar' }));
    await attack(update(V, { ...crew(V.uid), volunteerName: 'Meera' }));
    await attack(update(V, { ...crew(V.uid), volunteerPhone: '9000000000' }));
    await attack(update(V, { ...crew(V.uid), state: 'open' }));
    await attack(update(V, { ...crew(V.uid), ngoId: UID.otherNgo }));
    await attack(update(V, { ...crew(V.uid), donorUid: UID.otherDonor }));
    await attack(update(V, { ...crew(V.uid), readyBy: hoursFromNow(48) }));
    await attack(update(V, { ...crew(V.uid), meals: 5000 }));
    await attack(update(V, { ...crew(V.uid), food: 'Biryani' }));
    await attack(update(V, { ...crew(V.uid), createdAt: serverTimestamp() }));
    await attack(updateDoc(runDoc(V), { ...crew(V.uid), updatedAt: Timestamp.now() }));
    await attack(updateDoc(runDoc(V), { ...crew(V.uid) })); // no updatedAt
    await attack(update(V, { ...crew(V.uid), extra: 'x' }));
    await legit(claim(V, V.uid));
  });

  it('a claim clearing the last late drop-out (hiding it from coordinators)', async () => {
    await seedRun('accepted', storedRun(null, { dropReason: 'ill', droppedBy: 'Meera', droppedAt: Timestamp.now(), lateDrop: true }));
    await attack(update(V, { ...crew(V.uid), lateDrop: false, dropReason: '', droppedBy: '' }));
    await legit(claim(V, V.uid));
  });

  it('outsiders: other NGO members, removed, suspended, NGO/admin/donor/visitor, holders of member docs', async () => {
    await attack(claim(OM, OM.uid));
    await attack(claim(OC, OC.uid));
    await attack(update(REMOVED, { ...crew(V.uid), volunteerUid: REMOVED.uid }));
    await attack(claim(SUSP, SUSP.uid));
    await attack(update('ngo', { ...crew(V.uid), volunteerUid: UID.ngo }));
    await attack(update('donor', { ...crew(V.uid), volunteerUid: UID.donor }));
    await attack(update('visitor', crew(V.uid)));
    await attack(update('admin', crew(V.uid)));
    // NGO and admin accounts holding a members doc of ngo-1
    await t.seed({ [`members/${UID.otherNgo}`]: storedMember(UID.otherNgo), [`members/${UID.admin}`]: storedMember(UID.admin) });
    await attack(claim('otherNgo', UID.otherNgo));
    await attack(claim('admin', UID.admin));
    // a member who moved to the other NGO
    await t.seed({ [`members/${V2.uid}`]: storedMember(V2.uid, { ngoId: UID.otherNgo }) });
    await attack(claim(V2, V2.uid));
    await legit(claim(V, V.uid));
  });

  it('members of a suspended, unverified, re-verifying or deleted NGO', async () => {
    await t.seed({ [`suspensions/${UID.ngo}`]: storedSuspension() });
    await attack(claim(V, V.uid));
    await attack(claim(C, C.uid));
    await t.admin((db) => deleteDoc(doc(db, `suspensions/${UID.ngo}`)));
    await t.seed({ [`ngoAdmin/${UID.ngo}`]: ngoProfile(UID.ngo, { verified: false, reverify: true }) });
    await attack(claim(V, V.uid));
    await t.admin((db) => deleteDoc(doc(db, `ngoAdmin/${UID.ngo}`)));
    await attack(claim(V, V.uid));
    await t.seed({ [`ngoAdmin/${UID.ngo}`]: ngoProfile(UID.ngo) });
    await legit(claim(V, V.uid));
  });

  it('claiming a run already assigned, or once the donation has moved on', async () => {
    await legit(claim(V, V.uid));
    await attack(claim(V2, V2.uid));
    await attack(update(V2, crew(null)));
    for (const status of ['picked_up', 'delivered', 'refused', 'cancelled'] as const) {
      await seedRun(status, storedRun());
      await attack(claim(V, V.uid));
    }
    await seedRun('accepted', storedRun());
    await legit(claim(V, V.uid));
  });

  it('a volunteer may not make a run (for itself) where none exists', async () => {
    await clearRun();
    await attack(setRun(V, newRun(V.uid)));
    await attack(setRun(V, newRun()));
    await attack(setRun(OM, newRun()));
    await legit(setRun(C, newRun(V.uid)));
  });
});

describe('making runs', () => {
  it('fields that differ from the donation', async () => {
    for (const o of [
      { food: 'Biryani' },
      { meals: 13 },
      { readyBy: hoursFromNow(30) },
      { useBy: hoursFromNow(40) },
      { pin: '411001' },
      { donorUid: UID.otherDonor },
      { ngoId: UID.otherNgo },
      { createdAt: Timestamp.now() },
      { dropReason: 'x' },
      { droppedBy: 'Ravi' },
      { droppedAt: serverTimestamp() },
      { lateDrop: true },
      { extra: 1 },
      { state: 'assigned' },
      { state: 'open', volunteerUid: V.uid },
    ]) {
      await attack(setRun(C, { ...newRun(), readyBy: READY_BY, useBy: USE_BY, ...o }));
    }
    await legit(setRun(C, { ...newRun(), readyBy: READY_BY, useBy: USE_BY }));
  });

  it('not for a donation that is not accepted, not another NGO’s, not by outsiders', async () => {
    for (const status of ['offered', 'declined', 'picked_up', 'delivered', 'refused', 'cancelled'] as const) {
      await seedRun(status, null);
      await attack(setRun('ngo', { ...newRun(), readyBy: READY_BY, useBy: USE_BY }));
    }
    // another NGO's accepted donation
    await seedRun('accepted', null, { ngoId: UID.otherNgo, ngoName: `Org of ${UID.otherNgo}` });
    await attack(setRun(C, { ...newRun(), ngoId: UID.otherNgo, readyBy: READY_BY, useBy: USE_BY }));
    await attack(setRun(C, { ...newRun(), readyBy: READY_BY, useBy: USE_BY }));
    await attack(setRun('ngo', { ...newRun(), ngoId: UID.otherNgo, readyBy: READY_BY, useBy: USE_BY }));
    await legit(setRun(OC, { ...newRun(), ngoId: UID.otherNgo, readyBy: READY_BY, useBy: USE_BY }));
    // run at an id with no donation
    await attack(setRun(C, { ...newRun(), readyBy: READY_BY, useBy: USE_BY }, 'no-such-donation'));
    // suspended NGO's coordinator
    await clearRun();
    await seedRun('accepted', null);
    await t.seed({ [`suspensions/${UID.ngo}`]: storedSuspension() });
    await attack(setRun(C, { ...newRun(), readyBy: READY_BY, useBy: USE_BY }));
    await attack(setRun('ngo', { ...newRun(), readyBy: READY_BY, useBy: USE_BY }));
    await t.admin((db) => deleteDoc(doc(db, `suspensions/${UID.ngo}`)));
    // demoted coordinator
    await t.seed({ [`members/${C.uid}`]: storedMember(C.uid, { role: 'volunteer' }) });
    await attack(setRun(C, { ...newRun(), readyBy: READY_BY, useBy: USE_BY }));
    await legit(setRun('ngo', { ...newRun(), readyBy: READY_BY, useBy: USE_BY }));
  });

  it('pre-assigned to a non-member, another NGO’s member, a removed one, or with a forged name', async () => {
    const r = (uid: string | null, o: DocumentData = {}) => ({ ...newRun(uid), readyBy: READY_BY, useBy: USE_BY, ...o });
    await attack(setRun(C, r(OM.uid)));
    await attack(setRun(C, { ...r(V.uid), volunteerUid: REMOVED.uid }));
    await attack(setRun(C, { ...r(V.uid), volunteerUid: UID.donor }));
    await attack(setRun(C, r(V.uid, { volunteerName: 'Ravi Kumar' })));
    await attack(setRun(C, r(V.uid, { volunteerPhone: '9000000000' })));
    await legit(setRun(C, r(V.uid)));
  });
});

describe('giving back', () => {
  beforeEach(() => seedRun('accepted', storedRun(V.uid)));

  it('someone else’s run; faked droppedBy/lateDrop/droppedAt; handing it on; other field changes', async () => {
    await attack(giveBack(V2, false, 'x', 'Ravi'));
    await attack(giveBack(C, false));
    await attack(giveBack('ngo', false));
    await attack(giveBack(OM, false));
    await attack(giveBack(V, true));
    await attack(giveBack(V, false, 'ill', 'Meera'));
    await attack(giveBack(V, false, 'ill', ''));
    await attack(giveBack(V, false, '   '));
    await attack(giveBack(V, false, 'x'.repeat(301)));
    await attack(giveBack(V, false, 'ok', 'Ravi', { droppedAt: Timestamp.now() }));
    await attack(giveBack(V, false, 'ok', 'Ravi', { ...crew(V2.uid) }));
    await attack(giveBack(V, false, 'ok', 'Ravi', { state: 'assigned' }));
    await attack(giveBack(V, false, 'ok', 'Ravi', { meals: 1 }));
    await attack(giveBack(V, false, 'ok', 'Ravi', { readyBy: hoursFromNow(100) }));
    await attack(update(V, crew(V2.uid))); // volunteer hands it to another member directly
    await attack(update(V, { volunteerPhone: '9000000000' }));
    await legit(giveBack(V, false));
  });

  it('late: must say so; after pickup no give-back; removed cannot', async () => {
    await seedRun('accepted', storedRun(V.uid), { readyBy: hoursFromNow(1) });
    await attack(giveBack(V, false));
    await legit(giveBack(V, true));
    await seedRun('picked_up', storedRun(V.uid));
    await attack(giveBack(V, false));
    await seedRun('accepted', storedRun(V.uid));
    await t.admin((db) => deleteDoc(doc(db, `members/${V.uid}`)));
    await attack(giveBack(V, false));
    await t.seed({ [`members/${V.uid}`]: storedMember(V.uid) });
    await legit(giveBack(V, false));
  });
});

describe('coordinators changing runs', () => {
  beforeEach(() => seedRun('accepted', storedRun(V.uid)));

  it('changing copied fields, assigning outside the NGO, another NGO’s coordinator, re-opening after delivery', async () => {
    await attack(update(C, { meals: 100 }));
    await attack(update(C, { ngoId: UID.otherNgo }));
    await attack(update(C, { donorUid: UID.otherDonor }));
    await attack(update(C, { readyBy: hoursFromNow(48) }));
    await attack(update(C, { lateDrop: true, dropReason: 'no-show', droppedBy: 'Ravi', droppedAt: serverTimestamp() }));
    await attack(update(C, crew(OM.uid)));
    await attack(update(C, { ...crew(V2.uid), volunteerUid: REMOVED.uid }));
    await attack(update(OC, crew(OM.uid)));
    await attack(update(OC, crew(null)));
    await attack(update('otherNgo', crew(null)));
    await attack(update('admin', crew(null)));
    await legit(update(C, crew(V2.uid)));
    for (const status of ['picked_up', 'delivered', 'refused', 'cancelled'] as const) {
      await seedRun(status, storedRun(V.uid));
      await attack(update(C, crew(null)));
      await attack(update('ngo', crew(V2.uid)));
    }
  });

  it('deleting runs', async () => {
    for (const who of [V, V2, C, 'ngo', 'donor', OM] as const) await attack(deleteDoc(runDoc(who)));
    await legit(deleteDoc(runDoc('admin')));
  });
});

describe('reading runs', () => {
  it('donors, lists without filters, cross-NGO lists, over-limit', async () => {
    await seedRun('accepted', storedRun(V.uid));
    await attack(getDoc(runDoc('otherDonor')));
    await attack(listRuns('otherDonor', ['donorUid', '==', UID.donor]));
    await attack(getDoc(runDoc('visitor')));
    await attack(getDocs(query(collection(t.db(V), 'runs'), limit(10))));
    await attack(getDocs(query(collection(t.db(C), 'runs'), limit(10))));
    await attack(getDocs(query(collection(t.db('donor'), 'runs'), limit(10))));
    await attack(listRuns(C, ['ngoId', 'in', [UID.ngo, UID.otherNgo]]));
    await attack(listRuns(V2, ['ngoId', '==', UID.ngo]));
    await attack(listRuns(V2, ['state', '==', 'assigned'], ['ngoId', '==', UID.ngo]));
    await attack(getDocs(query(collection(t.db(C), 'runs'), where('ngoId', '==', UID.ngo), limit(101))));
    await attack(listRuns(OC, ['ngoId', '==', UID.ngo]));
    await legit(listRuns(C, ['ngoId', '==', UID.ngo]));
    await legit(listRuns('donor', ['donorUid', '==', UID.donor]));
    await seedRun('accepted', storedRun());
    await attack(listRuns(V, ['state', '==', 'open']));
    await attack(listRuns(OM, ['ngoId', '==', UID.ngo], ['state', '==', 'open']));
    await attack(listRuns(SUSP, ['ngoId', '==', UID.ngo], ['state', '==', 'open']));
    await attack(listRuns(V, ['ngoId', 'in', [UID.ngo, UID.otherNgo]], ['state', '==', 'open']));
    await attack(listRuns('otherDonor', ['ngoId', '==', UID.ngo], ['state', '==', 'open']));
    await legit(listRuns(V, ['ngoId', '==', UID.ngo], ['state', '==', 'open']));
  });
});

describe("the donor's contact details", () => {
  const listDon = (who: Who, ...filters: Parameters<typeof where>[]) =>
    getDocs(query(collection(t.db(who), DONATIONS), ...filters.map((f) => where(...f)), limit(20)));

  it('unassigned volunteers, lists, after give-back, removal, moving NGO', async () => {
    await seedRun('accepted', storedRun());
    await attack(donation(V)); // open run
    await seedRun('accepted', storedRun(V.uid));
    await attack(donation(V2));
    await attack(donation(OM));
    await attack(donation(SUSP));
    await attack(listDon(V2, ['ngoId', '==', UID.ngo]));
    await attack(listDon(V, ['ngoId', '==', UID.ngo]));
    await attack(listDon(V, ['ngoId', '==', UID.ngo], ['status', '==', 'accepted']));
    await attack(listDon(V, ['donorUid', '==', UID.donor]));
    await attack(getDoc(doc(t.db(V), handoverPath(ID))));
    await attack(getDoc(doc(t.db(V2), guessPath(ID))));
    await attack(getDocs(query(collection(t.db(V), `${DONATIONS}/${ID}/private`), limit(5))));
    await legit(donation(V));
    // after give-back
    await legit(giveBack(V, false));
    await attack(donation(V));
    // after removal
    await seedRun('accepted', storedRun(V.uid));
    await t.admin((db) => deleteDoc(doc(db, `members/${V.uid}`)));
    await attack(donation(V));
    // moved to another NGO
    await t.seed({ [`members/${V.uid}`]: storedMember(V.uid, { ngoId: UID.otherNgo }) });
    await attack(donation(V));
    // suspended member
    await t.seed({ [`members/${V.uid}`]: storedMember(V.uid), [`suspensions/${V.uid}`]: storedSuspension() });
    await attack(donation(V));
    await t.admin((db) => deleteDoc(doc(db, `suspensions/${V.uid}`)));
    // NGO unverified
    await t.seed({ [`ngoAdmin/${UID.ngo}`]: ngoProfile(UID.ngo, { verified: false }) });
    await attack(donation(V));
    await t.seed({ [`ngoAdmin/${UID.ngo}`]: ngoProfile(UID.ngo) });
    await legit(donation(V));
  });

  it('another NGO’s run pointed at: a run of ngo-1 at a donation of ngo-2 cannot open it', async () => {
    // stale/odd data: run says ngo-1, donation is ngo-2's
    await seedRun('accepted', storedRun(V.uid), { ngoId: UID.otherNgo, ngoName: `Org of ${UID.otherNgo}` });
    await attack(donation(V));
    await attack(makeMove(t.db(V), 'refuse', ID));
    await legit(donation(OC));
  });
});

describe('moves by who runs it', () => {
  it('unassigned / outside volunteers may not try, pick up, refuse, deliver', async () => {
    await seedRun('accepted', storedRun());
    await attack(tryCode(t.db(V), ID, CODE)); // open run
    await seedRun('accepted', storedRun(V.uid));
    await attack(tryCode(t.db(V2), ID, CODE));
    await attack(tryCode(t.db(OM), ID, CODE));
    await attack(tryCode(t.db(SUSP), ID, CODE));
    await attack(makeMove(t.db(V2), 'pickUp', ID, { guess: false }));
    await attack(makeMove(t.db(V2), 'refuse', ID));
    await attack(makeMove(t.db(OM), 'refuse', ID));
    await attack(makeMove(t.db(V), 'pickUp', ID, { code: WRONG_CODE }));
    await attack(makeMove(t.db(V), 'pickUp', ID, { guess: false })); // no try recorded
    await attack(makeMove(t.db(V), 'accept', ID));
    await attack(makeMove(t.db(V), 'cancel', ID));
    await attack(deleteDoc(doc(t.db(V), guessPath(ID))));
    await attack(setDoc(doc(t.db(V), guessPath(ID)), { code: CODE, tries: 0, at: serverTimestamp() }));
    await legit(makeMove(t.db(V), 'pickUp', ID));
  });

  it('tries are capped for the volunteer too', async () => {
    await seedRun('accepted', storedRun(V.uid));
    for (let i = 0; i < 5; i++) await legit(tryCode(t.db(V), ID, WRONG_CODE));
    await attack(tryCode(t.db(V), ID, CODE));
    // handing to someone else does not reset
    await legit(giveBack(V, false));
    await legit(claim(V2, V2.uid));
    await attack(tryCode(t.db(V2), ID, CODE));
  });

  it('delivering: wrong totals, other ids, unassigned, removed', async () => {
    await seedRun('picked_up', storedRun(V.uid));
    await attack(makeMove(t.db(V2), 'deliver', ID));
    await attack(makeMove(t.db(OM), 'deliver', ID));
    await attack(makeMove(t.db(V), 'deliver', ID, { stats: 13 }));
    await attack(makeMove(t.db(V), 'deliver', ID, { served: 5, stats: 12 }));
    await attack(makeMove(t.db(V), 'deliver', ID, { served: 13 }));
    await attack(makeMove(t.db(V), 'deliver', ID, { stats: null })); // coded, no stats
    // stats alone
    await attack(
      setDoc(doc(t.db(V), 'stats', 'impact'), { mealsDelivered: increment(12), donationsDelivered: increment(1), lastDeliveryId: ID }, { merge: true }),
    );
    // deliver this one, count it as +2 donations
    {
      const db = t.db(V);
      const b = writeBatch(db);
      b.update(doc(db, DONATIONS, ID), { status: 'delivered', deliveredAt: serverTimestamp(), updatedAt: serverTimestamp(), mealsServed: 12, disposalReason: '' });
      b.set(doc(db, 'stats', 'impact'), { mealsDelivered: increment(12), donationsDelivered: increment(2), lastDeliveryId: ID }, { merge: true });
      await attack(b.commit());
    }
    // deliver ID, raise stats named after another picked-up donation (ID2, ngo-1, not run by V)
    await seedRun('picked_up', null, { meals: 5000 }, ID2);
    await seedRun('picked_up', storedRun(V.uid));
    {
      const db = t.db(V);
      const b = writeBatch(db);
      b.update(doc(db, DONATIONS, ID), { status: 'delivered', deliveredAt: serverTimestamp(), updatedAt: serverTimestamp(), mealsServed: 12, disposalReason: '' });
      b.set(doc(db, 'stats', 'impact'), { mealsDelivered: increment(5000), donationsDelivered: increment(1), lastDeliveryId: ID2 }, { merge: true });
      await attack(b.commit());
    }
    await t.admin((db) => deleteDoc(doc(db, `members/${V.uid}`)));
    await attack(makeMove(t.db(V), 'deliver', ID));
    await t.seed({ [`members/${V.uid}`]: storedMember(V.uid) });
    await legit(makeMove(t.db(V), 'deliver', ID));
    // delivered twice
    await attack(makeMove(t.db(V), 'deliver', ID));
  });
});

describe('design limits (the rules allow these)', () => {
  it('L1: a donor who joined the NGO’s team claims its own donation, picks up with its own code, delivers, raises the totals', async () => {
    await t.seed({ [`members/${UID.donor}`]: storedMember(UID.donor) });
    await seedRun('accepted', storedRun());
    await limitOk(claim('donor', UID.donor));
    await limitOk(makeMove(t.db('donor'), 'pickUp', ID)); // it knows the code: it is the donor
    await limitOk(makeMove(t.db('donor'), 'deliver', ID, { served: 12 }));
    const s = await t.admin((db) => getDoc(doc(db, 'stats', 'impact')));
    console.log('L1 stats after self-delivery:', JSON.stringify(s.data()));
  });

  it('L2: claim → read donor phone/address → give back, run after run (harvesting)', async () => {
    await seedRun('accepted', storedRun());
    await limitOk(claim(V, V.uid));
    await limitOk(donation(V));
    await limitOk(giveBack(V, false, 'changed my mind'));
    await attack(donation(V));
  });

  it('L3: a volunteer claims and at once refuses the food (terminal), without code or visit', async () => {
    await seedRun('accepted', storedRun());
    await limitOk(claim(V, V.uid));
    await limitOk(makeMove(t.db(V), 'refuse', ID));
  });

  it('L4: a volunteer burns all code tries (donor must make a new code)', async () => {
    await seedRun('accepted', storedRun(V.uid));
    for (let i = 0; i < 5; i++) await tryCode(t.db(V), ID, WRONG_CODE);
    limitsSeen++;
    attacks++;
    await expectRule(false, makeMove(t.db('ngo'), 'pickUp', ID)); // even the NGO with the right code
  });

  it('L5: after delivery/cancel/refusal the assigned volunteer keeps reading the donor’s details', async () => {
    for (const status of ['delivered', 'cancelled', 'refused'] as const) {
      await seedRun(status, storedRun(V.uid));
      await limitOk(donation(V));
    }
  });

  it('L6: coordinators may assign to a suspended member or an NGO/admin account holding a member doc', async () => {
    await seedRun('accepted', storedRun());
    await limitOk(update(C, crew(SUSP.uid)));
    await t.seed({ [`members/${UID.otherNgo}`]: storedMember(UID.otherNgo) });
    await limitOk(update(C, crew(UID.otherNgo)));
  });

  it('L7: one volunteer holds every open run (no cap), and can sit on it', async () => {
    await seedRun('accepted', storedRun());
    await seedRun('accepted', storedRun(), {}, ID2);
    await limitOk(claim(V, V.uid));
    await limitOk(update(V, crew(V.uid), ID2));
  });

  it('L8: the run keeps the name/phone snapshot; the member changes phone after claiming', async () => {
    await seedRun('accepted', storedRun(V.uid));
    await limitOk(updateDoc(doc(t.db(V), 'members', V.uid), { phone: '9111111111', name: 'Police Officer' }));
  });

  it('L9: open runs show every member the donor uid and pickup PIN', async () => {
    await seedRun('accepted', storedRun(null, { pin: '' }));
    const snap = await getDoc(runDoc(V2));
    limitsSeen++;
    attacks++;
    console.log('L9 open run fields seen by any member:', Object.keys(snap.data() ?? {}).sort().join(','));
  });

  it('L10: a member who holds a member doc and has no users doc acts fine; an account that joined first then became an NGO account is inert', async () => {
    await t.seed({ [`members/newbie`]: storedMember(V2.uid) });
    await seedRun('accepted', storedRun());
    // member docs hold names copied from MEMBERS[V2] (Meera); newbie has no users doc
    await legit(update({ uid: 'newbie' }, { ...crew(V2.uid), volunteerUid: 'newbie' }));
  });

  it('L11: a guess left holding the right code lets the next runner pick up without meeting the donor', async () => {
    await seedRun('accepted', storedRun(V.uid));
    await legit(tryCode(t.db(V), ID, CODE)); // correct try, pickup never sent
    await legit(giveBack(V, false));
    await legit(claim(V2, V2.uid));
    const g = await getDoc(doc(t.db(V2), guessPath(ID)));
    limitsSeen++;
    attacks++;
    await expectRule(true, makeMove(t.db(V2), 'pickUp', ID, { code: g.data()?.code, guess: false }));
  });
});
