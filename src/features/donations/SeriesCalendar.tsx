import { useState } from 'react';
import { Button } from '../../components/Button';
import { useT } from '../../i18n';
import type { Series } from '../../services/series';
import { clockOf } from '../../services/series-days';
import { scheduleLine } from './series-view';

/** Minutes before the window the alarm rings: the donor's, to confirm or skip; the NGO's, to set out. */
const ALARM_MINUTES = { donor: 60, ngo: 30 } as const;

/**
 * 'Add to calendar' for a regular offer: downloads its .ics file (made on the device: ical.js is
 * loaded only now) and offers Google Calendar's page for the same event. Texts in the language shown.
 */
export function SeriesCalendar({ series, side }: { series: Series; side: 'donor' | 'ngo' }) {
  const t = useT();
  const [google, setGoogle] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const texts = {
    summary:
      side === 'donor'
        ? t('series.calendar.donorSummary', { ngo: series.ngoName || t('series.agenda.nearby') })
        : t('series.calendar.ngoSummary', { donor: series.donorName, meals: series.meals }),
    description: `${scheduleLine(series)}. ${series.food}`,
    location: series.deliveryLocation,
    alarm:
      side === 'donor'
        ? t('series.calendar.donorAlarm', { time: clockOf(series.from) })
        : t('series.calendar.ngoAlarm', { donor: series.donorName }),
    alarmMinutes: ALARM_MINUTES[side],
  };

  const add = async () => {
    setFailed(false);
    try {
      const { seriesCalendar, seriesGoogleLink } = await import('./series-calendar');
      const file = new Blob([seriesCalendar(series.id, series, texts)], { type: 'text/calendar;charset=utf-8' });
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = `foodbridge-${series.id}.ics`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
      setGoogle(seriesGoogleLink(series, texts));
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" onClick={() => void add()}>
        {t('series.calendar.add')}
      </Button>
      {google && (
        <a
          href={google}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          {t('series.calendar.google')}
        </a>
      )}
      {failed && <p className="text-sm font-medium text-red-700">{t('series.calendar.failed')}</p>}
    </div>
  );
}
