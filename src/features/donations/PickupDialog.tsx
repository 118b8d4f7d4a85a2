import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { useT } from '../../i18n';
import { useZodForm } from '../../lib/forms';
import { DonationMoveError, markPickedUp, moveFailure, type Donation } from '../../services/donations';
import { handoverSchema } from './donation-schema';
import { expectsPickupCode } from './donation-view';

interface PickupDialogProps {
  donation: Donation;
  /** Closed without a pickup (Cancel, Escape). */
  onCancel: () => void;
  /** The pickup went through: the board shows it picked up. */
  onDone: () => void;
  /**
   * Refused because the donation is no longer where the NGO saw it (the donor cancelled it): told
   * at the board's level, as the card may change or vanish with the same live update.
   */
  onRefused: (message: string) => void;
  /** Where focus goes when the dialog closes and the button that opened it is gone. */
  fallbackFocus: () => HTMLElement | null;
}

/**
 * 'Mark picked up': the NGO types the 4-digit code the donor reads out, and the pickup goes
 * through only when it is the donor's. A wrong code changes nothing: the dialog stays open with the
 * code as typed and says so, and the NGO can ask again and retry. A donation offered before pickup
 * codes has none: the NGO confirms without one (the rules allow that only when there is none).
 */
export function PickupDialog({ donation, onCancel, onDone, onRefused, fallbackFocus }: PickupDialogProps) {
  const t = useT();
  const bodyId = useId();
  // Asked for a code from the start, or after a pickup without one was refused for want of it.
  const [askCode, setAskCode] = useState(() => expectsPickupCode(donation));
  // How many pickups were refused for their code: each time, the code field gets the focus again.
  const [refused, setRefused] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useZodForm(handoverSchema, { defaultValues: { code: '' } });

  const pickUp = useMutation({
    mutationFn: (code: string | null) => markPickedUp(donation.id, code),
    onSuccess: onDone,
    onError: (error) => {
      if (!(error instanceof DonationMoveError)) return; // shown below, with the button to try again
      if (error.reason !== 'code') {
        onRefused(error.message);
        return;
      }
      setAskCode(true);
      setError('code', { type: 'refused', message: error.message });
      setRefused((n) => n + 1);
    },
  });
  const failure = pickUp.isError && !(pickUp.error instanceof DonationMoveError) ? moveFailure(pickUp.error) : null;
  const pending = pickUp.isPending;

  useEffect(() => {
    // After the render that shows the field (it may just have appeared), so it can take the focus.
    if (refused > 0) setFocus('code', { shouldSelect: true });
  }, [refused, setFocus]);

  const submit = handleSubmit(({ code }) => pickUp.mutate(code));
  const codeField = register('code');
  // What was collected: '40 meals of Rice and dal', in the message of the language shown.
  const what = {
    hasMeals: donation.meals ? 'yes' : 'no',
    meals: t('common.meals', { count: donation.meals ?? 0 }),
    hasFood: donation.food ? 'yes' : 'no',
    food: donation.food,
  };

  return (
    <Modal
      title={t('donations.pickup.title')}
      describedBy={bodyId}
      onCancel={onCancel}
      pending={pending}
      fallbackFocus={fallbackFocus}
      initialFocus={(panel) => panel.querySelector<HTMLElement>('input, button:not([disabled])')}
    >
      <form
        noValidate
        onSubmit={(event) => {
          if (askCode) return void submit(event);
          event.preventDefault();
          pickUp.mutate(null);
        }}
      >
        <p id={bodyId} className="mt-2 text-stone-700">
          {askCode ? t('donations.pickup.askCode', what) : t('donations.pickup.noCode', what)}
        </p>
        {askCode && (
          <Field
            className="mt-4"
            label={t('donations.pickup.codeLabel')}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('donations.pickup.codePlaceholder')}
            error={errors.code?.message}
            {...codeField}
          />
        )}
        {failure && (
          <ErrorAlert className="mt-4">
            {askCode ? t('donations.pickup.failedCodeKept', { reason: failure.message }) : failure.message}
          </ErrorAlert>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t('donations.pickup.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {failure?.retryable ? t('donations.pickup.retry') : t('donations.pickup.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
