// 'Delete my account' (src/services/account-deletion.ts) against the Auth and Firestore emulators
// with firestore.rules enforced: a donor with a delivered donation, an offer still open and a
// regular offer. The open offer stops the deletion until it is cancelled; a wrong password changes
// nothing; then the account goes — users document, donor record, regular offer and sign-in — and the
// NGO still has the donation in its register, counted, as 'Deleted account' with no phone or address.
// An NGO with a pickup still open is stopped until it is delivered; then its profile, name, users
// document and sign-in go, and the donor keeps the donation under the NGO's name.
import { beforeAll, describe, expect, it } from 'vitest';
import { nameKey } from '../../src/config/names.js';
import { indiaDay } from '../../src/services/series-days';
import { aSafetyRecord } from '../../src/testing/food';
import { PICKUP, setupPeople, type Client } from './people';

const HOUR = 3_600_000;
const people = setupPeople();
const { client, readDoc, env } = people;

let donor: Client;
let ngo: Client;

beforeAll(async () => {
  donor = await client('donor', 'Gauri');
  ngo = await client('ngo', 'Sahyog');
}, 60_000);

async function offer(meals: number): Promise<string> {
  const { id, outcome } = await donor.offer.createDonation({
    ngoId: ngo.uid,
    ngoName: 'Sahyog Trust',
    donorUid: donor.uid,
    food: `Veg biryani ${meals}`,
    meals,
    readyBy: new Date(Date.now() + 3 * HOUR),
    deliveryLocation: '7 Lake Road, Kolkata',
    phone: '9876543210',
    safety: aSafetyRecord({ storage: 'chilled' }),
    pickup: PICKUP,
  });
  expect(outcome).toBe('sent');
  return id;
}

describe('a donor deletes their account', () => {
  it('waits for an open offer, refuses a wrong password, then leaves only redacted donations', async () => {
    // A delivered donation (18 of 20 meals served), a regular offer, and a donor record.
    const delivered = await offer(20);
    const [asOffered] = (
      await ngo.exports.donationsInPeriod(
        { ngoId: ngo.uid },
        {
          from: new Date(Date.now() - 24 * HOUR),
          to: new Date(Date.now() + 24 * HOUR),
        },
      )
    ).donations.filter((d) => d.id === delivered);
    await ngo.moves.acceptDonation(asOffered!, ngo.uid);
    const code = await donor.offer.getHandoverCode(delivered);
    await ngo.moves.markPickedUp({ id: delivered, donorUid: donor.uid }, code, true);
    const pickedUp = (
      await ngo.exports.donationsInPeriod(
        { ngoId: ngo.uid },
        {
          from: new Date(Date.now() - 24 * HOUR),
          to: new Date(Date.now() + 24 * HOUR),
        },
      )
    ).donations.find((d) => d.id === delivered)!;
    await ngo.moves.markDelivered(pickedUp, { mealsServed: 18, disposalReason: 'Two portions spilled' });
    const series = await donor.series.createSeries(donor.uid, {
      days: [1, 2, 3, 4, 5],
      weeks: 1,
      start: indiaDay(),
      end: null,
      from: 18 * 60,
      until: 21 * 60,
      ngoId: null,
      ngoName: '',
      food: 'Canteen thali',
      meals: 30,
      weightKg: 9,
      kind: 'packaged',
      diet: 'veg',
      storage: 'room',
      allergens: [],
      containers: 'donor',
      notes: '',
      deliveryLocation: 'Canteen, 2 Mill Road',
      phone: '9876543210',
      pickup: PICKUP,
    });
    await env().withSecurityRulesDisabled(async (context) => {
      await context.firestore().doc(`admin/rec-${donor.uid}`).set({
        name: 'Gauri Caterers',
        email: 'gauri@example.org',
        phone: '9876543210',
        address: '7 Lake Road',
        city: 'Kolkata',
        state: 'West Bengal',
        zip: '700029',
        country: 'India',
        ownerUid: donor.uid,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
    });

    // An offer still open stops it, before anything changes.
    const open = await offer(12);
    expect(await donor.deletion.deletionBlockers(donor.uid, 'donor')).toEqual({
      waitingDonations: 1,
      inTeam: false,
      openPickups: 0,
      arrangedSeries: 0,
      teamMembers: 0,
      suspended: false,
    });
    await expect(donor.deletion.deleteMyAccount(donor.uid, 'donor', 'Secret123!')).rejects.toMatchObject({
      name: 'DeletionBlockedError',
      blockers: { waitingDonations: 1 },
    });
    expect(await readDoc(`deliveryInfo/${delivered}/private/contact`)).toMatchObject({ phone: '9876543210' });

    // Cancelled, it no longer waits; a wrong password still changes nothing.
    await donor.moves.cancelDonation({ id: open });
    await expect(donor.deletion.deleteMyAccount(donor.uid, 'donor', 'not-my-password')).rejects.toMatchObject({
      code: expect.stringMatching(/^auth\/(wrong-password|invalid-credential)$/),
    });
    expect(await readDoc(`users/${donor.uid}`)).toBeDefined();

    await donor.deletion.deleteMyAccount(donor.uid, 'donor', 'Secret123!');

    // Gone: the account's documents and its sign-in.
    expect(await readDoc(`users/${donor.uid}`)).toBeUndefined();
    expect(await readDoc(`admin/rec-${donor.uid}`)).toBeUndefined();
    expect(await readDoc(`series/${series}`)).toBeUndefined();
    await expect(people.secondPhone(donor)).rejects.toMatchObject({
      code: expect.stringMatching(/^auth\/(user-not-found|invalid-credential)$/),
    });

    // Kept for the NGO: both donations, as 'Deleted account', without phone, address or place;
    // the delivered one still counts its meals served.
    for (const id of [delivered, open]) {
      const stored = await readDoc(`deliveryInfo/${id}`);
      expect(stored).toMatchObject({ donorName: '', phone: '', deliveryLocation: '', donorDeleted: true });
      expect(stored).not.toHaveProperty('pickup');
      // Its contact document (phone and address) is deleted with it: not even an admin reads it.
      expect(await readDoc(`deliveryInfo/${id}/private/contact`)).toBeUndefined();
    }
    const register = await ngo.register.foodRegister(ngo.uid, {
      from: new Date(Date.now() - 24 * HOUR),
      to: new Date(Date.now() + 24 * HOUR),
    });
    const entry = register.entries.find((e) => e.donation.id === delivered);
    expect(entry?.donation).toMatchObject({
      donorName: 'Deleted account',
      donorDeleted: true,
      phone: '',
      deliveryLocation: '',
      status: 'delivered',
      mealsServed: 18,
    });
  });

  it('an NGO finishes its pickup first; then its entry and name go, and the donor keeps the donation', async () => {
    const asraya = await client('ngo', 'Asraya');
    const giver = await client('donor', 'Hema');
    const name = 'Asraya Trust';
    await env().withSecurityRulesDisabled(async (context) => {
      await context
        .firestore()
        .doc(`ngoNames/${encodeURIComponent(nameKey(name))}`)
        .set({ ngoId: asraya.uid });
    });
    const giveTo = (food: string, meals: number) =>
      giver.offer.createDonation({
        ngoId: asraya.uid,
        ngoName: name,
        donorUid: giver.uid,
        food,
        meals,
        readyBy: new Date(Date.now() + 3 * HOUR),
        deliveryLocation: '3 Park Street',
        phone: '9876543211',
        safety: aSafetyRecord({ storage: 'chilled' }),
        pickup: PICKUP,
      });
    const { id } = await giveTo('Dal and rice', 10);
    const period = { from: new Date(Date.now() - 24 * HOUR), to: new Date(Date.now() + 24 * HOUR) };
    const current = async () => (await asraya.exports.donationsInPeriod({ ngoId: asraya.uid }, period)).donations[0]!;
    await asraya.moves.acceptDonation(await current(), asraya.uid);

    // An accepted pickup not yet finished stops it.
    expect(await asraya.deletion.deletionBlockers(asraya.uid, 'ngo')).toMatchObject({ openPickups: 1, teamMembers: 0 });
    await expect(asraya.deletion.deleteMyAccount(asraya.uid, 'ngo', 'Secret123!')).rejects.toMatchObject({
      name: 'DeletionBlockedError',
    });
    expect(await readDoc(`ngoAdmin/${asraya.uid}`)).toBeDefined();

    await asraya.moves.markPickedUp({ id, donorUid: giver.uid }, await giver.offer.getHandoverCode(id), true);
    await asraya.moves.markDelivered(await current(), { mealsServed: 10, disposalReason: '' });
    await asraya.deletion.deleteMyAccount(asraya.uid, 'ngo', 'Secret123!');

    expect(await readDoc(`ngoAdmin/${asraya.uid}`)).toBeUndefined();
    expect(await readDoc(`users/${asraya.uid}`)).toBeUndefined();
    expect(await readDoc(`ngoNames/${encodeURIComponent(nameKey(name))}`)).toBeUndefined();
    await expect(people.secondPhone(asraya)).rejects.toMatchObject({
      code: expect.stringMatching(/^auth\/(user-not-found|invalid-credential)$/),
    });
    // The donor keeps the delivered donation, under the NGO's name, and can no longer offer it food.
    const kept = (await giver.exports.donationsInPeriod({ donorUid: giver.uid }, period)).donations;
    expect(kept).toEqual([expect.objectContaining({ id, ngoName: name, status: 'delivered', mealsServed: 10 })]);
    await expect(giveTo('More dal', 5)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
