import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { msg, useT } from '../../i18n';
import { useZodForm } from '../../lib/forms';
import { donorQueries } from '../../lib/queries/donors';
import { toFailure } from '../../services/errors';
import { isOffline } from '../../services/offline';
import { confirmSeriesDay, type DayFacts, type Series } from '../../services/series';
import { momentOf } from '../../services/series-days';
import { agendaWhen } from './SeriesAgenda';
import { toLocalDateTimeValue } from './datetime-values';
import { daySchema, dayValuesOf } from './series-schema';
import { PhotoField } from './PhotoField';
import { sendPhotoOnceSent } from './photo-after';
import { PhotoNotSent, useOfferPhoto } from './PhotoNotSent';

/** One tap for when the food was made, the usual answers (the field takes any other time). */
const MADE_AGO = [
  { hours: 0, label: msg('series.sheet.madeNow') },
  { hours: 1, label: msg('series.sheet.madeHourAgo') },
  { hours: 2, label: msg('series.sheet.madeTwoHoursAgo') },
];

interface DaySheetProps {
  series: Series;
  day: number;
  onCancel: () => void;
  /** The day was confirmed (sent, or kept to send when the network returns). */
  onDone: (queued: boolean) => void;
}

/**
 * 'Confirm' for one day of a regular offer: only that day's facts — meals and weight (the usual
 * ones filled in), when it was made (or the label's date, for packaged food), and anything
 * different. Everything else comes from the series. A refusal keeps what was typed.
 */
export function DaySheet({ series, day, onCancel, onDone }: DaySheetProps) {
  const t = useT();
  const bodyId = useId();
  const form = useZodForm(daySchema(series, day), { defaultValues: dayValuesOf(series) });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  // The donor's FSSAI number goes with the day, for the NGO's food register; a record that cannot
  // be read (offline on a first visit) only leaves it out, never holds the confirm up.
  const record = useQuery({ ...donorQueries.record({ ownerUid: series.donorUid }), retry: false });
  // A photo of the day's food goes once the day is confirmed, and only with a connection.
  const photo = useOfferPhoto(() => onDone(false));
  const confirm = useMutation({
    mutationFn: async (facts: DayFacts) => {
      const withPhoto = photo.choice.photo !== null && !isOffline();
      const until = momentOf(day, series.until);
      const offered = await confirmSeriesDay(series, day, facts, until, record.data?.fssai ?? '', withPhoto);
      return { offered, withPhoto };
    },
    onSuccess: ({ offered, withPhoto }) => {
      if (offered.outcome === 'sent' && withPhoto) photo.send(offered.id, '');
      else {
        // The day announces its photo: it goes once the server has the day (online but slow).
        if (withPhoto && photo.choice.photo) sendPhotoOnceSent(offered.id, photo.choice.photo);
        onDone(offered.outcome === 'queued');
      }
    },
  });
  const pending = confirm.isPending || photo.sending;
  const failure = confirm.error ? toFailure(confirm.error) : null;
  const packaged = series.kind === 'packaged';
  return (
    <Modal
      title={t('series.sheet.title', { when: agendaWhen(momentOf(day, series.from)) })}
      describedBy={bodyId}
      onCancel={onCancel}
      pending={pending}
      scrollBody
      initialFocus={(panel) => panel.querySelector<HTMLElement>('input')}
    >
      {photo.unsent ? (
        <PhotoNotSent photo={photo} unsent={photo.unsent} onGoOn={() => onDone(false)} />
      ) : (
        <form
          noValidate
          className="flex min-h-0 flex-col"
          onSubmit={(e) => void handleSubmit((facts) => confirm.mutate(facts))(e)}
        >
          <div className="min-h-0 overflow-y-auto">
            <p id={bodyId} className="mt-2 text-stone-700">
              {t('series.sheet.intro', { food: series.food })}
            </p>
            <div className="mt-4 grid gap-4">
              <Field
                label={t('series.sheet.meals')}
                inputMode="numeric"
                error={errors.meals?.message}
                {...register('meals')}
              />
              <Field
                label={t('series.sheet.weight')}
                inputMode="decimal"
                error={errors.weightKg?.message}
                {...register('weightKg')}
              />
              {packaged ? (
                <Field
                  type="date"
                  label={t('series.sheet.label')}
                  error={errors.labelUseBy?.message}
                  {...register('labelUseBy')}
                />
              ) : (
                <div className="grid gap-2">
                  <Field
                    type="datetime-local"
                    label={t('series.sheet.made')}
                    error={errors.preparedAt?.message}
                    {...register('preparedAt')}
                  />
                  <div className="flex flex-wrap gap-2">
                    {MADE_AGO.map(({ hours, label }) => (
                      <Button
                        key={hours}
                        variant="secondary"
                        onClick={() =>
                          form.setValue('preparedAt', toLocalDateTimeValue(new Date(Date.now() - hours * 3_600_000)))
                        }
                      >
                        {t(label)}
                      </Button>
                    ))}
                  </div>
                </div>
              )}
              <Field
                label={t('series.sheet.different')}
                hint={t('series.sheet.differentHint')}
                error={errors.different?.message}
                {...register('different')}
              />
              <PhotoField choice={photo.choice} sending={photo.sending} />
            </div>
            {failure && (
              <ErrorAlert
                className="mt-4"
                onRetry={failure.retryable ? () => void handleSubmit((f) => confirm.mutate(f))() : undefined}
              >
                {failure.message}
              </ErrorAlert>
            )}
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onCancel} disabled={pending}>
              {t('series.sheet.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('series.sheet.confirm')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
