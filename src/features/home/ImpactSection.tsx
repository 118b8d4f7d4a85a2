import { useInView } from 'react-intersection-observer';
import { lazySubscribe, useLive } from '../../lib/live';
import type { Impact } from '../../services/stats';

const format = (n: number) => n.toLocaleString('en-IN');

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
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: '200px 0px' });
  const live = useLive<Impact>(inView ? 'impact' : null, watchImpact);
  // Quietly: the totals are a nicety on Home, not worth an error message; figures already shown stay.
  const impact = live.status === 'loading' ? null : (live.data ?? null);
  const failed = live.status === 'error' && impact === null;

  const figures = [
    { label: 'Meals delivered', value: impact?.mealsDelivered ?? null },
    { label: 'Donations delivered', value: impact?.donationsDelivered ?? null },
  ];
  return (
    <section ref={ref} aria-labelledby="impact-title" className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-4 py-16 md:py-20">
        <h2 id="impact-title" className="text-3xl font-bold tracking-tight text-stone-900">
          Our impact so far
        </h2>
        <p className="mt-3 max-w-prose text-lg text-stone-700">
          Counted from real deliveries on FoodBridge: every meal here was picked up by an NGO and handed out.
        </p>
        <dl className="mt-10 grid gap-6 sm:grid-cols-2">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col rounded-card bg-white p-6 shadow-sm ring-1 ring-brand-200">
              <dt className="mt-2 text-lg text-stone-800">{figure.label}</dt>
              <dd className="order-first h-14 text-5xl leading-[3.5rem] font-extrabold tracking-tight text-brand-800">
                {figure.value !== null ? (
                  format(figure.value)
                ) : failed ? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">Not available right now</span>
                  </>
                ) : (
                  <>
                    <span
                      aria-hidden="true"
                      data-testid="impact-skeleton"
                      className="inline-block h-12 w-32 rounded-control bg-brand-100 align-middle motion-safe:animate-pulse"
                    />
                    <span className="sr-only">Loading</span>
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
