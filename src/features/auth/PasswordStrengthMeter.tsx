import { PASSWORD_MIN } from '../../config/limits.js';
import { useT } from '../../i18n';
import { PASSWORD_PARTS, passwordStrength, strengthLabel } from './password-strength';

const FILLED = ['', 'bg-red-600', 'bg-saffron-500', 'bg-brand-500', 'bg-brand-700'] as const;
const TEXT = ['text-red-700', 'text-red-700', 'text-saffron-800', 'text-brand-800', 'text-brand-800'] as const;

/**
 * Four segments with the level in words (the colours are only a help), and the rule's parts ticked
 * off as they are met: the same rule the form checks, so what it calls good is accepted.
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const t = useT();
  const score = passwordStrength(password);
  return (
    <div id={id} className="mt-2">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((segment) => (
          <span
            key={segment}
            data-filled={segment <= score || undefined}
            className={`h-1.5 flex-1 rounded-full transition-colors ${segment <= score ? FILLED[score] : 'bg-stone-200'}`}
          />
        ))}
      </div>
      <p className={`mt-1 text-sm font-medium ${TEXT[score]}`}>
        {t('auth.passwordStrength.label', { level: strengthLabel(score) })}
      </p>
      <ul className="mt-1 grid gap-0.5 text-sm">
        {PASSWORD_PARTS.map((part) => {
          const met = part.test(password);
          return (
            <li key={part.id} data-met={met} className={met ? 'text-brand-800' : 'text-stone-700'}>
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                width="16"
                height="16"
                className="mr-1 inline-block align-[-3px]"
              >
                {met ? (
                  <path d="M8.5 13.6 4.9 10l1.4-1.4 2.2 2.2 5.2-5.2 1.4 1.4z" fill="currentColor" />
                ) : (
                  <circle cx="10" cy="10" r="2.5" fill="currentColor" />
                )}
              </svg>
              {met
                ? t('auth.password.met', { part: t(part.label, { min: PASSWORD_MIN }) })
                : t('auth.password.needed', { part: t(part.label, { min: PASSWORD_MIN }) })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
