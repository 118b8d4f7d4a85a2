// The food-safety record of a donation (issue 13; docs/data-model.md "The food-safety record",
// src/config/food-safety.js): what a new donation must carry — every part, only known values, a
// use-by no later than the safe window of its kind and storage (every window of SAFE_HOURS is tried
// at its edge: the drift guard between src/config/food-safety.js and firestore.rules), packaged
// food's label date; food for a 'veg only' NGO; no accept or pickup after the use-by; the pickup
// checks; the NGO refusing food at pickup; the meals served at delivery and the totals they raise;
// an NGO profile's acceptsVegOnly. Donations from before the record (none of these fields) still
// move as they did.
import {
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALLERGENS,
  CONTAINERS,
  DIETS,
  FOOD_KINDS,
  PICKUP_CHECKS,
  REFUSAL_REASONS,
  SAFE_HOURS,
  SAFETY_LIMITS,
  STORAGES,
  VEG_DIETS,
} from '../../src/config/food-safety.js';
import {
  CODE,
  DONATIONS,
  RECORD_KEYS,
  STATUSES,
  change,
  daysFromNow,
  donationDocs,
  makeMove,
  newDonation,
  offerFood,
  packagedRecord,
  safetyRecord,
  type MoveOptions,
  type Move,
} from './donation-support';
import {
  ACTORS,
  BLANK_NAMES,
  clientNow,
  createNgoProfile,
  expectRule,
  hoursFromNow,
  ngoProfile,
  setupRulesEnv,
  signedInAs,
  storedSuspension,
  text,
  Timestamp,
  UID,
  verdict,
  without,
  type Matrix,
  type Who,
} from './support';

const t = setupRulesEnv();
const ID = 'd-1';
const OPEN = 'd-open';
/** Coded, but from before the record: no safety fields at all. */
const NO_RECORD = 'd-no-record';
/** From before pickup codes (and so before the record). */
const OLD = 'd-old';
const MEALS = 12;
const BEFORE = { mealsDelivered: 100, donationsDelivered: 5, lastDeliveryId: 'older' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (ms: number): Timestamp => Timestamp.fromMillis(ms);

beforeEach(() => t.seed({ 'stats/impact': BEFORE }));

/** Offers food as donor-1 with the given record (and other fields of the donation). */
const offer = (record: DocumentData, overrides: DocumentData = {}) =>
  offerFood(t.db('donor'), newDonation(UID.donor, overrides, record));

/**
 * A record of `kind` kept as `storage`, prepared an hour ago, whose use-by is `useByAfter` ms after
 * preparation, ready in 20 minutes (before every window's end: the shortest is 2 hours).
 */
function prepared(kind: string, storage: string, useByAfter: number): { record: DocumentData; readyBy: Timestamp } {
  const now = Date.now();
  const preparedAt = now - HOUR;
  return {
    record: safetyRecord({ kind, storage, preparedAt: at(preparedAt), useBy: at(preparedAt + useByAfter) }),
    readyBy: at(now + 20 * MINUTE),
  };
}

/** Offers a record that fits every storage's window: prepared an hour ago, used by 100 minutes after. */
const offerWithin = (overrides: DocumentData, extra: DocumentData = {}) => {
  const { record, readyBy } = prepared('cooked', 'chilled', 100 * MINUTE);
  return offer({ ...record, ...overrides }, { readyBy, ...extra });
};

const stored = (id = ID): Promise<DocumentData | undefined> =>
  t.admin(async (db) => (await getDoc(doc(db, DONATIONS, id))).data());
const storedStats = (): Promise<DocumentData | undefined> =>
  t.admin(async (db) => (await getDoc(doc(db, 'stats', 'impact'))).data());

const move = (who: Who, m: Move, id = ID, options: MoveOptions = {}) => makeMove(t.db(who), m, id, options);

/** Raises the public totals by donation ID's 12 meals, in a batch with `update` of it (if given). */
function raiseTotals(who: Who, update?: DocumentData): Promise<void> {
  const db = t.db(who);
  const b = writeBatch(db);
  if (update) b.update(doc(db, DONATIONS, ID), update);
  b.set(doc(db, 'stats', 'impact'), {
    mealsDelivered: BEFORE.mealsDelivered + MEALS,
    donationsDelivered: BEFORE.donationsDelivered + 1,
    lastDeliveryId: ID,
  });
  return b.commit();
}

// ── a new donation carries a complete record ──────────────────────────────────────────────────

describe('food safety: a new donation carries the whole record', () => {
  it('a complete record of cooked food (preparedAt, no label date) is allowed', async () => {
    await expectRule(true, offer(safetyRecord()));
  });
  it('a complete record of packaged food (labelUseBy, no preparedAt) is allowed', async () => {
    await expectRule(true, offer(packagedRecord()));
  });
  for (const key of RECORD_KEYS.filter((k) => k !== 'labelUseBy')) {
    it(`cooked food without ${key}: denied`, async () => {
      await expectRule(false, offer(without(safetyRecord(), key)));
    });
  }
  for (const key of RECORD_KEYS.filter((k) => k !== 'preparedAt')) {
    it(`packaged food without ${key}: denied`, async () => {
      await expectRule(false, offer(without(packagedRecord(), key)));
    });
  }
  it('a donation without any of the record (as before issue 13) can no longer be offered', async () => {
    await expectRule(false, offer({}));
  });
  const MOVE_FIELDS: Record<string, unknown> = {
    pickupChecks: [...PICKUP_CHECKS],
    refusedAt: serverTimestamp(),
    refusalReason: 'spoiled',
    refusalNote: '',
    mealsServed: MEALS,
    disposalReason: '',
  };
  for (const [field, value] of Object.entries(MOVE_FIELDS)) {
    it(`the later moves' ${field} on a new donation: denied`, async () => {
      await expectRule(false, offer(safetyRecord(), { [field]: value }));
    });
  }
  it('parts of the wrong type are denied', async () => {
    await expectRule(false, offer(safetyRecord({ allergens: 'milk' })));
    await expectRule(false, offer(safetyRecord({ allergens: { 0: 'milk' } })));
    await expectRule(false, offer(safetyRecord({ useBy: hoursFromNow(3).toDate().toISOString() })));
    await expectRule(false, offer(safetyRecord({ useBy: hoursFromNow(3).toMillis() })));
    await expectRule(false, offer(safetyRecord({ preparedAt: Date.now() - HOUR })));
    await expectRule(false, offer(safetyRecord({ preparedAt: null })));
    await expectRule(false, offer(packagedRecord(700, { labelUseBy: null })));
    await expectRule(false, offer(safetyRecord({ kind: null })));
  });
});

// ── only the values src/config/food-safety.js knows ──────────────────────────────────────────

describe('food safety: only known values (src/config/food-safety.js)', () => {
  it('every kind of FOOD_KINDS is allowed; others are denied', async () => {
    for (const kind of FOOD_KINDS) {
      await expectRule(true, kind === 'packaged' ? offer(packagedRecord()) : offerWithin({ kind }));
    }
    for (const kind of ['Cooked', 'soup', 'leftovers', '', 42]) await expectRule(false, offerWithin({ kind }));
  });
  it('every diet of DIETS is allowed; others are denied', async () => {
    for (const diet of DIETS) await expectRule(true, offerWithin({ diet }));
    for (const diet of ['Veg', 'vegetarian', 'jain', 'non-veg', '', true])
      await expectRule(false, offerWithin({ diet }));
  });
  it('every storage of STORAGES is allowed; others are denied', async () => {
    for (const storage of STORAGES) await expectRule(true, offerWithin({ storage }));
    for (const storage of ['warm', 'fridge', 'Hot', '']) await expectRule(false, offerWithin({ storage }));
  });
  it('containers: each of CONTAINERS is allowed; others are denied', async () => {
    for (const containers of CONTAINERS) await expectRule(true, offerWithin({ containers }));
    for (const containers of ['both', 'none', '', null]) await expectRule(false, offerWithin({ containers }));
  });
  it('allergens: none, each of ALLERGENS alone, or all of them are allowed', async () => {
    await expectRule(true, offerWithin({ allergens: [] }));
    for (const allergen of ALLERGENS) await expectRule(true, offerWithin({ allergens: [allergen] }));
    await expectRule(true, offerWithin({ allergens: [...ALLERGENS] }));
  });
  it('allergens: an unknown one is denied (also in other letter case, or among known ones)', async () => {
    for (const allergens of [['nuts'], ['Milk'], ['milk', 'mustard'], [''], [42]]) {
      await expectRule(false, offerWithin({ allergens }));
    }
  });
  it('allergens: one named twice is denied', async () => {
    await expectRule(false, offerWithin({ allergens: ['milk', 'milk'] }));
    await expectRule(false, offerWithin({ allergens: ['gluten', 'soy', 'gluten'] }));
    await expectRule(true, offerWithin({ allergens: ['gluten', 'soy'] }));
  });
});

// ── when: prepared, use-by, the safe window, the label ────────────────────────────────────────

describe('food safety: times', () => {
  it('a preparation time in the future is denied; a minute ago is allowed', async () => {
    const { record, readyBy } = prepared('cooked', 'chilled', 100 * MINUTE);
    await expectRule(false, offer({ ...record, preparedAt: at(Date.now() + MINUTE) }, { readyBy }));
    await expectRule(true, offer({ ...record, preparedAt: at(Date.now() - MINUTE) }, { readyBy }));
  });
  it('a use-by in the past is denied (whenever the food is said to be ready)', async () => {
    const useBy = at(Date.now() - MINUTE);
    await expectRule(false, offer(safetyRecord({ useBy }), { readyBy: at(Date.now() - 2 * MINUTE) }));
    await expectRule(false, offer(safetyRecord({ useBy }), { readyBy: hoursFromNow(1) }));
  });
  it('ready after the use-by is denied; ready exactly at it is allowed', async () => {
    const record = safetyRecord();
    const useBy = record.useBy as Timestamp;
    await expectRule(false, offer(record, { readyBy: at(useBy.toMillis() + MINUTE) }));
    await expectRule(true, offer(record, { readyBy: useBy }));
  });
  it('a use-by earlier than the window allows (the donor’s own choice) is allowed', async () => {
    const { record, readyBy } = prepared('raw', 'frozen', 2 * HOUR);
    await expectRule(true, offer(record, { readyBy }));
  });

  it('SAFE_HOURS names every kind but packaged (whose label date is its limit)', () => {
    expect(Object.keys(SAFE_HOURS).sort()).toEqual(FOOD_KINDS.filter((kind) => kind !== 'packaged').sort());
    for (const windows of Object.values(SAFE_HOURS)) expect(Object.keys(windows).sort()).toEqual([...STORAGES].sort());
  });
  // The drift guard: firestore.rules holds the same windows as SAFE_HOURS.
  for (const [kind, windows] of Object.entries(SAFE_HOURS)) {
    for (const [storage, hours] of Object.entries(windows)) {
      it(`${kind} kept ${storage}: use-by at preparation + ${hours} h (SAFE_HOURS) allowed, a minute later denied`, async () => {
        const late = prepared(kind, storage, hours * HOUR + MINUTE);
        await expectRule(false, offer(late.record, { readyBy: late.readyBy }));
        const edge = prepared(kind, storage, hours * HOUR);
        await expectRule(true, offer(edge.record, { readyBy: edge.readyBy }));
      });
    }
  }

  it('packaged food may not carry a preparation time; other food may not carry a label date', async () => {
    await expectRule(false, offer({ ...packagedRecord(), preparedAt: at(Date.now() - HOUR) }));
    await expectRule(false, offer(safetyRecord({ labelUseBy: daysFromNow(30) })));
  });
  it('packaged food: a label date in the past is denied', async () => {
    const past = at(Date.now() - MINUTE);
    await expectRule(false, offer(packagedRecord(700, { labelUseBy: past, useBy: past })));
  });
  it(`packaged food: a label date at most ${SAFETY_LIMITS.labelMaxDays} days ahead (labelMaxDays): a minute over denied, a minute under allowed`, async () => {
    const limit = Date.now() + SAFETY_LIMITS.labelMaxDays * DAY;
    await expectRule(false, offer(packagedRecord(700, { labelUseBy: at(limit + MINUTE), useBy: daysFromNow(3) })));
    await expectRule(true, offer(packagedRecord(700, { labelUseBy: at(limit - MINUTE), useBy: daysFromNow(3) })));
  });
  it('packaged food: a use-by after the label date is denied; at it or before it allowed', async () => {
    const label = daysFromNow(10);
    await expectRule(false, offer(packagedRecord(10, { labelUseBy: label, useBy: at(label.toMillis() + MINUTE) })));
    await expectRule(true, offer(packagedRecord(10, { labelUseBy: label, useBy: label })));
    await expectRule(true, offer(packagedRecord(10, { labelUseBy: label, useBy: daysFromNow(2) })));
  });
});

// ── weight and notes ──────────────────────────────────────────────────────────────────────────

describe('food safety: weight and notes (SAFETY_LIMITS)', () => {
  const { min, max } = SAFETY_LIMITS.weightKg;
  it(`weightKg from ${min} to ${max} kg (whole or with decimals) allowed; below, above or not a number denied`, async () => {
    for (const weightKg of [min, 2.5, 8, max]) await expectRule(true, offer(safetyRecord({ weightKg })));
    for (const weightKg of [0.09, 0, -1, max + 0.1, max + 1, '8', null]) {
      await expectRule(false, offer(safetyRecord({ weightKg })));
    }
  });
  it(`notes: '' or up to ${SAFETY_LIMITS.notes} characters allowed, ${SAFETY_LIMITS.notes + 1} or not text denied`, async () => {
    await expectRule(true, offer(safetyRecord({ notes: '' })));
    await expectRule(true, offer(safetyRecord({ notes: 'Ring the bell at the side gate.' })));
    await expectRule(true, offer(safetyRecord({ notes: text(SAFETY_LIMITS.notes) })));
    await expectRule(false, offer(safetyRecord({ notes: text(SAFETY_LIMITS.notes + 1) })));
    await expectRule(false, offer(safetyRecord({ notes: 42 })));
    await expectRule(false, offer(safetyRecord({ notes: null })));
  });
});

// ── veg only ──────────────────────────────────────────────────────────────────────────────────

describe('food safety: an NGO that accepts veg only', () => {
  const vegOnly = (uid: string) => t.seed({ [`ngoAdmin/${uid}`]: ngoProfile(uid, { acceptsVegOnly: true }) });
  const NON_VEG = DIETS.filter((diet) => !(VEG_DIETS as readonly string[]).includes(diet));

  it('food addressed to it: veg and vegan allowed, egg and non-veg denied', async () => {
    await vegOnly(UID.ngo);
    for (const diet of VEG_DIETS) await expectRule(true, offer(safetyRecord({ diet })));
    for (const diet of NON_VEG) await expectRule(false, offer(safetyRecord({ diet })));
  });
  it('food of any diet may be addressed to an NGO that has not said so, or has turned it off', async () => {
    for (const diet of DIETS) await expectRule(true, offer(safetyRecord({ diet })));
    await t.seed({ [`ngoAdmin/${UID.ngo}`]: ngoProfile(UID.ngo, { acceptsVegOnly: false }) });
    for (const diet of DIETS) await expectRule(true, offer(safetyRecord({ diet })));
  });
  it('an open offer of any diet is allowed (each NGO decides when accepting)', async () => {
    await vegOnly(UID.ngo);
    await vegOnly(UID.otherNgo);
    for (const diet of DIETS) await expectRule(true, offer(safetyRecord({ diet }), { ngoId: null, ngoName: '' }));
  });

  const takeOpen = (who: 'ngo' | 'otherNgo') => move(who, 'accept', OPEN, { extra: { ngoId: UID[who], ngoName: '' } });
  for (const diet of DIETS) {
    const allowed = (VEG_DIETS as readonly string[]).includes(diet);
    it(`it taking an open offer of ${diet} food: ${verdict(allowed)}; an NGO that takes all food: allowed`, async () => {
      await vegOnly(UID.otherNgo);
      await t.seed(donationDocs(OPEN, 'offered', { ngoId: null, ngoName: '', diet }));
      await expectRule(allowed, takeOpen('otherNgo'));
      if (!allowed) {
        expect((await stored(OPEN))?.status).toBe('offered');
        await expectRule(true, takeOpen('ngo'));
      }
    });
  }
  it('it taking an open offer without a record (no diet known): denied; an NGO that takes all food: allowed', async () => {
    await vegOnly(UID.otherNgo);
    await t.seed(donationDocs(OPEN, 'offered', { ngoId: null, ngoName: '' }, CODE, false));
    await expectRule(false, takeOpen('otherNgo'));
    await expectRule(true, takeOpen('ngo'));
  });
  it('food addressed to it before it chose veg only can still be accepted by it (only open offers are checked)', async () => {
    await t.seed(donationDocs(ID, 'offered', { diet: 'nonveg' }));
    await vegOnly(UID.ngo);
    await expectRule(true, move('ngo', 'accept'));
  });
});

// ── use-by: no accept or pickup after it ──────────────────────────────────────────────────────

describe('food safety: past its use-by', () => {
  // Ready until later, but past its use-by (seeded with the rules off): only use-by decides.
  const expired = { readyBy: hoursFromNow(5), useBy: at(Date.now() - MINUTE) };

  it('an offered donation past its use-by cannot be accepted, addressed or open', async () => {
    await t.seed({
      ...donationDocs(ID, 'offered', expired),
      ...donationDocs(OPEN, 'offered', { ...expired, ngoId: null, ngoName: '' }),
    });
    await expectRule(false, move('ngo', 'accept'));
    await expectRule(false, move('otherNgo', 'accept', OPEN, { extra: { ngoId: UID.otherNgo, ngoName: '' } }));
  });
  it('it can still be declined by the NGO or cancelled by the donor', async () => {
    await t.seed(donationDocs(ID, 'offered', expired));
    await expectRule(true, move('ngo', 'decline'));
    await t.seed(donationDocs(ID, 'offered', expired));
    await expectRule(true, move('donor', 'cancel'));
  });
  it('an accepted donation past its use-by cannot be picked up, but can be refused (or cancelled)', async () => {
    await t.seed(donationDocs(ID, 'accepted', expired));
    await expectRule(false, move('ngo', 'pickUp'));
    expect((await stored())?.status).toBe('accepted');
    await expectRule(true, move('ngo', 'refuse', ID, { extra: { refusalReason: 'expired' } }));
    await t.seed(donationDocs(ID, 'accepted', expired));
    await expectRule(true, move('donor', 'cancel'));
  });
  it('a minute before its use-by it is accepted and picked up', async () => {
    await t.seed(donationDocs(ID, 'offered', { useBy: at(Date.now() + 2 * MINUTE) }));
    await expectRule(true, move('ngo', 'accept'));
    await expectRule(true, move('ngo', 'pickUp'));
  });
  it('a donation without a record has no use-by: accepted and picked up as before', async () => {
    await t.seed(donationDocs(NO_RECORD, 'offered', {}, CODE, false));
    await expectRule(true, move('ngo', 'accept', NO_RECORD));
    await expectRule(true, move('ngo', 'pickUp', NO_RECORD, { checks: null }));
  });
});

// ── pickup checks ─────────────────────────────────────────────────────────────────────────────

describe('food safety: the checks at pickup', () => {
  beforeEach(() =>
    t.seed({
      ...donationDocs(ID, 'accepted'),
      ...donationDocs(NO_RECORD, 'accepted', {}, CODE, false),
      ...donationDocs(OLD, 'accepted', {}, null),
    }),
  );
  const pickUp = (checks: unknown, id = ID, code: unknown = CODE) => move('ngo', 'pickUp', id, { checks, code });

  it('a donation with a record: all of PICKUP_CHECKS, in order, allowed and stored', async () => {
    await expectRule(true, pickUp([...PICKUP_CHECKS]));
    expect((await stored())?.pickupChecks).toEqual([...PICKUP_CHECKS]);
  });
  it('a donation with a record: no checks, some, another order, one more, or not a list denied', async () => {
    const BAD: unknown[] = [
      null,
      [],
      PICKUP_CHECKS.slice(0, 2),
      [...PICKUP_CHECKS].reverse(),
      [...PICKUP_CHECKS, 'tasted'],
      [...PICKUP_CHECKS, PICKUP_CHECKS[0]],
      PICKUP_CHECKS.join(','),
      true,
    ];
    for (const checks of BAD) await expectRule(false, pickUp(checks));
    expect((await stored())?.status).toBe('accepted');
  });
  it('a donation without a record: picked up without checks, or with all of them; other checks denied', async () => {
    await expectRule(false, pickUp(PICKUP_CHECKS.slice(0, 1), NO_RECORD));
    await expectRule(true, pickUp(null, NO_RECORD));
    await t.seed(donationDocs(NO_RECORD, 'accepted', {}, CODE, false));
    await expectRule(true, pickUp([...PICKUP_CHECKS], NO_RECORD));
  });
  it('a donation from before codes: picked up without code or checks', async () => {
    await expectRule(true, pickUp(null, OLD, null));
  });
  it('the checks do not stand for the code: the right checks with a wrong code are denied', async () => {
    await expectRule(false, pickUp([...PICKUP_CHECKS], ID, '0000'));
    await expectRule(false, pickUp([...PICKUP_CHECKS], ID, null));
  });
  it('the checks are written only at pickup: not while accepting, refusing or delivering', async () => {
    await t.seed({ ...donationDocs('d-offered', 'offered'), ...donationDocs('d-picked', 'picked_up') });
    const checks = { pickupChecks: [...PICKUP_CHECKS] };
    await expectRule(false, move('ngo', 'accept', 'd-offered', { extra: checks }));
    await expectRule(false, move('ngo', 'refuse', ID, { extra: checks }));
    await expectRule(false, move('ngo', 'deliver', 'd-picked', { extra: { pickupChecks: [] } }));
  });
});

// ── refuse ────────────────────────────────────────────────────────────────────────────────────

describe('food safety: refusing the food at pickup (accepted → refused)', () => {
  const refuse = (who: Who, extra: DocumentData = {}, id = ID) => move(who, 'refuse', id, { extra });

  describe('who', () => {
    beforeEach(() => t.seed(donationDocs(ID, 'accepted')));
    const allowed: Matrix = {
      visitor: false,
      donor: false,
      otherDonor: false,
      ngo: true,
      otherNgo: false,
      admin: false,
    };
    for (const actor of ACTORS) {
      it(`${actor}: ${verdict(allowed[actor])}`, async () => {
        await expectRule(allowed[actor], refuse(actor));
        expect((await stored())?.status).toBe(allowed[actor] ? 'refused' : 'accepted');
      });
    }
    it('its NGO once suspended: denied; the suspension lifted: allowed', async () => {
      await t.seed({ [`suspensions/${UID.ngo}`]: storedSuspension() });
      await expectRule(false, refuse('ngo'));
      await t.admin((db) => deleteDoc(doc(db, 'suspensions', UID.ngo)));
      await expectRule(true, refuse('ngo'));
    });
    it('its NGO once un-verified (waiting for re-verification): denied', async () => {
      await t.seed({ [`ngoAdmin/${UID.ngo}`]: ngoProfile(UID.ngo, { verified: false, reverify: true }) });
      await expectRule(false, refuse('ngo'));
    });
    it('an NGO an admin has not verified, for food addressed to it: denied', async () => {
      await t.seed(donationDocs('d-3', 'accepted', { ngoId: UID.unverifiedNgo, ngoName: '' }));
      await expectRule(false, refuse('unverifiedNgo', {}, 'd-3'));
    });
  });

  for (const status of STATUSES.filter((s) => s !== 'accepted')) {
    it(`from ${status}: denied`, async () => {
      await t.seed(donationDocs(ID, status));
      await expectRule(false, refuse('ngo'));
      expect((await stored())?.status).toBe(status);
    });
  }

  describe('the reason and the note', () => {
    beforeEach(() => t.seed(donationDocs(ID, 'accepted')));
    for (const reason of REFUSAL_REASONS) {
      it(`reason ${reason} (with a note): allowed, and stored`, async () => {
        await expectRule(true, refuse('ngo', { refusalReason: reason, refusalNote: 'Rice smelt sour' }));
        const after = await stored();
        expect([after?.status, after?.refusalReason, after?.refusalNote]).toEqual([
          'refused',
          reason,
          'Rice smelt sour',
        ]);
      });
    }
    it('every reason but other: an empty note allowed', async () => {
      for (const reason of REFUSAL_REASONS.filter((r) => r !== 'other')) {
        await t.seed(donationDocs(ID, 'accepted'));
        await expectRule(true, refuse('ngo', { refusalReason: reason, refusalNote: '' }));
      }
    });
    it('an unknown reason, or none, is denied', async () => {
      for (const refusalReason of ['smelly', 'Spoiled', '', null, 3])
        await expectRule(false, refuse('ngo', { refusalReason }));
      await expectRule(false, updateDoc(doc(t.db('ngo'), DONATIONS, ID), without(change('refuse'), 'refusalReason')));
    });
    it('other: an empty note, or one without a letter or digit, is denied', async () => {
      for (const refusalNote of ['', ...BLANK_NAMES]) {
        await expectRule(false, refuse('ngo', { refusalReason: 'other', refusalNote }));
      }
      await expectRule(true, refuse('ngo', { refusalReason: 'other', refusalNote: 'खाना ठंडा था' }));
    });
    it(`the note: ${SAFETY_LIMITS.reason} characters allowed, ${SAFETY_LIMITS.reason + 1} denied; not text or missing denied`, async () => {
      await expectRule(false, refuse('ngo', { refusalNote: text(SAFETY_LIMITS.reason + 1) }));
      await expectRule(false, refuse('ngo', { refusalNote: 42 }));
      await expectRule(false, refuse('ngo', { refusalNote: null }));
      await expectRule(false, updateDoc(doc(t.db('ngo'), DONATIONS, ID), without(change('refuse'), 'refusalNote')));
      await expectRule(true, refuse('ngo', { refusalReason: 'other', refusalNote: text(SAFETY_LIMITS.reason) }));
    });
    it('other fields with it are denied (checks, code, meals served, the record, the meals)', async () => {
      const EXTRA: DocumentData[] = [
        { pickupChecks: [...PICKUP_CHECKS] },
        { handoverCode: CODE },
        { mealsServed: 0, disposalReason: 'Spoiled' },
        { diet: 'vegan' },
        { useBy: hoursFromNow(48) },
        { meals: 1 },
        { pickedUpAt: serverTimestamp() },
      ];
      for (const extra of EXTRA) await expectRule(false, refuse('ngo', extra));
    });
    it('a client time for refusedAt or updatedAt is denied', async () => {
      await expectRule(false, refuse('ngo', { refusedAt: clientNow() }));
      await expectRule(false, refuse('ngo', { updatedAt: clientNow() }));
      await expectRule(false, updateDoc(doc(t.db('ngo'), DONATIONS, ID), without(change('refuse'), 'refusedAt')));
    });
  });

  it('a donation without a record can be refused too', async () => {
    await t.seed(donationDocs(NO_RECORD, 'accepted', {}, CODE, false));
    await expectRule(true, refuse('ngo', {}, NO_RECORD));
  });

  describe('a refused donation', () => {
    beforeEach(() => t.seed(donationDocs(ID, 'refused')));
    it('is never picked up, delivered, accepted or cancelled', async () => {
      await expectRule(false, move('ngo', 'pickUp'));
      await expectRule(false, move('ngo', 'deliver'));
      await expectRule(false, move('ngo', 'deliver', ID, { stats: null }));
      await expectRule(false, move('ngo', 'accept'));
      await expectRule(false, move('donor', 'cancel'));
      expect((await stored())?.status).toBe('refused');
    });
    it('never counts in the public totals: raising them for it is denied to its NGO and to admins', async () => {
      for (const who of ['ngo', 'admin'] as const) await expectRule(false, raiseTotals(who));
      expect(await storedStats()).toEqual(BEFORE);
    });
  });
  it('refusing never touches the totals: a refusal written with them is denied', async () => {
    await t.seed(donationDocs(ID, 'accepted'));
    await expectRule(false, raiseTotals('ngo', change('refuse')));
    expect(await storedStats()).toEqual(BEFORE);
  });
});

// ── deliver: the meals served ─────────────────────────────────────────────────────────────────

describe('food safety: the meals served at delivery', () => {
  beforeEach(() =>
    t.seed({
      ...donationDocs(ID, 'picked_up', { meals: MEALS }),
      ...donationDocs(NO_RECORD, 'picked_up', { meals: MEALS }, CODE, false),
      ...donationDocs(OLD, 'picked_up', { meals: MEALS }, null),
    }),
  );
  const deliver = (options: MoveOptions, id = ID) => move('ngo', 'deliver', id, options);
  const totals = (meals: number) => ({
    mealsDelivered: BEFORE.mealsDelivered + meals,
    donationsDelivered: BEFORE.donationsDelivered + 1,
    lastDeliveryId: ID,
  });

  it('all meals served (no disposal reason): allowed; the totals rise by all of them', async () => {
    await expectRule(true, deliver({ served: MEALS, disposal: '' }));
    expect(await storedStats()).toEqual(totals(MEALS));
    const after = await stored();
    expect([after?.status, after?.mealsServed, after?.disposalReason]).toEqual(['delivered', MEALS, '']);
  });
  it('fewer served, with the reason: allowed; the totals rise by the meals served only', async () => {
    await expectRule(true, deliver({ served: 8, disposal: 'Four portions had spilt in the van' }));
    expect(await storedStats()).toEqual(totals(8));
  });
  it('none served, with the reason: allowed; the donation counts, its meals do not', async () => {
    await expectRule(true, deliver({ served: 0, disposal: 'All of it went sour on the way' }));
    expect(await storedStats()).toEqual(totals(0));
  });
  it('fewer served, but the totals raised by the meals offered (or any other number): denied', async () => {
    await expectRule(false, deliver({ served: 8, disposal: 'Spilt', stats: MEALS }));
    await expectRule(false, deliver({ served: 8, disposal: 'Spilt', stats: 9 }));
    await expectRule(false, deliver({ served: MEALS, stats: 8 }));
    expect(await storedStats()).toEqual(BEFORE);
  });
  it('with a record, the meals served are required (and come with the disposal reason)', async () => {
    await expectRule(false, deliver({ served: null, stats: MEALS }));
    await expectRule(false, deliver({ served: null, stats: MEALS, extra: { mealsServed: MEALS } }));
    await expectRule(false, deliver({ served: null, stats: MEALS, extra: { disposalReason: '' } }));
    expect((await stored())?.status).toBe('picked_up');
  });
  it('more than the meals offered, fewer than none, or not a whole number: denied', async () => {
    for (const served of [MEALS + 1, -1, 1.5]) await expectRule(false, deliver({ served, disposal: 'Spilt' }));
    await expectRule(false, deliver({ served: null, stats: MEALS, extra: { mealsServed: '12', disposalReason: '' } }));
    await expectRule(false, deliver({ served: null, stats: MEALS, extra: { mealsServed: null, disposalReason: '' } }));
  });
  it('fewer served without a reason that says something: denied', async () => {
    for (const disposal of ['', ...BLANK_NAMES]) await expectRule(false, deliver({ served: 8, disposal }));
    await expectRule(false, deliver({ served: 8, stats: 8, extra: { disposalReason: 42 } }));
  });
  it('all served, with a disposal reason: denied (nothing went to disposal)', async () => {
    await expectRule(false, deliver({ served: MEALS, disposal: 'Some spilt' }));
  });
  it(`the disposal reason: ${SAFETY_LIMITS.reason} characters allowed, ${SAFETY_LIMITS.reason + 1} denied`, async () => {
    await expectRule(false, deliver({ served: 8, disposal: text(SAFETY_LIMITS.reason + 1) }));
    await expectRule(true, deliver({ served: 8, disposal: text(SAFETY_LIMITS.reason) }));
  });
  it('the meals served are written only at delivery: not at pickup or refusal', async () => {
    await t.seed({ ...donationDocs('d-acc', 'accepted') });
    const served = { mealsServed: MEALS, disposalReason: '' };
    await expectRule(false, move('ngo', 'pickUp', 'd-acc', { extra: served }));
    await expectRule(false, move('ngo', 'refuse', 'd-acc', { extra: served }));
  });

  describe('a coded donation without a record', () => {
    const totalsOf = (meals: number) => ({ ...totals(meals), lastDeliveryId: NO_RECORD });
    it('delivered without the meals served: allowed; the totals rise by all its meals', async () => {
      await expectRule(true, deliver({ served: null, stats: MEALS }, NO_RECORD));
      expect(await storedStats()).toEqual(totalsOf(MEALS));
    });
    it('…and then raising the totals by fewer: denied', async () => {
      await expectRule(false, deliver({ served: null, stats: 8 }, NO_RECORD));
    });
    it('delivered with fewer served and a reason: allowed; the totals rise by those served', async () => {
      await expectRule(false, deliver({ served: 8, disposal: 'Spilt', stats: MEALS }, NO_RECORD));
      await expectRule(true, deliver({ served: 8, disposal: 'Spilt' }, NO_RECORD));
      expect(await storedStats()).toEqual(totalsOf(8));
    });
    it('the meals served without the disposal reason, or fewer without a reason: denied', async () => {
      await expectRule(false, deliver({ served: null, stats: MEALS, extra: { mealsServed: MEALS } }, NO_RECORD));
      await expectRule(false, deliver({ served: 8, disposal: '' }, NO_RECORD));
    });
  });
  it('a donation from before codes: delivered without touching the totals, with or without the meals served', async () => {
    await expectRule(true, deliver({ served: null, stats: null }, OLD));
    await t.seed(donationDocs(OLD, 'picked_up', { meals: MEALS }, null));
    await expectRule(true, deliver({ served: 8, disposal: 'Spilt', stats: null }, OLD));
    expect(await storedStats()).toEqual(BEFORE);
  });
});

// ── ngoAdmin.acceptsVegOnly ───────────────────────────────────────────────────────────────────

describe('food safety: an NGO profile’s acceptsVegOnly', () => {
  const NGOS = 'ngoAdmin';
  const edit = (who: Who, fields: DocumentData, id: string = UID.ngo) =>
    updateDoc(doc(t.db(who), NGOS, id), { ...fields, updatedAt: serverTimestamp() });
  const profile = async (id: string = UID.ngo) => t.admin(async (db) => (await getDoc(doc(db, NGOS, id))).data() ?? {});

  it('the owner turns it on and off; the profile stays verified', async () => {
    await expectRule(true, edit('ngo', { acceptsVegOnly: true }));
    expect(await profile()).toMatchObject({ acceptsVegOnly: true, verified: true });
    expect((await profile()).reverify).toBeUndefined();
    await expectRule(true, edit('ngo', { acceptsVegOnly: false }));
    await expectRule(true, edit('ngo', { acceptsVegOnly: deleteField() }));
    expect(await profile()).toMatchObject({ verified: true });
  });
  it('it is not an identity field: the owner may not withdraw the verification over it', async () => {
    await expectRule(false, edit('ngo', { acceptsVegOnly: true, verified: false, reverify: true }));
  });
  it('an unverified owner may set it too (it stays unverified)', async () => {
    await expectRule(true, edit('unverifiedNgo', { acceptsVegOnly: true }, UID.unverifiedNgo));
    expect(await profile(UID.unverifiedNgo)).toMatchObject({ acceptsVegOnly: true, verified: false });
  });
  it('anything but true or false is denied', async () => {
    for (const acceptsVegOnly of ['yes', 1, null, ['veg']]) await expectRule(false, edit('ngo', { acceptsVegOnly }));
  });
  const allowed: Matrix = { visitor: false, donor: false, otherDonor: false, ngo: true, otherNgo: false, admin: false };
  for (const actor of ACTORS) {
    it(`${actor} setting ngo-1's acceptsVegOnly: ${verdict(allowed[actor])}`, async () => {
      await expectRule(allowed[actor], edit(actor, { acceptsVegOnly: true }));
    });
  }
  it('a suspended owner may not change it', async () => {
    await t.seed({ [`suspensions/${UID.ngo}`]: storedSuspension() });
    await expectRule(false, edit('ngo', { acceptsVegOnly: true }));
  });
  it('a new profile may say it (true or false); anything else is denied', async () => {
    const uid = 'ngo-new';
    await t.seed({
      [`users/${uid}`]: {
        role: 'ngo',
        displayName: 'New NGO',
        email: `${uid}@example.org`,
        createdAt: Timestamp.now(),
      },
    });
    const create = (acceptsVegOnly: unknown) =>
      createNgoProfile(
        t.db(signedInAs(uid)),
        uid,
        ngoProfile(uid, {
          verified: false,
          acceptsVegOnly,
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
      );
    await expectRule(false, create('yes'));
    await expectRule(true, create(true));
  });
});
