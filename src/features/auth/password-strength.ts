import { msg, t } from '../../i18n';

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

/** Labels by score (docs/product.md): 'Too weak' at 0, then Weak, Fair, Good, Strong. */
const LABELS = [
  msg('auth.passwordStrength.tooWeak'),
  msg('auth.passwordStrength.weak'),
  msg('auth.passwordStrength.fair'),
  msg('auth.passwordStrength.good'),
  msg('auth.passwordStrength.strong'),
] as const;

/**
 * One point each for: longer than 8 characters, an uppercase letter, a digit, a special
 * character (anything but a letter or digit).
 */
export function passwordStrength(password: string): StrengthScore {
  let score = 0;
  if (password.length > 8) score++;
  if (/[A-Z]/.test(password)) score++;
  if (/\d/.test(password)) score++;
  if (/[^A-Za-z0-9]/.test(password)) score++;
  return score as StrengthScore;
}

/** The level's label in the language shown. */
export function strengthLabel(score: StrengthScore): string {
  return t(LABELS[score]);
}
