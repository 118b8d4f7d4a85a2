import { msg, useT } from '../../i18n';

const STATISTICS = [
  { figure: msg('home.stats.wasted.figure'), text: msg('home.stats.wasted.text') },
  { figure: msg('home.stats.value.figure'), text: msg('home.stats.value.text') },
  { figure: msg('home.stats.emissions.figure'), text: msg('home.stats.emissions.text') },
] as const;

export function StatisticsSection() {
  const t = useT();
  return (
    <section aria-labelledby="stats-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 md:py-24">
        <h2 id="stats-title" className="text-3xl font-bold tracking-tight text-stone-900">
          {t('home.stats.title')}
        </h2>
        <p className="mt-3 max-w-prose text-lg text-stone-700">{t('home.stats.intro')}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {STATISTICS.map((stat) => (
            <li key={stat.figure} className="rounded-card bg-saffron-50 p-6 ring-1 ring-saffron-200">
              <span className="block text-5xl font-extrabold tracking-tight text-brand-800">{t(stat.figure)}</span>{' '}
              <span className="mt-2 block text-lg text-stone-800">{t(stat.text)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-stone-600">{t('home.stats.source')}</p>
      </div>
    </section>
  );
}
