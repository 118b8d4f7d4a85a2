import { useId } from 'react';
import { Button } from '../../components/Button';
import { currentLocale, msg, useT } from '../../i18n';
import { agenda, type AgendaEntry, type AgendaSide, type AgendaState } from './series-agenda';
import type { Donation } from '../../services/donation-model';
import type { Series, SeriesDay } from '../../services/series';
import { DIET_LABEL } from './safety-labels';
import { DonationCalendar } from './SeriesCalendar';

/** Each state's word on the agenda. */
const STATE_LABEL: Record<AgendaState, string> = {
  waiting: msg('series.state.waiting'),
  unconfirmed: msg('series.state.unconfirmed'),
  missed: msg('series.state.missed'),
  skipped: msg('series.state.skipped'),
  offered: msg('series.state.offered'),
  accepted: msg('series.state.accepted'),
  picked_up: msg('series.state.pickedUp'),
  delivered: msg('series.state.delivered'),
  declined: msg('series.state.declined'),
  cancelled: msg('series.state.cancelled'),
  refused: msg('series.state.refused'),
};

const TONE: Partial<Record<AgendaState, string>> = {
  unconfirmed: 'bg-amber-100 text-amber-900',
  missed: 'bg-stone-200 text-stone-800',
  skipped: 'bg-stone-200 text-stone-800',
  accepted: 'bg-brand-100 text-brand-900',
  picked_up: 'bg-brand-100 text-brand-900',
  delivered: 'bg-brand-700 text-white',
};

/** 'Sat 28 Nov, 21:30' in India's time, in the language shown. */
export function agendaWhen(at: Date, locale = currentLocale()): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Kolkata',
  }).format(at);
}

function entryWhat(t: ReturnType<typeof useT>, entry: AgendaEntry, side: AgendaSide): string {
  if (entry.series) {
    const who = side === 'ngo' ? entry.series.donorName : entry.series.ngoName || t('series.agenda.nearby');
    return t('series.agenda.seriesEntry', {
      who,
      meals: entry.series.meals,
      diet: t(DIET_LABEL[entry.series.diet]),
    });
  }
  const donation = entry.donation as Donation;
  const who = side === 'ngo' ? donation.donorName : donation.ngoName;
  return t('series.agenda.oneOffEntry', { who, food: donation.food, meals: donation.meals ?? 0 });
}

/**
 * 'This week' (donor) or 'Coming pickups' (NGO): every day of the running series and each accepted
 * one-off in the next 7 days, in time order, each with where it stands.
 */
export function SeriesAgenda({
  side,
  series,
  days,
  donations,
  now,
  onSkip,
}: {
  side: AgendaSide;
  series: readonly Series[];
  days: ReadonlyMap<string, readonly SeriesDay[]>;
  donations: readonly Donation[];
  now: Date;
  /** The donor's 'No surplus' on a day still to come (none on the NGO's agenda). */
  onSkip?: ((series: Series, day: number) => void) | undefined;
}) {
  const t = useT();
  const headingId = useId();
  const entries = agenda(side, series, days, donations, now);
  return (
    <section aria-labelledby={headingId} className="mb-8" data-agenda={side}>
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {side === 'ngo' ? t('series.agenda.ngoTitle') : t('series.agenda.donorTitle')}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-stone-700">{t('series.agenda.empty')}</p>
      ) : (
        <ol className="mt-3 grid gap-2">
          {entries.map((entry) => (
            <li
              key={`${entry.series?.id ?? entry.donation?.id}-${entry.at.getTime()}`}
              data-day={entry.day}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-card border border-stone-200 bg-white px-4 py-3"
            >
              <span className="min-w-0">
                <span className="block font-semibold text-stone-900">{agendaWhen(entry.at)}</span>
                <span className="block text-stone-700">{entryWhat(t, entry, side)}</span>
              </span>
              <span
                className={`rounded-full px-3 py-1 text-sm font-semibold ${TONE[entry.state] ?? 'bg-stone-100 text-stone-800'}`}
              >
                {t(STATE_LABEL[entry.state])}
              </span>
              {!entry.series && entry.donation && entry.state === 'accepted' && (
                <DonationCalendar donation={entry.donation} side={side} />
              )}
              {onSkip && entry.series && (entry.state === 'waiting' || entry.state === 'unconfirmed') && (
                <Button
                  variant="quiet"
                  aria-label={t('series.agenda.skipOn', { when: agendaWhen(entry.at) })}
                  onClick={() => onSkip(entry.series as Series, entry.day)}
                >
                  {t('series.agenda.skip')}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
