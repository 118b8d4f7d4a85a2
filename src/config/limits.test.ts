import { describe, expect, it } from 'vitest';
import { PHONE_PATTERN, phoneDigits } from './limits.js';

describe('phoneDigits', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['91 98765 43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['98765-43210', '9876543210'],
    ['(022) 2345.6789', '2223456789'],
  ])('reads %s as %s', (typed, stored) => {
    expect(phoneDigits(typed)).toBe(stored);
    expect(PHONE_PATTERN.test(phoneDigits(typed))).toBe(true);
  });

  it.each(['98765', '+1 555 123 4567', '+91 98765 4321', 'call me'])('leaves %s for the form to refuse', (typed) => {
    expect(PHONE_PATTERN.test(phoneDigits(typed))).toBe(false);
  });
});
