import { describe, expect, it } from 'vitest';
import { impactFromData } from './stats';

describe('impactFromData', () => {
  it('reads the public totals', () => {
    expect(impactFromData({ mealsDelivered: 120, donationsDelivered: 4, lastDeliveryId: 'd-9' })).toEqual({
      mealsDelivered: 120,
      donationsDelivered: 4,
    });
  });

  it('reads a missing document or missing fields as zeros', () => {
    expect(impactFromData(undefined)).toEqual({ mealsDelivered: 0, donationsDelivered: 0 });
    expect(impactFromData({ mealsDelivered: 12 })).toEqual({ mealsDelivered: 12, donationsDelivered: 0 });
    expect(impactFromData({ mealsDelivered: 'lots', donationsDelivered: -3 })).toEqual({
      mealsDelivered: 0,
      donationsDelivered: 0,
    });
  });
});
