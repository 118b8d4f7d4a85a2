// The NGO's food register (src/services/food-register.ts) against the Auth and Firestore emulators
// with firestore.rules enforced: the donations offered to an NGO in a period that it received
// (accepted, then collected, delivered or refused — not those still offered, declined or
// cancelled), each with the volunteer whose run it was; the donor's FSSAI number as the donation
// carries it. Another NGO, and a donor, cannot read it.
import { describe, expect, it } from 'vitest';
import { errorCode } from '../../src/services/errors';
import { aDonation } from '../../src/testing/factories';
import { setupPeople } from './people';

const { client, env, secondPhone } = setupPeople();

const PERIOD = { from: new Date('2026-03-01T00:00:00+05:30'), to: new Date('2026-04-01T00:00:00+05:30') };
const at = (iso: string) => new Date(iso);

/** Stores documents as the services would have written them, with the rules off. */
async function store(docs: Record<string, Record<string, unknown>>) {
  await env().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await Promise.all(Object.entries(docs).map(([path, data]) => db.doc(path).set(data)));
  });
}

describe('the NGO’s food register', () => {
  it('holds what the NGO received in the period, with who collected it; nobody else reads it', async () => {
    const asha = await client('donor', 'AshaRegister');
    const seva = await client('ngo', 'SevaRegister');
    const other = await client('ngo', 'OtherRegister');
    const offered = (food: string, createdAt: Date, extra: Record<string, unknown> = {}) =>
      aDonation(
        {
          food,
          createdAt,
          readyBy: new Date(createdAt.getTime() + 3 * 3_600_000),
          donorUid: asha.uid,
          donorName: 'Asha',
          ngoId: seva.uid,
          ngoName: 'Seva',
          ...extra,
        },
        createdAt,
      );
    const p = `r${seva.uid.slice(0, 6)}`;
    const served = offered('Served biryani', at('2026-03-10T11:00:00+05:30'), {
      status: 'delivered',
      donorFssai: '12345678901234',
      pickupChecks: ['keptAsStated', 'packedCovered', 'looksSmellsRight'],
      mealsServed: 40,
    });
    await store({
      [`deliveryInfo/${p}-served`]: served,
      [`deliveryInfo/${p}-refused`]: offered('Refused rice', at('2026-03-12T11:00:00+05:30'), {
        status: 'refused',
        refusalReason: 'spoiled',
        refusalNote: 'Sour',
      }),
      [`deliveryInfo/${p}-waiting`]: offered('Waiting rotis', at('2026-03-31T20:00:00+05:30'), { status: 'accepted' }),
      [`deliveryInfo/${p}-offered`]: offered('Still offered', at('2026-03-15T11:00:00+05:30')),
      [`deliveryInfo/${p}-declined`]: offered('Declined dal', at('2026-03-16T11:00:00+05:30'), { status: 'declined' }),
      [`deliveryInfo/${p}-cancelled`]: offered('Cancelled kheer', at('2026-03-17T11:00:00+05:30'), {
        status: 'cancelled',
      }),
      [`deliveryInfo/${p}-before`]: offered('February', at('2026-02-28T23:00:00+05:30'), { status: 'delivered' }),
      // Runs: the served one was Meena's; the one waiting (ready after the period ends) is open.
      [`runs/${p}-served`]: {
        ngoId: seva.uid,
        donorUid: asha.uid,
        food: served.food,
        meals: 12,
        readyBy: served.readyBy,
        state: 'assigned',
        volunteerUid: 'meena-uid',
        volunteerName: 'Meena',
        volunteerPhone: '9000000001',
      },
      [`runs/${p}-waiting`]: {
        ngoId: seva.uid,
        donorUid: asha.uid,
        food: 'Waiting rotis',
        meals: 12,
        readyBy: at('2026-04-01T01:00:00+05:30'),
        state: 'open',
        volunteerUid: null,
        volunteerName: '',
        volunteerPhone: '',
      },
    });

    const register = await seva.register.foodRegister(seva.uid, PERIOD);
    expect(register.cut).toBe(false);
    expect(register.entries.map((e) => [e.donation.food, e.donation.status, e.volunteer])).toEqual([
      ['Waiting rotis', 'accepted', null],
      ['Refused rice', 'refused', null],
      ['Served biryani', 'delivered', 'Meena'],
    ]);
    expect(register.entries[2]?.donation).toMatchObject({
      donorFssai: '12345678901234',
      pickupChecked: true,
      mealsServed: 40,
    });
    expect(register.entries[1]?.donation.refusal).toMatchObject({ reason: 'spoiled', note: 'Sour' });

    for (const attempt of [
      () => other.register.foodRegister(seva.uid, PERIOD),
      () => asha.register.foodRegister(seva.uid, PERIOD),
    ]) {
      await expect(attempt().catch((error: unknown) => errorCode(error))).resolves.toBe('permission-denied');
    }
    // The other NGO's own register is empty, not someone else's.
    expect((await other.register.foodRegister(other.uid, PERIOD)).entries).toEqual([]);

    // An acknowledgement of Asha's food in the period: only what was collected (the refusal and
    // the food still waiting are not in it), numbered 1; two issued at once from two phones get 2
    // and 3. Asha reads them; another donor does not.
    const input = {
      ngo: { id: seva.uid, nameOrg: 'Seva', registrationId: 'WB/2020/0042', address: '4 Park Street', city: 'Kolkata' },
      donor: { uid: asha.uid, name: 'Asha' },
      period: PERIOD,
      donations: register.entries.map((e) => e.donation),
    };
    const first = await seva.acks.issueAcknowledgement(input);
    expect(first).toBe(`${seva.uid}-1`);
    const ack = await asha.acks.getAcknowledgement(first);
    expect(ack).toMatchObject({
      number: 1,
      ngoName: 'Seva',
      ngoRegistration: 'WB/2020/0042',
      ngoAddress: '4 Park Street, Kolkata',
      donorName: 'Asha',
      meals: 12,
      mealsServed: 40,
      items: [{ food: 'Served biryani', meals: 12, mealsServed: 40 }],
    });
    const sevaAgain = await secondPhone(seva);
    const both = await Promise.all([seva.acks.issueAcknowledgement(input), sevaAgain.acks.issueAcknowledgement(input)]);
    expect(both.sort()).toEqual([`${seva.uid}-2`, `${seva.uid}-3`]);
    expect((await asha.acks.listAcknowledgements({ donorUid: asha.uid })).map((a) => a.number).sort()).toEqual([
      1, 2, 3,
    ]);
    expect((await seva.acks.listAcknowledgements({ ngoId: seva.uid })).map((a) => a.number)).toEqual([3, 2, 1]);
    const stranger = await client('donor', 'StrangerRegister');
    await expect(stranger.acks.getAcknowledgement(first).catch((error: unknown) => errorCode(error))).resolves.toBe(
      'permission-denied',
    );
  });
});
