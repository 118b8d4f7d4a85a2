// The impact dashboards' roll-ups (docs/reports.md, 'Impact dashboards') through the real services
// against the emulators with firestore.rules enforced: a month of lifecycle moves — delivered in
// full and in part, accepted and left, declined — yields the figures each dashboard reads, computed
// here independently from what the test did.
import { Timestamp } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPACT } from '../../src/config/limits.js';
import { impactScope, offerMonth, summarize } from '../../src/services/impact-model';
import { aSafetyRecord } from '../../src/testing/food';
import { PICKUP, setupPeople, type Client } from './people';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const people = setupPeople();
const { client, readDoc } = people;

let donor: Client;
let ngo: Client;
let admin: Client;

beforeAll(async () => {
  donor = await client('donor', 'Meera');
  ngo = await client('ngo', 'Annadaan');
  admin = await client('admin', 'Ravi');
}, 60_000);

/** An offer of `meals` meals (`kg` of food) from the donor to the NGO, sent to the server. */
async function offered(meals: number, kg: number): Promise<string> {
  const { id, outcome } = await donor.offer.createDonation({
    ngoId: ngo.uid,
    ngoName: 'Annadaan Trust',
    donorUid: donor.uid,
    food: 'Rajma chawal',
    meals,
    readyBy: new Date(Date.now() + 3 * HOUR),
    deliveryLocation: '9 Lake Road',
    phone: '9876543210',
    safety: aSafetyRecord({ weightKg: kg }),
    pickup: PICKUP,
  });
  expect(outcome).toBe('sent');
  return id;
}

/**
 * The donation's acceptance and pickup stamps set `acceptAfter` and `pickupAfter` minutes apart
 * from its offer (rules off: time cannot pass here); its offer time, and so its month, unchanged.
 */
async function waited(id: string, acceptAfter: number, pickupAfter: number) {
  const created = (await readDoc(`deliveryInfo/${id}`))?.createdAt as Timestamp;
  const acceptedAt = Timestamp.fromMillis(created.toMillis() + acceptAfter * MINUTE);
  const pickedUpAt = Timestamp.fromMillis(acceptedAt.toMillis() + pickupAfter * MINUTE);
  await people.env().withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc(`deliveryInfo/${id}`).update({ acceptedAt, pickedUpAt });
  });
}

/** Offered, accepted, picked up with the donor's code; delivered with `served` meals served. */
async function delivered(meals: number, kg: number, served: number, acceptAfter: number, pickupAfter: number) {
  const id = await offered(meals, kg);
  await ngo.moves.acceptDonation({ id, ngoId: ngo.uid }, ngo.uid);
  const code = await donor.offer.getHandoverCode(id);
  await ngo.moves.markPickedUp({ id, donorUid: donor.uid, ngoId: ngo.uid }, code, true);
  await waited(id, acceptAfter, pickupAfter);
  const reason = served < meals ? 'Spilt in the van' : '';
  await ngo.moves.markDelivered({ id, meals, handoverCode: code }, { mealsServed: served, disposalReason: reason });
  return id;
}

describe('a month of moves, as each dashboard reads it', () => {
  it('the NGO’s and the donor’s months hold exactly what happened; the platform’s rose by it', async () => {
    const first = await offered(10, 4);
    const month = offerMonth(((await readDoc(`deliveryInfo/${first}`))?.createdAt as Timestamp).toDate());
    const [platformBefore] = await admin.impact.getImpactMonths(impactScope.all, month, month);

    // Declined: nothing counts.
    await ngo.moves.declineDonation(first);
    // Delivered in part (20 minutes to accept, 90 to pick up) and in full (5, then 10).
    const done = [
      { meals: 20, kg: 8, served: 15, acceptAfter: 20, pickupAfter: 90 },
      { meals: 12, kg: 5.5, served: 12, acceptAfter: 5, pickupAfter: 10 },
      { meals: 30, kg: 12, served: 30, acceptAfter: 300, pickupAfter: 45 },
    ];
    for (const d of done) await delivered(d.meals, d.kg, d.served, d.acceptAfter, d.pickupAfter);
    // Accepted, not yet collected: accepted, not delivered.
    const waiting = await offered(8, 3);
    await ngo.moves.acceptDonation({ id: waiting, ngoId: ngo.uid }, ngo.uid);

    // Computed here from what was done: 4 accepted, 3 delivered; the median waits are the middle
    // of three (20 min to accept: 15–30; 45 min to pick up: 30–60).
    const expected = {
      accepted: 4,
      delivered: 3,
      mealsServed: 15 + 12 + 30,
      kg: 8 + 5.5 + 12,
      co2eKg: Math.round((8 + 5.5 + 12) * IMPACT.co2ePerKg),
      completion: 3 / 4,
      medianAcceptWait: { from: 15, to: 30 },
      medianPickupWait: { from: 30, to: 60 },
    };
    const ngoMonths = await ngo.impact.getImpactMonths(impactScope.ngo(ngo.uid), month, month);
    expect(ngoMonths).toHaveLength(1);
    expect(summarize(ngoMonths)).toEqual(expected);
    const donorMonths = await donor.impact.getImpactMonths(impactScope.donor(donor.uid), month, month);
    expect(summarize(donorMonths)).toEqual(expected);

    // The platform's month rose by at least as much (other tests move it too).
    const [platform] = await admin.impact.getImpactMonths(impactScope.all, month, month);
    expect(platform!.accepted - platformBefore!.accepted).toBeGreaterThanOrEqual(4);
    expect(platform!.delivered - platformBefore!.delivered).toBeGreaterThanOrEqual(3);

    // A period of months around it: one read, the others zeros.
    const [year, m] = month.split('-').map(Number) as [number, number];
    const before = `${m === 1 ? year - 1 : year}-${String(m === 1 ? 12 : m - 1).padStart(2, '0')}`;
    const around = await ngo.impact.getImpactMonths(impactScope.ngo(ngo.uid), before, month);
    expect(around.map((x) => [x.month, x.accepted])).toEqual([
      [before, 0],
      [month, 4],
    ]);
  });

  it('nobody reads another’s months: the donor not the NGO’s nor the platform’s', async () => {
    const month = offerMonth(new Date());
    await expect(donor.impact.getImpactMonths(impactScope.ngo(ngo.uid), month, month)).rejects.toThrow();
    await expect(donor.impact.getImpactMonths(impactScope.all, month, month)).rejects.toThrow();
    await expect(ngo.impact.getImpactMonths(impactScope.donor(donor.uid), month, month)).rejects.toThrow();
  });

  it('Download my data holds the donor’s own months', async () => {
    const data = await donor.myData.collectMyData(
      { uid: donor.uid, email: `meera-${people.run}@example.org`, displayName: 'Meera' },
      'donor',
    );
    const months = data.parts.impact as { path: string; data: Record<string, unknown> }[];
    expect(months.length).toBeGreaterThanOrEqual(1);
    for (const m of months) expect(m.path).toMatch(new RegExp(`^impact/d-${donor.uid}~\\d{4}-\\d\\d$`));
  });
});
