// Runs, actor by operation (issue 29's matrix): for each person who might touch a run — the NGO's
// own account, a coordinator it made, the assigned volunteer, a volunteer not assigned, a removed
// member, a member of another NGO, holders of a revoked or an expired invite who never joined —
// whether they may assign, claim, give back, pick up, refuse, deliver and read the donor's contact
// details; then the same for the members of a suspended and of an unverified NGO (no one may).
// The allowed cells are the legitimate actions the refused ones stand beside. Last, how an open
// run whose food no longer waits ends, so it leaves 'Needs a volunteer'.
import { deleteDoc, doc, getDoc, Timestamp, type DocumentData } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { DONATIONS, makeMove } from './donation-support';
import { COORDINATOR, crew, ID, OTHER_MEMBER, OTHER_VOLUNTEER, REMOVED, runsFixture, VOLUNTEER } from './runs-support';
import { expectRule, ngoProfile, setupRulesEnv, storedSuspension, UID, uidOf, verdict, type Who } from './support';

const t = setupRulesEnv();
const { storedRun, seedRun, update, claim, giveBack } = runsFixture(t);

const DAY = 86_400_000;
const REVOKED_HOLDER = { uid: 'holder-revoked' };
const EXPIRED_HOLDER = { uid: 'holder-expired' };

/** An invite of the NGO as stored, which its holder opened but never used to join. */
const storedInvite = (overrides: DocumentData): DocumentData => ({
  ngoId: UID.ngo,
  createdBy: UID.ngo,
  createdAt: Timestamp.fromMillis(Date.now() - 2 * DAY),
  expiresAt: Timestamp.fromMillis(Date.now() + 5 * DAY),
  revoked: false,
  uses: 0,
  maxUses: 10,
  ...overrides,
});

beforeEach(() =>
  t.seed({
    'invites/invite-revoked-0123456789ab': storedInvite({ revoked: true }),
    'invites/invite-expired-0123456789ab': storedInvite({ expiresAt: Timestamp.fromMillis(Date.now() - DAY) }),
  }),
);

/** `who` as the person a run's writes take (an actor of the matrix by its seeded uid). */
const asPerson = (who: Who): { uid: string } => ({ uid: uidOf(who) });

type Operation = 'assign' | 'claim' | 'giveBack' | 'pickUp' | 'refuse' | 'deliver' | 'readDetails';

/**
 * Each operation on the seeded donation and its run, done by `who`: the run is assigned to the
 * volunteer (open for a claim); the donation accepted (picked up for a delivery).
 */
const OPERATIONS: Record<Operation, { seed: () => Promise<void>; act: (who: Who) => Promise<unknown> }> = {
  assign: {
    seed: () => seedRun('accepted', storedRun(VOLUNTEER.uid)),
    act: (who) => update(who, crew(OTHER_VOLUNTEER.uid)),
  },
  claim: { seed: () => seedRun('accepted', storedRun()), act: (who) => claim(asPerson(who)) },
  giveBack: { seed: () => seedRun('accepted', storedRun(VOLUNTEER.uid)), act: (who) => giveBack(asPerson(who), false) },
  pickUp: {
    seed: () => seedRun('accepted', storedRun(VOLUNTEER.uid)),
    act: (who) => makeMove(t.db(who), 'pickUp', ID),
  },
  refuse: {
    seed: () => seedRun('accepted', storedRun(VOLUNTEER.uid)),
    act: (who) => makeMove(t.db(who), 'refuse', ID),
  },
  deliver: {
    seed: () => seedRun('picked_up', storedRun(VOLUNTEER.uid)),
    act: (who) => makeMove(t.db(who), 'deliver', ID),
  },
  readDetails: {
    seed: () => seedRun('accepted', storedRun(VOLUNTEER.uid)),
    act: (who) => getDoc(doc(t.db(who), DONATIONS, ID)),
  },
};

/** Who may do each operation while the NGO is active; everyone else is refused. */
const ALLOWED: Record<Operation, string[]> = {
  assign: [UID.ngo, COORDINATOR.uid],
  claim: [VOLUNTEER.uid, OTHER_VOLUNTEER.uid, COORDINATOR.uid],
  giveBack: [VOLUNTEER.uid],
  pickUp: [UID.ngo, COORDINATOR.uid, VOLUNTEER.uid],
  refuse: [UID.ngo, COORDINATOR.uid, VOLUNTEER.uid],
  deliver: [UID.ngo, COORDINATOR.uid, VOLUNTEER.uid],
  readDetails: [UID.ngo, COORDINATOR.uid, VOLUNTEER.uid],
};

const ACTORS: { name: string; who: Who }[] = [
  { name: 'the NGO’s account (a coordinator)', who: 'ngo' },
  { name: 'a coordinator it made', who: COORDINATOR },
  { name: 'the assigned volunteer', who: VOLUNTEER },
  { name: 'a volunteer not assigned', who: OTHER_VOLUNTEER },
  { name: 'a removed member', who: REMOVED },
  { name: 'a member of another NGO', who: OTHER_MEMBER },
  { name: 'the holder of a revoked invite', who: REVOKED_HOLDER },
  { name: 'the holder of an expired invite', who: EXPIRED_HOLDER },
];

describe('runs: actor × operation, the NGO active', () => {
  for (const operation of Object.keys(OPERATIONS) as Operation[]) {
    for (const { name, who } of ACTORS) {
      const allowed = ALLOWED[operation].includes(uidOf(who));
      it(`${operation} by ${name}: ${verdict(allowed)}`, async () => {
        await OPERATIONS[operation].seed();
        await expectRule(allowed, OPERATIONS[operation].act(who));
      });
    }
  }
});

describe('runs: the members of a suspended or an unverified NGO, on every operation', () => {
  const states = {
    suspended: () => t.seed({ [`suspensions/${UID.ngo}`]: storedSuspension() }),
    unverified: () => t.seed({ [`ngoAdmin/${UID.ngo}`]: ngoProfile(UID.ngo, { verified: false, reverify: true }) }),
  };
  for (const [state, makeIt] of Object.entries(states)) {
    for (const operation of Object.keys(OPERATIONS) as Operation[]) {
      const who = { uid: ALLOWED[operation][0]! };
      it(`${operation} by ${who.uid} while the NGO is ${state}: denied`, async () => {
        await OPERATIONS[operation].seed();
        await makeIt();
        await expectRule(false, OPERATIONS[operation].act(who));
      });
    }
  }
});

describe('runs: an open run whose food no longer waits ends, and leaves Needs a volunteer', () => {
  const end = (who: Who, fields: DocumentData = {}) => update(who, { state: 'done', ...fields });

  it('while its food waits to be collected, no one ends it', async () => {
    await seedRun('accepted', storedRun());
    for (const who of ['ngo', COORDINATOR, VOLUNTEER, 'donor'] as const) await expectRule(false, end(who));
    await expectRule(true, claim(VOLUNTEER));
  });

  for (const status of ['picked_up', 'cancelled', 'refused'] as const) {
    it(`once the donation is ${status}, a member, a coordinator or the donor ends it`, async () => {
      for (const who of [VOLUNTEER, COORDINATOR, 'ngo', 'donor'] as const) {
        await seedRun(status, storedRun());
        await expectRule(true, end(who));
      }
    });
  }

  it('once its use-by has passed, though the donation still says accepted', async () => {
    await seedRun('accepted', storedRun(), { useBy: Timestamp.fromMillis(Date.now() - 60_000) });
    await expectRule(true, end(OTHER_VOLUNTEER));
  });

  it('once the donation is gone', async () => {
    await seedRun('accepted', storedRun());
    await t.admin((db) => deleteDoc(doc(db, DONATIONS, ID)));
    await expectRule(true, end(VOLUNTEER));
  });

  it('not by another NGO, its members or another donor; not with another change; not an assigned run', async () => {
    await seedRun('cancelled', storedRun());
    for (const who of ['otherNgo', OTHER_MEMBER, 'otherDonor', REMOVED, 'visitor'] as const) {
      await expectRule(false, end(who));
    }
    await expectRule(false, end(VOLUNTEER, { meals: 1 }));
    await expectRule(false, end(VOLUNTEER, { volunteerUid: VOLUNTEER.uid }));
    await seedRun('cancelled', storedRun(VOLUNTEER.uid));
    await expectRule(false, end(VOLUNTEER));
    await seedRun('cancelled', storedRun());
    await expectRule(true, end(VOLUNTEER));
  });

  it('an ended run is claimed by no one, nor given back', async () => {
    await seedRun('picked_up', storedRun());
    await expectRule(true, end(VOLUNTEER));
    await seedRun('accepted', { ...storedRun(), state: 'done' });
    await expectRule(false, claim(VOLUNTEER));
    await expectRule(false, giveBack(VOLUNTEER, false));
    await expectRule(false, end(VOLUNTEER));
  });
});
