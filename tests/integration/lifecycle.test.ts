// The donation lifecycle through the real services (src/services/donation-*, src/services/stats)
// against the Auth emulator (127.0.0.1:9099) and the Firestore emulator (127.0.0.1:8080) with
// firestore.rules enforced, as `npm test` starts them.
//
// Every person is a separate signed-in app, as in separate browsers (./people.ts).
import { type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { disableNetwork, doc, enableNetwork, getDoc, terminate, waitForPendingWrites } from 'firebase/firestore';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { isExpired, type Donation } from '../../src/services/donation-model';
import type { DonationInput } from '../../src/services/donation-offer';
import type { NearbyMeta, NearbyOffer } from '../../src/services/donation-near';
import type { Impact } from '../../src/services/stats';
import { errorCode } from '../../src/services/errors';
import { placeAt, type LatLng } from '../../src/services/geo';
import { aSafetyRecord } from '../../src/testing/food';
import { NGO_PLACE, PICKUP, setupPeople, Watched, type Client } from './people';

const HOUR = 3_600_000;
/** What an NGO that may not move donations now (not verified, or suspended) is told. */
const INACTIVE =
  'Your NGO cannot move donations at the moment: its profile is not verified, or the account is suspended.';

const people = setupPeople();
const { client, readDoc, run } = people;
let testEnv: RulesTestEnvironment;

async function readImpact(): Promise<Impact> {
  const data = await readDoc('stats/impact');
  return {
    mealsDelivered: Number(data?.mealsDelivered ?? 0),
    donationsDelivered: Number(data?.donationsDelivered ?? 0),
  };
}

const find = (list: Donation[] | string | undefined, id: string) =>
  Array.isArray(list) ? list.find((d) => d.id === id) : undefined;

async function offer(donor: Client, overrides: Partial<DonationInput> = {}): Promise<string> {
  const readyBy = overrides.readyBy ?? new Date(Date.now() + 3 * HOUR);
  const { id, outcome } = await donor.offer.createDonation({
    ngoId: null,
    ngoName: '',
    donorUid: donor.uid,
    food: 'Rice and dal',
    meals: 12,
    readyBy,
    deliveryLocation: '18 Residency Road',
    phone: '9876543210',
    // Cooked and chilled: safe for 24 hours after it was made (an hour ago), well after readyBy.
    safety: aSafetyRecord({ storage: 'chilled' }),
    pickup: PICKUP,
    ...overrides,
  });
  expect(outcome).toBe('sent'); // online: the server has it when createDonation returns
  return id;
}

/** An NGO's open offers within 10 km of `place`, live, with what each answer read (NearbyMeta). */
function nearBoard(reader: Client, place: LatLng) {
  const meta: NearbyMeta[] = [];
  const board = new Watched<NearbyOffer[]>((onData, onError) =>
    reader.near.watchOpenOffersNear(
      place,
      10,
      (offers, m) => {
        meta.push(m);
        onData(offers, m);
      },
      onError,
    ),
  );
  return { board, meta };
}

/** The donor's pickup code for a donation, as the donor's board reads it. */
async function codeOf(id: string): Promise<string> {
  const code = await donor.offer.getHandoverCode(id);
  expect(code).toMatch(/^\d{4}$/);
  return code as string;
}

/** Another 4-digit code than this one. */
const wrongFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

let donor: Client;
let ngo: Client;

beforeAll(async () => {
  testEnv = people.env();
  donor = await client('donor', 'Asha');
  ngo = await client('ngo', 'Roti');
}, 60_000);

describe('the lifecycle through the services', () => {
  it('offered → accepted → picked up (checked) → delivered, both sides live; the batch raises the totals by exactly the meals served', async () => {
    const donorBoard = new Watched<Donation[]>((onData, onError) =>
      donor.boards.watchDonorDonations(donor.uid, onData, onError),
    );
    const ngoBoard = new Watched<Donation[]>((onData, onError) =>
      ngo.boards.watchNgoDonations(ngo.uid, onData, onError),
    );
    const impact = new Watched<Impact>((onData, onError) => donor.stats.watchImpact(onData, onError));
    try {
      await Promise.all([donorBoard.ready(), ngoBoard.ready(), impact.ready()]);
      const before = await readImpact();

      const id = await offer(donor, { ngoId: ngo.uid, ngoName: 'Roti Trust', meals: 37 });
      const offered = find(await ngoBoard.until((l) => !!find(l, id), 'the offer on the NGO board'), id)!;
      expect(offered).toMatchObject({ status: 'offered', meals: 37, ngoId: ngo.uid, donorUid: donor.uid });
      expect(offered.createdAt).toBeInstanceOf(Date);
      expect(offered.readyBy).toBeInstanceOf(Date);

      await ngo.moves.acceptDonation(offered, ngo.uid);
      const accepted = find(
        await donorBoard.until((l) => find(l, id)?.status === 'accepted', 'accepted on the donor board'),
        id,
      )!;
      expect(accepted.acceptedAt).toBeInstanceOf(Date);
      expect(accepted.ngoName).toBe('Roti Trust');

      // A stale tab cannot skip a step.
      await expect(ngo.moves.markDelivered(accepted)).rejects.toMatchObject({
        name: 'DonationMoveError',
        reason: 'moved',
        message: 'This donation is already accepted.',
      });

      await ngo.moves.markPickedUp({ id, donorUid: donor.uid }, await codeOf(id), true);
      const pickedUp = find(
        await donorBoard.until((l) => find(l, id)?.status === 'picked_up', 'picked up on the donor board'),
        id,
      )!;

      await ngo.moves.markDelivered(pickedUp, { mealsServed: 35, disposalReason: 'Two portions had gone sour' });
      const delivered = find(
        await donorBoard.until((l) => find(l, id)?.status === 'delivered', 'delivered on the donor board'),
        id,
      )!;
      expect(delivered.deliveredAt).toBeInstanceOf(Date);
      expect(delivered.pickedUpAt).toBeInstanceOf(Date);
      expect(delivered).toMatchObject({ mealsServed: 35, disposalReason: 'Two portions had gone sour' });
      expect((await readDoc(`deliveryInfo/${id}`))?.pickupChecks).toEqual([
        'keptAsStated',
        'packedCovered',
        'looksSmellsRight',
      ]);

      // The public totals count the meals served, not the meals offered.
      const after = await readImpact();
      expect(after).toEqual({
        mealsDelivered: before.mealsDelivered + 35,
        donationsDelivered: before.donationsDelivered + 1,
      });
      expect((await readDoc('stats/impact'))?.lastDeliveryId).toBe(id);
      // watchImpact follows it live.
      await impact.until((i) => i.mealsDelivered === after.mealsDelivered, 'the new totals');

      // A finished donation cannot be reopened, delivered twice or cancelled.
      await expect(ngo.moves.markDelivered(delivered)).rejects.toMatchObject({ reason: 'moved' });
      await expect(donor.moves.cancelDonation({ id })).rejects.toMatchObject({
        message: 'This donation is already delivered.',
      });
      expect(await readImpact()).toEqual(after);
    } finally {
      donorBoard.stop();
      ngoBoard.stop();
      impact.stop();
    }
  });

  it('the first delivery creates the public totals when they do not exist yet', async () => {
    await testEnv.withSecurityRulesDisabled((context) => context.firestore().doc('stats/impact').delete());
    const id = await offer(donor, { ngoId: ngo.uid, ngoName: 'Roti Trust', meals: 9 });
    await ngo.moves.acceptDonation({ id, ngoId: ngo.uid }, ngo.uid);
    const code = await codeOf(id);
    await ngo.moves.markPickedUp({ id, donorUid: donor.uid }, code, true);
    await ngo.moves.markDelivered({ id, meals: 9, handoverCode: code }, { mealsServed: 9, disposalReason: '' });
    expect(await readDoc('stats/impact')).toEqual({ mealsDelivered: 9, donationsDelivered: 1, lastDeliveryId: id });
  });

  it('the NGO declines; the donor sees it', async () => {
    const donorBoard = new Watched<Donation[]>((onData, onError) =>
      donor.boards.watchDonorDonations(donor.uid, onData, onError),
    );
    try {
      await donorBoard.ready();
      const id = await offer(donor, { ngoId: ngo.uid, ngoName: 'Roti Trust' });
      await ngo.moves.declineDonation(id);
      const declined = find(await donorBoard.until((l) => find(l, id)?.status === 'declined', 'declined'), id)!;
      expect(declined.declinedAt).toBeInstanceOf(Date);
      await expect(ngo.moves.acceptDonation(declined, ngo.uid)).rejects.toMatchObject({ reason: 'moved' });
    } finally {
      donorBoard.stop();
    }
  });

  it('a cancel by the donor is seen by the NGO’s listener, and the NGO can no longer accept', async () => {
    const ngoBoard = new Watched<Donation[]>((onData, onError) =>
      ngo.boards.watchNgoDonations(ngo.uid, onData, onError),
    );
    try {
      await ngoBoard.ready();
      const id = await offer(donor, { ngoId: ngo.uid, ngoName: 'Roti Trust' });
      const offered = find(await ngoBoard.until((l) => find(l, id)?.status === 'offered', 'the offer'), id)!;
      await donor.moves.cancelDonation({ id });
      const cancelled = find(
        await ngoBoard.until((l) => find(l, id)?.status === 'cancelled', 'cancelled on the NGO board'),
        id,
      )!;
      expect(cancelled.cancelledAt).toBeInstanceOf(Date);
      await expect(ngo.moves.acceptDonation(offered, ngo.uid)).rejects.toMatchObject({
        reason: 'cancelled',
        message: 'The donor cancelled this donation.',
      });
    } finally {
      ngoBoard.stop();
    }
  });

  it('an offer past its by-when cannot be accepted', async () => {
    const id = `expired-${run}`;
    await testEnv.withSecurityRulesDisabled((context) =>
      context
        .firestore()
        .doc(`deliveryInfo/${id}`)
        .set({
          deliveryLocation: '18 Residency Road',
          phone: '9876543210',
          time: 'An hour ago',
          readyBy: new Date(Date.now() - HOUR),
          food: 'Idli',
          meals: 5,
          ngoId: ngo.uid,
          ngoName: 'Roti Trust',
          donorUid: donor.uid,
          donorName: 'Asha',
          status: 'offered',
          createdAt: new Date(Date.now() - 2 * HOUR),
          updatedAt: new Date(Date.now() - 2 * HOUR),
        }),
    );
    const seen = new Watched<Donation[]>((onData, onError) => ngo.boards.watchNgoDonations(ngo.uid, onData, onError));
    try {
      const stale = find(await seen.until((l) => !!find(l, id), 'the expired offer'), id)!;
      expect(isExpired(stale)).toBe(true);
      await expect(ngo.moves.acceptDonation(stale, ngo.uid)).rejects.toMatchObject({
        reason: 'expired',
        message: 'This offer has expired: its ‘by when’ time has passed.',
      });
      expect((await readDoc(`deliveryInfo/${id}`))?.status).toBe('offered');
    } finally {
      seen.stop();
    }
  });
});

describe('pickup codes', () => {
  it('creating a donation writes its 4-digit code in the same batch, readable by its donor only', async () => {
    const id = await offer(donor, { ngoId: ngo.uid, ngoName: 'Roti Trust' });
    const stored = await readDoc(`deliveryInfo/${id}/private/handover`);
    expect(stored).toEqual({ code: expect.stringMatching(/^\d{4}$/) });
    expect(await donor.offer.getHandoverCode(id)).toBe(stored?.code);
    // The NGO must hear it from the donor: it cannot read it, nor can another donor.
    await expect(ngo.offer.getHandoverCode(id)).rejects.toMatchObject({ code: 'permission-denied' });
    const stranger = await client('donor', 'Stranger');
    await expect(stranger.offer.getHandoverCode(id)).rejects.toMatchObject({ code: 'permission-denied' });

    const donation = await readDoc(`deliveryInfo/${id}`);
    expect(donation).not.toHaveProperty('time');
    expect(donation?.donorName).toBe('Asha'); // users/{uid}.displayName, as the rules require
  });

  it('a wrong code is refused and nothing changes; the right one picks up; the delivery counts', async () => {
    const id = await offer(donor, { ngoId: ngo.uid, ngoName: 'Roti Trust', meals: 21 });
    await ngo.moves.acceptDonation({ id, ngoId: ngo.uid }, ngo.uid);
    const code = await codeOf(id);
    const before = await readDoc(`deliveryInfo/${id}`);

    await expect(ngo.moves.markPickedUp({ id, donorUid: donor.uid }, wrongFor(code), true)).rejects.toMatchObject({
      name: 'DonationMoveError',
      reason: 'code',
      message: 'That code is not right. Ask the donor to read it again. Tries left: 4 of 5.',
    });
    await expect(ngo.moves.markPickedUp({ id, donorUid: donor.uid }, null, true)).rejects.toMatchObject({
      reason: 'code',
      message: 'This donation has a pickup code. Ask the donor to read it out to you.',
    });
    expect(await readDoc(`deliveryInfo/${id}`)).toEqual(before);
    // The wrong try was counted (the missing code is no try).
    expect(await readDoc(`deliveryInfo/${id}/private/guess`)).toMatchObject({ tries: 1 });

    // Tried again with the code the donor reads out.
    await ngo.moves.markPickedUp({ id, donorUid: donor.uid }, code, true);
    const pickedUp = await readDoc(`deliveryInfo/${id}`);
    expect(pickedUp).toMatchObject({ status: 'picked_up', handoverCode: code });

    const totals = await readImpact();
    await ngo.moves.markDelivered({ id, meals: 21, handoverCode: code }, { mealsServed: 21, disposalReason: '' });
    expect(await readImpact()).toEqual({
      mealsDelivered: totals.mealsDelivered + 21,
      donationsDelivered: totals.donationsDelivered + 1,
    });
  });

  it('after five wrong codes the NGO is told to ask for a new one; the donor sees it live and makes one', async () => {
    const id = await offer(donor, { ngoId: ngo.uid, ngoName: 'Roti Trust', meals: 8 });
    await ngo.moves.acceptDonation({ id, ngoId: ngo.uid }, ngo.uid);
    const code = await codeOf(id);
    // The offer wrote the NGO's tries at none, so the donor's board follows a document that exists.
    expect(await readDoc(`deliveryInfo/${id}/private/guess`)).toEqual({ donorUid: donor.uid, tries: 0 });
    const seen = new Watched<number>((onData, onError) =>
      donor.tries.watchCodeTries(id, (tries) => onData(tries.used, { fromCache: !tries.synced }), onError),
    );
    await seen.ready();
    try {
      for (let left = 4; left >= 1; left -= 1) {
        await expect(ngo.moves.markPickedUp({ id, donorUid: donor.uid }, wrongFor(code), true)).rejects.toMatchObject({
          reason: 'code',
          message: `That code is not right. Ask the donor to read it again. Tries left: ${left} of 5.`,
        });
      }
      const usedUp = {
        reason: 'code',
        message: expect.stringMatching(/^That code was tried 5 times without the right one/) as unknown,
      };
      await expect(ngo.moves.markPickedUp({ id, donorUid: donor.uid }, wrongFor(code), true)).rejects.toMatchObject(
        usedUp,
      );
      await seen.until((tries) => tries === 5, 'five tries, on the donor’s screen');
      // The right code comes too late: no more tries are taken.
      await expect(ngo.moves.markPickedUp({ id, donorUid: donor.uid }, code, true)).rejects.toMatchObject(usedUp);
      expect((await readDoc(`deliveryInfo/${id}`))?.status).toBe('accepted');

      // The donor makes a new code: the tries start again, and the new code picks up.
      const next = await donor.tries.makeNewHandoverCode(id, donor.uid, code);
      expect(next).toMatch(/^\d{4}$/);
      expect(next).not.toBe(code);
      expect(await codeOf(id)).toBe(next);
      await seen.until((tries) => tries === 0, 'the tries started again');
      expect(await readDoc(`deliveryInfo/${id}/private/guess`)).toEqual({ donorUid: donor.uid, tries: 0 });
      await expect(ngo.moves.markPickedUp({ id, donorUid: donor.uid }, code, true)).rejects.toMatchObject({
        reason: 'code',
      });
      await ngo.moves.markPickedUp({ id, donorUid: donor.uid }, next, true);
      expect(await readDoc(`deliveryInfo/${id}`)).toMatchObject({ status: 'picked_up', handoverCode: next });
    } finally {
      seen.stop();
    }
  });

  it('an unverified NGO is told its NGO cannot move donations, not that the code is wrong', async () => {
    const id = await offer(donor, { ngoId: ngo.uid, ngoName: 'Roti Trust' });
    await ngo.moves.acceptDonation({ id, ngoId: ngo.uid }, ngo.uid);
    const code = await codeOf(id);
    await testEnv.withSecurityRulesDisabled((context) =>
      context.firestore().doc(`ngoAdmin/${ngo.uid}`).update({ verified: false }),
    );
    try {
      await expect(ngo.moves.markPickedUp({ id, donorUid: donor.uid }, code, true)).rejects.toMatchObject({
        reason: 'inactive',
        message: INACTIVE,
      });
      expect((await readDoc(`deliveryInfo/${id}`))?.status).toBe('accepted');
    } finally {
      await testEnv.withSecurityRulesDisabled((context) =>
        context.firestore().doc(`ngoAdmin/${ngo.uid}`).update({ verified: true }),
      );
    }
  });

  it('an NGO an admin un-verified is told so when it accepts or declines, and nothing changes', async () => {
    const id = await offer(donor, { ngoId: ngo.uid, ngoName: 'Roti Trust' });
    await testEnv.withSecurityRulesDisabled((context) =>
      context.firestore().doc(`ngoAdmin/${ngo.uid}`).update({ verified: false }),
    );
    try {
      const inactive = { reason: 'inactive', message: INACTIVE };
      await expect(ngo.moves.acceptDonation({ id, ngoId: ngo.uid }, ngo.uid)).rejects.toMatchObject(inactive);
      await expect(ngo.moves.declineDonation(id)).rejects.toMatchObject(inactive);
      expect((await readDoc(`deliveryInfo/${id}`))?.status).toBe('offered');
    } finally {
      await testEnv.withSecurityRulesDisabled((context) =>
        context.firestore().doc(`ngoAdmin/${ngo.uid}`).update({ verified: true }),
      );
    }
  });

  it('a donation from before pickup codes is picked up without one, and its delivery does not raise the totals', async () => {
    const id = `precode-${run}`;
    await testEnv.withSecurityRulesDisabled((context) =>
      context
        .firestore()
        .doc(`deliveryInfo/${id}`)
        .set({
          deliveryLocation: '18 Residency Road',
          phone: '9876543210',
          time: 'Tonight, 8 pm',
          readyBy: new Date(Date.now() + HOUR),
          food: 'Khichdi',
          meals: 30,
          ngoId: ngo.uid,
          ngoName: 'Roti Trust',
          donorUid: donor.uid,
          donorName: 'Asha',
          status: 'accepted',
          createdAt: new Date(Date.now() - HOUR),
          updatedAt: new Date(Date.now() - HOUR),
          acceptedAt: new Date(Date.now() - HOUR),
        }),
    );
    expect(await donor.offer.getHandoverCode(id)).toBeNull();

    await ngo.moves.markPickedUp({ id, donorUid: donor.uid }, null);
    const pickedUp = await readDoc(`deliveryInfo/${id}`);
    expect(pickedUp).toMatchObject({ status: 'picked_up' });
    expect(pickedUp).not.toHaveProperty('handoverCode');

    const totals = await readImpact();
    await ngo.moves.markDelivered({ id, meals: 30, handoverCode: null });
    expect((await readDoc(`deliveryInfo/${id}`))?.status).toBe('delivered');
    expect(await readImpact()).toEqual(totals);
  });
});

describe('food safety', () => {
  it('the volunteer refuses the food at pickup: the donor sees why, and it never counts in the totals', async () => {
    const donorBoard = new Watched<Donation[]>((onData, onError) =>
      donor.boards.watchDonorDonations(donor.uid, onData, onError),
    );
    try {
      await donorBoard.ready();
      const id = await offer(donor, { ngoId: ngo.uid, ngoName: 'Roti Trust', meals: 14 });
      await ngo.moves.acceptDonation({ id, ngoId: ngo.uid }, ngo.uid);
      const totals = await readImpact();

      await ngo.moves.refuseDonation({ id, ngoId: ngo.uid }, 'spoiled', '  The dal smelt sour  ');
      const refused = find(await donorBoard.until((l) => find(l, id)?.status === 'refused', 'refused'), id)!;
      expect(refused.refusal).toMatchObject({ reason: 'spoiled', note: 'The dal smelt sour' });
      expect(refused.refusal?.at).toBeInstanceOf(Date);

      // Refused food cannot be delivered later, nor counted.
      await expect(
        ngo.moves.markDelivered({ id, meals: 14, handoverCode: '0000' }, { mealsServed: 14, disposalReason: '' }),
      ).rejects.toMatchObject({ name: 'DonationMoveError', reason: 'moved' });
      expect(await readImpact()).toEqual(totals);
    } finally {
      donorBoard.stop();
    }
  });

  it('food past its use-by cannot be picked up (the NGO is told why), but can be refused', async () => {
    const id = await offer(donor, { ngoId: ngo.uid, ngoName: 'Roti Trust' });
    await ngo.moves.acceptDonation({ id, ngoId: ngo.uid }, ngo.uid);
    const code = await codeOf(id);
    // Its use-by passes while it waits for the volunteer (moved back with the rules off).
    await testEnv.withSecurityRulesDisabled((context) =>
      context
        .firestore()
        .doc(`deliveryInfo/${id}`)
        .update({ readyBy: new Date(Date.now() - 2 * HOUR), useBy: new Date(Date.now() - HOUR) }),
    );
    await expect(ngo.moves.markPickedUp({ id, donorUid: donor.uid }, code, true)).rejects.toMatchObject({
      reason: 'expired',
      message: 'This food is past its use-by time, so it can no longer be accepted or picked up.',
    });
    expect((await readDoc(`deliveryInfo/${id}`))?.status).toBe('accepted');
    await ngo.moves.refuseDonation({ id, ngoId: ngo.uid }, 'expired', '');
    expect(await readDoc(`deliveryInfo/${id}`)).toMatchObject({ status: 'refused', refusalReason: 'expired' });
  });

  it('a veg-only NGO: non-veg food cannot be addressed to it, nor a non-veg open offer taken by it', async () => {
    const vegOnly = await client('ngo', 'Satvik', { vegOnly: true });
    const nonVeg = aSafetyRecord({ diet: 'nonveg', useBy: new Date(Date.now() + 2 * HOUR) });
    const readyBy = new Date(Date.now() + HOUR);
    await expect(
      offer(donor, { ngoId: vegOnly.uid, ngoName: 'Satvik Trust', readyBy, safety: nonVeg }),
    ).rejects.toSatisfy((error: unknown) => (error as { code?: string }).code === 'permission-denied');
    const veg = await offer(donor, {
      ngoId: vegOnly.uid,
      ngoName: 'Satvik Trust',
      readyBy,
      safety: { ...nonVeg, diet: 'vegan' },
    });
    await vegOnly.moves.acceptDonation({ id: veg, ngoId: vegOnly.uid }, vegOnly.uid);

    const open = await offer(donor, { readyBy, safety: { ...nonVeg, diet: 'egg' } });
    await expect(vegOnly.moves.acceptDonation({ id: open, ngoId: null }, vegOnly.uid)).rejects.toMatchObject({
      reason: 'vegOnly',
      message: 'Your NGO accepts veg food only, and this offer is not veg.',
    });
    expect((await readDoc(`deliveryInfo/${open}`))?.status).toBe('offered');

    // Its open offers leave out the ones it may not take, new ones too; another NGO sees them all.
    const vegan = await offer(donor, { readyBy, safety: { ...nonVeg, diet: 'vegan' } });
    const mutton = await offer(donor, { readyBy, safety: nonVeg });
    const its = new Watched<Donation[] | string>((onData, onError) =>
      vegOnly.near.watchOpenOffersFor(vegOnly.uid, onData, onError),
    );
    const all = new Watched<Donation[] | string>((onData, onError) =>
      ngo.near.watchOpenOffersFor(ngo.uid, onData, onError),
    );
    try {
      const ids = (list: Donation[] | string | undefined) => (Array.isArray(list) ? list.map((d) => d.id) : []);
      await all.until((l) => [open, vegan, mutton].every((id) => ids(l).includes(id)), 'every open offer');
      const seen = ids(await its.until((l) => ids(l).includes(vegan), 'the vegan offer'));
      expect(seen).not.toContain(open);
      expect(seen).not.toContain(mutton);
    } finally {
      its.stop();
      all.stop();
    }
    // Any other NGO can take it.
    await ngo.moves.acceptDonation({ id: open, ngoId: null }, ngo.uid);
  });
});

describe('open offers', () => {
  it('reach verified NGOs only; the one that accepts takes it, under its own name', async () => {
    const unverified = await client('ngo', 'Newcomer', { verified: false });
    const open = new Watched<Donation[]>((onData, onError) =>
      ngo.near.watchOpenOffersNear(NGO_PLACE, 10, onData, onError),
    );
    // The query itself, as an unverified NGO sends it: the rules refuse it.
    const refused = new Watched<Donation[]>((onData, onError) =>
      unverified.near.watchOpenOffersNear(NGO_PLACE, 10, onData, onError),
    );
    // And its board, which does not ask: it says the NGO is not active.
    const board = new Watched<Donation[] | string>((onData, onError) =>
      unverified.near.watchOpenOffersFor(unverified.uid, onData, onError),
    );
    try {
      await open.ready();
      const id = await offer(donor, { food: 'Samosas', meals: 30 });
      await open.until((l) => find(l, id)?.ngoId === null, 'the open offer');
      await vi.waitFor(() => expect(refused.error).toMatchObject({ code: 'permission-denied' }), { timeout: 10_000 });
      await board.until((l) => l === 'not-active', 'the unverified board: not active');

      await ngo.moves.acceptDonation({ id, ngoId: null }, ngo.uid);
      await open.until((l) => !find(l, id), 'the taken offer to leave the open list');
      expect(await readDoc(`deliveryInfo/${id}`)).toMatchObject({
        status: 'accepted',
        ngoId: ngo.uid,
        ngoName: 'Roti Trust',
      });
    } finally {
      open.stop();
      refused.stop();
      board.stop();
    }
  });

  it('an NGO an admin un-verifies stops getting open offers and its donations at once; verified again, it hears the cancel', async () => {
    const held = await client('ngo', 'Holder');
    const addressed = new Watched<Donation[]>((onData, onError) =>
      held.boards.watchNgoDonations(held.uid, onData, onError),
    );
    const open = new Watched<Donation[] | string>((onData, onError) =>
      held.near.watchOpenOffersFor(held.uid, onData, onError),
    );
    let reopened: Watched<Donation[]> | undefined;
    let closed: Watched<Donation[]> | undefined;
    try {
      await addressed.ready();
      // Every range of its open-offers board answered by the server, not only the first: a write
      // sent while the emulator is still registering a listener of this connection can leave the
      // whole connection silent (seen once in a full run: this test then heard nothing more).
      await open.ready();
      const id = await offer(donor, { ngoId: held.uid, ngoName: 'Holder Trust' });
      await held.moves.acceptDonation({ id, ngoId: held.uid }, held.uid);
      await addressed.until((l) => find(l, id)?.status === 'accepted', 'the accepted donation');

      const setVerified = (verified: boolean) =>
        testEnv.withSecurityRulesDisabled((context) =>
          context.firestore().doc(`ngoAdmin/${held.uid}`).update({ verified }),
        );
      await setVerified(false);
      await open.until((l) => l === 'not-active', 'open offers to stop: not active');
      expect(open.error).toBeUndefined();
      addressed.stop();
      await donor.moves.cancelDonation({ id });

      // What is addressed to it, the donor's phone and address with it, is refused now.
      const shut = new Watched<Donation[]>((onData, onError) =>
        held.boards.watchNgoDonations(held.uid, onData, onError),
      );
      closed = shut;
      // (This device's cache may first show what it already had; the server refuses the rest.)
      await vi.waitFor(() => expect(errorCode(shut.error)).toBe('permission-denied'), { timeout: 30_000 });

      // Verified again, its board reads them again, and hears what happened meanwhile. (Before,
      // the refused open-offers listener stalled the connection and nothing more arrived.)
      await setVerified(true);
      reopened = new Watched<Donation[]>((onData, onError) => held.boards.watchNgoDonations(held.uid, onData, onError));
      await reopened.until((l) => find(l, id)?.status === 'cancelled', 'the cancel, once verified again');
    } finally {
      addressed.stop();
      open.stop();
      closed?.stop();
      reopened?.stop();
    }
  });

  it('10 verified NGOs accept the same open offer at once, 20 times: exactly one wins each time', async () => {
    const ngos = await Promise.all(Array.from({ length: 10 }, (_, i) => client('ngo', `Racer${i}`)));
    for (let round = 0; round < 20; round += 1) {
      const id = await offer(donor, { food: `Round ${round}`, meals: round + 1 });
      const results = await Promise.allSettled(ngos.map((n) => n.moves.acceptDonation({ id, ngoId: null }, n.uid)));

      const winners = ngos.filter((_, i) => results[i]!.status === 'fulfilled');
      const stored = await readDoc(`deliveryInfo/${id}`);
      const why = results.map((r, i) =>
        r.status === 'rejected'
          ? `${ngos[i]!.uid}: ${String((r.reason as Error).message ?? r.reason)}`
          : `${ngos[i]!.uid}: won`,
      );
      expect(winners, `round ${round}, stored ${JSON.stringify(stored)}: ${why.join(' | ')}`).toHaveLength(1);
      const losers = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(losers).toHaveLength(9);
      for (const loser of losers) {
        expect(loser.reason).toMatchObject({ reason: 'taken', message: 'Another NGO already accepted this offer.' });
      }
      expect(stored).toMatchObject({
        status: 'accepted',
        ngoId: winners[0]!.uid,
        ngoName: `${winners[0]!.name} Trust`,
      });
    }
  }, 180_000);
});

describe('open offers reach the NGOs near the food (docs/geo.md)', () => {
  const PUNE_NGO = placeAt({ lat: 18.5157, lng: 73.8349 }, '411004');
  const DELHI_NGO = placeAt({ lat: 28.6611, lng: 77.2346 }, '110006');
  const PUNE_PICKUP = placeAt({ lat: 18.5296, lng: 73.876 }, '411001'); // about 4.6 km from the Pune NGO

  it('a Pune offer appears, with its distance, for a Pune NGO with a 10 km radius and not for a Delhi NGO', async () => {
    const pune = await client('ngo', 'Pune', { place: PUNE_NGO });
    const delhi = await client('ngo', 'Delhi', { place: DELHI_NGO });
    const puneBoard = new Watched<NearbyOffer[] | string>((onData, onError) =>
      pune.near.watchOpenOffersFor(pune.uid, onData, onError),
    );
    const delhiBoard = new Watched<NearbyOffer[] | string>((onData, onError) =>
      delhi.near.watchOpenOffersFor(delhi.uid, onData, onError),
    );
    try {
      await puneBoard.ready();
      await delhiBoard.ready();
      const id = await offer(donor, { food: `Poha ${run}`, pickup: PUNE_PICKUP });
      const seen = await puneBoard.until((l) => Boolean(find(l, id)), 'the Pune offer on the Pune board');
      const shown = (seen as NearbyOffer[]).find((o) => o.id === id);
      expect(shown?.distanceKm).toBeGreaterThan(4);
      expect(shown?.distanceKm).toBeLessThan(5);
      expect(shown?.pickup).toEqual(PUNE_PICKUP);
      // The Delhi board has answered since the offer was made, and it is not there.
      const marker = await offer(donor, { food: `Chole ${run}`, pickup: placeAt({ lat: 28.65, lng: 77.23 }) });
      const delhiSeen = await delhiBoard.until((l) => Boolean(find(l, marker)), 'a Delhi offer on the Delhi board');
      expect(find(delhiSeen, id)).toBeUndefined();
      expect(find(puneBoard.latest, marker)).toBeUndefined();
    } finally {
      puneBoard.stop();
      delhiBoard.stop();
    }
  });

  it('the board reads a bounded number of documents: offers far away are never read', async () => {
    const nashik = placeAt({ lat: 19.9975, lng: 73.7898 }, '422001');
    const reader = await client('ngo', 'Nashik', { place: nashik });
    // 30 offers in Delhi and 3 near Nashik, one of them just outside the 10 km radius.
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        offer(donor, { food: `Far ${i} ${run}`, pickup: placeAt({ lat: 28.6 + i / 1000, lng: 77.2 }) }),
      ),
    );
    const near = await Promise.all(
      [0.01, 0.05].map((d) =>
        offer(donor, { food: `Near ${d} ${run}`, pickup: placeAt({ lat: nashik.lat + d, lng: nashik.lng }) }),
      ),
    );
    await offer(donor, {
      food: `Just outside ${run}`,
      pickup: placeAt({ lat: nashik.lat + 10.3 / 111.2, lng: nashik.lng }),
    });
    const { board, meta } = nearBoard(reader, nashik);
    try {
      // The whole list: both near offers, and every range answered by the server.
      const shown = await board.until(
        (l) => near.every((id) => find(l, id)) && meta[meta.length - 1]?.fromCache === false,
        'both near offers, every range answered',
      );
      expect(shown.map((o) => o.id)).toEqual(near); // nearest first
      const read = meta[meta.length - 1]!.read;
      // What the ranges returned: the two shown, perhaps the one just outside — never a Delhi one.
      expect(read).toBeGreaterThanOrEqual(2);
      expect(read).toBeLessThanOrEqual(2 * shown.length);
    } finally {
      board.stop();
    }
  });

  it('a crowded place loses no offer: a range holding more than a page reads on from where the page ends', async () => {
    const bhopal = placeAt({ lat: 23.2599, lng: 77.4126 }, '462001');
    const reader = await client('ngo', 'Bhopal', { place: bhopal });
    // More offers than one page (LIST_LIMIT, 100) within 300 m: they share a geohash range.
    const ids = await Promise.all(
      Array.from({ length: 130 }, (_, i) =>
        offer(donor, {
          food: `Crowded ${i} ${run}`,
          pickup: placeAt({ lat: bhopal.lat + i * 0.00002, lng: bhopal.lng + i * 0.00001 }),
        }),
      ),
    );
    const { board, meta } = nearBoard(reader, bhopal);
    try {
      const shown = await board.until(
        (l) => ids.every((id) => find(l, id)) && meta[meta.length - 1]?.fromCache === false,
        'all 130 crowded offers, every range answered',
      );
      expect(shown.filter((o) => ids.includes(o.id))).toHaveLength(130);
      expect(meta[meta.length - 1]!.read).toBeLessThanOrEqual(2 * shown.length);
    } finally {
      board.stop();
    }
  });
});

describe('with the connection down', () => {
  // Last in this file: cutting a client's connection to the emulator, then restoring it, made a
  // later test here miss a live update about 1 run in 3 (measured); nothing runs after it now.
  it('an offer is kept on the device (queued), and lands exactly once when the connection returns, code and all', async () => {
    // A donor of its own: the connection of the donor the other tests share is never cut.
    const phone = await client('donor', 'Meena');
    const store = phone.db.db();
    // As the app does at sign-in: its role is read, so this device knows its account's name.
    await getDoc(doc(store, 'users', phone.uid));
    await disableNetwork(store);
    let id: string | undefined;
    try {
      // No answer from the server within 10 s: createDonation says it is waiting, not that it failed.
      const made = await phone.offer.createDonation({
        ngoId: null,
        ngoName: '',
        donorUid: phone.uid,
        food: `Queued khichdi ${run}`,
        meals: 9,
        readyBy: new Date(Date.now() + 3 * HOUR),
        deliveryLocation: '18 Residency Road',
        phone: '9876543210',
        safety: aSafetyRecord({ storage: 'chilled' }),
        pickup: PICKUP,
      });
      expect(made.outcome).toBe('queued');
      id = made.id;
      expect(await readDoc(`deliveryInfo/${id}`)).toBeUndefined();
    } finally {
      await enableNetwork(store);
    }
    await waitForPendingWrites(store);
    expect(await readDoc(`deliveryInfo/${id}`)).toMatchObject({ food: `Queued khichdi ${run}`, status: 'offered' });
    expect(await readDoc(`deliveryInfo/${id}/private/handover`)).toEqual({ code: expect.stringMatching(/^\d{4}$/) });
    await testEnv.withSecurityRulesDisabled(async (context) => {
      const same = await context
        .firestore()
        .collection('deliveryInfo')
        .where('food', '==', `Queued khichdi ${run}`)
        .get();
      expect(same.size).toBe(1);
      // Gone again, so that the open-offer tests below see only their own offers near the NGO.
      await context.firestore().doc(`deliveryInfo/${id}/private/handover`).delete();
      await context.firestore().doc(`deliveryInfo/${id}`).delete();
    });
    await terminate(store);
  }, 30_000);
});
