import { useState } from 'react';
import { Button } from '../../components/Button';
import { useT } from '../../i18n';
import { saveFile } from '../../lib/download';
import type { Donation } from '../../services/donation-model';
import { getDonationContact } from '../../services/donation-contact';
import type { Series } from '../../services/series';
import { clockOf } from '../../services/series-days';
import type { EventTexts } from './series-calendar';
import { scheduleLine } from './series-view';

/** Minutes before the window the alarm rings: the donor's, to confirm or skip; the NGO's, to set out. */
const ALARM_MINUTES = { donor: 60, ngo: 30 } as const;

/**
 * 'Add to calendar': makes the file on the device when pressed (ical.js is loaded only then),
 * saves it, and offers Google Calendar's page for the same event when there is one.
 */
function CalendarButton({ make }: { make: () => Promise<{ file: string; name: string; google: string | null }> }) {
  const t = useT();
  const [google, setGoogle] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const add = async () => {
    setFailed(false);
    try {
      const made = await make();
      saveFile(made.file, made.name, 'text/calendar;charset=utf-8');
      setGoogle(made.google);
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

/** 'Add to calendar' for a regular offer: one weekly event with its alarm, in the language shown. */
export function SeriesCalendar({ series, side }: { series: Series; side: 'donor' | 'ngo' }) {
  const t = useT();
  const texts: EventTexts = {
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
  return (
    <CalendarButton
      make={async () => {
        const { seriesCalendar, seriesGoogleLink } = await import('./series-calendar');
        return {
          file: seriesCalendar(series.id, series, texts),
          name: `foodbridge-${series.id}.ics`,
          google: seriesGoogleLink(series, texts),
        };
      }}
    />
  );
}

/** 'Add to calendar' for one accepted donation: the hour before its 'ready by', with an alarm. */
export function DonationCalendar({ donation, side }: { donation: Donation; side: 'donor' | 'ngo' }) {
  const t = useT();
  if (!donation.readyBy) return null;
  const end = donation.readyBy;
  const texts: EventTexts = {
    summary:
      side === 'donor'
        ? t('series.calendar.oneOffDonor', { ngo: donation.ngoName, food: donation.food })
        : t('series.calendar.oneOffNgo', { donor: donation.donorName, food: donation.food }),
    description: donation.food,
    location: donation.deliveryLocation,
    alarm: t('series.calendar.oneOffAlarm', { food: donation.food }),
    alarmMinutes: ALARM_MINUTES[side],
  };
  return (
    <CalendarButton
      make={async () => {
        const { donationCalendar } = await import('./series-calendar');
        const start = new Date(end.getTime() - 60 * 60_000);
        // Where: the pickup address in the donation's contact document, read when asked for.
        const contact = await getDonationContact(donation).catch(() => null);
        const location = contact?.deliveryLocation ?? donation.deliveryLocation;
        return {
          file: donationCalendar(donation.id, start, end, { ...texts, location }),
          name: `foodbridge-${donation.id}.ics`,
          google: null,
        };
      }}
    />
  );
}
