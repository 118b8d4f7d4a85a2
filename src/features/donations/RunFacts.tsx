import { formatNumber, useT } from '../../i18n';
import { formatMoment } from '../../lib/dates';
import { isLateDrop, type Run } from '../../services/runs';

/** 'Ready by 18:30 · use by 21:00 · PIN 700071' — what a volunteer weighs before claiming. */
export function RunFacts({ run, now }: { run: Run; now: Date }) {
  const t = useT();
  return (
    <p className="mt-1 text-stone-700">
      {t('runs.facts', {
        meals: formatNumber(run.meals ?? 0),
        ready: run.readyBy ? formatMoment(run.readyBy) : '',
        useBy: run.useBy ? formatMoment(run.useBy) : '',
        hasUseBy: run.useBy ? 'yes' : 'no',
        pin: run.pin,
        hasPin: run.pin ? 'yes' : 'no',
        // Soon: giving it back now would be a late drop-out.
        soon: isLateDrop(run, now) ? 'yes' : 'no',
      })}
    </p>
  );
}
