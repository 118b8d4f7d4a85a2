import type {
  Allergen,
  Containers,
  Diet,
  FoodKind,
  Refusal,
  RefusalReason,
  Storage,
} from '../../services/donation-model';
import { msg } from '../../i18n';
import type { PICKUP_CHECKS } from '../../config/food-safety.js';

// The food-safety record's values as message ids (src/i18n/locales/<language>/app/safety.json):
// show them with `t(KIND_LABEL[kind])`. One table per value list, so no id is built at run time.

export const KIND_LABEL: Record<FoodKind, string> = {
  cooked: msg('safety.kind.cooked'),
  packaged: msg('safety.kind.packaged'),
  raw: msg('safety.kind.raw'),
  bakery: msg('safety.kind.bakery'),
  other: msg('safety.kind.other'),
};

export const DIET_LABEL: Record<Diet, string> = {
  veg: msg('safety.diet.veg'),
  vegan: msg('safety.diet.vegan'),
  egg: msg('safety.diet.egg'),
  nonveg: msg('safety.diet.nonveg'),
};

export const STORAGE_LABEL: Record<Storage, string> = {
  hot: msg('safety.storage.hot'),
  chilled: msg('safety.storage.chilled'),
  frozen: msg('safety.storage.frozen'),
  room: msg('safety.storage.room'),
};

export const ALLERGEN_LABEL: Record<Allergen, string> = {
  gluten: msg('safety.allergen.gluten'),
  crustaceans: msg('safety.allergen.crustaceans'),
  milk: msg('safety.allergen.milk'),
  egg: msg('safety.allergen.egg'),
  fish: msg('safety.allergen.fish'),
  peanuts: msg('safety.allergen.peanuts'),
  treeNuts: msg('safety.allergen.treeNuts'),
  soy: msg('safety.allergen.soy'),
  sulphite: msg('safety.allergen.sulphite'),
};

/** 'None of these': the donor's explicit answer when the food holds none of the listed allergens. */
export const NO_ALLERGENS = msg('safety.allergen.none');

export const CONTAINERS_LABEL: Record<Containers, string> = {
  donor: msg('safety.containers.donor'),
  ngo: msg('safety.containers.ngo'),
};

export const CHECK_LABEL: Record<(typeof PICKUP_CHECKS)[number], string> = {
  keptAsStated: msg('safety.check.keptAsStated'),
  packedCovered: msg('safety.check.packedCovered'),
  looksSmellsRight: msg('safety.check.looksSmellsRight'),
};

export const REFUSAL_LABEL: Record<RefusalReason, string> = {
  temperature: msg('safety.refusal.temperature'),
  packing: msg('safety.refusal.packing'),
  spoiled: msg('safety.refusal.spoiled'),
  expired: msg('safety.refusal.expired'),
  other: msg('safety.refusal.other'),
};

/** A refusal in a report's words: its reason, then the volunteer's note when there is one. */
export function refusalText(refusal: Refusal, t: (id: string) => string): string {
  return [t(REFUSAL_LABEL[refusal.reason]), refusal.note].filter(Boolean).join(': ');
}

/** What a donation without a record shows (made before the record began). */
export const NO_RECORD = msg('safety.noRecord');
