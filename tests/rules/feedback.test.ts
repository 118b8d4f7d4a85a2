// feedback/{donationId}_{side}: after a delivery the donor (about the NGO's pickup) and the NGO —
// its account or a coordinator — (about the donor's food) may each say once how it went. Who may
// write and read it, only after delivery, only once, only the side's own reasons, never changed.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { FEEDBACK_NOTE_MAX, FEEDBACK_REASONS } from '../../src/config/limits.js';
import { STATUSES, donationDocs } from './donation-support';
import { COORDINATOR, OTHER_MEMBER, VOLUNTEER, storedMember } from './runs-support';
import { ACTORS, expectRule, setupRulesEnv, storedSuspension, UID, verdict, type Matrix, type Who } from './support';

const t = setupRulesEnv();
const ID = 'd-fed';

type Side = 'donor' | 'ngo';
const feedbackRef = (who: Who, side: Side, id = ID) => doc(t.db(who), 'feedback', `${id}_${side}`);

/** Feedback as the app writes it: by `uid` for `side`, on donation `id` of donor-1 to ngo-1. */
function feedback(side: Side, uid: string, overrides: DocumentData = {}, id = ID): DocumentData {
  return {
    donationId: id,
    side,
    uid,
    donorUid: UID.donor,
    ngoId: UID.ngo,
    up: true,
    reasons: [FEEDBACK_REASONS[side][0]],
    note: 'Thank you',
    at: serverTimestamp(),
    ...overrides,
  };
}

const give = (who: Who, side: Side, uid: string, overrides: DocumentData = {}, id = ID) =>
  setDoc(feedbackRef(who, side, id), feedback(side, uid, overrides, id));

/** Feedback as stored (seeded with the rules off). */
const stored = (side: Side, uid: string): DocumentData => ({
  ...feedback(side, uid),
  at: Timestamp.fromMillis(Date.now() - 60_000),
});

beforeEach(() =>
  t.seed({
    ...donationDocs(ID, 'delivered'),
    ...Object.fromEntries(
      [COORDINATOR.uid, VOLUNTEER.uid, OTHER_MEMBER.uid].map((uid) => [`members/${uid}`, storedMember(uid)]),
    ),
  }),
);

describe('feedback: who gives it, after delivery', () => {
  const donorSide: Matrix = {
    visitor: false,
    donor: true,
    otherDonor: false,
    ngo: false,
    otherNgo: false,
    admin: false,
  };
  for (const actor of ACTORS) {
    it(`${actor} giving the donor’s feedback on donor-1’s delivered donation: ${verdict(donorSide[actor])}`, async () => {
      const uid = actor === 'visitor' ? 'nobody' : UID[actor];
      await expectRule(donorSide[actor], give(actor, 'donor', uid));
    });
  }
  const ngoSide: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: true, otherNgo: false, admin: false };
  for (const actor of ACTORS) {
    it(`${actor} giving the NGO’s feedback on ngo-1’s delivered donation: ${verdict(ngoSide[actor])}`, async () => {
      const uid = actor === 'visitor' ? 'nobody' : UID[actor];
      await expectRule(ngoSide[actor], give(actor, 'ngo', uid));
    });
  }
  it('a coordinator of the NGO gives the NGO’s: allowed; a volunteer or another NGO’s member: denied', async () => {
    await expectRule(false, give(VOLUNTEER, 'ngo', VOLUNTEER.uid));
    await expectRule(false, give(OTHER_MEMBER, 'ngo', OTHER_MEMBER.uid));
    await expectRule(true, give(COORDINATOR, 'ngo', COORDINATOR.uid));
  });
  it('in another person’s name, or one side posing as the other: denied', async () => {
    await expectRule(false, give('donor', 'donor', UID.otherDonor));
    await expectRule(false, give('donor', 'ngo', UID.donor));
    await expectRule(false, give('ngo', 'donor', UID.ngo));
    await expectRule(true, give('donor', 'donor', UID.donor));
  });
  it('before delivery (or when the food never reached it): denied on every other status', async () => {
    for (const status of STATUSES.filter((s) => s !== 'delivered')) {
      const id = `d-${status}`;
      await t.seed(donationDocs(id, status));
      await expectRule(false, give('donor', 'donor', UID.donor, {}, id));
      await expectRule(false, give('ngo', 'ngo', UID.ngo, {}, id));
    }
  });
  it('on a donation that does not exist, or under an id not its own: denied', async () => {
    await expectRule(false, give('donor', 'donor', UID.donor, {}, 'd-none'));
    await expectRule(false, setDoc(feedbackRef('donor', 'donor', 'd-other'), feedback('donor', UID.donor)));
    await expectRule(false, setDoc(feedbackRef('donor', 'ngo'), feedback('donor', UID.donor)));
  });
  it('naming another donor or NGO than the donation’s: denied', async () => {
    await expectRule(false, give('donor', 'donor', UID.donor, { ngoId: UID.otherNgo }));
    await expectRule(false, give('donor', 'donor', UID.donor, { donorUid: UID.otherDonor }));
    await expectRule(false, give('ngo', 'ngo', UID.ngo, { donorUid: UID.otherDonor }));
  });
  it('by a suspended donor or NGO: denied', async () => {
    await t.seed({
      [`suspensions/${UID.donor}`]: storedSuspension(),
      [`suspensions/${UID.ngo}`]: storedSuspension(),
    });
    await expectRule(false, give('donor', 'donor', UID.donor));
    await expectRule(false, give('ngo', 'ngo', UID.ngo));
  });
});

describe('feedback: what it may say', () => {
  it('up or down; none, some or all of the side’s own reasons: allowed', async () => {
    await expectRule(true, give('donor', 'donor', UID.donor, { up: false, reasons: [...FEEDBACK_REASONS.donor] }));
    await expectRule(true, give('ngo', 'ngo', UID.ngo, { reasons: [], note: '' }));
  });
  it('the other side’s reasons, an unknown one or one twice: denied', async () => {
    await expectRule(false, give('donor', 'donor', UID.donor, { reasons: [FEEDBACK_REASONS.ngo[0]] }));
    await expectRule(false, give('ngo', 'ngo', UID.ngo, { reasons: [FEEDBACK_REASONS.donor[0]] }));
    await expectRule(false, give('donor', 'donor', UID.donor, { reasons: ['rude'] }));
    const twice = [FEEDBACK_REASONS.donor[0], FEEDBACK_REASONS.donor[0]];
    await expectRule(false, give('donor', 'donor', UID.donor, { reasons: twice }));
    await expectRule(false, give('donor', 'donor', UID.donor, { reasons: 'on_time' }));
  });
  it(`a note past ${FEEDBACK_NOTE_MAX} characters or of nothing but marks; up not a yes or no: denied`, async () => {
    await expectRule(false, give('donor', 'donor', UID.donor, { note: 'a'.repeat(FEEDBACK_NOTE_MAX + 1) }));
    await expectRule(false, give('donor', 'donor', UID.donor, { note: '!!!' }));
    await expectRule(false, give('donor', 'donor', UID.donor, { up: 'yes' }));
    await expectRule(true, give('donor', 'donor', UID.donor, { note: 'a'.repeat(FEEDBACK_NOTE_MAX) }));
  });
  it('another field, a missing one, or a time not now: denied', async () => {
    await expectRule(false, give('donor', 'donor', UID.donor, { stars: 5 }));
    const withoutNote = feedback('donor', UID.donor);
    delete withoutNote.note;
    await expectRule(false, setDoc(feedbackRef('donor', 'donor'), withoutNote));
    await expectRule(false, give('donor', 'donor', UID.donor, { at: Timestamp.fromMillis(Date.now() - 60_000) }));
  });
});

describe('feedback: once, never changed', () => {
  beforeEach(() => t.seed({ [`feedback/${ID}_donor`]: stored('donor', UID.donor) }));
  it('a second time, or changed, by its author or anyone: denied', async () => {
    await expectRule(false, give('donor', 'donor', UID.donor, { up: false }));
    await expectRule(false, updateDoc(feedbackRef('donor', 'donor'), { up: false }));
    await expectRule(false, updateDoc(feedbackRef('admin', 'donor'), { note: 'edited' }));
  });
  const deleters: Matrix = {
    visitor: false,
    donor: false,
    otherDonor: false,
    ngo: false,
    otherNgo: false,
    admin: false,
  };
  for (const actor of ACTORS) {
    it(`${actor} deleting it: ${verdict(deleters[actor])}`, async () => {
      await expectRule(deleters[actor], deleteDoc(feedbackRef(actor, 'donor')));
    });
  }
  it('the other side still gives its own: allowed', async () => {
    await expectRule(true, give('ngo', 'ngo', UID.ngo));
  });
});

describe('feedback: who reads it', () => {
  beforeEach(() =>
    t.seed({ [`feedback/${ID}_donor`]: stored('donor', UID.donor), [`feedback/${ID}_ngo`]: stored('ngo', UID.ngo) }),
  );
  const readers: Matrix = { visitor: false, donor: true, otherDonor: false, ngo: true, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} reading both sides’ feedback: ${verdict(readers[actor])}`, async () => {
      await expectRule(readers[actor], getDoc(feedbackRef(actor, 'donor')));
      await expectRule(readers[actor], getDoc(feedbackRef(actor, 'ngo')));
    });
  }
  it('a coordinator reads it; a volunteer or another NGO’s member does not', async () => {
    await expectRule(true, getDoc(feedbackRef(COORDINATOR, 'donor')));
    await expectRule(false, getDoc(feedbackRef(VOLUNTEER, 'donor')));
    await expectRule(false, getDoc(feedbackRef(OTHER_MEMBER, 'donor')));
  });
  const list = (who: Who, field: 'donorUid' | 'ngoId', value: string, n = 100) =>
    getDocs(query(collection(t.db(who), 'feedback'), where(field, '==', value), orderBy('at', 'desc'), limit(n)));
  it('the boards’ lists: the donor its own, the NGO (and its coordinator) its own, admins any', async () => {
    const mine = await list('donor', 'donorUid', UID.donor);
    expect(mine.docs.map((d) => d.id).sort()).toEqual([`${ID}_donor`, `${ID}_ngo`]);
    await expectRule(true, list('ngo', 'ngoId', UID.ngo));
    await expectRule(true, list(COORDINATOR, 'ngoId', UID.ngo));
    await expectRule(true, list('admin', 'ngoId', UID.ngo));
  });
  it('another person’s list, a list without its filter, or longer than 100: denied', async () => {
    await expectRule(false, list('otherDonor', 'donorUid', UID.donor));
    await expectRule(false, list('otherNgo', 'ngoId', UID.ngo));
    await expectRule(false, list(VOLUNTEER, 'ngoId', UID.ngo));
    await expectRule(false, getDocs(query(collection(t.db('donor'), 'feedback'), limit(10))));
    await expectRule(false, list('donor', 'donorUid', UID.donor, 101));
  });
});
