// Deleting one's account (docs/privacy.md, 'Erasure'). A donor takes their name, phone, pickup
// place and FSSAI number off each finished donation (deliveryInfo's redact()), deletes their ended
// regular offers and their users document; an NGO deletes its profile, the name it holds and its
// users document in one batch. Nobody else may, and nothing else changes.
// Who may and who may not, for each write, and what a deletion leaves for the NGO and admins.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
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
import { describe, expect, it } from 'vitest';
import {
  hoursFromNow,
  ngoNamePath,
  setupRulesEnv,
  storedDonation,
  storedDonorRecord,
  storedSuspension,
  UID,
  type Who,
} from './support';
import { DONATIONS } from './donation-support';
import { storedSeries } from './series-support';

const t = setupRulesEnv();

/** The redaction as the app writes it (src/services/account-deletion.ts). */
const REDACTION: DocumentData = {
  donorName: '',
  phone: '',
  deliveryLocation: '',
  pickup: deleteField(),
  donorFssai: deleteField(),
  photo: deleteField(),
  donorDeleted: true,
  updatedAt: serverTimestamp(),
};

const PICKUP = { geohash: 'tdr1v9q8', cell: 2177, pin: '560025' };

/** A stored donation of donor-1 to ngo-1 in `status` (delivered by default), with a pickup place and FSSAI number. */
async function aDonation(id: string, overrides: DocumentData = {}) {
  await t.seed({
    [`${DONATIONS}/${id}`]: storedDonation({
      status: 'delivered',
      pickup: PICKUP,
      donorFssai: '12345678901234',
      photo: true,
      mealsServed: 12,
      disposalReason: '',
      ...overrides,
    }),
  });
}

const redact = (who: Who, id: string, change: DocumentData = REDACTION) =>
  updateDoc(doc(t.db(who), DONATIONS, id), change);

describe('a donation redacted by its donor', () => {
  it.each(['delivered', 'picked_up', 'refused', 'declined', 'cancelled'])(
    'once %s: its donor may; the NGO, another donor and an admin may not',
    async (status) => {
      await aDonation('d1', { status });
      await assertFails(redact('ngo', 'd1'));
      await assertFails(redact('otherDonor', 'd1'));
      await assertFails(redact('admin', 'd1'));
      await assertFails(redact('visitor', 'd1'));
      await assertSucceeds(redact('donor', 'd1'));
    },
  );

  it('an offer still open, or a pickup still due, keeps the details the NGO needs', async () => {
    await aDonation('open', { status: 'offered' });
    await aDonation('due', { status: 'accepted', useBy: hoursFromNow(6) });
    await assertFails(redact('donor', 'open'));
    await assertFails(redact('donor', 'due'));
  });

  it('an offer past its ready-by, or a pickup past its use-by, may be redacted', async () => {
    await aDonation('late', { status: 'offered', readyBy: hoursFromNow(-1) });
    await aDonation('missed', { status: 'accepted', readyBy: hoursFromNow(-5), useBy: hoursFromNow(-1) });
    await assertSucceeds(redact('donor', 'late'));
    await assertSucceeds(redact('donor', 'missed'));
  });

  it('every detail goes, marked donorDeleted, and nothing else changes', async () => {
    await aDonation('d1');
    const partial: [string, DocumentData][] = [
      ['the name kept', { ...REDACTION, donorName: 'Asha Donor' }],
      ['the phone kept', { ...REDACTION, phone: '9876543210' }],
      ['the address kept', { ...REDACTION, deliveryLocation: 'x' }],
      ['the place kept', { ...REDACTION, pickup: PICKUP }],
      ['the FSSAI number kept', { ...REDACTION, donorFssai: '12345678901234' }],
      ['the photo mark kept', { ...REDACTION, photo: true }],
      ['no mark', { ...REDACTION, donorDeleted: deleteField() }],
      ['the client’s time', { ...REDACTION, updatedAt: hoursFromNow(0) }],
      ['the meals served changed', { ...REDACTION, mealsServed: 0 }],
      ['the status changed', { ...REDACTION, status: 'cancelled' }],
      ['the donor changed', { ...REDACTION, donorUid: UID.otherDonor }],
      ['the food changed', { ...REDACTION, food: 'Something else' }],
    ];
    for (const [, change] of partial) await assertFails(redact('donor', 'd1', change));
    await assertSucceeds(redact('donor', 'd1'));
  });
});

describe('a donor’s regular offer deleted', () => {
  it('once ended, by its donor; not by the NGO or another donor; not while it runs', async () => {
    await t.seed({
      'series/ended': storedSeries({ state: 'ended' }),
      'series/active': storedSeries({ state: 'active' }),
      'series/paused': storedSeries({ state: 'paused' }),
    });
    await assertFails(deleteDoc(doc(t.db('donor'), 'series', 'active')));
    await assertFails(deleteDoc(doc(t.db('donor'), 'series', 'paused')));
    await assertFails(deleteDoc(doc(t.db('ngo'), 'series', 'ended')));
    await assertFails(deleteDoc(doc(t.db('otherDonor'), 'series', 'ended')));
    await assertSucceeds(deleteDoc(doc(t.db('donor'), 'series', 'ended')));
  });
});

describe('a whole deletion', () => {
  it('leaves exactly the redacted donations: the NGO and admins read no name, phone or place', async () => {
    await aDonation('d1');
    await aDonation('d2', { status: 'cancelled' });
    await t.seed({ [`admin/rec-${UID.donor}`]: storedDonorRecord(UID.donor) });
    const donor = t.db('donor');
    await assertSucceeds(redact('donor', 'd1'));
    await assertSucceeds(redact('donor', 'd2'));
    await assertSucceeds(deleteDoc(doc(donor, 'admin', `rec-${UID.donor}`)));
    await assertSucceeds(deleteDoc(doc(donor, 'users', UID.donor)));

    const asAdmin = t.db('admin');
    expect((await getDoc(doc(asAdmin, 'users', UID.donor))).exists()).toBe(false);
    expect((await getDoc(doc(asAdmin, 'admin', `rec-${UID.donor}`))).exists()).toBe(false);
    for (const who of ['ngo', 'admin'] as const) {
      const seen = (await getDoc(doc(t.db(who), DONATIONS, 'd1'))).data() ?? {};
      expect(seen).toMatchObject({ donorName: '', phone: '', deliveryLocation: '', donorDeleted: true });
      expect(seen).not.toHaveProperty('pickup');
      expect(seen).not.toHaveProperty('donorFssai');
      expect(seen).not.toHaveProperty('photo');
      // Kept for the NGO's records and the totals.
      expect(seen).toMatchObject({ status: 'delivered', meals: 12, mealsServed: 12, food: 'Rice and dal' });
    }
  });

  it('a suspended donor may still take its details off its donations', async () => {
    await aDonation('d1');
    await t.seed({ [`suspensions/${UID.donor}`]: storedSuspension() });
    await assertSucceeds(redact('donor', 'd1'));
  });
});

describe('an NGO deletes its account', () => {
  const NAME = `Org of ${UID.ngo}`;
  /** The NGO's batch: profile, name and users document (any of them left out with `skip`). */
  function deleteNgo(who: Who, ngoUid: string, skip: ('profile' | 'name' | 'user')[] = []) {
    const db = t.db(who);
    const batch = writeBatch(db);
    if (!skip.includes('profile')) batch.delete(doc(db, 'ngoAdmin', ngoUid));
    if (!skip.includes('name')) batch.delete(doc(db, ngoNamePath(NAME)));
    if (!skip.includes('user')) batch.delete(doc(db, 'users', ngoUid));
    return batch.commit();
  }

  it('profile, name and users document together, by the NGO itself', async () => {
    await t.seed({ [ngoNamePath(NAME)]: { ngoId: UID.ngo } });
    await assertSucceeds(deleteNgo('ngo', UID.ngo));
    const asAdmin = t.db('admin');
    expect((await getDoc(doc(asAdmin, 'ngoAdmin', UID.ngo))).exists()).toBe(false);
    expect((await getDoc(doc(asAdmin, 'users', UID.ngo))).exists()).toBe(false);
    expect((await getDoc(doc(asAdmin, ngoNamePath(NAME)))).exists()).toBe(false);
  });

  it('not its users document alone while its profile stays verified, nor its profile keeping the name', async () => {
    await t.seed({ [ngoNamePath(NAME)]: { ngoId: UID.ngo } });
    await assertFails(deleteNgo('ngo', UID.ngo, ['profile', 'name']));
    await assertFails(deleteNgo('ngo', UID.ngo, ['name']));
  });

  it('not another NGO’s, a donor’s or an admin’s without the audit entry; not while suspended', async () => {
    await t.seed({ [ngoNamePath(NAME)]: { ngoId: UID.ngo } });
    await assertFails(deleteNgo('otherNgo', UID.ngo));
    await assertFails(deleteNgo('donor', UID.ngo));
    await assertFails(deleteNgo('admin', UID.ngo));
    await t.seed({ [`suspensions/${UID.ngo}`]: storedSuspension() });
    await assertFails(deleteNgo('ngo', UID.ngo));
  });
});
