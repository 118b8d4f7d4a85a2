import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/Alert';
import { Button, buttonClasses } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PATHS } from '../../config/paths';
import { useAuth } from '../../lib/auth-context';
import { useT } from '../../i18n';
import type { Donation } from '../../services/donation-model';
import { friendlyError } from '../../services/errors';
import { endSeries, setSeriesPaused, skipSeriesDay, type Series, type SeriesDay } from '../../services/series';
import { clockOf, indiaDay, isoDate, momentOf, scheduledDays } from '../../services/series-days';
import { SERIES_LIMITS } from '../../config/limits.js';
import { DaySheet } from './DaySheet';
import { SeriesAgenda, agendaWhen } from './SeriesAgenda';
import { SeriesCalendar } from './SeriesCalendar';
import { DIET_LABEL } from './safety-labels';
import { useSeriesDays, useSeriesList } from './series-hooks';
import { arrangementText, scheduleLine } from './series-view';

/** The next day of the series whose window has not ended, within a week; null when none. */
export function nextDay(series: Series, now: Date): number | null {
  const today = indiaDay(now);
  return (
    scheduledDays(series, today, today + 6, SERIES_LIMITS.days).find((day) => now < momentOf(day, series.until)) ?? null
  );
}

/** 'Today, 21:30' / 'Tomorrow, 21:30' / 'Sat 28 Nov, 21:30' — when a day's window opens. */
function dayWhen(t: ReturnType<typeof useT>, series: Series, day: number, now: Date): string {
  const today = indiaDay(now);
  const which = day === today ? 'today' : day === today + 1 ? 'tomorrow' : 'other';
  return t('series.donor.when', { which, time: clockOf(series.from), moment: agendaWhen(momentOf(day, series.from)) });
}

interface NextDayProps {
  series: Series;
  answered: readonly SeriesDay[];
  now: Date;
  /** Where it is shown: on the board the confirmed day is listed below it; on Home, on the board. */
  on?: 'board' | 'home';
}

/** The next day: 'Today, 21:30: about 40 meals of Veg food — Confirm / No surplus today', or its answer. */
export function NextDay({ series, answered, now, on = 'board' }: NextDayProps) {
  const t = useT();
  const [sheet, setSheet] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const day = nextDay(series, now);
  if (day === null || series.state !== 'active') return null;
  const answer = answered.find((d) => d.day === day)?.state ?? null;
  const skip = async () => {
    setPending(true);
    setError(null);
    try {
      const outcome = await skipSeriesDay(series.id, day);
      setNote(outcome === 'queued' ? t('series.donor.skippedQueued') : null);
    } catch (caught) {
      setError(friendlyError(caught));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="grid gap-3 rounded-card bg-brand-50/70 p-3" data-next-day={isoDate(day)}>
      <p className="font-semibold text-stone-900">
        {t('series.donor.next', {
          when: dayWhen(t, series, day, now),
          meals: series.meals,
          diet: t(DIET_LABEL[series.diet]),
        })}
      </p>
      {answer === 'confirmed' && (
        <p className="font-medium text-brand-800">
          {on === 'home' ? t('series.donor.confirmedHome') : t('series.donor.confirmed')}
        </p>
      )}
      {answer === 'skipped' && <p className="font-medium text-stone-800">{t('series.donor.skipped')}</p>}
      {note && <p className="text-stone-700">{note}</p>}
      {error && <Alert tone="error">{error}</Alert>}
      {answer !== 'confirmed' && (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setSheet(true)} disabled={pending}>
            {t('series.donor.confirm')}
          </Button>
          {answer !== 'skipped' && (
            <Button variant="secondary" onClick={() => void skip()} loading={pending}>
              {t('series.donor.skip')}
            </Button>
          )}
        </div>
      )}
      {sheet && (
        <DaySheet
          series={series}
          day={day}
          onCancel={() => setSheet(false)}
          onDone={(queued) => {
            setSheet(false);
            setNote(queued ? t('series.donor.confirmedQueued') : null);
          }}
        />
      )}
    </div>
  );
}

/** One of the donor's regular offers: its schedule, where the NGO stands, the next day, and its controls. */
function MySeries({ series, answered, now }: { series: Series; answered: readonly SeriesDay[]; now: Date }) {
  const t = useT();
  const { user } = useAuth();
  const headingId = useId();
  const [ending, setEnding] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await action();
      setEnding(false);
    } catch (caught) {
      setError(friendlyError(caught));
    } finally {
      setPending(false);
    }
  };
  const paused = series.state === 'paused';
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="grid gap-3 rounded-card border border-stone-200 bg-white p-4"
        data-series={series.id}
      >
        <div>
          <h3 id={headingId} className="text-lg font-bold text-stone-900">
            <span className="sr-only">{t('series.donor.cardPrefix')}</span>
            {series.food}
          </h3>
          <p className="mt-1 font-semibold text-stone-800">{scheduleLine(series)}</p>
          <p className="mt-1 text-stone-700">{paused ? t('series.donor.paused') : arrangementText(series)}</p>
        </div>
        <NextDay series={series} answered={answered} now={now} />
        {error && !ending && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-wrap gap-3">
          <SeriesCalendar series={series} side="donor" />
          <Link
            to={`${PATHS.regularOffer}?edit=${encodeURIComponent(series.id)}`}
            className={buttonClasses('secondary')}
          >
            {t('series.donor.change')}
          </Link>
          <Button
            variant="secondary"
            loading={pending && !ending}
            onClick={() => void run(() => setSeriesPaused(series.id, !paused))}
          >
            {paused ? t('series.donor.resume') : t('series.donor.pause')}
          </Button>
          <Button variant="quiet" onClick={() => setEnding(true)} disabled={pending}>
            {t('series.donor.end')}
          </Button>
        </div>
      </article>
      {ending && user && (
        <ConfirmDialog
          title={t('series.donor.endTitle')}
          confirmLabel={t('series.donor.end')}
          onConfirm={() => void run(() => endSeries(user.uid, series.id))}
          onCancel={() => setEnding(false)}
          pending={pending}
          error={error}
        >
          {t('series.donor.endBody')}
        </ConfirmDialog>
      )}
    </li>
  );
}

/** The donor's regular offers (those not ended) and 'This week'. */
export function SeriesDonor({ uid, donations, now }: { uid: string; donations: readonly Donation[]; now: Date }) {
  const t = useT();
  const list = useSeriesList('donor', uid);
  const running = list.status === 'ready' ? list.series.filter((s) => s.state !== 'ended') : [];
  const days = useSeriesDays(running.map((s) => s.id));
  const [skipError, setSkipError] = useState<string | null>(null);
  const skip = async (series: Series, day: number) => {
    setSkipError(null);
    try {
      await skipSeriesDay(series.id, day);
    } catch (caught) {
      setSkipError(friendlyError(caught));
    }
  };
  if (list.status === 'error')
    return (
      <Alert tone="error" className="mb-6">
        {friendlyError(list.error)}
      </Alert>
    );
  return (
    <>
      <section className="mb-8" aria-labelledby="series-donor-title">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="series-donor-title" className="text-xl font-bold text-stone-900">
            {t('series.donor.title')}
          </h2>
          <Link to={PATHS.regularOffer} className={buttonClasses('secondary')}>
            {t('series.donor.start')}
          </Link>
        </div>
        {running.length === 0 ? (
          <p className="mt-2 max-w-prose text-stone-700">{t('series.donor.none')}</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {running.map((s) => (
              <MySeries key={s.id} series={s} answered={days.get(s.id) ?? []} now={now} />
            ))}
          </ul>
        )}
      </section>
      {skipError && (
        <Alert tone="error" className="mb-4">
          {skipError}
        </Alert>
      )}
      {running.length > 0 && (
        <SeriesAgenda
          side="donor"
          series={running}
          days={days}
          donations={donations}
          now={now}
          onSkip={(s, day) => void skip(s, day)}
        />
      )}
    </>
  );
}
