import { useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field, TextArea } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { SAFETY_LIMITS } from '../../config/food-safety.js';
import { formatNumber, useT } from '../../i18n';
import { useZodForm } from '../../lib/forms';
import type { Donation } from '../../services/donation-model';
import { markDelivered, type Served } from '../../services/donation-moves';
import { deliverSchema, servesFewer } from './pickup-check-schema';
import { useDialogMove } from './dialog-move';

interface DeliverDialogProps {
  /** A donation with a safety record and a meal count. */
  donation: Donation & { meals: number };
  /** Closed without delivering (Cancel, Escape). */
  onCancel: () => void;
  /** The delivery went through: the board shows it delivered. */
  onDone: () => void;
  /** The donation is no longer where the NGO saw it: told at the board's level. */
  onRefused: (message: string) => void;
  /** Where focus goes when the dialog closes and the button that opened it is gone. */
  fallbackFocus: () => HTMLElement | null;
}

/**
 * 'Mark delivered' for food with a safety record: how many meals were served (all of them to
 * start with), and when fewer, why the rest went to 'Food for Disposal' (FSSAI's marked
 * container). The public totals count the meals served. A failure keeps what was typed.
 */
export function DeliverDialog({ donation, onCancel, onDone, onRefused, fallbackFocus }: DeliverDialogProps) {
  const t = useT();
  const bodyId = useId();
  const { meals } = donation;
  const schema = useMemo(() => deliverSchema(meals), [meals]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useZodForm(schema, { defaultValues: { served: String(meals), disposalReason: '' } });
  const served = useWatch({ control, name: 'served' });
  const fewer = servesFewer(served, meals);

  const { mutate, failure, pending } = useDialogMove(
    (values: Served) => markDelivered(donation, values),
    onDone,
    onRefused,
  );
  const submit = handleSubmit((values) => mutate(values));
  // Each registration made before the JSX (the text lint reads a string inside a JSX spread as text).
  const servedField = register('served');
  const disposalField = register('disposalReason');

  return (
    <Modal
      title={t('pickupCheck.deliver.title')}
      describedBy={bodyId}
      onCancel={onCancel}
      pending={pending}
      fallbackFocus={fallbackFocus}
      initialFocus={(panel) => panel.querySelector<HTMLElement>('input')}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <div className="-mx-1 max-h-[60dvh] overflow-y-auto px-1">
          <p id={bodyId} className="mt-2 text-stone-700">
            {t('pickupCheck.deliver.body', { hasFood: donation.food ? 'yes' : 'no', food: donation.food })}
          </p>
          <Field
            className="mt-4"
            label={t('pickupCheck.deliver.servedLabel')}
            hint={t('pickupCheck.deliver.servedHint', { max: formatNumber(meals) })}
            type="number"
            inputMode="numeric"
            min={0}
            max={meals}
            step={1}
            readOnly={pending}
            error={errors.served?.message}
            {...servedField}
          />
          {fewer && (
            <TextArea
              className="mt-4"
              label={t('pickupCheck.deliver.disposalLabel')}
              hint={t('pickupCheck.deliver.disposalHint', { max: SAFETY_LIMITS.reason })}
              rows={3}
              maxLength={SAFETY_LIMITS.reason}
              readOnly={pending}
              aria-required
              error={errors.disposalReason?.message}
              {...disposalField}
            />
          )}
          {failure && (
            <ErrorAlert className="mt-4">{t('pickupCheck.deliver.failedKept', { reason: failure.message })}</ErrorAlert>
          )}
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t('pickupCheck.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {failure?.retryable ? t('pickupCheck.retry') : t('pickupCheck.deliver.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
