// The runs rules tests' fixtures (runs.test.ts, runs-matrix.test.ts): the NGO's members, a run as
// stored and as the app writes it, and the writes a member makes on it.
import { doc, serverTimestamp, Timestamp, updateDoc, type DocumentData } from 'firebase/firestore';
import { beforeEach } from 'vitest';
import { DONATIONS, donationDocs, type Status } from './donation-support';
import { UID, type RulesEnv, type Who } from './support';

export const VOLUNTEER = { uid: 'vol-1' };
export const OTHER_VOLUNTEER = { uid: 'vol-2' };
export const COORDINATOR = { uid: 'vol-coord' };
export const OTHER_MEMBER = { uid: 'vol-other' };
export const REMOVED = { uid: 'vol-gone' };
export const ID = 'donation-run';

export const MEMBERS: Record<string, { ngoId: string; role: string; name: string; phone: string }> = {
  [VOLUNTEER.uid]: { ngoId: UID.ngo, role: 'volunteer', name: 'Ravi Kumar', phone: '9876500011' },
  [OTHER_VOLUNTEER.uid]: { ngoId: UID.ngo, role: 'volunteer', name: 'Meera', phone: '9876500022' },
  [COORDINATOR.uid]: { ngoId: UID.ngo, role: 'coordinator', name: 'Sana Shaikh', phone: '9876500033' },
  [OTHER_MEMBER.uid]: { ngoId: UID.otherNgo, role: 'volunteer', name: 'Kiran', phone: '9876500044' },
};

export const storedMember = (uid: string): DocumentData => ({
  ...MEMBERS[uid],
  languages: ['hi'],
  vehicle: 'twoWheeler',
  inviteId: 'seeded',
  joinedAt: Timestamp.fromMillis(Date.now() - 86_400_000),
});

/** Who is on a run, as the app writes it: a member (first name, phone) or nobody. */
export const crew = (uid: string | null): DocumentData =>
  uid === null
    ? { state: 'open', volunteerUid: null, volunteerName: '', volunteerPhone: '' }
    : {
        state: 'assigned',
        volunteerUid: uid,
        volunteerName: (MEMBERS[uid]?.name ?? '').split(' ')[0],
        volunteerPhone: MEMBERS[uid]?.phone ?? '',
      };

/**
 * The runs fixtures on `t`: every test starts with the members seeded and the donation accepted
 * without a run.
 */
export function runsFixture(t: RulesEnv) {
  let READY_BY: Timestamp;
  let USE_BY: Timestamp;

  /** A run as stored for the seeded donation (ready in 5 hours), open unless `uid` is given. */
  const storedRun = (uid: string | null = null, overrides: DocumentData = {}): DocumentData => ({
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
    ...overrides,
  });

  /** The donation in `status` with its run (none when `run` is null). */
  async function seedRun(status: Status, run: DocumentData | null, donation: DocumentData = {}) {
    const docs = donationDocs(ID, status, donation);
    const stored = docs[`${DONATIONS}/${ID}`] as DocumentData;
    READY_BY = stored.readyBy as Timestamp;
    USE_BY = stored.useBy as Timestamp;
    await t.seed({ ...docs, ...(run ? { [`runs/${ID}`]: { ...run, readyBy: READY_BY, useBy: USE_BY } } : {}) });
  }

  beforeEach(async () => {
    await t.seed(Object.fromEntries(Object.keys(MEMBERS).map((uid) => [`members/${uid}`, storedMember(uid)])));
    await seedRun('accepted', null);
  });

  const runDoc = (who: Who) => doc(t.db(who), 'runs', ID);
  const update = (who: Who, fields: DocumentData) =>
    updateDoc(runDoc(who), { ...fields, updatedAt: serverTimestamp() });
  const claim = (who: { uid: string }, as: string = who.uid) => update(who, crew(as));
  const giveBack = (who: { uid: string }, late: boolean, reason = 'My scooter broke down', by = 'Ravi') =>
    update(who, { ...crew(null), dropReason: reason, droppedBy: by, droppedAt: serverTimestamp(), lateDrop: late });

  /** The run as the app makes it for the seeded donation. */
  const newRun = (uid: string | null = null, overrides: DocumentData = {}) =>
    storedRun(uid, { createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...overrides });

  return { storedRun, seedRun, runDoc, update, claim, giveBack, newRun };
}
