import { Button } from '../../components/Button';
import { useT } from '../../i18n';
import type { Donation } from '../../services/donation-model';
import { DIET_LABEL } from './safety-labels';

/**
 * 'Same as last time': the last offer's food in one tap, leaving what changes each day (when it
 * was made, by when it can be picked up) to the donor.
 */
export function SameAsLast({ last, done, onRepeat }: { last: Donation; done: boolean; onRepeat: () => void }) {
  const t = useT();
  const what = [
    last.food,
    last.meals !== null ? t('common.meals', { count: last.meals }) : '',
    last.safety ? t(DIET_LABEL[last.safety.diet]) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <section
      aria-labelledby="same-as-last"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-card border border-brand-200 bg-brand-50 px-4 py-3"
    >
      <div className="min-w-0">
        <h3 id="same-as-last" className="font-semibold text-stone-900">
          {t('donations.form.last.title')}
        </h3>
        <p className="break-words text-stone-800">{what}</p>
        {done && <p className="mt-1 text-sm font-medium text-brand-900">{t('donations.form.last.done')}</p>}
      </div>
      <Button variant="secondary" onClick={onRepeat}>
        {t('donations.form.last.button')}
      </Button>
    </section>
  );
}
