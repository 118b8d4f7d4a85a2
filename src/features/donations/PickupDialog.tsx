import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { PICKUP_CHECKS } from '../../config/food-safety.js';
import { useT } from '../../i18n';
import { formatDateTime } from '../../lib/dates';
import { useZodForm } from '../../lib/forms';
import type { Donation, SafetyRecord } from '../../services/donation-model';
import { DonationMoveError, markPickedUp, moveFailure } from '../../services/donation-moves';
import { expectsPickupCode } from './donation-view';
import { allChecked, handoverSchema, type PickupCheck } from './pickup-check-schema';
import { CHECK_LABEL, STORAGE_LABEL } from './safety-labels';

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
  /** 'Something wrong? Refuse at pickup': the volunteer turns to refusing the food instead. */
  onRefuse: () => void;
  /** Where focus goes when the dialog closes and the button that opened it is gone. */
  fallbackFocus: () => HTMLElement | null;
}

/**
 * 'Mark picked up': the NGO types the 4-digit code the donor reads out, and the pickup goes
 * through only when it is the donor's. A wrong code changes nothing: the dialog stays open with the
 * code as typed and says so, and the NGO can ask again and retry. A donation offered before pickup
 * codes has none: the NGO confirms without one (the rules allow that only when there is none).
 *
 * Food with a safety record is taken only once the volunteer has ticked every check of the list
 * (kept as stated, packed and covered, looks and smells right); until then the pickup is refused
 * with a message on the list, which takes the focus. If a check fails, the food is refused instead.
 */
export function PickupDialog({ donation, onCancel, onDone, onRefused, onRefuse, fallbackFocus }: PickupDialogProps) {
  const t = useT();
  const bodyId = useId();
  const safety = donation.safety;
  // Asked for a code from the start, or after a pickup without one was refused for want of it.
  const [askCode, setAskCode] = useState(() => expectsPickupCode(donation));
  // How many pickups were refused for their code: each time, the code field gets the focus again.
  const [refused, setRefused] = useState(0);
  const [ticked, setTicked] = useState<PickupCheck[]>([]);
  // How many submits found a check unticked: each time, the list gets the focus.
  const [uncheckedTries, setUncheckedTries] = useState(0);
  const checklist = useRef<HTMLFieldSetElement>(null);
  // The code field and the failure under it: brought fully into the body's view when either speaks.
  const problems = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
    // The focus goes to the first problem in the dialog's order (the checklist, then the code).
  } = useZodForm(handoverSchema, { defaultValues: { code: '' }, shouldFocusError: false });

  const pickUp = useMutation({
    mutationFn: (code: string | null) => markPickedUp(donation, code, safety !== null),
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
  const failureMessage = failure?.message ?? null;

  useEffect(() => {
    // A failure is shown at the end of the body, which may be scrolled: into view with it.
    if (failureMessage !== null) problems.current?.scrollIntoView?.({ block: 'nearest' });
  }, [failureMessage]);
  const checked = safety === null || allChecked(ticked);

  useEffect(() => {
    // After the render that shows the field (it may just have appeared), so it can take the focus;
    // focusing scrolls only the field itself into view, so the message under it is brought too.
    if (refused > 0) {
      setFocus('code', { shouldSelect: true });
      problems.current?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [refused, setFocus]);

  useEffect(() => {
    // After the render that shows the list's message, so it is read with the list.
    if (uncheckedTries > 0) checklist.current?.focus();
  }, [uncheckedTries]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let code: string | null = null;
    let codeValid = true;
    if (askCode) {
      await handleSubmit(
        (values) => {
          code = values.code;
        },
        () => {
          codeValid = false;
        },
      )(event);
    }
    if (!checked) {
      setUncheckedTries((n) => n + 1);
      return;
    }
    if (!codeValid) {
      setFocus('code');
      return;
    }
    pickUp.mutate(code);
  };
  const codeField = register('code');
  const what = collected(donation, t);

  return (
    <Modal
      title={t('donations.pickup.title')}
      describedBy={bodyId}
      onCancel={onCancel}
      pending={pending}
      fallbackFocus={fallbackFocus}
      initialFocus={(panel) => panel.querySelector<HTMLElement>('input, button:not([disabled])')}
      scrollBody
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-col">
        {/* Takes what the screen leaves and scrolls within it, keeping the dialog's buttons in
            reach; whatever message appears is scrolled into view (above). */}
        <div className="-mx-1 min-h-0 overflow-y-auto px-1 pb-1">
          <p id={bodyId} className="mt-2 text-stone-700">
            {askCode ? t('donations.pickup.askCode', what) : t('donations.pickup.noCode', what)}
          </p>
          {safety && (
            <PickupChecklist
              ref={checklist}
              safety={safety}
              ticked={ticked}
              onChange={setTicked}
              showError={uncheckedTries > 0 && !checked}
              disabled={pending}
            />
          )}
          <div ref={problems}>
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
          </div>
        </div>
        <PickupActions
          onRefuse={safety ? onRefuse : null}
          onCancel={onCancel}
          pending={pending}
          retry={failure?.retryable ?? false}
        />
      </form>
    </Modal>
  );
}

/** What was collected: '40 meals of Rice and dal', in the message of the language shown. */
function collected(donation: Donation, t: ReturnType<typeof useT>) {
  return {
    hasMeals: donation.meals ? 'yes' : 'no',
    meals: t('common.meals', { count: donation.meals ?? 0 }),
    hasFood: donation.food ? 'yes' : 'no',
    food: donation.food,
  };
}

interface PickupActionsProps {
  /** 'Something wrong? Refuse at pickup', for food with a safety record (null: none). */
  onRefuse: (() => void) | null;
  onCancel: () => void;
  pending: boolean;
  /** The last pickup failed in a way worth trying again: the button says Retry. */
  retry: boolean;
}

/** Under the scrolling body, always in reach: refuse the food instead, Cancel, and confirm the pickup. */
function PickupActions({ onRefuse, onCancel, pending, retry }: PickupActionsProps) {
  const t = useT();
  return (
    <>
      {onRefuse && (
        <Button variant="link" className="mt-3 shrink-0" onClick={onRefuse} disabled={pending}>
          {t('pickupCheck.checks.refuseLink')}
        </Button>
      )}
      <div className="mt-4 flex shrink-0 flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('donations.pickup.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {retry ? t('donations.pickup.retry') : t('donations.pickup.confirm')}
        </Button>
      </div>
    </>
  );
}

interface PickupChecklistProps {
  ref: Ref<HTMLFieldSetElement>;
  safety: SafetyRecord;
  ticked: PickupCheck[];
  onChange: (ticked: PickupCheck[]) => void;
  /** A pickup was tried with a check unticked: the list says what is needed. */
  showError: boolean;
  disabled: boolean;
}

/** The volunteer's three checks at pickup, under the food's use-by; kept as stated names the offer's storage. */
function PickupChecklist({ ref, safety, ticked, onChange, showError, disabled }: PickupChecklistProps) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const labels: Record<PickupCheck, string> = {
    keptAsStated: t('pickupCheck.checks.keptAsStated', { storage: t(STORAGE_LABEL[safety.storage]) }),
    packedCovered: t(CHECK_LABEL.packedCovered),
    looksSmellsRight: t(CHECK_LABEL.looksSmellsRight),
  };
  const toggle = (check: PickupCheck, on: boolean) =>
    onChange(PICKUP_CHECKS.filter((c) => (c === check ? on : ticked.includes(c))));

  return (
    <fieldset
      ref={ref}
      tabIndex={-1}
      aria-describedby={`${id}-use-by${showError ? ` ${errorId}` : ''}`}
      className={`mt-4 rounded-card border px-4 py-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
        showError ? 'border-red-600' : 'border-stone-300'
      }`}
    >
      <legend className="px-1 text-sm font-semibold text-stone-800">{t('pickupCheck.checks.legend')}</legend>
      <p id={`${id}-use-by`} className="font-semibold text-stone-900">
        {t('pickupCheck.checks.useBy', { when: formatDateTime(safety.useBy) })}
      </p>
      <ul className="mt-1 grid gap-1">
        {PICKUP_CHECKS.map((check) => (
          <li key={check}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-stone-800">
              <input
                type="checkbox"
                checked={ticked.includes(check)}
                onChange={(event) => toggle(check, event.currentTarget.checked)}
                disabled={disabled}
                aria-invalid={showError && !ticked.includes(check) ? true : undefined}
                className="h-5 w-5 shrink-0 accent-brand-700"
              />
              {labels[check]}
            </label>
          </li>
        ))}
      </ul>
      {showError && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {t('pickupCheck.checks.error')}
        </p>
      )}
    </fieldset>
  );
}
