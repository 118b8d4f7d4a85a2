// The food-safety record of a donation: its allowed values, the safe window from kind and storage,
// and the use-by it gives. docs/food-safety.md is the table with its sources; `npm run
// rules:constants` writes the lists and windows into firestore.rules (safeHours() there).
// Plain JavaScript so that Node scripts (the demo data) can import it without a build step.

/** What the food is. `packaged`: sealed, with the maker's label (its use-by date is the limit). */
export const FOOD_KINDS = Object.freeze(/** @type {const} */ (['cooked', 'packaged', 'raw', 'bakery', 'other']));

/**
 * The diet, as India's marks show it: veg and vegan carry the green mark (square with a dot),
 * non-veg and food with egg the brown one (square with a triangle) — FSSAI counts egg as non-veg.
 */
export const DIETS = Object.freeze(/** @type {const} */ (['veg', 'vegan', 'egg', 'nonveg']));

/** The diets a 'veg only' NGO accepts. */
export const VEG_DIETS = Object.freeze(/** @type {const} */ (['veg', 'vegan']));

/** How the food is kept now: hot (above 60 °C), chilled (5 °C or below), frozen, room temperature. */
export const STORAGES = Object.freeze(/** @type {const} */ (['hot', 'chilled', 'frozen', 'room']));

/** FSSAI's labelling list of allergens (Labelling and Display Regulations, 2020). */
export const ALLERGENS = Object.freeze(
  /** @type {const} */ (['gluten', 'crustaceans', 'milk', 'egg', 'fish', 'peanuts', 'treeNuts', 'soy', 'sulphite']),
);

/** Who brings the containers the food travels in. */
export const CONTAINERS = Object.freeze(/** @type {const} */ (['donor', 'ngo']));

/** What a volunteer confirms at pickup before taking the food. */
export const PICKUP_CHECKS = Object.freeze(
  /** @type {const} */ (['keptAsStated', 'packedCovered', 'looksSmellsRight']),
);

/** Why a volunteer refused the food at pickup. `other` needs a note. */
export const REFUSAL_REASONS = Object.freeze(
  /** @type {const} */ (['temperature', 'packing', 'spoiled', 'expired', 'other']),
);

/** Limits of the record's free parts (firestore.rules checks the same). */
export const SAFETY_LIMITS = Object.freeze({
  /** Approximate weight of one donation, in kg (up to one decimal place in the form). */
  weightKg: Object.freeze({ min: 0.1, max: 5000 }),
  notes: 500,
  /** A refusal's note, a disposal's reason. */
  reason: 300,
  /** How far ahead a packaged food's label date may be. */
  labelMaxDays: 730,
});

/**
 * The safe window, in hours after preparation, by kind and storage — never longer than the
 * guidance allows (docs/food-safety.md gives the source of each). Packaged food has none here:
 * its label's use-by date is the limit.
 */
export const SAFE_HOURS = Object.freeze({
  cooked: Object.freeze({ hot: 4, chilled: 24, frozen: 72, room: 2 }),
  bakery: Object.freeze({ hot: 4, chilled: 72, frozen: 168, room: 24 }),
  raw: Object.freeze({ hot: 4, chilled: 120, frozen: 168, room: 48 }),
  other: Object.freeze({ hot: 4, chilled: 24, frozen: 72, room: 2 }),
});

const HOUR_MS = 3_600_000;

/**
 * The latest safe use-by of food of `kind` kept as `storage`: `preparedAt` plus the table's
 * window, or for packaged food the label's date (`labelUseBy`). Null when a time it needs is
 * missing.
 *
 * @param {{ kind: string, storage: string, preparedAt?: Date | null, labelUseBy?: Date | null }} record
 * @returns {Date | null}
 */
export function latestUseBy({ kind, storage, preparedAt = null, labelUseBy = null }) {
  if (kind === 'packaged') return labelUseBy ? new Date(labelUseBy.getTime()) : null;
  const hours =
    SAFE_HOURS[/** @type {keyof typeof SAFE_HOURS} */ (kind)]?.[
      /** @type {'hot' | 'chilled' | 'frozen' | 'room'} */ (storage)
    ];
  if (hours === undefined || !preparedAt) return null;
  return new Date(preparedAt.getTime() + hours * HOUR_MS);
}

/**
 * The use-by a donation carries: the latest safe one, or the donor's own earlier choice. A choice
 * later than safe is never taken (the form says so; the rules refuse it).
 *
 * @param {Date} latest the latestUseBy of the record
 * @param {Date | null} chosen the donor's own use-by, if any
 */
export function carriedUseBy(latest, chosen) {
  return chosen && chosen.getTime() < latest.getTime() ? chosen : latest;
}

/** Whether a 'veg only' NGO accepts food of this diet. @param {string} diet */
export function isVegDiet(diet) {
  return VEG_DIETS.includes(/** @type {'veg' | 'vegan'} */ (diet));
}
