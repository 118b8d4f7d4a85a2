// deliveryInfo/{id}/private/contact: the donor's phone and pickup address, kept apart from the
// donation (docs/privacy.md, 'Contact details that expire'). The donor and admins read it; the NGO
// side that collects the food only before `expireAt` and until CONTACT_KEEP_DAYS after the move
// that ended the donation; the NGOs an open offer reaches never. Written only with its donation.
import { deleteDoc, doc, getDoc, setDoc, Timestamp, updateDoc, type DocumentData } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { CONTACT_KEEP_DAYS } from '../../src/config/limits.js';
import {
  contactOf,
  contactPath,
  DONATIONS,
  donationDocs,
  newDonation,
  offerFood,
  PUNE_PICKUP,
  withoutContact,
  type Status,
} from './donation-support';
import { COORDINATOR, crew, OTHER_MEMBER, OTHER_VOLUNTEER, storedMember, VOLUNTEER } from './runs-support';
import {
  ACTORS,
  expectRule,
  hoursFromNow,
  setupRulesEnv,
  storedSuspension,
  text,
  UID,
  verdict,
  type Matrix,
  type Who,
} from './support';

const t = setupRulesEnv();
const ID = 'd-contact';
const DAY_HOURS = 24;

const read = (who: Who, id = ID) => getDoc(doc(t.db(who), contactPath(id)));

/** The donation `id` in `status` (donor-1 → ngo-1 unless overridden) with its contact document. */
function withContact(id: string, status: Status, overrides: DocumentData = {}, contact: DocumentData = {}) {
  const docs = donationDocs(id, status, overrides);
  const donation = docs[`${DONATIONS}/${id}`] as DocumentData;
  return {
    ...docs,
    [contactPath(id)]: {
      ...contactOf({ ...donation, phone: '9876543210', deliveryLocation: '18 Residency Road' }),
      ...contact,
    },
  };
}

beforeEach(() =>
  t.seed({
    ...withContact(ID, 'accepted'),
    ...Object.fromEntries(
      [COORDINATOR.uid, VOLUNTEER.uid, OTHER_VOLUNTEER.uid, OTHER_MEMBER.uid].map((uid) => [
        `members/${uid}`,
        storedMember(uid),
      ]),
    ),
    [`runs/${ID}`]: { ngoId: UID.ngo, donorUid: UID.donor, ...crew(VOLUNTEER.uid) },
  }),
);

describe('contact details: who reads them while the pickup is due', () => {
  const matrix: Matrix = { visitor: false, donor: true, otherDonor: false, ngo: true, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} reading donor-1's phone and address for ngo-1's accepted donation: ${verdict(matrix[actor])}`, async () => {
      await expectRule(matrix[actor], read(actor));
    });
  }
  it('the NGO’s coordinator and the run’s volunteer: allowed; another volunteer or another NGO’s member: denied', async () => {
    await expectRule(true, read(COORDINATOR));
    await expectRule(true, read(VOLUNTEER));
    await expectRule(false, read(OTHER_VOLUNTEER));
    await expectRule(false, read(OTHER_MEMBER));
  });
  it('an NGO not verified any more, or suspended, reads them no more', async () => {
    await expectRule(true, read('ngo'));
    await t.seed({ [`suspensions/${UID.ngo}`]: storedSuspension() });
    await expectRule(false, read('ngo'));
    await expectRule(true, read('donor'));
  });
  it('an open offer: the NGOs around it never read them (only its PIN code is on the donation)', async () => {
    await t.seed(withContact('d-open', 'offered', { ngoId: null, ngoName: '', pickup: { ...PUNE_PICKUP } }));
    await expectRule(false, read('ngo', 'd-open'));
    await expectRule(false, read('otherNgo', 'd-open'));
    await expectRule(true, read('donor', 'd-open'));
  });
});

describe(`contact details: the NGO reads them until ${CONTACT_KEEP_DAYS} days after the donation ends`, () => {
  const ENDS: [Status, string][] = [
    ['delivered', 'deliveredAt'],
    ['refused', 'refusedAt'],
    ['cancelled', 'cancelledAt'],
    ['declined', 'declinedAt'],
  ];
  for (const [status, stamp] of ENDS) {
    it(`${status}: allowed ${CONTACT_KEEP_DAYS - 1} days after, denied ${CONTACT_KEEP_DAYS} days and an hour after; the donor and admins still read them`, async () => {
      const fresh = `d-${status}-fresh`;
      const old = `d-${status}-old`;
      await t.seed({
        ...withContact(fresh, status, { [stamp]: hoursFromNow(-(CONTACT_KEEP_DAYS - 1) * DAY_HOURS) }),
        ...withContact(old, status, { [stamp]: hoursFromNow(-CONTACT_KEEP_DAYS * DAY_HOURS - 1) }),
      });
      await expectRule(true, read('ngo', fresh));
      await expectRule(true, read(COORDINATOR, fresh));
      await expectRule(false, read('ngo', old));
      await expectRule(false, read(COORDINATOR, old));
      await expectRule(true, read('donor', old));
      await expectRule(true, read('admin', old));
    });
  }
  it('past its expireAt (the TTL’s moment), the NGO reads them no more, even before the donation ends', async () => {
    await t.seed(withContact('d-expired', 'accepted', {}, { expireAt: hoursFromNow(-1) }));
    await expectRule(false, read('ngo', 'd-expired'));
    await expectRule(false, read(VOLUNTEER, 'd-expired'));
    await expectRule(true, read('donor', 'd-expired'));
  });
});

describe('contact details: written with the donation, never on their own', () => {
  const offer = (data: DocumentData, contact: DocumentData | null | 'from data' = 'from data', who: Who = 'donor') =>
    offerFood(t.db(who), data, { code: '1234' }, undefined, undefined, contact);
  const mine = () => newDonation(UID.donor);
  const bare = withoutContact;

  it('the offer with its contact document: allowed; without one: denied', async () => {
    await expectRule(true, offer(mine()));
    await expectRule(false, offer(bare(mine()), null));
  });
  it('a new donation that carries the phone or address itself: denied', async () => {
    const donation = mine();
    const { phone, deliveryLocation } = donation;
    await expectRule(false, offer({ ...bare(donation), phone }, contactOf(donation)));
    await expectRule(false, offer({ ...bare(donation), deliveryLocation }, contactOf(donation)));
    await expectRule(true, offer(bare(donation), contactOf(donation)));
  });
  it('expireAt is the use-by plus the days kept, exactly', async () => {
    const donation = mine();
    const useBy = donation.useBy as Timestamp;
    const at = (days: number) => Timestamp.fromMillis(useBy.toMillis() + days * DAY_HOURS * 3_600_000);
    const withExpiry = (expireAt: unknown) => offer(bare(donation), { ...contactOf(donation), expireAt });
    await expectRule(false, withExpiry(at(CONTACT_KEEP_DAYS + 1)));
    await expectRule(false, withExpiry(at(365)));
    await expectRule(false, withExpiry(null));
    await expectRule(true, withExpiry(at(CONTACT_KEEP_DAYS)));
  });
  it('a valid phone and an address of 1 to 300 characters; its own donor; nothing else', async () => {
    const donation = mine();
    const contactWith = (overrides: DocumentData) => ({ ...contactOf(donation), ...overrides });
    for (const bad of [
      { phone: '12345' },
      { phone: 9876543210 },
      { deliveryLocation: '' },
      { deliveryLocation: text(301) },
      { donorUid: UID.otherDonor },
      { note: 'ring twice' },
    ]) {
      await expectRule(false, offer(bare(donation), contactWith(bad)));
    }
    await expectRule(true, offer(bare(donation), contactWith({ deliveryLocation: text(300) })));
  });
  it('alone, or for a donation that exists already: denied, even to its donor', async () => {
    await expectRule(false, setDoc(doc(t.db('donor'), contactPath('d-new')), contactOf(mine())));
    await expectRule(false, setDoc(doc(t.db('donor'), contactPath(ID)), contactOf(mine())));
  });
});

describe('contact details: changed by no one, deleted by the donor or an admin', () => {
  it('a change: denied to everyone, the donor too', async () => {
    for (const who of ['donor', 'ngo', 'admin'] as const) {
      await expectRule(false, updateDoc(doc(t.db(who), contactPath(ID)), { phone: '9123456789' }));
    }
  });
  const matrix: Matrix = { visitor: false, donor: true, otherDonor: false, ngo: false, otherNgo: false, admin: true };
  for (const actor of ACTORS) {
    it(`${actor} deleting donor-1's contact document: ${verdict(matrix[actor])}`, async () => {
      await expectRule(matrix[actor], deleteDoc(doc(t.db(actor), contactPath(ID))));
    });
  }
});
