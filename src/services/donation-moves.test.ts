import { describe, expect, it } from 'vitest';
import { DonationMoveError, moveFailure } from './donation-moves';

describe('moveFailure', () => {
  it('says why a move was refused (no Retry), or the plain failure for others', () => {
    expect(moveFailure(new DonationMoveError('taken', 'Another NGO already accepted this offer.'))).toEqual({
      message: 'Another NGO already accepted this offer.',
      retryable: false,
    });
    expect(moveFailure(Object.assign(new Error('x'), { code: 'unavailable' }))).toEqual({
      message: 'We could not reach the server. Check your connection and try again.',
      retryable: true,
    });
  });
});

describe('moveFailure: a refused pickup code', () => {
  it('is told as it is, and no Retry (the NGO types the code again)', () => {
    expect(
      moveFailure(new DonationMoveError('code', 'That code is not right. Ask the donor to read it again.')),
    ).toEqual({ message: 'That code is not right. Ask the donor to read it again.', retryable: false });
  });
});
