/**
 * The outbox: what this device sent while it could not reach the server — offers and moves kept in
 * Firestore's queue (offline.ts) — so that the boards can say what is still waiting and, should the
 * server refuse one when it arrives, what and why (docs/offline.md). Firestore itself undoes a
 * refused write on this device without telling anyone (the tab that made it may be long closed):
 * the outbox remembers it in localStorage, and the boards compare it with what the server says
 * (watchLanding in donation-outbox.ts). Kept per device; cleared when the account signs out here.
 */

/** What was queued: an offer, or a move of the lifecycle. */
export type OutboxMove = 'offer' | 'decline' | 'pickUp' | 'deliver' | 'cancel' | 'refuse';

export interface OutboxEntry {
  /** One entry per write. */
  key: string;
  move: OutboxMove;
  donationId: string;
  /** What the food was, to name it ('Veg biryani'). */
  food: string;
  /** When it was queued (ms since 1970). */
  at: number;
  /** Set once the server refused it on arrival: why, in the words shown then. */
  refused?: string;
  /** For an offer: the form as filled in, so that it can be offered again as it was. */
  draft?: unknown;
}

const KEY = 'foodbridge.outbox';
const listeners = new Set<() => void>();
let cached: { raw: string | null; entries: OutboxEntry[] } = { raw: null, entries: [] };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.key === 'string' &&
    typeof entry.move === 'string' &&
    typeof entry.donationId === 'string' &&
    typeof entry.food === 'string' &&
    typeof entry.at === 'number' &&
    (entry.refused === undefined || typeof entry.refused === 'string')
  );
}

/** Every entry, oldest first (the same array until it changes, for useSyncExternalStore). */
export function outboxEntries(): OutboxEntry[] {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw !== cached.raw) {
    let entries: OutboxEntry[];
    try {
      const parsed: unknown = raw === null ? [] : JSON.parse(raw);
      entries = Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      entries = []; // not ours, or damaged: nothing to follow up
    }
    cached = { raw, entries };
  }
  return cached.entries;
}

function write(entries: OutboxEntry[]) {
  try {
    if (entries.length === 0) storage()?.removeItem(KEY);
    else storage()?.setItem(KEY, JSON.stringify(entries));
  } catch {
    // Storage full or refused: the write itself is still queued; only its follow-up is lost.
  }
  listeners.forEach((listener) => listener());
}

export function addToOutbox(entry: Omit<OutboxEntry, 'key' | 'at'>): void {
  const key = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  write([...outboxEntries(), { ...entry, key, at: Date.now() }]);
}

/** The server has it: nothing more to say. */
export function removeFromOutbox(key: string): void {
  write(outboxEntries().filter((entry) => entry.key !== key));
}

/** The server refused it on arrival, for `reason`: kept until the person has read it. */
export function markRefused(key: string, reason: string): void {
  write(outboxEntries().map((entry) => (entry.key === key ? { ...entry, refused: reason } : entry)));
}

/** Signing out: what this account left here is not the next person's to see. */
export function clearOutbox(): void {
  write([]);
}

/** The entry of donation `donationId`'s offer: there while it waits or was refused, gone once sent. */
export function offerEntry(entries: readonly OutboxEntry[], donationId: string): OutboxEntry | undefined {
  return entries.find((entry) => entry.move === 'offer' && entry.donationId === donationId);
}

export function subscribeToOutbox(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of this browser changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
