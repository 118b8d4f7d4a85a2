/**
 * Feedback after a delivery (docs/reports.md, 'Feedback'): the donor says how the NGO's pickup
 * went, the NGO how the donor's food was — up or down, what went well or wrong, a short note —
 * once each per donation (feedback/{donationId}_{side}, never changed). Both sides read both.
 */
import { collection, doc, limit, onSnapshot, orderBy, query, serverTimestamp, setDoc, where } from 'firebase/firestore';
import { FEEDBACK_REASONS } from '../config/limits.js';
import { COLLECTIONS } from './collections';
import { db } from './db';
import type { ErrorListener, Unsubscribe } from './donation-model';
import { assertOnline } from './offline';
import { recorded } from './query-record';
import { storedDate, storedText } from './stored';

/** Who gives it: the donor (about the NGO's pickup) or the NGO (about the donor's food). */
export type FeedbackSide = keyof typeof FEEDBACK_REASONS;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[FeedbackSide][number];

export interface Feedback {
  donationId: string;
  side: FeedbackSide;
  up: boolean;
  reasons: FeedbackReason[];
  note: string;
  at: Date | null;
}

/** What a board shows of a donation's feedback: each side's, when given. */
export type FeedbackOf = Partial<Record<FeedbackSide, Feedback>>;

/** How many of the latest pieces of feedback a board follows (its delivered cards are among them). */
export const FEEDBACK_LIST_LIMIT = 100;

const feedbackId = (donationId: string, side: FeedbackSide) => `${donationId}_${side}`;

function feedbackFromData(data: Record<string, unknown>): Feedback | null {
  const side = data.side;
  if (side !== 'donor' && side !== 'ngo') return null;
  const allowed: readonly string[] = FEEDBACK_REASONS[side];
  const reasons = Array.isArray(data.reasons)
    ? data.reasons.filter((r): r is FeedbackReason => typeof r === 'string' && allowed.includes(r))
    : [];
  return {
    donationId: storedText(data.donationId),
    side,
    up: data.up === true,
    reasons,
    note: storedText(data.note),
    at: storedDate(data.at),
  };
}

/**
 * The feedback on a donor's donations (`{ donorUid }`) or an NGO's (`{ ngoId }`), both sides,
 * latest first, live: by donation id.
 */
export function watchFeedback(
  of: { donorUid: string } | { ngoId: string },
  onData: (feedback: Map<string, FeedbackOf>) => void,
  onError: ErrorListener,
): Unsubscribe {
  const base = collection(db(), COLLECTIONS.feedback);
  const q =
    'donorUid' in of
      ? recorded(
          'feedback.donor',
          query(base, where('donorUid', '==', of.donorUid), orderBy('at', 'desc'), limit(FEEDBACK_LIST_LIMIT)),
        )
      : recorded(
          'feedback.ngo',
          query(base, where('ngoId', '==', of.ngoId), orderBy('at', 'desc'), limit(FEEDBACK_LIST_LIMIT)),
        );
  return onSnapshot(
    q,
    (snap) => {
      const byDonation = new Map<string, FeedbackOf>();
      for (const d of snap.docs) {
        const feedback = feedbackFromData(d.data({ serverTimestamps: 'estimate' }));
        if (!feedback) continue;
        byDonation.set(feedback.donationId, { ...byDonation.get(feedback.donationId), [feedback.side]: feedback });
      }
      onData(byDonation);
    },
    onError,
  );
}

export interface FeedbackInput {
  donation: { id: string; donorUid: string | null; ngoId: string | null };
  side: FeedbackSide;
  /** The signed-in person giving it (the donor, or the NGO's account or coordinator). */
  uid: string;
  up: boolean;
  reasons: readonly FeedbackReason[];
  note: string;
}

/** Leaves feedback, once (the rules refuse a second). Needs the server: it says so offline. */
export async function leaveFeedback(input: FeedbackInput): Promise<void> {
  assertOnline();
  const { donation, side } = input;
  const order: readonly string[] = FEEDBACK_REASONS[side];
  await setDoc(doc(db(), COLLECTIONS.feedback, feedbackId(donation.id, side)), {
    donationId: donation.id,
    side,
    uid: input.uid,
    donorUid: donation.donorUid,
    ngoId: donation.ngoId,
    up: input.up,
    reasons: [...new Set(input.reasons)].sort((a, b) => order.indexOf(a) - order.indexOf(b)),
    note: input.note.trim(),
    at: serverTimestamp(),
  });
}
