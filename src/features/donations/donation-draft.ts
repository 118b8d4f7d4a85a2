import { EMPTY_DONATION, type DonationValues } from './donation-schema';

/**
 * What has been typed into the Donate Food form, kept for the tab's session: a visitor asked to
 * sign in, a reload or a failed save loses nothing.
 */
const KEY = 'foodbridge:donation-draft';

export function saveDonationDraft(values: DonationValues): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(values));
  } catch {
    // Storage can be full or switched off (private mode); the form still works without a draft.
  }
}

export function loadDonationDraft(): DonationValues | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const draft = { ...EMPTY_DONATION };
    for (const field of Object.keys(EMPTY_DONATION) as (keyof DonationValues)[]) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string') draft[field] = value;
    }
    return draft;
  } catch {
    return null;
  }
}

export function clearDonationDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // See saveDonationDraft.
  }
}
