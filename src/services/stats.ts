import { doc, onSnapshot } from 'firebase/firestore';
import { COLLECTIONS } from './collections';
import { db } from './db';

/** The public totals in stats/impact, raised only by deliveries (docs/data-model.md). */
export interface Impact {
  mealsDelivered: number;
  donationsDelivered: number;
}

export const NO_IMPACT: Impact = { mealsDelivered: 0, donationsDelivered: 0 };

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

export function impactFromData(data: Record<string, unknown> | undefined): Impact {
  if (!data) return NO_IMPACT;
  return { mealsDelivered: count(data.mealsDelivered), donationsDelivered: count(data.donationsDelivered) };
}

/** The public totals, live; a missing document (no delivery yet) reads as zeros. */
export function watchImpact(onData: (impact: Impact) => void, onError: (error: Error) => void): () => void {
  return onSnapshot(
    doc(db(), COLLECTIONS.stats, 'impact'),
    (snap) => onData(impactFromData(snap.data())),
    (error) => onError(error),
  );
}
