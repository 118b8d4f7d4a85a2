import { describe, expect, it } from 'vitest';
import { RELIABILITY_MIN_PICKUPS } from '../config/limits.js';
import { ngoRecordFromData, pickupRate } from './record-model';

describe('an NGO’s record of pickups', () => {
  it('says nothing until it has ended RELIABILITY_MIN_PICKUPS accepted pickups', () => {
    expect(RELIABILITY_MIN_PICKUPS).toBe(10);
    expect(pickupRate({ collected: 9, noShows: 0 })).toBeNull();
    expect(pickupRate({ collected: 0, noShows: 9 })).toBeNull();
    expect(pickupRate({ collected: 9, noShows: 1 })).toEqual({ percent: 90, of: 10 });
    expect(pickupRate(null)).toBeNull();
  });

  it('rounds down, so a missed pickup never shows as 100 %', () => {
    expect(pickupRate({ collected: 999, noShows: 1 })).toEqual({ percent: 99, of: 1000 });
    expect(pickupRate({ collected: 116, noShows: 4 })).toEqual({ percent: 96, of: 120 });
    expect(pickupRate({ collected: 0, noShows: 12 })).toEqual({ percent: 0, of: 12 });
  });

  it('reads a stored record as whole counts, 0 for anything else', () => {
    expect(ngoRecordFromData({ collected: 4, noShows: 2, lastDonationId: 'x' })).toEqual({ collected: 4, noShows: 2 });
    expect(ngoRecordFromData({ collected: '4', noShows: -1 })).toEqual({ collected: 0, noShows: 0 });
    expect(ngoRecordFromData(undefined)).toEqual({ collected: 0, noShows: 0 });
  });
});
