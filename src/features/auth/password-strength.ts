import { PASSWORD_MIN } from '../../config/limits.js';
import { msg, t } from '../../i18n';

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

/**
 * The password rule, part by part (config/limits.js PASSWORD_PATTERN says the same in one
 * pattern): the form checks it, names the part a refused password broke, and the strength meter
 * ticks each part off as it is typed — one rule, so the meter never calls a password strong that
 * the form then refuses.
 */
export const PASSWORD_PARTS = [
  { id: 'length', label: msg('auth.password.rule.length'), test: (pw: string) => [...pw].length >= PASSWORD_MIN },
  { id: 'letter', label: msg('auth.password.rule.letter'), test: (pw: string) => /\p{L}/u.test(pw) },
  { id: 'number', label: msg('auth.password.rule.number'), test: (pw: string) => /\d/.test(pw) },
] as const;

export type PasswordPart = (typeof PASSWORD_PARTS)[number]['id'];

/** The parts of the rule the password does not meet yet (none: it is accepted). */
export function missingParts(password: string): PasswordPart[] {
  return PASSWORD_PARTS.filter((part) => !part.test(password)).map((part) => part.id);
}

/** Why the form refuses this password, naming what is missing; null when it is accepted. */
export function passwordProblem(password: string): string | null {
  const missing = missingParts(password);
  if (missing.length === 0) return null;
  // The earlier app's own words when they say exactly what is wrong.
  if (missing.includes('length') && missing.includes('number')) {
    return t('auth.validation.password', { min: PASSWORD_MIN });
  }
  if (missing.includes('length')) return t('auth.validation.passwordLength', { min: PASSWORD_MIN });
  if (missing.includes('number')) return t('auth.validation.passwordNumber');
  return t('auth.validation.passwordLetter');
}

/** Labels by score: 'Too weak' at 0, then Weak, Fair, Good, Strong. */
const LABELS = [
  msg('auth.passwordStrength.tooWeak'),
  msg('auth.passwordStrength.weak'),
  msg('auth.passwordStrength.fair'),
  msg('auth.passwordStrength.good'),
  msg('auth.passwordStrength.strong'),
] as const;

/**
 * The four segments of the meter. Below the rule a password is at most 'Weak' (one part missing)
 * or 'Too weak'; one that meets it starts at 'Fair' and earns a point for mixing upper and lower
 * case or adding anything that is not a letter or digit, and one for being 12 characters or longer.
 */
export function passwordStrength(password: string): StrengthScore {
  const missing = missingParts(password).length;
  if (missing > 0) return missing === 1 ? 1 : 0;
  let score = 2;
  const mixed = /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password);
  if (mixed || /[^\p{L}\p{N}]/u.test(password)) score++;
  if ([...password].length >= 12) score++;
  return score as StrengthScore;
}

/** The level's label in the language shown. */
export function strengthLabel(score: StrengthScore): string {
  return t(LABELS[score]);
}
