// Regular offers through the real services (src/services/series.ts) against the Auth and
// Firestore emulators with firestore.rules enforced: a series accepted by its NGO, a day confirmed
// that arrives accepted with its pickup code and is delivered and counted, a skip the NGO sees
// live, and a paused series that takes no day. Every person is a separate signed-in app
// (./people.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Donation } from '../../src/services/donation-model';
import type { Series, SeriesDay, SeriesInput } from '../../src/services/series';
import { indiaDay, momentOf, weekdayOf } from '../../src/services/series-days';
import { aSafetyRecord } from '../../src/testing/food';
import { PICKUP, setupPeople, Watched, type Client } from './people';

const people = setupPeople();
const { client, readDoc } = people;

const TOMORROW = indiaDay() + 1;
const DAY_AFTER = TOMORROW + 1;
const EVENING = { from: 9 * 60, until: 21 * 60 };

/** A caterer's Mon–Sun evening surplus, from today, to `ngo` (or open). */
function canteen(ngo: Client | null, overrides: Partial<SeriesInput> = {}): SeriesInput {
  return {
    days: [1, 2, 3, 4, 5, 6, 7],
    weeks: 1,
    start: indiaDay(),
    end: null,
    ...EVENING,
    ngoId: ngo?.uid ?? null,
    ngoName: ngo ? `${ngo.name} Trust` : '',
    food: 'Veg thali from the office canteen',
    meals: 40,
    weightKg: 12,
    kind: 'packaged',
    diet: 'veg',
    storage: 'room',
    allergens: ['milk'],
    containers: 'donor',
    notes: '',
    deliveryLocation: 'Canteen, 2 Mill Road',
    phone: '9876543210',
    pickup: PICKUP,
    ...overrides,
  };
}

/** The day's facts as the short sheet sends them: packaged food, its label's date a month on. */
function dayFacts(meals: number) {
  const label = new Date(Date.now() + 30 * 86_400_000);
  return {
    meals,
    food: '',
    safety: aSafetyRecord({ kind: 'packaged', storage: 'room', labelUseBy: label, useBy: label, preparedAt: null }),
  };
}

/** The series `id` once the donor's (or the NGO's) live list shows it passing `check`. */
async function seriesOf(who: Client, id: string, check: (s: Series) => boolean = () => true): Promise<Series> {
  const watch = who === donor ? who.series.watchDonorSeries : who.series.watchNgoSeries;
  const list = new Watched<Series[]>((onData, onError) => watch(who.uid, onData, onError));
  try {
    const seen = await list.until((all) => all.some((s) => s.id === id && check(s)), `series ${id}`);
    return seen.find((s) => s.id === id && check(s)) as Series;
  } finally {
    list.stop();
  }
}

let donor: Client;
let ngo: Client;

beforeAll(async () => {
  donor = await client('donor', 'Meera');
  ngo = await client('ngo', 'Annapurna');
}, 60_000);

describe('a regular offer, day by day', () => {
  it('accepted by its NGO, a confirmed day arrives accepted with a code, and is delivered and counted', async () => {
    const id = await donor.series.createSeries(donor.uid, canteen(ngo));
    const proposed = await seriesOf(ngo, id);
    expect(proposed).toMatchObject({ arrangement: 'proposed', donorName: 'Meera', meals: 40 });

    await ngo.series.answerSeries(id, 'accept');
    const accepted = await seriesOf(donor, id, (s) => s.arrangement === 'accepted');

    const board = new Watched<Donation[]>((onData, onError) => ngo.boards.watchNgoDonations(ngo.uid, onData, onError));
    await board.ready();
    const { id: donationId, outcome } = await donor.series.confirmSeriesDay(
      accepted,
      TOMORROW,
      dayFacts(38),
      momentOf(TOMORROW, EVENING.until),
    );
    expect(outcome).toBe('sent');

    // On the NGO's board at once, already accepted, one day of the series.
    const arrived = (await board.until((list) => list.some((d) => d.id === donationId), 'the day on the board')).find(
      (d) => d.id === donationId,
    ) as Donation;
    expect(arrived).toMatchObject({ status: 'accepted', meals: 38, series: { id, day: TOMORROW } });
    expect(arrived.readyBy?.toISOString()).toBe(momentOf(TOMORROW, EVENING.until).toISOString());

    // Its own pickup code, read out by the donor; then collected and delivered as any donation.
    const code = await donor.offer.getHandoverCode(donationId);
    expect(code).toMatch(/^\d{4}$/);
    await ngo.moves.markPickedUp({ id: donationId, donorUid: donor.uid }, code, true);
    const pickedUp = await board.until(
      (list) => list.some((d) => d.id === donationId && d.status === 'picked_up'),
      'picked up',
    );
    await ngo.moves.markDelivered(pickedUp.find((d) => d.id === donationId) as Donation, {
      mealsServed: 38,
      disposalReason: '',
    });
    expect(await readDoc('stats/impact')).toMatchObject({ mealsDelivered: 38, donationsDelivered: 1 });
    expect(await readDoc(`series/${id}/days/${TOMORROW}`)).toMatchObject({ state: 'confirmed', donationId });
    board.stop();
  });

  it('"No surplus today" is seen by the NGO at once', async () => {
    const id = await donor.series.createSeries(donor.uid, canteen(ngo));
    await ngo.series.answerSeries(id, 'accept');
    const days = new Watched<SeriesDay[]>((onData, onError) =>
      ngo.series.watchSeriesDays(id, indiaDay(), onData, onError),
    );
    await days.ready();
    expect(await donor.series.skipSeriesDay(id, DAY_AFTER)).toBe('sent');
    const seen = await days.until((list) => list.some((d) => d.day === DAY_AFTER), 'the skipped day');
    expect(seen).toEqual([{ day: DAY_AFTER, state: 'skipped', donationId: '' }]);
    days.stop();
  });

  it('a paused series takes no day; resumed, it does', async () => {
    const id = await donor.series.createSeries(donor.uid, canteen(null));
    const open = await seriesOf(donor, id);
    await donor.series.setSeriesPaused(id, true);
    await expect(donor.series.skipSeriesDay(id, TOMORROW)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      donor.series.confirmSeriesDay(open, TOMORROW, dayFacts(20), momentOf(TOMORROW, EVENING.until)),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await donor.series.setSeriesPaused(id, false);
    expect(await donor.series.skipSeriesDay(id, TOMORROW)).toBe('sent');
  });

  it('a day not on the schedule is refused', async () => {
    const notTomorrow = [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== weekdayOf(TOMORROW));
    const id = await donor.series.createSeries(donor.uid, canteen(null, { days: notTomorrow }));
    await expect(donor.series.skipSeriesDay(id, TOMORROW)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('the NGO ends its side with a reason the donor sees; the donor ends the series', async () => {
    const id = await donor.series.createSeries(donor.uid, canteen(ngo));
    await ngo.series.answerSeries(id, 'accept');
    await ngo.series.answerSeries(id, 'end', 'Our volunteers moved to mornings');
    const ended = await seriesOf(donor, id, (s) => s.arrangement === 'ended');
    expect(ended.ngoReason).toBe('Our volunteers moved to mornings');
    await donor.series.endSeries(donor.uid, id);
    expect(await readDoc(`series/${id}`)).toMatchObject({ state: 'ended' });
  });
});
