import { useId, useState } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TextArea } from '../../components/Field';
import { useT } from '../../i18n';
import { LENGTH } from '../../config/limits.js';
import type { Donation } from '../../services/donation-model';
import { friendlyError } from '../../services/errors';
import { answerSeries, type Series } from '../../services/series';
import { SeriesAgenda } from './SeriesAgenda';
import { SeriesCalendar } from './SeriesCalendar';
import { useSeriesDays, useSeriesList } from './series-hooks';
import { scheduleLine } from './series-view';

type Answer = 'decline' | 'end';

/** Decline (a reason if it likes) or end (a reason required) — the donor sees the reason. */
function ReasonDialog({ series, answer, onClose }: { series: Series; answer: Answer; onClose: () => void }) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    if (answer === 'end' && !reason.trim()) {
      setError(t('series.ngo.reasonRequired'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await answerSeries(series.id, answer, reason);
      onClose();
    } catch (caught) {
      setError(friendlyError(caught));
      setPending(false);
    }
  };
  return (
    <ConfirmDialog
      title={answer === 'end' ? t('series.ngo.endTitle') : t('series.ngo.declineTitle')}
      confirmLabel={answer === 'end' ? t('series.ngo.end') : t('series.ngo.decline')}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      pending={pending}
      error={error}
    >
      <p>{answer === 'end' ? t('series.ngo.endBody') : t('series.ngo.declineBody')}</p>
      <TextArea
        className="mt-4"
        label={answer === 'end' ? t('series.ngo.endReason') : t('series.ngo.declineReason')}
        value={reason}
        maxLength={LENGTH.reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </ConfirmDialog>
  );
}

/** One regular offer addressed to the NGO: what, when, from whom, and its answer. */
function StandingOffer({ series }: { series: Series }) {
  const t = useT();
  const headingId = useId();
  const [dialog, setDialog] = useState<Answer | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accept = async () => {
    setPending(true);
    setError(null);
    try {
      await answerSeries(series.id, 'accept');
    } catch (caught) {
      setError(friendlyError(caught));
    } finally {
      setPending(false);
    }
  };
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="grid gap-3 rounded-card border border-stone-200 bg-white p-4"
        data-series={series.id}
      >
        <div>
          <h3 id={headingId} className="text-lg font-bold text-stone-900">
            {t('series.ngo.from', { donor: series.donorName || t('series.ngo.aDonor') })}
          </h3>
          <p className="mt-1 font-semibold text-stone-800">{scheduleLine(series)}</p>
          <p className="mt-1 text-stone-700">{series.food}</p>
          <p className="mt-1 text-stone-700">{t('series.ngo.where', { place: series.deliveryLocation })}</p>
        </div>
        {series.arrangement === 'accepted' && (
          <p className="font-medium text-brand-800">{t('series.ngo.acceptedNote')}</p>
        )}
        {error && <Alert tone="error">{error}</Alert>}
        <div className="flex flex-wrap gap-3">
          {series.arrangement === 'proposed' && (
            <>
              <Button onClick={() => void accept()} loading={pending}>
                {t('series.ngo.accept')}
              </Button>
              <Button variant="secondary" onClick={() => setDialog('decline')} disabled={pending}>
                {t('series.ngo.decline')}
              </Button>
            </>
          )}
          {series.arrangement === 'accepted' && (
            <>
              <SeriesCalendar series={series} side="ngo" />
              <Button variant="secondary" onClick={() => setDialog('end')}>
                {t('series.ngo.end')}
              </Button>
            </>
          )}
        </div>
      </article>
      {dialog && <ReasonDialog series={series} answer={dialog} onClose={() => setDialog(null)} />}
    </li>
  );
}

/**
 * The NGO's regular offers: those waiting for its answer and those it accepted, then its 'Coming
 * pickups' for the next 7 days (with the accepted one-offs of its board).
 */
export function SeriesNgo({ uid, donations, now }: { uid: string; donations: readonly Donation[]; now: Date }) {
  const t = useT();
  const list = useSeriesList('ngo', uid);
  const series = list.status === 'ready' ? list.series : [];
  const standing = series.filter(
    (s) => s.state !== 'ended' && (s.arrangement === 'proposed' || s.arrangement === 'accepted'),
  );
  const days = useSeriesDays(standing.filter((s) => s.arrangement === 'accepted').map((s) => s.id));
  if (list.status === 'error')
    return (
      <Alert tone="error" className="mb-6">
        {friendlyError(list.error)}
      </Alert>
    );
  return (
    <>
      {standing.length > 0 && (
        <section className="mb-8" aria-labelledby="series-ngo-title">
          <h2 id="series-ngo-title" className="text-xl font-bold text-stone-900">
            {t('series.ngo.title')}
          </h2>
          <p className="mt-1 max-w-prose text-stone-700">{t('series.ngo.intro')}</p>
          <ul className="mt-3 grid gap-3">
            {standing.map((s) => (
              <StandingOffer key={s.id} series={s} />
            ))}
          </ul>
        </section>
      )}
      <SeriesAgenda side="ngo" series={standing} days={days} donations={donations} now={now} />
    </>
  );
}
