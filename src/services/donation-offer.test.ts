import { afterEach, describe, expect, it, vi } from 'vitest';
import { HANDOVER_CODE_PATTERN } from '../config/limits.js';
import { newHandoverCode } from './donation-offer';

describe('newHandoverCode', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Makes crypto.getRandomValues hand out these 16-bit values, one a call. */
  function drawing(...values: number[]) {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    for (const value of values) {
      spy.mockImplementationOnce(<T extends ArrayBufferView | null>(array: T): T => {
        (array as unknown as Uint16Array)[0] = value;
        return array;
      });
    }
    return spy;
  }

  it('is always 4 digits, from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const codes = Array.from({ length: 500 }, () => newHandoverCode());
    for (const code of codes) expect(code).toMatch(HANDOVER_CODE_PATTERN);
    expect(spy).toHaveBeenCalled();
    // 500 draws from 10 000 codes: a handful of repeats at most, not a fixed or short cycle.
    expect(new Set(codes).size).toBeGreaterThan(450);
  });

  it('keeps leading zeros', () => {
    drawing(427, 0, 10_009);
    expect([newHandoverCode(), newHandoverCode(), newHandoverCode()]).toEqual(['0427', '0000', '0009']);
  });

  it('draws again above 59 999, so every code is equally likely', () => {
    const spy = drawing(65_535, 60_000, 59_999);
    expect(newHandoverCode()).toBe('9999');
    expect(spy).toHaveBeenCalledTimes(3);
  });
});
