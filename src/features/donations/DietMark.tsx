import { useT } from '../../i18n';
import type { Diet } from '../../services/donation-model';
import { isVegDiet } from '../../config/food-safety.js';
import { DIET_LABEL } from './safety-labels';

// India's food marks (FSSAI): a green square holding a green dot for veg, a brown square holding a
// brown triangle for non-veg — FSSAI counts food with egg as non-veg, so it carries the brown mark.
// The shapes differ as well as the colours, and the diet is always written beside the mark, so it
// never rests on colour alone. Colours have ≥ 3:1 contrast on white (non-text contrast).
const VEG_COLOUR = '#1f7a1f';
const NON_VEG_COLOUR = '#7a3e12';

/** Just the mark, hidden from screen readers: use it beside text that names the diet. */
export function DietSymbol({ diet, size = 18 }: { diet: Diet; size?: number }) {
  const veg = isVegDiet(diet);
  const colour = veg ? VEG_COLOUR : NON_VEG_COLOUR;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 20 20"
      data-diet-mark={veg ? 'veg' : 'non-veg'}
      className="shrink-0"
    >
      <rect x="1" y="1" width="18" height="18" rx="1.5" fill="white" stroke={colour} strokeWidth="2" />
      {veg ? <circle cx="10" cy="10" r="5" fill={colour} /> : <path d="M10 4.5 L15.5 14.5 H4.5 Z" fill={colour} />}
    </svg>
  );
}

/** The mark with the diet's name: 'Veg', 'Vegan', 'Contains egg', 'Non-veg'. */
export function DietMark({ diet, className = '' }: { diet: Diet; className?: string }) {
  const t = useT();
  return (
    <span data-diet={diet} className={`inline-flex items-center gap-1.5 font-semibold text-stone-900 ${className}`}>
      <DietSymbol diet={diet} />
      {t(DIET_LABEL[diet])}
    </span>
  );
}
