import { describe, expect, it } from 'vitest';
import { ALLERGENS, FOOD_KINDS, SAFE_HOURS, STORAGES, isVegDiet, latestUseBy, carriedUseBy } from './food-safety.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const made = new Date(2026, 10, 23, 12, 0);

/** Whether a use-by is allowed for the record: no later than the latest safe one (as the form and rules hold). */
function isSafeUseBy(record: Parameters<typeof latestUseBy>[0], useBy: Date): boolean {
  const latest = latestUseBy(record);
  return latest !== null && useBy.getTime() <= latest.getTime();
}

describe('the use-by table', () => {
  it('cooked food kept hot is safe for exactly 4 hours after it was made, not a minute more', () => {
    const record = { kind: 'cooked', storage: 'hot', preparedAt: made };
    expect(latestUseBy(record)).toEqual(new Date(2026, 10, 23, 16, 0));
    expect(isSafeUseBy(record, new Date(made.getTime() + 4 * HOUR))).toBe(true);
    expect(isSafeUseBy(record, new Date(made.getTime() + 4 * HOUR + MINUTE))).toBe(false);
  });

  it('cooked food at room temperature has a shorter window than hot: 2 hours', () => {
    const record = { kind: 'cooked', storage: 'room', preparedAt: made };
    expect(isSafeUseBy(record, new Date(made.getTime() + 2 * HOUR))).toBe(true);
    expect(isSafeUseBy(record, new Date(made.getTime() + 2 * HOUR + MINUTE))).toBe(false);
    expect(SAFE_HOURS.cooked.room).toBeLessThan(SAFE_HOURS.cooked.hot);
  });

  it.each(
    FOOD_KINDS.filter((kind) => kind !== 'packaged').flatMap((kind) => STORAGES.map((storage) => [kind, storage])),
  )('%s, %s: the window from the table is allowed at its edge and refused a minute past it', (kind, storage) => {
    const hours = SAFE_HOURS[kind as keyof typeof SAFE_HOURS][storage as keyof typeof SAFE_HOURS.cooked];
    const record = { kind, storage, preparedAt: made };
    expect(hours).toBeGreaterThan(0);
    expect(latestUseBy(record)?.getTime()).toBe(made.getTime() + hours * HOUR);
    expect(isSafeUseBy(record, new Date(made.getTime() + hours * HOUR))).toBe(true);
    expect(isSafeUseBy(record, new Date(made.getTime() + hours * HOUR + MINUTE))).toBe(false);
  });

  it('never gives chilled or frozen food a shorter window than the same food at room temperature', () => {
    for (const kind of Object.keys(SAFE_HOURS) as (keyof typeof SAFE_HOURS)[]) {
      expect(SAFE_HOURS[kind].chilled).toBeGreaterThanOrEqual(SAFE_HOURS[kind].room);
      expect(SAFE_HOURS[kind].frozen).toBeGreaterThanOrEqual(SAFE_HOURS[kind].chilled);
      // hot holding is 4 hours at most, whatever the food
      expect(SAFE_HOURS[kind].hot).toBeLessThanOrEqual(4);
    }
  });

  it("packaged food: the label's date is the limit, whatever the storage", () => {
    const label = new Date(2026, 10, 30, 23, 59);
    const record = { kind: 'packaged', storage: 'room', labelUseBy: label };
    expect(latestUseBy(record)).toEqual(label);
    expect(isSafeUseBy(record, label)).toBe(true);
    expect(isSafeUseBy(record, new Date(label.getTime() + MINUTE))).toBe(false);
  });

  it('has no use-by without the time it needs, or for an unknown kind or storage', () => {
    expect(latestUseBy({ kind: 'cooked', storage: 'hot' })).toBeNull();
    expect(latestUseBy({ kind: 'packaged', storage: 'room', preparedAt: made })).toBeNull();
    expect(latestUseBy({ kind: 'soup', storage: 'hot', preparedAt: made })).toBeNull();
    expect(latestUseBy({ kind: 'cooked', storage: 'warm', preparedAt: made })).toBeNull();
    expect(isSafeUseBy({ kind: 'cooked', storage: 'warm', preparedAt: made }, made)).toBe(false);
  });
});

describe('the use-by a donation carries', () => {
  const latest = new Date(made.getTime() + 4 * HOUR);
  it("is the donor's earlier choice, never a later one", () => {
    const earlier = new Date(made.getTime() + 2 * HOUR);
    expect(carriedUseBy(latest, earlier)).toBe(earlier);
    expect(carriedUseBy(latest, new Date(latest.getTime() + MINUTE))).toBe(latest);
    expect(carriedUseBy(latest, null)).toBe(latest);
  });
});

describe('diets and allergens', () => {
  it('a veg-only NGO takes veg and vegan food, not egg or non-veg', () => {
    expect(['veg', 'vegan', 'egg', 'nonveg'].map(isVegDiet)).toEqual([true, true, false, false]);
  });

  it("lists FSSAI's nine allergens", () => {
    expect(ALLERGENS).toHaveLength(9);
  });
});
