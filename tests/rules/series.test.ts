// Regular offers (issue 28, docs/series.md): who may create, change, answer and end a series, and
// confirm or skip its days. Each refusal stands beside the legitimate action it imitates.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { SERIES_LIMITS } from '../../src/config/limits.js';
import { DONATIONS, newDonation, offerFood } from './donation-support';
import {
  confirmDay,
  COUNTS,
  createSeries,
  dayDonation,
  endSeries,
  istDay,
  newSeries,
  SERIES,
  skipDay,
  storedSeries,
  weekdayOf,
  windowEnd,
} from './series-support';
import { expectRule, ngoProfile, setupRulesEnv, storedSuspension, UID, verdict, without, type Who } from './support';

const t = setupRulesEnv();
const SID = 'series-1';
const TOMORROW = istDay(1);

/** The uid a write names as its own: a visitor's is one no account has. */
const uidOf = (who: Who): string => (who === 'visitor' ? 'nobody' : typeof who === 'string' ? UID[who] : who.uid);

const seedSeries = (overrides: DocumentData = {}, sid = SID) =>
  t.seed({ [`${SERIES}/${sid}`]: storedSeries(overrides), [`${COUNTS}/${UID.donor}`]: { open: 1, last: sid } });

const update = (who: Who, data: DocumentData, sid = SID) =>
  updateDoc(doc(t.db(who), SERIES, sid), { ...data, updatedAt: serverTimestamp() });

describe('creating a series', () => {
  const create = (who: Who, data: DocumentData, count?: DocumentData) =>
    createSeries(t.db(who), uidOf(who), data, undefined, count);

  it('a donor creates one to an NGO (proposed) or open to NGOs nearby', async () => {
    await expectRule(true, create('donor', newSeries()));
    await expectRule(true, create('donor', newSeries(UID.donor, { ngoId: null, ngoName: '', arrangement: 'open' })));
  });

  it('another account may not create one in a donor’s name, nor an NGO, admin or visitor', async () => {
    await expectRule(false, create('otherDonor', newSeries(UID.donor)));
    for (const who of ['ngo', 'admin'] as const) await expectRule(false, create(who, newSeries(UID[who])));
    await expectRule(false, create('visitor', newSeries()));
  });

  it('a suspended donor may not', async () => {
    await t.seed({ [`suspensions/${UID.donor}`]: storedSuspension() });
    await expectRule(false, create('donor', newSeries()));
  });

  it('it starts proposed (to an NGO) or open (to none): never already accepted', async () => {
    await expectRule(false, create('donor', newSeries(UID.donor, { arrangement: 'accepted' })));
    await expectRule(false, create('donor', newSeries(UID.donor, { arrangement: 'open' })));
    await expectRule(
      false,
      create('donor', newSeries(UID.donor, { ngoId: null, ngoName: '', arrangement: 'proposed' })),
    );
  });

  it('only to an NGO that can answer: not an unverified one, a suspended one, or one no account owns', async () => {
    await expectRule(false, create('donor', newSeries(UID.donor, { ngoId: UID.unverifiedNgo, ngoName: '' })));
    await t.seed({
      [`ngoAdmin/${UID.otherNgo}`]: ngoProfile(UID.otherNgo, { suspended: true }),
      'ngoAdmin/sample-ngo': ngoProfile('sample-ngo', { ownerUid: '' }),
    });
    await expectRule(false, create('donor', newSeries(UID.donor, { ngoId: UID.otherNgo, ngoName: '' })));
    await expectRule(false, create('donor', newSeries(UID.donor, { ngoId: 'sample-ngo', ngoName: '' })));
    await expectRule(false, create('donor', newSeries(UID.donor, { ngoName: 'Someone Else' })));
  });

  it('non-veg food is refused for a veg-only NGO; veg food is not', async () => {
    await t.seed({ [`ngoAdmin/${UID.ngo}`]: ngoProfile(UID.ngo, { acceptsVegOnly: true }) });
    await expectRule(false, create('donor', newSeries(UID.donor, { diet: 'nonveg' })));
    await expectRule(true, create('donor', newSeries(UID.donor, { diet: 'vegan' })));
  });

  it('an open series must say where the food is', async () => {
    const open = newSeries(UID.donor, { ngoId: null, ngoName: '', arrangement: 'open' });
    await expectRule(false, create('donor', without(open, 'pickup')));
  });

  for (const [name, overrides, allowed] of [
    ['Mon–Sat', { days: [1, 2, 3, 4, 5, 6] }, true],
    ['every other week', { weeks: 2 }, true],
    ['no day', { days: [] }, false],
    ['a day 8', { days: [1, 8] }, false],
    ['a day twice', { days: [1, 1] }, false],
    ['every third week', { weeks: 3 }, false],
    ['a 12-hour window', { from: 8 * 60, until: 20 * 60 }, true],
    ['a window to midnight', { from: 18 * 60, until: 24 * 60 }, true],
    ['a window over 12 hours', { from: 8 * 60, until: 20 * 60 + 1 }, false],
    ['a window that ends before it starts', { from: 22 * 60, until: 21 * 60 + 30 }, false],
    ['a time past midnight', { until: 24 * 60 + 1 }, false],
    ['a time of day as text', { from: '09:00' }, false],
    ['a time of day with a fraction', { from: 540.5 }, false],
    ['an end a year on', { end: istDay(SERIES_LIMITS.days) }, true],
    ['an end more than a year on', { end: istDay(SERIES_LIMITS.days + 1) }, false],
    ['an end before the start', { start: istDay(3), end: istDay(2) }, false],
    ['a start a week ago', { start: istDay(-7) }, false],
    ['a start more than a year ahead', { start: istDay(SERIES_LIMITS.days + 2) }, false],
    ['a start day as text', { start: '2026-11-27' }, false],
    ['0 meals', { meals: 0 }, false],
    ['an unknown kind of food', { kind: 'soup' }, false],
    ['a state of paused at once', { state: 'paused' }, false],
    ['an NGO reason already', { ngoReason: 'No' }, false],
    ['another field', { volunteers: 3 }, false],
  ] as const) {
    it(`${name}: ${verdict(allowed)}`, async () => {
      await expectRule(allowed, create('donor', newSeries(UID.donor, overrides)));
    });
  }

  it('only with the donor’s count of series raised by one, naming it', async () => {
    await expectRule(false, create('donor', newSeries(), { open: 2, last: 'x' }));
    await expectRule(false, create('donor', newSeries(), { open: 0, last: 'x' }));
    await expectRule(false, createSeries(t.db('donor'), UID.otherDonor, newSeries()));
  });

  it(`at most ${SERIES_LIMITS.open} series not ended at once; ending one frees its place`, async () => {
    await t.seed({ [`${COUNTS}/${UID.donor}`]: { open: SERIES_LIMITS.open - 1, last: 'old' } });
    const sid = await createSeries(t.db('donor'), UID.donor, newSeries());
    await expectRule(false, create('donor', newSeries()));
    await endSeries(t.db('donor'), UID.donor, sid);
    await expectRule(true, create('donor', newSeries()));
  });

  it('the count moves only with a series created or ended: not by itself, not by another', async () => {
    await seedSeries();
    const count = (who: Who, uid: string, data: DocumentData) => updateDoc(doc(t.db(who), COUNTS, uid), data);
    await expectRule(false, count('donor', UID.donor, { open: 0 }));
    await expectRule(false, count('donor', UID.donor, { open: 0, last: SID }));
    await expectRule(false, count('otherDonor', UID.donor, { open: 2, last: 'new' }));
    await expectRule(true, getDoc(doc(t.db('donor'), COUNTS, UID.donor)));
    await expectRule(false, getDoc(doc(t.db('otherDonor'), COUNTS, UID.donor)));
  });
});

describe('reading series', () => {
  it('the donor, the NGO it is addressed to (while active) and admins read it; no one else', async () => {
    await seedSeries();
    const read = (who: Who) => getDoc(doc(t.db(who), SERIES, SID));
    for (const who of ['donor', 'ngo', 'admin'] as const) await expectRule(true, read(who));
    for (const who of ['otherDonor', 'otherNgo', 'unverifiedNgo', 'visitor'] as const)
      await expectRule(false, read(who));
    await t.seed({ [`suspensions/${UID.ngo}`]: storedSuspension() });
    await expectRule(false, read('ngo'));
  });

  it('lists: a donor its own, an NGO those addressed to it, a page at a time', async () => {
    await seedSeries();
    const list = (who: Who, field: string, uid: string, n = 20) =>
      getDocs(query(collection(t.db(who), SERIES), where(field, '==', uid), limit(n)));
    await expectRule(true, list('donor', 'donorUid', UID.donor));
    await expectRule(true, list('ngo', 'ngoId', UID.ngo));
    await expectRule(false, list('otherDonor', 'donorUid', UID.donor));
    await expectRule(false, list('otherNgo', 'ngoId', UID.ngo));
    await expectRule(false, list('donor', 'donorUid', UID.donor, 101));
  });
});

describe('the donor changes a series', () => {
  it('pauses and resumes it', async () => {
    await seedSeries();
    await expectRule(true, update('donor', { state: 'paused' }));
    await expectRule(true, update('donor', { state: 'active' }));
  });

  it('no one else pauses it: another donor, the NGO, a visitor', async () => {
    await seedSeries();
    for (const who of ['otherDonor', 'ngo', 'visitor'] as const)
      await expectRule(false, update(who, { state: 'paused' }));
  });

  it('ends it only with its count lowered; an ended series changes no more', async () => {
    await seedSeries();
    await expectRule(false, update('donor', { state: 'ended' }));
    await expectRule(true, endSeries(t.db('donor'), UID.donor, SID));
    await expectRule(false, update('donor', { state: 'active' }));
    await expectRule(false, update('donor', { meals: 10 }));
  });

  it('a change of address or phone asks the NGO again, as a change of days does', async () => {
    await seedSeries({ arrangement: 'accepted' });
    await expectRule(false, update('donor', { deliveryLocation: 'Far away, 12 Other Road' }));
    await expectRule(false, update('donor', { phone: '9123456789' }));
    await expectRule(true, update('donor', { phone: '9123456789', arrangement: 'proposed' }));
  });

  it('a change of food keeps the NGO’s answer; a change of days asks the NGO again', async () => {
    await seedSeries({ arrangement: 'accepted' });
    await expectRule(true, update('donor', { meals: 30, food: 'Rice, dal and roti' }));
    await expectRule(false, update('donor', { days: [1, 2, 3] }));
    await expectRule(false, update('donor', { meals: 30, arrangement: 'proposed' }));
    await expectRule(true, update('donor', { days: [1, 2, 3], arrangement: 'proposed' }));
  });

  it('it may go to another NGO (asked anew) or open to NGOs nearby', async () => {
    await seedSeries({ arrangement: 'declined', ngoReason: 'Too far' });
    await expectRule(
      true,
      update('donor', {
        ngoId: UID.otherNgo,
        ngoName: `Org of ${UID.otherNgo}`,
        arrangement: 'proposed',
        ngoReason: '',
      }),
    );
    await expectRule(true, update('donor', { ngoId: null, ngoName: '', arrangement: 'open' }));
  });

  it('the donor may not accept on the NGO’s behalf', async () => {
    await seedSeries();
    await expectRule(false, update('donor', { arrangement: 'accepted' }));
  });

  it('a suspended donor changes nothing', async () => {
    await seedSeries();
    await t.seed({ [`suspensions/${UID.donor}`]: storedSuspension() });
    await expectRule(false, update('donor', { state: 'paused' }));
  });
});

describe('the NGO answers a series', () => {
  it('the NGO it is addressed to accepts the arrangement', async () => {
    await seedSeries();
    await expectRule(true, update('ngo', { arrangement: 'accepted' }));
  });

  it('an NGO may not accept a series addressed elsewhere, nor an unverified or suspended one', async () => {
    await seedSeries();
    await expectRule(false, update('otherNgo', { arrangement: 'accepted' }));
    await seedSeries({ ngoId: UID.unverifiedNgo, ngoName: '' }, 'series-2');
    await expectRule(false, update('unverifiedNgo', { arrangement: 'accepted' }, 'series-2'));
    await t.seed({ [`suspensions/${UID.ngo}`]: storedSuspension() });
    await expectRule(false, update('ngo', { arrangement: 'accepted' }));
  });

  it('declines with or without a reason; ends its side only with one', async () => {
    await seedSeries();
    await expectRule(true, update('ngo', { arrangement: 'declined', ngoReason: 'We have no van that evening' }));
    await seedSeries({ arrangement: 'accepted' });
    await expectRule(false, update('ngo', { arrangement: 'ended', ngoReason: '' }));
    await expectRule(true, update('ngo', { arrangement: 'ended', ngoReason: 'Our volunteers moved to mornings' }));
  });

  it('the NGO changes nothing else: not the food, not the days, not a proposed series to ended', async () => {
    await seedSeries();
    await expectRule(false, update('ngo', { arrangement: 'accepted', meals: 100 }));
    await expectRule(false, update('ngo', { arrangement: 'ended', ngoReason: 'No' }));
    await expectRule(false, update('ngo', { state: 'paused' }));
  });

  it('a veg-only NGO may not accept a non-veg series', async () => {
    await seedSeries({ diet: 'nonveg' });
    await t.seed({ [`ngoAdmin/${UID.ngo}`]: ngoProfile(UID.ngo, { acceptsVegOnly: true }) });
    await expectRule(false, update('ngo', { arrangement: 'accepted' }));
  });
});

describe('a day of a series', () => {
  const day = TOMORROW;

  it('the donor confirms a day: proposed → an offer to the NGO; accepted → already accepted by it', async () => {
    await seedSeries();
    await expectRule(true, confirmDay(t.db('donor'), SID, day, dayDonation(SID, day, storedSeries())));
    const accepted = storedSeries({ arrangement: 'accepted' });
    await seedSeries({ arrangement: 'accepted' }, 'series-2');
    const id = await confirmDay(t.db('donor'), 'series-2', day, dayDonation('series-2', day, accepted));
    const snap = await getDoc(doc(t.db('ngo'), DONATIONS, id));
    if (snap.data()?.status !== 'accepted') throw new Error('The day did not arrive accepted.');
  });

  it('an open series’ day is an open offer', async () => {
    const open = { ngoId: null, ngoName: '', arrangement: 'open' };
    await seedSeries(open);
    await expectRule(true, confirmDay(t.db('donor'), SID, day, dayDonation(SID, day, storedSeries(open))));
  });

  it('a day arrives accepted only when the NGO accepted the arrangement', async () => {
    await seedSeries();
    const series = storedSeries({ arrangement: 'accepted' }); // what a donor might claim
    await expectRule(false, confirmDay(t.db('donor'), SID, day, dayDonation(SID, day, series)));
  });

  it('not accepted for an NGO that declined, ended its side, or was suspended since', async () => {
    await seedSeries({ arrangement: 'declined', ngoReason: 'No van' });
    const declined = storedSeries({ arrangement: 'accepted' });
    await expectRule(false, confirmDay(t.db('donor'), SID, day, dayDonation(SID, day, declined)));
    await expectRule(false, confirmDay(t.db('donor'), SID, day, dayDonation(SID, day, storedSeries())));
    await seedSeries({ arrangement: 'accepted' }, 'series-2');
    await t.seed({ [`ngoAdmin/${UID.ngo}`]: ngoProfile(UID.ngo, { suspended: true }) });
    await expectRule(false, confirmDay(t.db('donor'), 'series-2', day, dayDonation('series-2', day, declined)));
  });

  it('a day not in the rule is refused; the day of the rule beside it is not', async () => {
    const others = [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== weekdayOf(day));
    await seedSeries({ days: others });
    await expectRule(false, confirmDay(t.db('donor'), SID, day, dayDonation(SID, day, storedSeries())));
    await expectRule(false, skipDay(t.db('donor'), SID, day));
    const next = istDay(2);
    await expectRule(true, confirmDay(t.db('donor'), SID, next, dayDonation(SID, next, storedSeries())));
  });

  it('every other week: the start’s week and two weeks on, never the week between', async () => {
    const start = istDay(1);
    await seedSeries({ weeks: 2, start, days: [weekdayOf(start)] });
    await expectRule(false, skipDay(t.db('donor'), SID, istDay(8)));
    await expectRule(true, skipDay(t.db('donor'), SID, istDay(15)));
    await expectRule(true, skipDay(t.db('donor'), SID, start));
  });

  it('not before the start, not after the end', async () => {
    await seedSeries({ start: istDay(2), end: istDay(3) });
    await expectRule(false, skipDay(t.db('donor'), SID, istDay(1)));
    await expectRule(false, skipDay(t.db('donor'), SID, istDay(4)));
    await expectRule(true, skipDay(t.db('donor'), SID, istDay(3)));
  });

  it('not for a day whose window has ended', async () => {
    await seedSeries({ start: istDay(-1) });
    await expectRule(false, skipDay(t.db('donor'), SID, istDay(-1)));
  });

  it('the donation must be the day’s: its window’s end, its series, its NGO', async () => {
    await seedSeries();
    const series = storedSeries();
    const wrong = [
      { readyBy: windowEnd(day, 20 * 60) },
      { seriesDay: istDay(2) },
      { ngoId: UID.otherNgo, ngoName: '' },
    ];
    for (const overrides of wrong) {
      await expectRule(false, confirmDay(t.db('donor'), SID, day, dayDonation(SID, day, series, overrides)));
    }
  });

  it('a donation may not claim a series without its day, nor arrive accepted without one', async () => {
    await seedSeries({ arrangement: 'accepted' });
    const donation = dayDonation(SID, day, storedSeries({ arrangement: 'accepted' }));
    const id = doc(collection(t.db('donor'), DONATIONS)).id;
    const { writeBatch } = await import('firebase/firestore');
    const batch = writeBatch(t.db('donor'));
    batch.set(doc(t.db('donor'), DONATIONS, id), donation);
    batch.set(doc(t.db('donor'), DONATIONS, id, 'private', 'handover'), { code: '1234' });
    await expectRule(false, batch.commit());
  });

  it('an ordinary offer may not arrive accepted, nor carry an accepted time', async () => {
    await expectRule(true, offerFood(t.db('donor'), newDonation(UID.donor)));
    await expectRule(
      false,
      offerFood(t.db('donor'), newDonation(UID.donor, { status: 'accepted', acceptedAt: serverTimestamp() })),
    );
    await expectRule(false, offerFood(t.db('donor'), newDonation(UID.donor, { acceptedAt: serverTimestamp() })));
  });

  it('a donor may not confirm a day of another donor’s series', async () => {
    await seedSeries();
    const theirs = storedSeries({ donorUid: UID.otherDonor, donorName: `User ${UID.otherDonor}` });
    await expectRule(false, confirmDay(t.db('otherDonor'), SID, day, dayDonation(SID, day, theirs)));
  });

  it('a day found confirmed already, naming a donation since deleted, does not let a new one arrive accepted', async () => {
    await seedSeries();
    const id = await confirmDay(t.db('donor'), SID, day, dayDonation(SID, day, storedSeries()));
    await t.admin(async (db) => {
      await deleteDoc(doc(db, DONATIONS, id, 'private', 'handover'));
      await deleteDoc(doc(db, DONATIONS, id));
    });
    const accepted = dayDonation(SID, day, storedSeries({ arrangement: 'accepted', ngoId: UID.otherNgo }), {
      ngoName: '',
    });
    const batch = writeBatch(t.db('donor'));
    batch.set(doc(t.db('donor'), DONATIONS, id), accepted);
    batch.set(doc(t.db('donor'), DONATIONS, id, 'private', 'handover'), { code: '1234' });
    await expectRule(false, batch.commit());
  });

  it('a day’s donation is at the series’ place: another address, phone or pickup is refused', async () => {
    await seedSeries({ arrangement: 'accepted' });
    const series = storedSeries({ arrangement: 'accepted' });
    const delhi = { lat: 28.6327, lng: 77.2196, geohash: 'ttnfvhmte4', pin: '110001', cell: 2877 };
    for (const overrides of [{ deliveryLocation: 'Somewhere else' }, { phone: '9000000000' }, { pickup: delhi }]) {
      await expectRule(false, confirmDay(t.db('donor'), SID, day, dayDonation(SID, day, series, overrides)));
    }
    await expectRule(true, confirmDay(t.db('donor'), SID, day, dayDonation(SID, day, series)));
  });

  it('a day’s id is its number written once: not with a leading zero or other digits', async () => {
    await seedSeries();
    for (const id of [
      `0${day}`,
      `+${day}`,
      String(day).replace(/\d/g, (d) => String.fromCharCode(0x966 + Number(d))),
    ]) {
      const batch = writeBatch(t.db('donor'));
      batch.set(doc(t.db('donor'), SERIES, SID, 'days', id), {
        day,
        state: 'skipped',
        donationId: '',
        at: serverTimestamp(),
      });
      await expectRule(false, batch.commit());
    }
    await expectRule(true, skipDay(t.db('donor'), SID, day));
  });

  it('a paused or ended series takes no day', async () => {
    await seedSeries({ state: 'paused' });
    await expectRule(false, skipDay(t.db('donor'), SID, day));
    await expectRule(false, confirmDay(t.db('donor'), SID, day, dayDonation(SID, day, storedSeries())));
  });

  it('only the donor confirms or skips: not another donor, the NGO, an admin or a visitor', async () => {
    await seedSeries();
    for (const who of ['otherDonor', 'ngo', 'admin', 'visitor'] as const) {
      await expectRule(false, skipDay(t.db(who), SID, day));
    }
  });

  it('a skipped day may still be confirmed; a confirmed day is never skipped, nor confirmed twice', async () => {
    await seedSeries();
    await skipDay(t.db('donor'), SID, day);
    await expectRule(true, confirmDay(t.db('donor'), SID, day, dayDonation(SID, day, storedSeries())));
    await expectRule(false, skipDay(t.db('donor'), SID, day));
    await expectRule(false, confirmDay(t.db('donor'), SID, day, dayDonation(SID, day, storedSeries())));
  });

  it('a day document must be what it says: its own date, a skip without a donation', async () => {
    await seedSeries();
    await expectRule(false, skipDay(t.db('donor'), SID, day, { day: istDay(2) }));
    await expectRule(false, skipDay(t.db('donor'), SID, day, { donationId: 'some-donation' }));
    await expectRule(false, skipDay(t.db('donor'), SID, day, { state: 'missed' }));
  });

  it('days are read by the donor, the series’ NGO and admins; deleted only by admins', async () => {
    await seedSeries();
    await skipDay(t.db('donor'), SID, day);
    const ref = (who: Who) => doc(t.db(who), SERIES, SID, 'days', String(day));
    for (const who of ['donor', 'ngo', 'admin'] as const) await expectRule(true, getDoc(ref(who)));
    for (const who of ['otherDonor', 'otherNgo', 'visitor'] as const) await expectRule(false, getDoc(ref(who)));
    await expectRule(
      true,
      getDocs(query(collection(t.db('ngo'), SERIES, SID, 'days'), where('day', '>=', day), limit(14))),
    );
    await expectRule(false, deleteDoc(ref('donor')));
    await expectRule(true, deleteDoc(ref('admin')));
  });
});
