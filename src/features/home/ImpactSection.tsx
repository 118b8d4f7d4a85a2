import { useInView } from 'react-intersection-observer';
import { lazySubscribe, useLive } from '../../lib/live';
import type { Impact } from '../../services/stats';
import { formatNumber, msg, useT } from '../../i18n';

const watchImpact = lazySubscribe(
  () => import('../../services/stats'),
  (stats) => stats.watchImpact,
);

/**
 * Meals and donations delivered through FoodBridge, from stats/impact, live. The stats service
 * (and Firestore with it) is loaded only when the section comes near the viewport, so Home's
 * first bundle stays free of it; the figures keep a fixed height meanwhile, so nothing shifts.
 */
export function ImpactSection() {
  const t = useT();
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: '200px 0px' });
  const live = useLive<Impact>(inView ? 'impact' : null, watchImpact);
  // Quietly: the totals are a nicety on Home, not worth an error message; figures already shown stay.
  const impact = live.status === 'loading' ? null : (live.data ?? null);
  const failed = live.status === 'error' && impact === null;
  // Before the first delivery the section says so in words: '0 meals delivered' reads like a failure.
  const nothingYet = impact !== null && impact.mealsDelivered === 0 && impact.donationsDelivered === 0;

  const figures = [
    { label: msg('home.impact.meals'), value: impact?.mealsDelivered ?? null },
    { label: msg('home.impact.donations'), value: impact?.donationsDelivered ?? null },
  ];
  return (
    <section ref={ref} aria-labelledby="impact-title" className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-16 md:py-20">
        <h2 id="impact-title" className="text-3xl font-bold tracking-tight text-stone-900">
          {t('home.impact.title')}
        </h2>
        <p className="mt-3 max-w-prose text-lg text-stone-700">
          {nothingYet ? t('home.impact.introNone') : t('home.impact.intro')}
        </p>
        <dl className="mt-10 grid gap-6 sm:grid-cols-2">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col rounded-card bg-white p-6 shadow-sm ring-1 ring-brand-200">
              <dt className="mt-2 text-lg text-stone-800">{t(figure.label)}</dt>
              <dd className="order-first h-14 text-5xl leading-[3.5rem] font-extrabold tracking-tight text-brand-800">
                {figure.value === 0 ? (
                  <span className="text-3xl">{t('home.impact.noneYet')}</span>
                ) : figure.value !== null ? (
                  formatNumber(figure.value)
                ) : failed ? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{t('home.impact.unavailable')}</span>
                  </>
                ) : (
                  <>
                    <span
                      aria-hidden="true"
                      data-testid="impact-skeleton"
                      className="inline-block h-12 w-32 rounded-control bg-brand-100 align-middle motion-safe:animate-pulse"
                    />
                    <span className="sr-only">{t('home.impact.loading')}</span>
                  </>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
