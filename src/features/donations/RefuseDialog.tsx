import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { TextArea } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { REFUSAL_REASONS, SAFETY_LIMITS } from '../../config/food-safety.js';
import { useT } from '../../i18n';
import { useZodForm } from '../../lib/forms';
import { isPastUseBy, type Donation, type RefusalReason } from '../../services/donation-model';
import { refuseDonation } from '../../services/donation-moves';
import { refuseSchema } from './pickup-check-schema';
import { REFUSAL_LABEL } from './safety-labels';
import { useDialogMove } from './dialog-move';

interface RefuseDialogProps {
  donation: Donation;
  now: Date;
  /** Closed without refusing (Cancel, Escape). */
  onCancel: () => void;
  /** The refusal went through: the board shows the donation refused. */
  onDone: () => void;
  /** The donation is no longer where the NGO saw it (the donor cancelled it): told at the board's level. */
  onRefused: (message: string) => void;
  /** Where focus goes when the dialog closes and the button that opened it is gone. */
  fallbackFocus: () => HTMLElement | null;
}

/**
 * 'Refuse at pickup': the volunteer says why the food cannot be taken (a reason, and a note that
 * 'Another reason' requires). The donor sees the reason; refused food never counts in the totals.
 * Food past its use-by starts with that reason chosen. A failure keeps what was chosen and typed.
 */
export function RefuseDialog({ donation, now, onCancel, onDone, onRefused, fallbackFocus }: RefuseDialogProps) {
  const t = useT();
  const bodyId = useId();
  const reasonErrorId = useId();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useZodForm(refuseSchema, {
    defaultValues: { reason: isPastUseBy(donation, now) ? 'expired' : '', note: '' },
  });
  const reason = useWatch({ control, name: 'reason' });

  const { mutate, failure, pending } = useDialogMove(
    ({ reason: why, note }: { reason: RefusalReason; note: string }) => refuseDonation(donation, why, note),
    onDone,
    onRefused,
  );
  const submit = handleSubmit((values) => mutate(values));
  // Each registration made before the JSX (the text lint reads a string inside a JSX spread as text).
  const reasonField = register('reason');
  const noteField = register('note');

  return (
    <Modal
      title={t('pickupCheck.refuse.title')}
      describedBy={bodyId}
      onCancel={onCancel}
      pending={pending}
      fallbackFocus={fallbackFocus}
      initialFocus={(panel) =>
        panel.querySelector<HTMLElement>('input:checked') ?? panel.querySelector<HTMLElement>('input')
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <div className="-mx-1 max-h-[60dvh] overflow-y-auto px-1">
          <p id={bodyId} className="mt-2 text-stone-700">
            {t('pickupCheck.refuse.body', { hasFood: donation.food ? 'yes' : 'no', food: donation.food })}
          </p>
          <fieldset className="mt-4" aria-describedby={errors.reason ? reasonErrorId : undefined}>
            <legend className="text-sm font-semibold text-stone-800">{t('pickupCheck.refuse.reasonLegend')}</legend>
            <div className="mt-2 grid gap-2">
              {REFUSAL_REASONS.map((value) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control border border-stone-300 bg-white px-3 py-2 font-medium text-stone-800 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-focus-visible:ring-offset-2"
                >
                  <input
                    type="radio"
                    value={value}
                    disabled={pending}
                    aria-invalid={errors.reason ? true : undefined}
                    className="h-5 w-5 shrink-0 accent-brand-700"
                    {...reasonField}
                  />
                  {t(REFUSAL_LABEL[value])}
                </label>
              ))}
            </div>
            {errors.reason && (
              <p id={reasonErrorId} className="mt-1 text-sm font-medium text-red-700">
                {errors.reason.message}
              </p>
            )}
          </fieldset>
          <TextArea
            className="mt-4"
            label={reason === 'other' ? t('pickupCheck.refuse.noteRequired') : t('pickupCheck.refuse.noteOptional')}
            hint={t('pickupCheck.refuse.noteHint', { max: SAFETY_LIMITS.reason })}
            rows={3}
            maxLength={SAFETY_LIMITS.reason}
            readOnly={pending}
            aria-required={reason === 'other' || undefined}
            error={errors.note?.message}
            {...noteField}
          />
          {failure && (
            <ErrorAlert className="mt-4">{t('pickupCheck.refuse.failedKept', { reason: failure.message })}</ErrorAlert>
          )}
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t('pickupCheck.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={pending}>
            {failure?.retryable ? t('pickupCheck.retry') : t('pickupCheck.refuse.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
