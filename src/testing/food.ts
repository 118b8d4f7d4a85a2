// A complete food-safety record for tests that offer food (unit, integration): cooked rice kept hot,
// made an hour ago, safe for the 4 hours the table gives it — so 3 hours from `now`.
import { latestUseBy } from '../config/food-safety.js';
import type { SafetyRecord } from '../services/donation-model';

const HOUR = 3_600_000;

export function aSafetyRecord(overrides: Partial<SafetyRecord> = {}, now = new Date()): SafetyRecord {
  const preparedAt = overrides.preparedAt ?? new Date(now.getTime() - HOUR);
  const kind = overrides.kind ?? 'cooked';
  const storage = overrides.storage ?? 'hot';
  return {
    kind,
    diet: 'veg',
    storage,
    allergens: ['milk'],
    preparedAt,
    labelUseBy: null,
    useBy: latestUseBy({ kind, storage, preparedAt }) ?? new Date(now.getTime() + 3 * HOUR),
    weightKg: 8,
    containers: 'donor',
    notes: '',
    ...overrides,
  };
}
