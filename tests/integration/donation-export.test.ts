// The CSV's reading (src/services/donation-export.ts) against the Auth and Firestore emulators with
// firestore.rules enforced: a donor, an NGO and an admin each get the donations of a period that
// are theirs to read — offered on or after its first moment and before its end, newest first, past
// the rules' 100-document page — and nothing of anyone else's. Other files write donations at the
// same time, so the admin's check looks at this file's donations.
import { describe, expect, it } from 'vitest';
import { errorCode } from '../../src/services/errors';
import { aDonation } from '../../src/testing/factories';
import { setupPeople } from './people';

const { client, env } = setupPeople();

const PERIOD = { from: new Date('2026-01-01T00:00:00+05:30'), to: new Date('2026-02-01T00:00:00+05:30') };
const at = (iso: string) => new Date(iso);

/** Stores donations as the services would have written them, with the rules off. */
async function store(docs: Record<string, Record<string, unknown>>) {
  await env().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await Promise.all(Object.entries(docs).map(([id, data]) => db.doc(`deliveryInfo/${id}`).set(data)));
  });
}

describe('the donations of a period, for a CSV', () => {
  it('each reads its own donations offered in the period, newest first; the admin reads every one', async () => {
    const asha = await client('donor', 'AshaCsv');
    const other = await client('donor', 'RaviCsv');
    const seva = await client('ngo', 'SevaCsv');
    const admin = await client('admin', 'MeeraCsv');
    const mine = (food: string, createdAt: Date, extra: Record<string, unknown> = {}) =>
      aDonation({ food, createdAt, donorUid: asha.uid, donorName: 'Asha', ngoId: seva.uid, ngoName: 'Seva', ...extra });
    const p = `x${asha.uid.slice(0, 6)}`;
    await store({
      [`${p}-first`]: mine('First moment', PERIOD.from),
      [`${p}-mid`]: mine('दाल-चावल', at('2026-01-15T12:00:00+05:30'), { status: 'delivered' }),
      [`${p}-last`]: mine('Last minute', at('2026-01-31T23:59:00+05:30')),
      [`${p}-before`]: mine('The day before', at('2025-12-31T23:59:00+05:30')),
      [`${p}-after`]: mine('The end itself', PERIOD.to),
      [`${p}-open`]: aDonation({ food: 'Open offer', createdAt: at('2026-01-10T10:00:00+05:30'), donorUid: asha.uid }),
      [`${p}-ravi`]: aDonation({
        food: "Ravi's",
        createdAt: at('2026-01-20T10:00:00+05:30'),
        donorUid: other.uid,
        ngoId: seva.uid,
        ngoName: 'Seva',
      }),
    });

    const foods = (found: { donations: { food: string }[] }) => found.donations.map((d) => d.food);
    const donor = await asha.exports.donationsInPeriod({ donorUid: asha.uid }, PERIOD);
    expect(foods(donor)).toEqual(['Last minute', 'दाल-चावल', 'Open offer', 'First moment']);
    expect(donor.cut).toBe(false);
    expect(donor.donations[1]).toMatchObject({ status: 'delivered', donorUid: asha.uid });

    const ngo = await seva.exports.donationsInPeriod({ ngoId: seva.uid }, PERIOD);
    expect(foods(ngo)).toEqual(['Last minute', "Ravi's", 'दाल-चावल', 'First moment']);

    const all = await admin.exports.donationsInPeriod('all', PERIOD);
    const ours = all.donations.filter((d) => d.id.startsWith(p)).map((d) => d.food);
    expect(ours).toEqual(['Last minute', "Ravi's", 'दाल-चावल', 'Open offer', 'First moment']);

    // Nobody reads what is not theirs: another donor's, another NGO's, or everything.
    expect(foods(await other.exports.donationsInPeriod({ donorUid: other.uid }, PERIOD))).toEqual(["Ravi's"]);
    for (const attempt of [
      () => other.exports.donationsInPeriod({ donorUid: asha.uid }, PERIOD),
      () => asha.exports.donationsInPeriod({ ngoId: seva.uid }, PERIOD),
      () => seva.exports.donationsInPeriod('all', PERIOD),
    ]) {
      await expect(attempt().catch((error: unknown) => errorCode(error))).resolves.toBe('permission-denied');
    }
  });

  it('reads past the rules’ page of 100: a busy month of 230 donations comes whole', async () => {
    const busy = await client('donor', 'BusyCsv');
    const start = PERIOD.from.getTime();
    await store(
      Object.fromEntries(
        Array.from({ length: 230 }, (_, i) => [
          `busy-${busy.uid.slice(0, 8)}-${i}`,
          aDonation({ food: `Meal ${i}`, donorUid: busy.uid, createdAt: new Date(start + i * 3 * 3_600_000) }),
        ]),
      ),
    );
    const found = await busy.exports.donationsInPeriod({ donorUid: busy.uid }, PERIOD);
    expect(found.cut).toBe(false);
    expect(found.donations).toHaveLength(230);
    expect(found.donations[0]?.food).toBe('Meal 229');
    expect(found.donations[229]?.food).toBe('Meal 0');
    expect(new Set(found.donations.map((d) => d.id)).size).toBe(230);
  });
});
