// Places (issue 14, docs/geo.md): an NGO's location, service radius, WhatsApp and phone numbers; a
// donation's pickup place; and open offers, which an active NGO may list only near a place — a
// range on the pickup's geohash, bounded both ways, a page at a time.
import {
  collection,
  deleteField,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAt,
  endAt,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { LIST_LIMIT, SERVICE_RADIUS_KM } from '../../src/config/limits.js';
import {
  DONATIONS,
  PUNE_PICKUP,
  PUNE_PLACE,
  MUMBAI_CELL,
  donationDocs,
  newDonation,
  offerFood,
  openOffersNear,
} from './donation-support';
import { expectRule, ngoProfile, setupRulesEnv, UID, verdict, without, type Who } from './support';

/** A pickup's whole-degree cell, as the app computes it (pickupCell). */
const cellOf = (p: DocumentData) => Math.floor(Number(p.lat)) * 100 + Math.floor(Number(p.lng));

const t = setupRulesEnv();
const PLACE = { ...PUNE_PLACE };

/** Cases of a place: each with whether the rules take it. */
const PLACES: [string, unknown, boolean][] = [
  ['a PIN place', PLACE, true],
  ['a place without a PIN (the device, the map)', { ...PLACE, pin: '' }, true],
  ['whole-degree coordinates', { ...PLACE, lat: 18, lng: 74 }, true],
  ["India's box edges", { ...PLACE, lat: 6, lng: 97.5 }, true],
  ['south of India (5.99°)', { ...PLACE, lat: 5.99 }, false],
  ['north of India (37.51°)', { ...PLACE, lat: 37.51 }, false],
  ['west of India (67.99°)', { ...PLACE, lng: 67.99 }, false],
  ['east of India (97.51°)', { ...PLACE, lng: 97.51 }, false],
  ['a latitude as text', { ...PLACE, lat: '18.5' }, false],
  ['a geohash of 9 characters', { ...PLACE, geohash: PLACE.geohash.slice(0, 9) }, false],
  ['a geohash of 11 characters', { ...PLACE, geohash: `${PLACE.geohash}0` }, false],
  ["a geohash with 'a' (not in its alphabet)", { ...PLACE, geohash: 'tek93j4yea' }, false],
  ['a geohash in capitals', { ...PLACE, geohash: PLACE.geohash.toUpperCase() }, false],
  ['a geohash as a number', { ...PLACE, geohash: 1234567890 }, false],
  ['a PIN of 5 digits', { ...PLACE, pin: '41100' }, false],
  ['a PIN starting with 0', { ...PLACE, pin: '011001' }, false],
  ['no PIN key', without(PLACE, 'pin'), false],
  ['no geohash', without(PLACE, 'geohash'), false],
  ['another key', { ...PLACE, street: 'FC Road' }, false],
  ['not a map', 'Pune', false],
];

describe('an NGO profile: its place, radius and WhatsApp number', () => {
  const save = (who: Who, data: DocumentData, id: string = UID.ngo) =>
    updateDoc(doc(t.db(who), 'ngoAdmin', id), { ...data, updatedAt: serverTimestamp() });

  for (const [name, location, allowed] of PLACES) {
    it(`the owner sets ${name} as its location: ${verdict(allowed)}`, async () => {
      await expectRule(allowed, save('ngo', { location }));
    });
  }

  for (const [radiusKm, allowed] of [
    [SERVICE_RADIUS_KM.min, true],
    [SERVICE_RADIUS_KM.default, true],
    [SERVICE_RADIUS_KM.max, true],
    [0, false],
    [SERVICE_RADIUS_KM.max + 1, false],
    [10.5, false],
    ['10', false],
  ] as const) {
    it(`a service radius of ${JSON.stringify(radiusKm)} km: ${verdict(allowed)}`, async () => {
      await expectRule(allowed, save('ngo', { radiusKm }));
    });
  }

  for (const [whatsapp, allowed] of [
    ['', true],
    ['9876500011', true],
    ['987650001', false],
    ['+919876500011', false],
    ['98765 00011', false],
  ] as const) {
    it(`a WhatsApp number ${JSON.stringify(whatsapp)}: ${verdict(allowed)}`, async () => {
      await expectRule(allowed, save('ngo', { whatsapp }));
    });
  }

  for (const [phone, allowed] of [
    ['', true],
    ['9876500022', true],
    ['987650002', false],
    ['98765000221', false],
    ['+919876500022', false],
    ['98765 00022', false],
    [9876500022, false],
  ] as const) {
    it(`a phone number donors call, ${JSON.stringify(phone)}: ${verdict(allowed)}`, async () => {
      await expectRule(allowed, save('ngo', { phone }));
    });
  }

  it('changing the phone number keeps the verified badge; only the owner may', async () => {
    await expectRule(true, save('ngo', { phone: '9876500022' }));
    for (const who of ['otherNgo', 'donor', 'admin', 'visitor'] as const) {
      await expectRule(false, save(who, { phone: '9876500033' }));
    }
  });

  it('changing them keeps the verified badge (they are not who the NGO is)', async () => {
    await expectRule(true, save('ngo', { location: PLACE, radiusKm: 25, whatsapp: '9876500011' }));
  });

  it('the owner may remove its location', async () => {
    await save('ngo', { location: PLACE });
    await expectRule(true, save('ngo', { location: deleteField() }));
  });

  it('only the owner sets them: another NGO, a donor, an admin and a visitor may not', async () => {
    for (const who of ['otherNgo', 'donor', 'admin', 'visitor'] as const) {
      await expectRule(false, save(who, { location: PLACE }));
      await expectRule(false, save(who, { radiusKm: 50 }));
      await expectRule(false, save(who, { whatsapp: '9876500011' }));
    }
  });
});

describe("a donation's pickup place", () => {
  const offer = (data: DocumentData) => offerFood(t.db('donor'), data);

  it('an open offer must say where the food is: without a pickup it is denied', async () => {
    await expectRule(true, offer(newDonation(UID.donor, { ngoId: null, ngoName: '' })));
    await expectRule(false, offer(without(newDonation(UID.donor, { ngoId: null, ngoName: '' }), 'pickup')));
    await expectRule(false, offer(newDonation(UID.donor, { ngoId: null, ngoName: '', pickup: null })));
  });

  it('food addressed to one NGO may come with a pickup place or without', async () => {
    await expectRule(true, offer(newDonation(UID.donor)));
    await expectRule(true, offer(without(newDonation(UID.donor), 'pickup')));
  });

  for (const [name, place, allowed] of PLACES) {
    it(`an open offer with ${name} as its pickup: ${verdict(allowed)}`, async () => {
      const pickup = typeof place === 'object' ? { ...place, cell: cellOf(place as DocumentData) } : place;
      await expectRule(allowed, offer(newDonation(UID.donor, { ngoId: null, ngoName: '', pickup })));
    });
  }

  it('an addressed donation with an invalid pickup is denied too', async () => {
    await expectRule(false, offer(newDonation(UID.donor, { pickup: { ...PUNE_PICKUP, lat: 51.5, lng: -0.12 } })));
  });

  it('a pickup carries its own whole-degree cell: another cell, none, or one as text is denied', async () => {
    const open = (pickup: unknown) => offer(newDonation(UID.donor, { ngoId: null, ngoName: '', pickup }));
    await expectRule(true, open(PUNE_PICKUP));
    await expectRule(true, open({ ...PUNE_PICKUP, lat: 19, lng: 74, cell: 1974 }));
    await expectRule(true, open({ ...PUNE_PICKUP, lat: 18.99999, lng: 73.00001, cell: 1873 }));
    for (const cell of [1872, 1874, 1773, 1973, 2873, '1873', 1873.5]) {
      await expectRule(false, open({ ...PUNE_PICKUP, cell }));
    }
    await expectRule(false, open(without(PUNE_PICKUP, 'cell')));
    await expectRule(false, open(PUNE_PLACE));
  });

  it('the pickup never changes after the offer: not by the donor, not by an accepting NGO', async () => {
    await t.seed(donationDocs('open-1', 'offered', { ngoId: null, ngoName: '', pickup: PUNE_PICKUP }));
    const moved = { ...PUNE_PICKUP, lat: 18.6 };
    await expectRule(
      false,
      updateDoc(doc(t.db('donor'), DONATIONS, 'open-1'), { pickup: moved, updatedAt: serverTimestamp() }),
    );
    await expectRule(
      false,
      updateDoc(doc(t.db('otherNgo'), DONATIONS, 'open-1'), {
        status: 'accepted',
        acceptedAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        ngoId: UID.otherNgo,
        ngoName: '',
        pickup: moved,
      }),
    );
  });
});

describe('listing open offers: only near a place, a page at a time', () => {
  beforeEach(() => t.seed(donationDocs('open-1', 'offered', { ngoId: null, ngoName: '', pickup: PUNE_PICKUP })));
  const open = (who: Who) => collection(t.db(who), DONATIONS);
  const base = () => [where('ngoId', '==', null), where('status', '==', 'offered')] as const;

  it('a verified NGO lists a bounded geohash range with a limit', async () => {
    await expectRule(true, getDocs(openOffersNear(t.db('otherNgo'), ['tek9', 'tek9~'])));
    await expectRule(true, getDocs(openOffersNear(t.db('otherNgo'), ['tek93', 'tek93~'], LIST_LIMIT)));
  });

  it('without a range on the geohash it is denied, even with a limit', async () => {
    await expectRule(false, getDocs(query(open('otherNgo'), ...base(), limit(20))));
  });

  it('with only one bound it is denied', async () => {
    await expectRule(
      false,
      getDocs(query(open('otherNgo'), ...base(), where('pickup.geohash', '>=', 'tek'), limit(20))),
    );
    await expectRule(
      false,
      getDocs(query(open('otherNgo'), ...base(), where('pickup.geohash', '<=', 'tek~'), limit(20))),
    );
  });

  it('cursors in place of bounds are denied (the rules see filters, not cursors)', async () => {
    await expectRule(
      false,
      getDocs(query(open('otherNgo'), ...base(), orderBy('pickup.geohash'), startAt('tek'), endAt('tek~'), limit(20))),
    );
  });

  it(`more than ${LIST_LIMIT} at a time, or no limit, is denied`, async () => {
    await expectRule(false, getDocs(openOffersNear(t.db('otherNgo'), ['tek', 'tek~'], LIST_LIMIT + 1)));
    await expectRule(
      false,
      getDocs(
        query(open('otherNgo'), ...base(), where('pickup.geohash', '>=', 'tek'), where('pickup.geohash', '<=', 'tek~')),
      ),
    );
  });

  it('the range alone does not open it to others: an unverified NGO, a suspended one, donors and visitors are denied', async () => {
    await t.seed({
      [`suspensions/${UID.otherNgo}`]: { reason: 'Fake pickups', suspendedAt: Timestamp.now(), suspendedBy: UID.admin },
    });
    for (const who of ['unverifiedNgo', 'otherNgo', 'donor', 'otherDonor', 'visitor'] as const) {
      await expectRule(false, getDocs(openOffersNear(t.db(who))));
    }
    await expectRule(true, getDocs(openOffersNear(t.db('ngo'))));
  });

  it("only around the NGO's own place: a cell beyond its 3×3 block is denied, one inside it allowed", async () => {
    // The test NGOs work from Mumbai (cell 1872): Pune (1873) is a neighbour; Delhi (2877) is not.
    await expectRule(true, getDocs(openOffersNear(t.db('otherNgo'), ['tek', 'tek~'], 20, [MUMBAI_CELL])));
    await expectRule(true, getDocs(openOffersNear(t.db('otherNgo'), ['0', '~'], 20, [1771, 1773, 1971, 1973])));
    for (const cells of [[2877], [MUMBAI_CELL, 2877], [1874], [1672], [2072]]) {
      await expectRule(false, getDocs(openOffersNear(t.db('otherNgo'), ['0', '~'], 20, cells)));
    }
  });

  it('the whole country is denied: a range from the first to the last geohash without cells', async () => {
    await expectRule(
      false,
      getDocs(
        query(
          open('otherNgo'),
          ...base(),
          where('pickup.geohash', '>=', '0'),
          where('pickup.geohash', '<=', '~'),
          limit(20),
        ),
      ),
    );
  });

  it('the cells follow the NGO: once it moves to Delhi, Pune is denied and Delhi allowed', async () => {
    await t.seed({
      [`ngoAdmin/${UID.otherNgo}`]: ngoProfile(UID.otherNgo, {
        location: { lat: 28.6327, lng: 77.2196, geohash: 'ttnfvhmte4', pin: '110001' },
      }),
    });
    await expectRule(false, getDocs(openOffersNear(t.db('otherNgo'))));
    await expectRule(true, getDocs(openOffersNear(t.db('otherNgo'), ['ttn', 'ttn~'], 20, [2877, 2777])));
  });

  it('an NGO without a location lists no open offers', async () => {
    await t.seed({ [`ngoAdmin/${UID.otherNgo}`]: without(ngoProfile(UID.otherNgo), 'location') });
    await expectRule(false, getDocs(openOffersNear(t.db('otherNgo'))));
  });

  it('admins list open offers any way, within the page limit', async () => {
    await expectRule(true, getDocs(query(open('admin'), ...base(), limit(20))));
  });
});
