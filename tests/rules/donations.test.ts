// deliveryInfo/{id} — donations and their lifecycle:
// {visitor, donor, other donor, NGO, other NGO, admin} × {get, list, create, update, delete},
// every transition (refuse included) for the right actor and each wrong actor and each wrong source
// state, extra fields, server time, expiry (readyBy), open offers and the race to accept one; what
// a new donation must be (issue 11): offered with its handover code in one batch, under the
// account's name, no free-text time, 1–5,000 meals, ready within a week, to an NGO that may
// receive it. Every new donation here carries a valid food-safety record (donation-support.ts);
// the record itself, use-by, pickup checks, refusals and meals served: food-safety.test.ts.
// The handover code itself: handover.test.ts; who may act when: revocation.test.ts.
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
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { LENGTH, READY_BY_MAX_DAYS } from '../../src/config/limits.js';
import {
  CODE,
  DONATIONS,
  MOVES,
  SOURCES,
  STATUSES,
  change,
  daysFromNow,
  displayNameOf,
  donationDocs,
  itLimitsDonationMeals,
  makeMove,
  newDonation,
  offerFood,
  openOffersNear,
  PUNE_PICKUP,
  packagedRecord,
  rollUpsOf,
  type Move,
  type Status,
} from './donation-support';
import {
  ACTORS,
  asAudited,
  clientNow,
  expectRule,
  hoursFromNow,
  itLimitsLengths,
  itLimitsLists,
  itMatchesPhonePattern,
  ngoProfile,
  storedDonation,
  text,
  Timestamp,
  UID,
  setupRulesEnv,
  verdict,
  without,
  type Actor,
  type Matrix,
  type Who,
} from './support';

const t = setupRulesEnv();
const ID = 'd-1';
const OPEN = 'd-open';

const uidOf = (actor: Actor): string => (actor === 'visitor' ? 'visitor-x' : UID[actor]);
const ref = (who: Who, id = ID) => doc(t.db(who), DONATIONS, id);

beforeEach(async () => {
  await t.seed({
    'stats/impact': { mealsDelivered: 100, donationsDelivered: 5, lastDeliveryId: 'older' },
    'ngoAdmin/sample-annapurna': {
      nameOrg: 'Annapurna Food Bank',
      name: 'Priya Sharma',
      email: 'contact@annapurna.example.org',
      time: 'Morning',
      meals: 29,
      mealno: '29 meals',
      address: '12 Linking Road',
      verified: true,
    },
  });
});

/** Seeds donation `id` in a given state, with its handover document (the code, once picked up). */
async function seedAt(status: Status, overrides: DocumentData = {}, id = ID): Promise<void> {
  await t.seed(donationDocs(id, status, overrides));
}

// ── the moves, as a client performs them ──────────────────────────────────────────────────────

const RIGHT_ACTOR: Record<Move, Actor> = {
  accept: 'ngo',
  decline: 'ngo',
  pickUp: 'ngo',
  refuse: 'ngo',
  deliver: 'ngo',
  cancel: 'donor',
};

/**
 * A move as the app makes it: pickUp with the donor's code and the volunteer's checks, refuse with
 * a reason, deliver with all 12 meals served and the totals.
 */
function perform(move: Move, who: Who, extra: DocumentData = {}, id = ID): Promise<void> {
  return makeMove(t.db(who), move, id, { extra });
}

// ── get / list ────────────────────────────────────────────────────────────────────────────────

describe('donations: get', () => {
  beforeEach(() => seedAt('offered'));
  const allowed: Matrix = { visitor: false, donor: true, otherDonor: false, ngo: true, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} reading donor-1 → ngo-1 donation: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], getDoc(ref(actor)));
    });
  }
  it('a legacy donation (no donorUid, no status) is readable by admins only', async () => {
    await t.seed({ [`${DONATIONS}/legacy`]: { deliveryLocation: 'Old Road 1', phone: '9000000001', time: 'Evening' } });
    await expectRule(false, getDoc(ref('donor', 'legacy')));
    await expectRule(false, getDoc(ref('visitor', 'legacy')));
    await expectRule(true, getDoc(ref('admin', 'legacy')));
  });
});

describe('donations: list', () => {
  beforeEach(() => seedAt('offered'));
  const col = (who: Who) => collection(t.db(who), DONATIONS);
  const byDonor = (who: Who) => query(col(who), where('donorUid', '==', UID.donor), limit(50));
  const byNgo = (who: Who) => query(col(who), where('ngoId', '==', UID.ngo), limit(50));

  const donorQueryAllowed: Matrix = {
    visitor: false,
    donor: true,
    otherDonor: false,
    ngo: false,
    otherNgo: false,
    admin: true,
  };
  for (const actor of ACTORS) {
    it(`${actor} listing where donorUid == donor-1: ${verdict(donorQueryAllowed[actor])}`, async () => {
      await expectRule(donorQueryAllowed[actor], getDocs(byDonor(actor)));
    });
  }
  const ngoQueryAllowed: Matrix = {
    visitor: false,
    donor: false,
    otherDonor: false,
    ngo: true,
    otherNgo: false,
    admin: true,
  };
  for (const actor of ACTORS) {
    it(`${actor} listing where ngoId == ngo-1: ${verdict(ngoQueryAllowed[actor])}`, async () => {
      await expectRule(ngoQueryAllowed[actor], getDocs(byNgo(actor)));
    });
  }
  itLimitsLists('an admin listing all donations', () => col('admin'));
  itLimitsLists('a donor listing their donations', () => query(col('donor'), where('donorUid', '==', UID.donor)));
  itLimitsLists('an NGO listing its donations', () => query(col('ngo'), where('ngoId', '==', UID.ngo)));
  it('non-admins may not list all donations', async () => {
    await expectRule(false, getDocs(query(col('donor'), limit(10))));
    await expectRule(false, getDocs(query(col('ngo'), limit(10))));
  });
  it('the NGO’s board query (ngoId and status) is allowed', async () => {
    await expectRule(
      true,
      getDocs(query(col('ngo'), where('ngoId', '==', UID.ngo), where('status', '==', 'offered'), limit(25))),
    );
  });
});

// ── create ────────────────────────────────────────────────────────────────────────────────────

describe('donations: create', () => {
  const allowed: Matrix = { visitor: false, donor: true, otherDonor: true, ngo: false, otherNgo: false, admin: false };
  for (const actor of ACTORS) {
    it(`${actor} offering food (donation + handover code in one batch): ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], offerFood(t.db(actor), newDonation(uidOf(actor))));
    });
  }
  const create = (data: DocumentData) => offerFood(t.db('donor'), data);
  it('a forged donorUid is denied', async () => {
    await expectRule(false, create(newDonation(UID.otherDonor)));
    await expectRule(false, create(newDonation(UID.otherDonor, { donorName: displayNameOf(UID.donor) })));
  });
  it('a handover code left behind at an id (its donation deleted) does not stand for a new one: a fresh code is needed', async () => {
    await t.seed({ [`${DONATIONS}/reused/private/handover`]: { code: CODE } });
    await expectRule(false, offerFood(t.db('donor'), newDonation(UID.donor), null, 'reused'));
    await expectRule(false, offerFood(t.db('donor'), newDonation(UID.donor), { code: '1111' }, 'reused'));
    await expectRule(true, offerFood(t.db('donor'), newDonation(UID.donor), { code: '1111' }, 'fresh'));
  });
  it('a status other than offered is denied', async () => {
    await expectRule(false, create(newDonation(UID.donor, { status: 'accepted' })));
    await expectRule(false, create(newDonation(UID.donor, { status: 'delivered' })));
  });
  it('a donation for an NGO that does not exist is denied', async () => {
    await expectRule(false, create(newDonation(UID.donor, { ngoId: 'no-such-ngo' })));
  });
  it('an open offer (ngoId null) is allowed', async () => {
    await expectRule(true, create(newDonation(UID.donor, { ngoId: null, ngoName: '' })));
  });
  it("the NGO name must be that NGO's own, or empty: no offer to one NGO under another's name", async () => {
    await expectRule(false, create(newDonation(UID.donor, { ngoName: 'Annapurna Food Bank' })));
    await expectRule(
      false,
      create(newDonation(UID.donor, { ngoId: 'sample-annapurna', ngoName: `Org of ${UID.ngo}` })),
    );
    await expectRule(false, create(newDonation(UID.donor, { ngoId: null, ngoName: 'Annapurna Food Bank' })));
    await expectRule(true, create(newDonation(UID.donor, { ngoName: '' })));
  });
  it(`an NGO whose stored name is over LENGTH.name (${LENGTH.name}) characters is named by its first ${LENGTH.name}`, async () => {
    await t.seed({
      'ngoAdmin/legacy-long': { nameOrg: text(LENGTH.name + 20, 'n'), name: 'A', email: 'a@example.org' },
    });
    const named = (length: number) =>
      create(newDonation(UID.donor, { ngoId: 'legacy-long', ngoName: text(length, 'n') }));
    await expectRule(false, named(LENGTH.name + 1));
    await expectRule(false, named(LENGTH.name - 1));
    await expectRule(true, named(LENGTH.name));
  });
  // The NGO must exist whatever its id's length, so that only the length decides.
  itLimitsLengths([{ field: 'ngoId', max: LENGTH.id, make: (length) => text(length, 'i') }], async (field, value) => {
    await t.seed({ [`ngoAdmin/${value}`]: ngoProfile(value) });
    return create(newDonation(UID.donor, { [field]: value, ngoName: '' }));
  });
  it('ngoId must be a non-empty string or null', async () => {
    await expectRule(false, create(newDonation(UID.donor, { ngoId: '' })));
    await expectRule(false, create(newDonation(UID.donor, { ngoId: 42 })));
  });
  it('readyBy must be a timestamp in the future', async () => {
    await expectRule(false, create(newDonation(UID.donor, { readyBy: Timestamp.fromMillis(Date.now() - 60_000) })));
    await expectRule(false, create(newDonation(UID.donor, { readyBy: '2030-01-01T10:00' })));
  });
  it(`readyBy at most READY_BY_MAX_DAYS (${READY_BY_MAX_DAYS}) days ahead: ${READY_BY_MAX_DAYS} days and an hour denied, 6 days or an hour less than ${READY_BY_MAX_DAYS} allowed`, async () => {
    // Packaged food whose label date is far ahead, so that only readyBy's own limit decides.
    const readyBy = (at: Timestamp) => create(newDonation(UID.donor, { readyBy: at }, packagedRecord()));
    await expectRule(false, readyBy(hoursFromNow(READY_BY_MAX_DAYS * 24 + 1)));
    await expectRule(false, readyBy(daysFromNow(30)));
    await expectRule(true, readyBy(daysFromNow(6)));
    await expectRule(true, readyBy(hoursFromNow(READY_BY_MAX_DAYS * 24 - 1)));
  });
  it('client timestamps instead of server time are denied', async () => {
    await expectRule(false, create(newDonation(UID.donor, { createdAt: clientNow() })));
    await expectRule(false, create(newDonation(UID.donor, { updatedAt: clientNow() })));
  });
  it('unknown fields are denied (also lifecycle stamps and a handover code on create)', async () => {
    await expectRule(false, create(newDonation(UID.donor, { priority: 'high' })));
    await expectRule(false, create(newDonation(UID.donor, { acceptedAt: serverTimestamp() })));
    await expectRule(false, create(newDonation(UID.donor, { handoverCode: CODE })));
  });
  it('the free-text `time` of the earlier app is denied on a new donation (readyBy says when)', async () => {
    await expectRule(false, create(newDonation(UID.donor, { time: 'Tonight by 9 pm' })));
    await expectRule(false, create(newDonation(UID.donor, { time: '' })));
    await expectRule(true, create(newDonation(UID.donor)));
  });
  it('missing fields are denied', async () => {
    await expectRule(false, create(without(newDonation(UID.donor), 'food')));
    await expectRule(false, create(without(newDonation(UID.donor), 'ngoId')));
    await expectRule(false, create(without(newDonation(UID.donor), 'readyBy')));
  });
  it('a donation without its handover document is denied; with it, in the same batch, allowed', async () => {
    await expectRule(false, offerFood(t.db('donor'), newDonation(UID.donor), null));
    await expectRule(false, setDoc(ref('donor', 'alone'), newDonation(UID.donor)));
    await expectRule(true, offerFood(t.db('donor'), newDonation(UID.donor), { code: CODE }));
  });
  it('the donor’s FSSAI number, when it goes with the offer, is 14 digits', async () => {
    await expectRule(true, create(newDonation(UID.donor, { donorFssai: '12345678901234' })));
    for (const donorFssai of ['', '1234567890123', '1234 5678 9012 34', 12345678901234, null]) {
      await expectRule(false, create(newDonation(UID.donor, { donorFssai })));
    }
  });
  it('a photo of the food to follow is marked photo: true; any other value is denied', async () => {
    await expectRule(true, create(newDonation(UID.donor, { photo: true })));
    for (const photo of [false, 'yes', 1, null]) {
      await expectRule(false, create(newDonation(UID.donor, { photo })));
    }
  });
  it("donorName is the account's display name exactly: another name, or a changed spelling, is denied", async () => {
    const name = displayNameOf(UID.donor);
    await expectRule(false, create(newDonation(UID.donor, { donorName: 'Asha Donor' })));
    await expectRule(false, create(newDonation(UID.donor, { donorName: displayNameOf(UID.otherDonor) })));
    await expectRule(false, create(newDonation(UID.donor, { donorName: name.toLowerCase() })));
    await expectRule(false, create(newDonation(UID.donor, { donorName: `${name} ` })));
    await expectRule(false, create(newDonation(UID.donor, { donorName: '' })));
    await expectRule(true, create(newDonation(UID.donor, { donorName: name })));
  });
  it('after the donor renames the account, the new name is the one allowed', async () => {
    await expectRule(true, updateDoc(doc(t.db('donor'), 'users', UID.donor), { displayName: 'Asha Rao' }));
    await expectRule(false, create(newDonation(UID.donor, { donorName: displayNameOf(UID.donor) })));
    await expectRule(true, create(newDonation(UID.donor, { donorName: 'Asha Rao' })));
  });
  itLimitsLengths(
    [
      { field: 'deliveryLocation', max: LENGTH.address },
      { field: 'food', max: LENGTH.food },
    ],
    (field, value) => create(newDonation(UID.donor, { [field]: value })),
  );
  // donorName must equal the account's name, so the account is given a name of each length first.
  itLimitsLengths([{ field: 'donorName', max: LENGTH.name }], async (field, value) => {
    await t.seed({
      [`users/${UID.donor}`]: { role: 'donor', displayName: value, email: 'x@example.org', createdAt: Timestamp.now() },
    });
    return create(newDonation(UID.donor, { [field]: value }));
  });
  it('empty required strings are denied', async () => {
    await expectRule(false, create(newDonation(UID.donor, { food: '' })));
    await expectRule(false, create(newDonation(UID.donor, { deliveryLocation: '' })));
  });
  itLimitsDonationMeals((meals) => create(newDonation(UID.donor, { meals })));
  it('meals must be a whole number', async () => {
    await expectRule(false, create(newDonation(UID.donor, { meals: 1.5 })));
    await expectRule(false, create(newDonation(UID.donor, { meals: '12' })));
  });
  itMatchesPhonePattern((phone) => create(newDonation(UID.donor, { phone })));
  it('the phone must be a string', async () => {
    await expectRule(false, create(newDonation(UID.donor, { phone: 9876543210 })));
  });
});

describe('donations: which NGOs may be offered food', () => {
  const offerTo = (ngoId: string, ngoName = '') => offerFood(t.db('donor'), newDonation(UID.donor, { ngoId, ngoName }));
  it('a verified registered NGO: allowed', async () => {
    await expectRule(true, offerTo(UID.ngo, `Org of ${UID.ngo}`));
  });
  it('a registered NGO an admin has not verified: denied', async () => {
    await expectRule(false, offerTo(UID.unverifiedNgo, `Org of ${UID.unverifiedNgo}`));
    await expectRule(false, offerTo(UID.unverifiedNgo));
  });
  it('a verified NGO that is suspended (ngoAdmin.suspended): denied; once the flag is lifted, allowed', async () => {
    await t.seed({ [`ngoAdmin/${UID.ngo}`]: ngoProfile(UID.ngo, { suspended: true }) });
    await expectRule(false, offerTo(UID.ngo, `Org of ${UID.ngo}`));
    await t.seed({ [`ngoAdmin/${UID.ngo}`]: ngoProfile(UID.ngo, { suspended: false }) });
    await expectRule(true, offerTo(UID.ngo, `Org of ${UID.ngo}`));
  });
  it('a profile that waits for re-verification (verified false, reverify true): denied', async () => {
    await t.seed({ [`ngoAdmin/${UID.ngo}`]: ngoProfile(UID.ngo, { verified: false, reverify: true }) });
    await expectRule(false, offerTo(UID.ngo, `Org of ${UID.ngo}`));
  });
  it('a sample NGO (no ownerUid) is allowed', async () => {
    await expectRule(true, offerTo('sample-annapurna', 'Annapurna Food Bank'));
  });
  it('a profile of the earlier app (no ownerUid, no verified flag) is allowed', async () => {
    await t.seed({
      'ngoAdmin/legacy-ngo': { nameOrg: 'Old Kitchen', name: 'B', email: 'b@example.org', time: 'Evening' },
    });
    await expectRule(true, offerTo('legacy-ngo', 'Old Kitchen'));
  });
});

// ── the transition table ──────────────────────────────────────────────────────────────────────

for (const move of MOVES) {
  describe(`donations: ${move} (${SOURCES[move].join(' or ')} → ${change(move).status as string})`, () => {
    const from = SOURCES[move][0] as Status;

    for (const actor of ACTORS) {
      const allowed = actor === RIGHT_ACTOR[move];
      it(`${actor}: ${verdict(allowed)}`, async () => {
        await seedAt(from);
        await expectRule(allowed, perform(move, actor));
      });
    }

    for (const status of STATUSES.filter((s) => !SOURCES[move].includes(s))) {
      it(`from ${status}: denied (and from ${from}: allowed)`, async () => {
        await seedAt(status);
        await expectRule(false, perform(move, RIGHT_ACTOR[move]));
        await seedAt(from);
        await expectRule(true, perform(move, RIGHT_ACTOR[move]));
      });
    }

    it('changing another field as well is denied', async () => {
      await seedAt(from);
      await expectRule(false, perform(move, RIGHT_ACTOR[move], { meals: 99 }));
      await expectRule(false, perform(move, RIGHT_ACTOR[move], { donorUid: UID.otherDonor }));
      await expectRule(false, perform(move, RIGHT_ACTOR[move], { readyBy: hoursFromNow(48) }));
    });

    it('setting another move’s stamp is denied', async () => {
      await seedAt(from);
      const other = move === 'cancel' ? { acceptedAt: serverTimestamp() } : { cancelledAt: serverTimestamp() };
      await expectRule(false, perform(move, RIGHT_ACTOR[move], other));
    });

    it('a client timestamp for the move is denied', async () => {
      await seedAt(from);
      const stamp = Object.keys(change(move)).find((k) => k !== 'status' && k !== 'updatedAt') as string;
      await expectRule(false, perform(move, RIGHT_ACTOR[move], { [stamp]: clientNow() }));
      await expectRule(false, perform(move, RIGHT_ACTOR[move], { updatedAt: clientNow() }));
    });
  });
}

describe('donations: more transition rules', () => {
  it('the donor cancels an accepted donation', async () => {
    await seedAt('accepted');
    await expectRule(true, perform('cancel', 'donor'));
  });
  it('skipping states is denied (offered → picked_up / delivered, accepted → delivered)', async () => {
    await seedAt('offered');
    await expectRule(false, perform('pickUp', 'ngo'));
    await expectRule(false, perform('deliver', 'ngo'));
    await seedAt('accepted');
    await expectRule(false, perform('deliver', 'ngo'));
  });
  it('an unknown status is denied', async () => {
    await seedAt('offered');
    await expectRule(false, updateDoc(ref('ngo'), { status: 'done', updatedAt: serverTimestamp() }));
  });
  it('going back is denied (accepted → offered)', async () => {
    await seedAt('accepted');
    await expectRule(false, updateDoc(ref('ngo'), { status: 'offered', updatedAt: serverTimestamp() }));
  });
  it('an addressed NGO may not re-address a donation while accepting it', async () => {
    await seedAt('offered');
    await expectRule(false, perform('accept', 'ngo', { ngoId: UID.otherNgo }));
  });
  it('the donor’s FSSAI number is the donor’s to give on offering: the NGO may not write it while accepting', async () => {
    await seedAt('offered');
    await expectRule(false, perform('accept', 'ngo', { donorFssai: '12345678901234' }));
    await seedAt('offered', { donorFssai: '12345678901234' });
    await expectRule(false, perform('accept', 'ngo', { donorFssai: '99999999999999' }));
    await expectRule(true, perform('accept', 'ngo'));
  });
  it('accepting after readyBy is denied (expired); before readyBy allowed', async () => {
    await seedAt('offered', { readyBy: Timestamp.fromMillis(Date.now() - 60_000) });
    await expectRule(false, perform('accept', 'ngo'));
    await seedAt('offered', { readyBy: hoursFromNow(1) });
    await expectRule(true, perform('accept', 'ngo'));
  });
  it('an expired offer can still be declined by the NGO or cancelled by the donor', async () => {
    await seedAt('offered', { readyBy: Timestamp.fromMillis(Date.now() - 60_000) });
    await expectRule(true, perform('decline', 'ngo'));
    await seedAt('offered', { readyBy: Timestamp.fromMillis(Date.now() - 60_000) });
    await expectRule(true, perform('cancel', 'donor'));
  });
  it('a legacy donation (no status) can be moved by nobody', async () => {
    await t.seed({ [`${DONATIONS}/legacy`]: { deliveryLocation: 'Old Road 1', phone: '9000000001', time: 'Evening' } });
    await expectRule(false, updateDoc(ref('admin', 'legacy'), change('accept')));
    await expectRule(false, updateDoc(ref('ngo', 'legacy'), change('accept')));
  });
  it('the whole lifecycle through the client: create → accept → pick up → deliver', async () => {
    const id = await offerFood(t.db('donor'), newDonation(UID.donor, { meals: 7 }), { code: '0593' });
    await expectRule(true, makeMove(t.db('ngo'), 'accept', id));
    await expectRule(true, makeMove(t.db('ngo'), 'pickUp', id, { code: '0593' }));
    await expectRule(true, makeMove(t.db('ngo'), 'deliver', id, { served: 7 }));
    const stats = await getDoc(doc(t.db('visitor'), 'stats', 'impact'));
    expect(stats.data()).toEqual({ mealsDelivered: 107, donationsDelivered: 6, lastDeliveryId: id });
    const donation = await getDoc(ref('donor', id));
    expect(donation.get('status')).toBe('delivered');
    expect(donation.get('handoverCode')).toBe('0593');
  });
});

// ── open offers ───────────────────────────────────────────────────────────────────────────────

describe('donations: open offers (ngoId null)', () => {
  beforeEach(() => seedAt('offered', { ngoId: null, ngoName: '' }, OPEN));
  // With its monthly roll-ups, as the app accepts (impact.test.ts tests them).
  const acceptOpen = async (who: Who, extra: DocumentData = {}) => {
    const ngoId = typeof who === 'string' && who !== 'visitor' ? UID[who] : 'x';
    const db = t.db(who);
    const batch = writeBatch(db);
    batch.update(ref(who, OPEN), {
      ...change('accept'),
      ngoId,
      ngoName: ngoId === 'x' ? 'x' : `Org of ${ngoId}`,
      ...extra,
    });
    for (const { path, data } of await rollUpsOf(db, 'accept', OPEN, { ngoId })) {
      batch.set(doc(db, path), data, { merge: true });
    }
    return batch.commit();
  };

  it('any verified NGO may read an open offer; the unverified NGO, other donors and visitors may not', async () => {
    await expectRule(true, getDoc(ref('otherNgo', OPEN)));
    await expectRule(true, getDoc(ref('ngo', OPEN)));
    await expectRule(true, getDoc(ref('donor', OPEN)));
    await expectRule(false, getDoc(ref('unverifiedNgo', OPEN)));
    await expectRule(false, getDoc(ref('otherDonor', OPEN)));
    await expectRule(false, getDoc(ref('visitor', OPEN)));
  });
  it('verified NGOs list open offers near a place; the unverified NGO and donors may not', async () => {
    const open = (who: Who) => openOffersNear(t.db(who));
    await expectRule(true, getDocs(open('otherNgo')));
    await expectRule(false, getDocs(open('unverifiedNgo')));
    await expectRule(false, getDocs(open('otherDonor')));
    await expectRule(false, getDocs(open('visitor')));
  });
  it('a verified NGO that an admin suspended may no longer read or list open offers (donors’ addresses and phones)', async () => {
    await t.seed({
      [`suspensions/${UID.otherNgo}`]: { reason: 'Fake pickups', suspendedAt: Timestamp.now(), suspendedBy: UID.admin },
    });
    await expectRule(false, getDoc(ref('otherNgo', OPEN)));
    await expectRule(false, getDocs(openOffersNear(t.db('otherNgo'))));
    await expectRule(true, getDoc(ref('ngo', OPEN)));
  });
  itLimitsLists('a verified NGO listing open offers', () =>
    query(
      collection(t.db('otherNgo'), DONATIONS),
      where('ngoId', '==', null),
      where('status', '==', 'offered'),
      where('pickup.cell', '==', PUNE_PICKUP.cell),
      where('pickup.geohash', '>=', 'tek'),
      where('pickup.geohash', '<=', 'tek~'),
    ),
  );
  it('an NGO account without a profile (so not verified) may not see or take open offers', async () => {
    const fresh = { uid: 'ngo-new' };
    await t.seed({
      'users/ngo-new': { role: 'ngo', displayName: 'New NGO', email: 'new@example.org', createdAt: Timestamp.now() },
    });
    await expectRule(false, getDoc(ref(fresh, OPEN)));
    await expectRule(false, updateDoc(ref(fresh, OPEN), { ...change('accept'), ngoId: fresh.uid, ngoName: 'New NGO' }));
  });
  it('a cancelled open offer is no longer visible to other NGOs', async () => {
    await seedAt('cancelled', { ngoId: null, ngoName: '' }, OPEN);
    await expectRule(false, getDoc(ref('otherNgo', OPEN)));
    await expectRule(true, getDoc(ref('donor', OPEN)));
  });
  it('listing open offers without the status filter is denied', async () => {
    await expectRule(
      false,
      getDocs(query(collection(t.db('otherNgo'), DONATIONS), where('ngoId', '==', null), limit(20))),
    );
  });
  it('any verified NGO may accept, taking it (ngoId := own uid)', async () => {
    await expectRule(true, acceptOpen('otherNgo'));
    const after = await getDoc(ref('otherNgo', OPEN));
    expect(after.get('ngoId')).toBe(UID.otherNgo);
  });
  it('the unverified NGO may not accept', async () => {
    await expectRule(false, acceptOpen('unverifiedNgo'));
  });
  it('donors, visitors and admins may not accept', async () => {
    await expectRule(false, acceptOpen('donor'));
    await expectRule(false, acceptOpen('otherDonor'));
    await expectRule(false, acceptOpen('visitor'));
    await expectRule(false, acceptOpen('admin'));
  });
  it('accepting for another NGO, or without taking it, is denied', async () => {
    await expectRule(false, acceptOpen('otherNgo', { ngoId: UID.ngo }));
    await expectRule(false, updateDoc(ref('otherNgo', OPEN), change('accept')));
  });
  it("the accepting NGO names itself: another NGO's name is denied, its own or none is allowed", async () => {
    await expectRule(false, acceptOpen('otherNgo', { ngoName: `Org of ${UID.ngo}` }));
    await expectRule(false, acceptOpen('otherNgo', { ngoName: 'Annapurna Food Bank' }));
    await expectRule(true, acceptOpen('otherNgo', { ngoName: '' }));
  });
  it('accepting with an oversized ngoName or another field is denied', async () => {
    await expectRule(false, acceptOpen('otherNgo', { ngoName: text(LENGTH.name + 1) }));
    await expectRule(false, acceptOpen('otherNgo', { meals: 1 }));
  });
  it('accepting an expired open offer is denied', async () => {
    await seedAt('offered', { ngoId: null, ngoName: '', readyBy: Timestamp.fromMillis(Date.now() - 60_000) }, OPEN);
    await expectRule(false, acceptOpen('otherNgo'));
  });
  it('an open offer cannot be declined (nobody is addressed); its donor can cancel it', async () => {
    await expectRule(false, updateDoc(ref('otherNgo', OPEN), change('decline')));
    await expectRule(true, perform('cancel', 'donor', {}, OPEN));
  });
  it('once taken, it belongs to the accepting NGO: others no longer read it, the taker picks it up', async () => {
    await expectRule(true, acceptOpen('otherNgo'));
    await expectRule(false, getDoc(ref('ngo', OPEN)));
    await expectRule(false, perform('pickUp', 'ngo', {}, OPEN));
    await expectRule(true, perform('pickUp', 'otherNgo', {}, OPEN));
  });
  // As the app accepts (services/donation-moves.ts): a transaction, whose read is the write's
  // precondition. Two plain updates at once are not a fair test of the rules: the emulator checks
  // each against the offer as it was, and about once in 50 rounds lets both through.
  const acceptInTransaction = async (who: 'ngo' | 'otherNgo') => {
    const rollUps = await rollUpsOf(t.db(who), 'accept', OPEN, { ngoId: UID[who] });
    return runTransaction(t.db(who), async (tx) => {
      const offer = await tx.get(ref(who, OPEN));
      if (offer.get('status') !== 'offered') throw new Error('taken');
      tx.update(ref(who, OPEN), { ...change('accept'), ngoId: UID[who], ngoName: `Org of ${UID[who]}` });
      for (const { path, data } of rollUps) tx.set(doc(t.db(who), path), data, { merge: true });
    });
  };
  it('two NGOs accepting at once: exactly one wins', async () => {
    const results = await Promise.allSettled([acceptInTransaction('ngo'), acceptInTransaction('otherNgo')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const after = await t.admin(async (db) => (await getDoc(doc(db, DONATIONS, OPEN))).data());
    expect(after?.status).toBe('accepted');
    expect([UID.ngo, UID.otherNgo]).toContain(after?.ngoId);
  });
});

// ── delete ────────────────────────────────────────────────────────────────────────────────────

describe('donations: delete', () => {
  beforeEach(() => seedAt('offered'));
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} deleting a donation: ${verdict(allowed[actor])}`, async () => {
      const remove =
        actor === 'admin'
          ? asAudited(actor, t.db(actor), 'deleteDonation', ID, (batch) => batch.delete(ref(actor)))
          : deleteDoc(ref(actor));
      await expectRule(allowed[actor], remove);
    });
  }
  it('a full overwrite by the donor (set) is not a way around the table', async () => {
    await expectRule(false, setDoc(ref('donor'), storedDonation({ status: 'delivered' })));
    await expectRule(false, setDoc(ref('donor'), newDonation(UID.donor, { meals: 5000 })));
  });
});
