import connectUrl from '../../assets/icon-connect.svg';
import coordinateUrl from '../../assets/icon-coordinate.svg';
import empowerUrl from '../../assets/icon-empower.svg';
import differenceUrl from '../../assets/icon-difference.svg';
import { msg, useT } from '../../i18n';

const WHAT_WE_DO = [
  {
    title: msg('home.what.connect.title'),
    icon: connectUrl,
    text: msg('home.what.connect.text'),
  },
  {
    title: msg('home.what.coordinate.title'),
    icon: coordinateUrl,
    text: msg('home.what.coordinate.text'),
  },
  {
    title: msg('home.what.empower.title'),
    icon: empowerUrl,
    text: msg('home.what.empower.text'),
  },
  {
    title: msg('home.what.difference.title'),
    icon: differenceUrl,
    text: msg('home.what.difference.text'),
  },
] as const;

export function WhatWeDoSection() {
  const t = useT();
  return (
    <section aria-labelledby="what-title" className="bg-paper">
      <div className="mx-auto max-w-6xl px-4 py-16 md:py-24">
        <h2 id="what-title" className="text-3xl font-bold tracking-tight text-stone-900">
          {t('home.what.title')}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {WHAT_WE_DO.map((card) => (
            <li key={card.title} className="rounded-card bg-white p-6 shadow-sm ring-1 ring-stone-200">
              <img src={card.icon} alt="" width={48} height={48} loading="lazy" decoding="async" />
              <h3 className="mt-4 text-xl font-semibold text-stone-900">{t(card.title)}</h3>
              <p className="mt-2 text-stone-700">{t(card.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
