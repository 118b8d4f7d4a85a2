// Reliability (docs/reports.md, 'Reliability') through the real services against the emulators with
// firestore.rules enforced: each move out of 'accepted' counts in the right record, in its own
// batch, and the directory reads the NGO's record as its cards show it.
import { Timestamp } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { pickupRate } from '../../src/services/record-model';
import { aSafetyRecord } from '../../src/testing/food';
import { PICKUP, setupPeople, type Client } from './people';

const HOUR = 3_600_000;
const people = setupPeople();
const { client, readDoc } = people;

let donor: Client;
let ngo: Client;

beforeAll(async () => {
  donor = await client('donor', 'Rekha');
  ngo = await client('ngo', 'Seva');
}, 60_000);

/** An offer from the donor to the NGO, sent to the server. */
async function offered(): Promise<string> {
  const { id, outcome } = await donor.offer.createDonation({
    ngoId: ngo.uid,
    ngoName: 'Seva Trust',
    donorUid: donor.uid,
    food: 'Veg pulao',
    meals: 20,
    readyBy: new Date(Date.now() + 3 * HOUR),
    deliveryLocation: '4 Park Street',
    phone: '9876543210',
    safety: aSafetyRecord({ storage: 'chilled' }),
    pickup: PICKUP,
  });
  expect(outcome).toBe('sent');
  return id;
}

/** An offer from the donor to the NGO, accepted by it. */
async function accepted(): Promise<string> {
  const id = await offered();
  await ngo.moves.acceptDonation({ id, ngoId: ngo.uid }, ngo.uid);
  return id;
}

/** The food's use-by moved an hour into the past, as if the NGO never came (rules off: time cannot pass here). */
async function pastItsUseBy(id: string) {
  await people.env().withSecurityRulesDisabled(async (context) => {
    await context
      .firestore()
      .doc(`deliveryInfo/${id}`)
      .update({ useBy: Timestamp.fromMillis(Date.now() - HOUR) });
  });
}

describe('the records move with the moves', () => {
  it('pickups, refusals and no-shows count in the NGO’s record; its rate follows from the 10th', async () => {
    expect(await ngo.records.getNgoRecord(ngo.uid)).toEqual({ collected: 0, noShows: 0 });

    const picked = await accepted();
    const code = await donor.offer.getHandoverCode(picked);
    await ngo.moves.markPickedUp({ id: picked, donorUid: donor.uid, ngoId: ngo.uid }, code, true);
    const refused = await accepted();
    await ngo.moves.refuseDonation({ id: refused, ngoId: ngo.uid }, 'spoiled', 'Smelt sour');
    expect(await ngo.records.getNgoRecord(ngo.uid)).toEqual({ collected: 2, noShows: 0 });

    // The donor's board records the no-show; the NGO's, seeing it again, changes nothing.
    const missed = await accepted();
    await pastItsUseBy(missed);
    expect(await donor.moves.recordNoShow({ id: missed, ngoId: ngo.uid })).toBe(true);
    expect(await ngo.moves.recordNoShow({ id: missed, ngoId: ngo.uid })).toBe(false);
    expect((await readDoc(`deliveryInfo/${missed}`))?.status).toBe('missed');
    expect(await ngo.records.getNgoRecord(ngo.uid)).toEqual({ collected: 2, noShows: 1 });

    // Food still due is not a no-show: the rules refuse it, and nothing moves.
    const due = await accepted();
    expect(await donor.moves.recordNoShow({ id: due, ngoId: ngo.uid })).toBe(false);
    expect((await readDoc(`deliveryInfo/${due}`))?.status).toBe('accepted');

    // A visitor's directory reads the same record (the lite SDK), and shows a share from the 10th.
    const { ngoRecordsOf } = await import('../../src/services/ngo-directory');
    const records = await ngoRecordsOf([ngo.uid]);
    expect(records[ngo.uid]).toEqual({ collected: 2, noShows: 1 });
    expect(pickupRate(records[ngo.uid])).toBeNull();
    expect(pickupRate({ collected: 2 + 7, noShows: 1 })).toEqual({ percent: 90, of: 10 });
  });

  it('a donor’s cancel counts in its own record only once an NGO has accepted', async () => {
    const before = Number((await readDoc(`donorRecords/${donor.uid}`))?.lateCancels ?? 0);
    await donor.moves.cancelDonation({ id: await offered() });
    expect(Number((await readDoc(`donorRecords/${donor.uid}`))?.lateCancels ?? 0)).toBe(before);

    // The board still showed it offered when the NGO accepted: the transaction counts it all the same.
    const late = await accepted();
    await donor.moves.cancelDonation({ id: late, donorUid: donor.uid, status: 'offered' });
    expect((await readDoc(`donorRecords/${donor.uid}`))?.lateCancels).toBe(before + 1);
    expect((await readDoc(`deliveryInfo/${late}`))?.status).toBe('cancelled');
    // The NGO's record is untouched by it.
    expect(await ngo.records.getNgoRecord(ngo.uid)).toEqual({ collected: 2, noShows: 1 });
  });
});
