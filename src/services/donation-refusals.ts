/** Why a move of the lifecycle was refused, in the person's words (donation-moves.ts makes the moves). */
import { t } from '../i18n';
import { isExpired, isPastUseBy, type Donation, type DonationStatus } from './donation-model';
import { toFailure } from './errors';

/**
 * Why a move was refused: another NGO took the offer, it expired, the donor cancelled, it moved on
 * already, it is gone, the pickup code was not the donor's ('code': typing it again can help), or
 * the NGO itself may not move donations now ('inactive': not verified, or suspended).
 */
export type MoveRefusal = 'taken' | 'expired' | 'cancelled' | 'moved' | 'gone' | 'code' | 'inactive' | 'vegOnly';

/** A move the rules refused because the donation is no longer where the person saw it. */
export class DonationMoveError extends Error {
  readonly reason: MoveRefusal;
  constructor(reason: MoveRefusal, message: string) {
    super(message);
    this.name = 'DonationMoveError';
    this.reason = reason;
  }
}

/**
 * A failed move as the screens show it: why it was refused when we know (trying again cannot
 * help then), else the general failure.
 */
export function moveFailure(error: unknown): { message: string; retryable: boolean } {
  return error instanceof DonationMoveError ? { message: error.message, retryable: false } : toFailure(error);
}

export type Move = 'accept' | 'decline' | 'pickUp' | 'deliver' | 'cancel' | 'refuse';

// Each refusal's sentence is written in the language shown when the refusal is made
// (src/i18n/locales/<language>/public/errors.json).
export const TAKEN = () => new DonationMoveError('taken', t('errors.move.taken'));
export const INACTIVE = () => new DonationMoveError('inactive', t('errors.move.inactiveNgo'));

/**
 * Why `move` cannot be made on the donation as it is now, in the person's words; null if it can.
 * The outbox asks it too, of a queued move the server refused (donation-outbox.ts).
 */
export function refusalFor(now: Donation | null, move: Move, wasOpen: boolean): DonationMoveError | null {
  if (!now) return new DonationMoveError('gone', t('errors.move.gone'));
  if (move === 'accept' && wasOpen && now.status !== 'offered' && now.status !== 'cancelled') return TAKEN();
  if (now.status === 'cancelled' && move !== 'cancel') {
    return new DonationMoveError('cancelled', t('errors.move.cancelled'));
  }
  if ((move === 'accept' || move === 'pickUp') && isExpired(now)) {
    return new DonationMoveError('expired', isPastUseBy(now) ? t('errors.move.pastUseBy') : t('errors.move.expired'));
  }
  if (now.status) {
    const expected: Record<Move, DonationStatus[]> = {
      accept: ['offered'],
      decline: ['offered'],
      pickUp: ['accepted'],
      deliver: ['picked_up'],
      cancel: ['offered', 'accepted'],
      refuse: ['accepted'],
    };
    if (!expected[move].includes(now.status)) {
      return new DonationMoveError('moved', t('errors.move.already', { status: now.status }));
    }
  }
  return null;
}
