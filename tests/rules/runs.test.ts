// Runs (issue 29, docs/teams.md 'Runs'): who may make, claim, give back and assign a run, read the
// donor's contact details, and pick up, refuse or deliver a donation. The actors: the NGO's own
// account, a coordinator it made, the assigned volunteer, a volunteer not assigned, a removed
// member, a member of another NGO, a suspended member and the members of a suspended NGO. Each
// refusal stands beside the legitimate action it imitates.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  runTransaction,
  serverTimestamp,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { PICKUP_CHECKS } from '../../src/config/food-safety.js';
import { CODE, DONATIONS, guessPath, makeMove, rollUpsOf, tryCode } from './donation-support';
import {
  COORDINATOR,
  crew,
  ID,
  OTHER_MEMBER,
  OTHER_VOLUNTEER,
  REMOVED,
  runsFixture,
  storedMember,
  VOLUNTEER,
} from './runs-support';
import { expectRule, hoursFromNow, setupRulesEnv, storedSuspension, UID, type Who } from './support';

const t = setupRulesEnv();

const { storedRun, seedRun, runDoc, update, claim, giveBack, newRun } = runsFixture(t);

describe('runs: making one', () => {
  it('the NGO accepts an offer and opens its run in the same transaction; a volunteer may not', async () => {
    await seedRun('offered', null);
    const accept = async (who: Who, run: DocumentData) => {
      const rollUps = await rollUpsOf(t.db(who), 'accept', ID);
      return runTransaction(t.db(who), async (tx) => {
        await tx.get(doc(t.db(who), DONATIONS, ID));
        for (const { path, data } of rollUps) tx.set(doc(t.db(who), path), data, { merge: true });
        tx.update(doc(t.db(who), DONATIONS, ID), {
          status: 'accepted',
          acceptedAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        });
        tx.set(doc(t.db(who), 'runs', ID), run);
      });
    };
    await expectRule(false, accept('ngo', newRun(null, { meals: 13 })));
    await expectRule(false, accept('ngo', newRun(null, { ngoId: UID.otherNgo })));
    await expectRule(true, accept('ngo', newRun()));
  });

  it('a coordinator gives an accepted donation without one its run, open or assigned; others may not', async () => {
    for (const who of [VOLUNTEER, OTHER_MEMBER, 'otherNgo', 'donor', REMOVED] as const) {
      await expectRule(false, setDocAs(who, newRun()));
    }
    await expectRule(false, setDocAs(COORDINATOR, newRun(OTHER_MEMBER.uid)));
    await expectRule(false, setDocAs(COORDINATOR, newRun(null, { food: 'Biryani' })));
    await expectRule(false, setDocAs(COORDINATOR, newRun(null, { lateDrop: true })));
    await expectRule(true, setDocAs(COORDINATOR, newRun(VOLUNTEER.uid)));
  });

  it('no run for a donation that is not accepted', async () => {
    for (const status of ['offered', 'picked_up', 'cancelled'] as const) {
      await seedRun(status, null);
      await expectRule(false, setDocAs('ngo', newRun()));
    }
    await seedRun('accepted', null);
    await expectRule(true, setDocAs('ngo', newRun()));
  });
});

function setDocAs(who: Who, data: DocumentData) {
  return runTransaction(t.db(who), async (tx) => {
    tx.set(doc(t.db(who), 'runs', ID), data);
  });
}

describe('runs: claiming', () => {
  beforeEach(() => seedRun('accepted', storedRun()));

  it('a member claims an open run for themself, named by first name with their phone', async () => {
    await expectRule(false, update(VOLUNTEER, { ...crew(VOLUNTEER.uid), volunteerName: 'Ravi Kumar' }));
    await expectRule(false, update(VOLUNTEER, { ...crew(VOLUNTEER.uid), volunteerPhone: '9999999999' }));
    await expectRule(false, claim(VOLUNTEER, OTHER_VOLUNTEER.uid));
    await expectRule(true, claim(VOLUNTEER));
  });

  it('a run already claimed cannot be claimed again', async () => {
    await expectRule(true, claim(VOLUNTEER));
    await expectRule(false, claim(OTHER_VOLUNTEER));
  });

  it('a removed member, a member of another NGO, a suspended member, an NGO or a donor may not claim', async () => {
    await expectRule(false, update(REMOVED, { ...crew(VOLUNTEER.uid), volunteerUid: REMOVED.uid }));
    await expectRule(false, claim(OTHER_MEMBER));
    await expectRule(false, update('otherNgo', { ...crew(VOLUNTEER.uid), volunteerUid: UID.otherNgo }));
    await expectRule(false, update('donor', { ...crew(VOLUNTEER.uid), volunteerUid: UID.donor }));
    await t.seed({ [`suspensions/${VOLUNTEER.uid}`]: storedSuspension() });
    await expectRule(false, claim(VOLUNTEER));
    await expectRule(true, claim(OTHER_VOLUNTEER));
  });

  it('the members of a suspended or unverified NGO may not claim', async () => {
    await t.seed({ [`suspensions/${UID.ngo}`]: storedSuspension() });
    await expectRule(false, claim(VOLUNTEER));
    await t.admin((db) => deleteDoc(doc(db, `suspensions/${UID.ngo}`)));
    await expectRule(true, claim(VOLUNTEER));
  });

  it('no claim once the food is picked up, and nothing but who is on it changes', async () => {
    await expectRule(false, update(VOLUNTEER, { ...crew(VOLUNTEER.uid), meals: 1 }));
    await seedRun('picked_up', storedRun());
    await expectRule(false, claim(VOLUNTEER));
  });
});

describe('runs: giving back', () => {
  it('the assigned volunteer gives a run back with a reason; early is not late', async () => {
    await seedRun('accepted', storedRun(VOLUNTEER.uid));
    await expectRule(false, giveBack(OTHER_VOLUNTEER, false));
    // A coordinator opens a run by re-crewing it, never by writing a drop-out in a volunteer's name.
    await expectRule(false, giveBack(COORDINATOR, false));
    await expectRule(false, giveBack(VOLUNTEER, false, '   '));
    await expectRule(false, giveBack(VOLUNTEER, false, 'Ill', 'Meera'));
    await expectRule(false, giveBack(VOLUNTEER, true));
    await expectRule(true, giveBack(VOLUNTEER, false));
  });

  it('within 2 hours of its ready-by it is a late drop-out, and must say so', async () => {
    await seedRun('accepted', storedRun(VOLUNTEER.uid), { readyBy: hoursFromNow(1) });
    await expectRule(false, giveBack(VOLUNTEER, false));
    await expectRule(true, giveBack(VOLUNTEER, true));
  });

  it('a removed volunteer can no longer give back (or move) the run it held', async () => {
    await seedRun('accepted', storedRun(VOLUNTEER.uid));
    await t.admin((db) => deleteDoc(doc(db, `members/${VOLUNTEER.uid}`)));
    await expectRule(false, giveBack(VOLUNTEER, false));
    await expectRule(false, makeMove(t.db(VOLUNTEER), 'pickUp', ID));
    await expectRule(true, makeMove(t.db(COORDINATOR), 'pickUp', ID));
  });
});

describe('runs: assigning', () => {
  beforeEach(() => seedRun('accepted', storedRun(VOLUNTEER.uid)));

  it('a coordinator assigns a run to any member of its NGO, or opens it', async () => {
    await expectRule(false, update(COORDINATOR, crew(OTHER_MEMBER.uid)));
    await expectRule(false, update(COORDINATOR, { ...crew(OTHER_VOLUNTEER.uid), volunteerName: 'Ravi' }));
    await expectRule(true, update(COORDINATOR, crew(OTHER_VOLUNTEER.uid)));
    await expectRule(true, update('ngo', crew(null)));
  });

  it('a volunteer, another NGO, a donor and a coordinator of a suspended NGO may not', async () => {
    await expectRule(false, update(OTHER_VOLUNTEER, crew(OTHER_VOLUNTEER.uid)));
    await expectRule(false, update('otherNgo', crew(null)));
    await expectRule(false, update('donor', crew(null)));
    await t.seed({ [`suspensions/${UID.ngo}`]: storedSuspension() });
    await expectRule(false, update(COORDINATOR, crew(null)));
    await expectRule(false, update('ngo', crew(null)));
  });
});

describe('runs: reading', () => {
  const list = (who: Who, ...filters: Parameters<typeof where>[]) =>
    getDocs(query(collection(t.db(who), 'runs'), ...filters.map((f) => where(...f)), limit(50)));

  it('an open run: the NGO’s members list and read it; another NGO’s member may not', async () => {
    await seedRun('accepted', storedRun());
    await expectRule(true, list(OTHER_VOLUNTEER, ['ngoId', '==', UID.ngo], ['state', '==', 'open']));
    await expectRule(true, getDoc(runDoc(OTHER_VOLUNTEER)));
    await expectRule(false, list(OTHER_MEMBER, ['ngoId', '==', UID.ngo], ['state', '==', 'open']));
    await expectRule(false, getDoc(runDoc(OTHER_MEMBER)));
    await expectRule(false, getDoc(runDoc(REMOVED)));
  });

  it('an assigned run: its volunteer, the coordinators, its donor and admins; not the other volunteers', async () => {
    await seedRun('accepted', storedRun(VOLUNTEER.uid));
    for (const who of [VOLUNTEER, COORDINATOR, 'ngo', 'donor', 'admin'] as const) {
      await expectRule(true, getDoc(runDoc(who)));
    }
    for (const who of [OTHER_VOLUNTEER, OTHER_MEMBER, 'otherDonor', 'otherNgo'] as const) {
      await expectRule(false, getDoc(runDoc(who)));
    }
    await expectRule(true, list(VOLUNTEER, ['volunteerUid', '==', VOLUNTEER.uid]));
    await expectRule(true, list('donor', ['donorUid', '==', UID.donor]));
    await expectRule(true, list(COORDINATOR, ['ngoId', '==', UID.ngo]));
    await expectRule(false, list(OTHER_VOLUNTEER, ['ngoId', '==', UID.ngo]));
    await expectRule(false, list(OTHER_VOLUNTEER, ['volunteerUid', '==', VOLUNTEER.uid]));
    await expectRule(false, list('otherDonor', ['donorUid', '==', UID.donor]));
  });
});

describe("the donor's contact details (the donation) and its moves, by who runs it", () => {
  const donation = (who: Who) => getDoc(doc(t.db(who), DONATIONS, ID));

  it('the assigned volunteer and the coordinators read the donation; other members do not', async () => {
    await seedRun('accepted', storedRun(VOLUNTEER.uid));
    for (const who of [VOLUNTEER, COORDINATOR, 'ngo'] as const) await expectRule(true, donation(who));
    for (const who of [OTHER_VOLUNTEER, OTHER_MEMBER, REMOVED] as const) await expectRule(false, donation(who));
    await expectRule(
      true,
      getDocs(query(collection(t.db(COORDINATOR), DONATIONS), where('ngoId', '==', UID.ngo), limit(20))),
    );
    await expectRule(
      false,
      getDocs(query(collection(t.db(VOLUNTEER), DONATIONS), where('ngoId', '==', UID.ngo), limit(20))),
    );
  });

  it('an open run shows the donation to no volunteer', async () => {
    await seedRun('accepted', storedRun());
    await expectRule(false, donation(VOLUNTEER));
    await expectRule(true, donation(COORDINATOR));
  });

  it('a suspended NGO’s members lose the donor’s details and every move at once', async () => {
    await seedRun('accepted', storedRun(VOLUNTEER.uid));
    await t.seed({ [`suspensions/${UID.ngo}`]: storedSuspension() });
    for (const who of [VOLUNTEER, COORDINATOR] as const) await expectRule(false, donation(who));
    await expectRule(false, tryCode(t.db(VOLUNTEER), ID, CODE));
    await expectRule(false, makeMove(t.db(COORDINATOR), 'refuse', ID));
  });

  it('the assigned volunteer tries the code and picks up; one not assigned may not even try', async () => {
    await seedRun('accepted', storedRun(VOLUNTEER.uid));
    await expectRule(false, tryCode(t.db(OTHER_VOLUNTEER), ID, CODE));
    await expectRule(false, tryCode(t.db(OTHER_MEMBER), ID, CODE));
    await expectRule(false, makeMove(t.db(OTHER_VOLUNTEER), 'pickUp', ID, { guess: false }));
    await expectRule(true, makeMove(t.db(VOLUNTEER), 'pickUp', ID));
    await expectRule(true, getDoc(doc(t.db(VOLUNTEER), guessPath(ID))));
  });

  it('the assigned volunteer refuses the food; one not assigned may not', async () => {
    await seedRun('accepted', storedRun(VOLUNTEER.uid));
    await expectRule(false, makeMove(t.db(OTHER_VOLUNTEER), 'refuse', ID));
    await expectRule(true, makeMove(t.db(VOLUNTEER), 'refuse', ID));
  });

  it('the assigned volunteer delivers and the public totals rise; one not assigned may not', async () => {
    await seedRun('picked_up', storedRun(VOLUNTEER.uid));
    await expectRule(false, makeMove(t.db(OTHER_VOLUNTEER), 'deliver', ID));
    await expectRule(false, makeMove(t.db(OTHER_MEMBER), 'deliver', ID));
    await expectRule(true, makeMove(t.db(VOLUNTEER), 'deliver', ID));
  });

  it('a coordinator it made delivers too', async () => {
    await seedRun('picked_up', storedRun(VOLUNTEER.uid));
    await expectRule(true, makeMove(t.db(COORDINATOR), 'deliver', ID));
  });
});

describe('runs: what an outside attack found', () => {
  it('a give-back in the same batch as the pickup is refused (the run would be left empty)', async () => {
    await seedRun('accepted', storedRun(VOLUNTEER.uid));
    await tryCode(t.db(VOLUNTEER), ID, CODE);
    const both = () => {
      const db = t.db(VOLUNTEER);
      const batch = writeBatch(db);
      batch.update(doc(db, DONATIONS, ID), {
        status: 'picked_up',
        pickedUpAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        handoverCode: CODE,
        pickupChecks: [...PICKUP_CHECKS],
      });
      batch.update(doc(db, 'runs', ID), {
        ...crew(null),
        dropReason: 'Done early',
        droppedBy: 'Ravi',
        droppedAt: serverTimestamp(),
        lateDrop: false,
        updatedAt: serverTimestamp(),
      });
      return batch.commit();
    };
    await expectRule(false, both());
    await expectRule(true, makeMove(t.db(VOLUNTEER), 'pickUp', ID, { guess: false }));
  });

  it('the food’s own donor, in the NGO’s team, may not take its run, nor pick up or deliver it', async () => {
    await t.seed({ [`members/${UID.donor}`]: { ...storedMember(VOLUNTEER.uid), name: 'Asha Donor' } });
    await seedRun('accepted', storedRun());
    await expectRule(
      false,
      update('donor', { ...crew(VOLUNTEER.uid), volunteerUid: UID.donor, volunteerName: 'Asha' }),
    );
    await expectRule(
      false,
      update(COORDINATOR, { ...crew(VOLUNTEER.uid), volunteerUid: UID.donor, volunteerName: 'Asha' }),
    );
    await expectRule(true, claim(VOLUNTEER));
    // Even a coordinator it was made may not move its own donation, or raise the totals with it.
    await t.seed({ [`members/${UID.donor}`]: { ...storedMember(COORDINATOR.uid), name: 'Asha Donor' } });
    await expectRule(false, makeMove(t.db('donor'), 'pickUp', ID));
    await seedRun('picked_up', storedRun(VOLUNTEER.uid));
    await expectRule(false, makeMove(t.db('donor'), 'deliver', ID));
    await expectRule(true, makeMove(t.db(COORDINATOR), 'deliver', ID));
  });

  it('a run is not assigned to a suspended member', async () => {
    await seedRun('accepted', storedRun());
    await t.seed({ [`suspensions/${OTHER_VOLUNTEER.uid}`]: storedSuspension() });
    await expectRule(false, update(COORDINATOR, crew(OTHER_VOLUNTEER.uid)));
    await expectRule(true, update(COORDINATOR, crew(VOLUNTEER.uid)));
  });
});
