import { useT } from '../../i18n';
import { passwordStrength, strengthLabel } from './password-strength';

const FILLED = ['', 'bg-red-600', 'bg-saffron-500', 'bg-brand-500', 'bg-brand-700'] as const;
const TEXT = ['text-red-700', 'text-red-700', 'text-saffron-800', 'text-brand-800', 'text-brand-800'] as const;

/** Four segments, one per point, with the level in words (the colours are only a help). */
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
    </div>
  );
}
