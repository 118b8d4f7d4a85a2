import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/Button';
import { PATHS } from '../../config/paths';
import { useT } from '../../i18n';
import { indiaDay } from '../../services/series-days';
import { NextDay, nextDay } from './SeriesDonor';
import { useSeriesDays, useSeriesList } from './series-hooks';
import { useNow } from './useNow';

/**
 * Home, for a signed-in donor: each running regular offer with a day today whose window has not
 * ended, with the board's own Confirm / No surplus today — so a canteen's evening is one tap from
 * the first screen. Nothing when no offer is due today, or when the offers cannot be read (the
 * board says why).
 */
export function DonorToday({ uid }: { uid: string }) {
  const t = useT();
  const headingId = useId();
  const now = useNow();
  const list = useSeriesList('donor', uid);
  const today = indiaDay(now);
  const due =
    list.status === 'ready' ? list.series.filter((s) => s.state === 'active' && nextDay(s, now) === today) : [];
  const days = useSeriesDays(due.map((s) => s.id));
  if (due.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 pt-6" data-donor-today>
      <div className="rounded-card border border-brand-200 bg-white p-4 shadow-sm md:p-6">
        <h2 id={headingId} className="text-xl font-bold text-stone-900">
          {t('series.home.title')}
        </h2>
        <ul className="mt-3 grid gap-3">
          {due.map((series) => (
            <li key={series.id}>
              <article aria-label={series.food} className="grid gap-2">
                <h3 className="font-bold text-stone-900">{series.food}</h3>
                <NextDay series={series} answered={days.get(series.id) ?? []} now={now} on="home" />
              </article>
            </li>
          ))}
        </ul>
        <Link to={PATHS.donations} className={buttonClasses('link', 'mt-3')}>
          {t('series.home.board')}
        </Link>
      </div>
    </section>
  );
}
