// Runs through the real services (src/services/runs.ts, donation-moves.ts) against the Auth and
// Firestore emulators with firestore.rules enforced: an accepted donation opens its run, a volunteer
// claims it, gives it back late, another claims it and collects and delivers it with the donor's
// code; volunteers race for one run; a removed volunteer loses the run's powers at once. Every
// person is a separate signed-in app (./people.ts).
import { describe, expect, it } from 'vitest';
import type { DonationInput } from '../../src/services/donation-offer';
import type { Run } from '../../src/services/runs';
import type { MemberProfile } from '../../src/services/team';
import { aSafetyRecord } from '../../src/testing/food';
import { PICKUP, setupPeople, Watched, type Client } from './people';

const HOUR = 3_600_000;
const { client, readDoc } = setupPeople();

const profile = (name: string, phone: string): MemberProfile => ({
  name,
  phone,
  languages: ['hi'],
  vehicle: 'twoWheeler',
});

/** `count` people who join `ngo`'s team with one invite link. */
async function team(ngo: Client, names: string[]): Promise<Client[]> {
  const invite = (await ngo.team.getInvite(await ngo.team.createInvite(ngo.uid, ngo.uid, names.length)))!;
  const people: Client[] = [];
  for (const [i, name] of names.entries()) {
    const person = await client('donor', name);
    await person.team.joinTeam(person.uid, invite, profile(`${name} Kumar`, `98765000${10 + i}`));
    people.push(person);
  }
  return people;
}

/** A donation offered to `ngo` and accepted by it: its id (the run's too). */
async function accepted(donor: Client, ngo: Client, overrides: Partial<DonationInput> = {}): Promise<string> {
  const { id } = await donor.offer.createDonation({
    ngoId: ngo.uid,
    ngoName: `${ngo.name} Trust`,
    donorUid: donor.uid,
    food: 'Veg pulao',
    meals: 20,
    readyBy: new Date(Date.now() + 3 * HOUR),
    deliveryLocation: '4 Park Street',
    phone: '9876543210',
    safety: aSafetyRecord({ storage: 'chilled' }),
    pickup: PICKUP,
    ...overrides,
  });
  await ngo.moves.acceptDonation({ id, ngoId: ngo.uid }, ngo.uid);
  return id;
}

const me = (c: Client, name: string, phone: string) => ({ uid: c.uid, name, phone });

describe('runs', () => {
  it('accepted, claimed, given back late, claimed again, collected with the code and delivered', async () => {
    const ngo = await client('ngo', 'Runs');
    const donor = await client('donor', 'Canteen');
    const [ravi, meera] = await team(ngo, ['Ravi', 'Meera']);
    const id = await accepted(donor, ngo, { readyBy: new Date(Date.now() + HOUR) });
    expect(await readDoc(`runs/${id}`)).toMatchObject({ state: 'open', volunteerUid: null, ngoId: ngo.uid, meals: 20 });

    const needs = new Watched<Run[]>((onData, onError) => meera!.runs.watchOpenRuns(ngo.uid, onData, onError));
    const coming = new Watched<Run[]>((onData, onError) => donor.runs.watchDonorRuns(donor.uid, onData, onError));
    try {
      await needs.until((l) => l.some((r) => r.id === id), 'the run in Needs a volunteer');
      // An open run shows no volunteer the donor's phone or address.
      await expect(ravi!.boards.getDonation(id)).rejects.toMatchObject({ code: 'permission-denied' });

      await ravi!.runs.claimRun(id, me(ravi!, 'Ravi Kumar', '9876500010'));
      await needs.until((l) => !l.some((r) => r.id === id), 'claimed: gone from Needs a volunteer');
      const [run] = await coming.until((l) => l.some((r) => r.id === id && r.state === 'assigned'), 'Ravi on the way');
      expect(run).toMatchObject({ volunteerName: 'Ravi', volunteerPhone: '9876500010' });
      // The run's volunteer reads the donation and its contact document (the donor's phone and address).
      const donation = await ravi!.boards.getDonation(id);
      expect(await ravi!.contact.getDonationContact(donation!)).toEqual({
        phone: '9876543210',
        deliveryLocation: '4 Park Street',
      });
      await expect(meera!.boards.getDonation(id)).rejects.toMatchObject({ code: 'permission-denied' });
      expect(await meera!.contact.getDonationContact(donation!)).toBeNull();

      // Ready within the hour: a late drop-out, back at the top of Needs a volunteer.
      await ravi!.runs.giveBackRun({ id, readyBy: run!.readyBy, volunteerName: 'Ravi' }, 'My scooter broke down');
      const [top] = await needs.until((l) => l[0]?.id === id, 'back at the top');
      expect(top).toMatchObject({
        state: 'open',
        lateDrop: true,
        droppedBy: 'Ravi',
        dropReason: 'My scooter broke down',
      });
      await expect(ravi!.boards.getDonation(id)).rejects.toMatchObject({ code: 'permission-denied' });
      expect(await ravi!.contact.getDonationContact(donation!)).toBeNull();

      await meera!.runs.claimRun(id, me(meera!, 'Meera Kumar', '9876500011'));
      const code = (await donor.offer.getHandoverCode(id))!;
      const before = Number((await readDoc('stats/impact'))?.mealsDelivered ?? 0);
      await meera!.moves.markPickedUp({ id, donorUid: donor.uid }, code, true);
      await meera!.moves.markDelivered(
        { id, meals: 20, handoverCode: code },
        { mealsServed: 18, disposalReason: 'Spilt' },
      );
      expect(await readDoc(`deliveryInfo/${id}`)).toMatchObject({ status: 'delivered', mealsServed: 18 });
      expect(Number((await readDoc('stats/impact'))?.mealsDelivered)).toBeGreaterThanOrEqual(before + 18);
    } finally {
      needs.stop();
      coming.stop();
    }
  });

  it('four volunteers claim the same run at once, 20 times: exactly one gets it each time', async () => {
    const ngo = await client('ngo', 'Race');
    const donor = await client('donor', 'Hotel');
    const names = ['Asha', 'Bala', 'Chetan', 'Divya'];
    const volunteers = await team(ngo, names);
    for (let round = 0; round < 20; round += 1) {
      const id = await accepted(donor, ngo);
      const results = await Promise.allSettled(
        volunteers.map((v, i) => v.runs.claimRun(id, me(v, `${names[i]} Kumar`, `98765000${10 + i}`))),
      );
      const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [volunteers[i]!.uid] : []));
      expect(won, `round ${round}`).toHaveLength(1);
      for (const r of results) {
        if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'permission-denied' });
      }
      expect(await readDoc(`runs/${id}`)).toMatchObject({ state: 'assigned', volunteerUid: won[0] });
    }
  });

  it('a removed volunteer loses the run at once: no donor details, no code, no pickup', async () => {
    const ngo = await client('ngo', 'Remover');
    const donor = await client('donor', 'Bakery');
    const [kiran] = await team(ngo, ['Kiran']);
    const id = await accepted(donor, ngo);
    await ngo.runs.assignRun(id, me(kiran!, 'Kiran Kumar', '9876500010'));
    expect(await kiran!.boards.getDonation(id)).toMatchObject({ status: 'accepted' });

    await ngo.team.removeMember(kiran!.uid, ngo.uid);
    await expect(kiran!.boards.getDonation(id)).rejects.toMatchObject({ code: 'permission-denied' });
    const code = (await donor.offer.getHandoverCode(id))!;
    await expect(kiran!.moves.markPickedUp({ id, donorUid: donor.uid }, code, true)).rejects.toBeTruthy();
    expect(await readDoc(`deliveryInfo/${id}`)).toMatchObject({ status: 'accepted' });
    // Not even a try is counted: the tries stay at none, as the offer wrote them.
    expect(await readDoc(`deliveryInfo/${id}/private/guess`)).toEqual({ donorUid: donor.uid, tries: 0 });
  });

  it('an open run whose food was cancelled: a claim says so and the run leaves Needs a volunteer', async () => {
    const ngo = await client('ngo', 'Stale');
    const donor = await client('donor', 'Caterer');
    const [esha, farid] = await team(ngo, ['Esha', 'Farid']);
    const id = await accepted(donor, ngo);
    const waiting = await accepted(donor, ngo, { food: 'Still waiting' });
    const needs = new Watched<Run[]>((onData, onError) => farid!.runs.watchOpenRuns(ngo.uid, onData, onError));
    try {
      await needs.until((l) => l.some((r) => r.id === id) && l.some((r) => r.id === waiting), 'both runs listed');
      await donor.moves.cancelDonation({ id });
      await expect(esha!.runs.claimRun(id, me(esha!, 'Esha Kumar', '9876500010'))).rejects.toBeInstanceOf(
        esha!.runs.RunGoneError,
      );
      await needs.until((l) => !l.some((r) => r.id === id), 'the cancelled food gone from Needs a volunteer');
      expect(await readDoc(`runs/${id}`)).toMatchObject({ state: 'done', volunteerUid: null });
      // A run whose food still waits is not ended by a refused claim: the claim that lost a race.
      await farid!.runs.claimRun(waiting, me(farid!, 'Farid Kumar', '9876500011'));
      await expect(esha!.runs.claimRun(waiting, me(esha!, 'Esha Kumar', '9876500010'))).rejects.toMatchObject({
        code: 'permission-denied',
      });
      expect(await readDoc(`runs/${waiting}`)).toMatchObject({ state: 'assigned', volunteerUid: farid!.uid });
    } finally {
      needs.stop();
    }
  });
});
