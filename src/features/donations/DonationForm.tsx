import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Controller, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Button, buttonClasses } from '../../components/Button';
import { Field, TextArea } from '../../components/Field';
import { LocationField } from '../../components/LocationField';
import { ALLERGENS, CONTAINERS, DIETS, FOOD_KINDS, SAFETY_LIMITS, STORAGES } from '../../config/food-safety.js';
import { DONATION_MEALS, READY_BY_MAX_DAYS } from '../../config/limits.js';
import { PATHS } from '../../config/paths';
import { msg, useT } from '../../i18n';
import { useAuth, type Role } from '../../lib/auth-context';
import type { Failure } from '../../lib/failure';
import { useZodForm } from '../../lib/forms';
import type { Containers, Donation } from '../../services/donations';
import type { Place } from '../../services/geo';
import { placeFinder } from '../../services/locate';
import { DietSymbol } from './DietMark';
import { loadDonationDraft, saveDonationDraft } from './donation-draft';
import { sameAsLast, type DonationStart } from './donation-start';
import {
  EMPTY_DONATION,
  donationSchema,
  mealsHint,
  safeHours,
  safeUntil,
  toLocalDateTimeValue,
  toLocalDateValue,
  whenText,
  windowText,
  type DonationDetails,
  type DonationValues,
} from './donation-schema';
import { ALLERGEN_LABEL, DIET_LABEL, KIND_LABEL, NO_ALLERGENS, STORAGE_LABEL } from './safety-labels';
import { useNow } from './useNow';

/** Where a signed-in NGO or admin goes instead; labels are message ids (shown with t). */
const ONWARD: Record<Exclude<Role, 'donor'>, { to: string; label: string }> = {
  ngo: { to: PATHS.ngoProfile, label: msg('donations.form.onward.ngo') },
  admin: { to: PATHS.admin, label: msg('donations.form.onward.admin') },
};

/** Who brings the containers, as the donor says it (message ids). */
const CONTAINERS_CHOICE: Record<Containers, string> = {
  donor: msg('foodForm.containers.donor'),
  ngo: msg('foodForm.containers.ngo'),
};

interface DonationFormProps {
  /** Called with the checked details; the form stays as typed whatever happens next. */
  onDonate: (details: DonationDetails) => Promise<void>;
  /** A Donate that found a field to fix: an earlier failure no longer applies. */
  onInvalid: () => void;
  /** Why the last Donate did not go through; Retry sends the form again (checked afresh). */
  failure: Failure | null;
  pending: boolean;
  /**
   * The name of the NGO the food goes to when its profile accepts veg food only: food with egg or
   * meat is refused at the diet, saying why. Null for any other NGO and for an open offer.
   */
  vegOnlyNgo?: string | null;
  /**
   * What a signed-in donor starts from (their last offer, their record): its place, phone and
   * containers fill the fields still empty, and 'Same as last time' offers the last food.
   */
  start?: DonationStart | null;
  /** Shown just before Donate, for where the food is now (an open offer's reach). */
  beforeDonate?: (pickup: Place | null) => ReactNode;
}

/**
 * 'Confirm Food Details': what the food is and its food-safety record, how much, by when and where,
 * in the order a donor on a phone fills it in. Everything typed is kept for the tab's session as it
 * is typed, so a visitor asked to sign in, a reload or a failed save loses nothing.
 */
export function DonationForm({
  onDonate,
  onInvalid,
  failure,
  pending,
  vegOnlyNgo = null,
  start = null,
  beforeDonate,
}: DonationFormProps) {
  const t = useT();
  const now = useNow(30_000);
  const { user, role, loading: authLoading } = useAuth();
  const schema = useMemo(() => donationSchema(undefined, { vegOnlyNgo }), [vegOnlyNgo]);
  const [draft] = useState<DonationValues>(() => loadDonationDraft() ?? EMPTY_DONATION);
  const [earliest] = useState(() => toLocalDateTimeValue(new Date()));
  const {
    register,
    handleSubmit,
    watch,
    control,
    setValue,
    getValues,
    setFocus,
    trigger,
    formState: { errors, isSubmitting, isSubmitted },
  } = useZodForm(schema, { defaultValues: draft });

  // The donor's place, phone and containers, once known, fill what is still empty: what the
  // person has typed (or the draft kept) is never overwritten.
  useEffect(() => {
    if (!start) return;
    for (const [name, value] of Object.entries(start.values) as [keyof DonationValues, unknown][]) {
      const current = getValues(name);
      if (current === '' || current === null) setValue(name, value as never);
    }
  }, [start, getValues, setValue]);

  const [repeated, setRepeated] = useState(false);
  const repeatLast = () => {
    if (!start?.last) return;
    const values = sameAsLast(start.last);
    for (const [name, value] of Object.entries(values) as [keyof DonationValues, unknown][]) {
      setValue(name, value as never, { shouldDirty: true, shouldValidate: isSubmitted });
    }
    setRepeated(true);
    // What changes each day is what is left to give: when it was made comes first.
    setFocus(values.kind === 'packaged' ? 'labelUseBy' : 'preparedAt');
  };

  useEffect(() => {
    const { unsubscribe } = watch((values) => saveDonationDraft({ ...EMPTY_DONATION, ...values } as DonationValues));
    return unsubscribe;
  }, [watch]);

  // Choosing another NGO (or any NGO) after a Donate says at once whether the diet still fits.
  useEffect(() => {
    if (isSubmitted) void trigger('diet');
  }, [vegOnlyNgo, isSubmitted, trigger]);

  const [kind, storage, preparedAt, labelUseBy, pickup] = useWatch({
    control,
    name: ['kind', 'storage', 'preparedAt', 'labelUseBy', 'pickup'],
  });
  const packaged = kind === 'packaged';
  const safe = safeUntil({ kind, storage, preparedAt, labelUseBy });

  const submit = handleSubmit(onDonate, onInvalid);
  // Registered in the order they show: after a Donate, the first field to fix gets the focus.
  // A field depends on the ones its checks read (deps): changing those checks it again.
  const f = {
    food: register('food'),
    kind: register('kind', { deps: ['preparedAt', 'labelUseBy', 'useBy', 'readyBy'] }),
    diet: register('diet'),
    storage: register('storage', { deps: ['preparedAt', 'useBy', 'readyBy'] }),
    preparedAt: register('preparedAt', { deps: ['useBy', 'readyBy'] }),
    labelUseBy: register('labelUseBy', { deps: ['useBy', 'readyBy'] }),
    useBy: register('useBy', { deps: ['readyBy'] }),
    // Ticking an allergen takes back 'None of these', and ticking that clears the allergens.
    allergens: register('allergens', {
      onChange: (e: { target: HTMLInputElement }) => {
        if (e.target.checked) setValue('noAllergens', false);
      },
    }),
    noAllergens: register('noAllergens', {
      deps: ['allergens'],
      onChange: (e: { target: HTMLInputElement }) => {
        if (e.target.checked) setValue('allergens', []);
      },
    }),
    meals: register('meals'),
    weightKg: register('weightKg'),
    deliveryLocation: register('deliveryLocation'),
    phone: register('phone'),
    readyBy: register('readyBy'),
    containers: register('containers'),
    notes: register('notes'),
  };

  return (
    <>
      <h2 className="mt-8 text-2xl font-bold text-stone-900">{t('donations.form.title')}</h2>
      {start?.last && <SameAsLast last={start.last} done={repeated} onRepeat={repeatLast} />}
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 grid gap-6">
        <Field
          label={t('donations.form.food.label')}
          placeholder={t('donations.form.food.placeholder')}
          error={errors.food?.message}
          {...f.food}
        />

        <ChoiceChips
          legend={t('foodForm.kind.legend')}
          type="radio"
          large
          field={f.kind}
          error={errors.kind?.message}
          options={FOOD_KINDS.map((value) => ({ value, label: t(KIND_LABEL[value]) }))}
        />

        <ChoiceChips
          legend={t('foodForm.diet.legend')}
          hint={
            vegOnlyNgo !== null
              ? t('foodForm.diet.vegOnly', { ngo: vegOnlyNgo, hasNgo: vegOnlyNgo.trim() ? 'yes' : 'no' })
              : undefined
          }
          type="radio"
          field={f.diet}
          error={errors.diet?.message}
          options={DIETS.map((value) => ({
            value,
            label: (
              <>
                <DietSymbol diet={value} size={20} />
                {t(DIET_LABEL[value])}
              </>
            ),
          }))}
        />

        <ChoiceChips
          legend={t('foodForm.storage.legend')}
          type="radio"
          field={f.storage}
          error={errors.storage?.message}
          options={STORAGES.map((value) => ({ value, label: t(STORAGE_LABEL[value]) }))}
        />

        <div className="grid gap-3">
          {packaged ? (
            <Field
              label={t('foodForm.labelUseBy.label')}
              type="date"
              min={toLocalDateValue(now)}
              hint={t('foodForm.labelUseBy.hint')}
              error={errors.labelUseBy?.message}
              {...f.labelUseBy}
            />
          ) : (
            // No max: with one, Chromium drops a date and time typed by keyboard (measured in the
            // keyboard e2e: the field stayed empty). The schema refuses a time in the future, in words.
            <Field
              label={t('foodForm.preparedAt.label')}
              type="datetime-local"
              error={errors.preparedAt?.message}
              {...f.preparedAt}
            />
          )}
          <SafeLine safe={safe} now={now} kind={kind} storage={storage} />
        </div>

        <Field
          label={t('foodForm.useBy.label')}
          type="datetime-local"
          hint={t('foodForm.useBy.hint')}
          error={errors.useBy?.message}
          {...f.useBy}
        />

        <ChoiceChips
          legend={t('foodForm.allergens.legend')}
          hint={t('foodForm.allergens.hint')}
          type="checkbox"
          field={f.allergens}
          error={errors.allergens?.message}
          options={ALLERGENS.map((value) => ({ value, label: t(ALLERGEN_LABEL[value]) }))}
          after={
            <label className={`${CHIP} ${CHIP_SIZE} mt-3`}>
              <input type="checkbox" {...f.noAllergens} className={CHIP_INPUT} />
              {t(NO_ALLERGENS)}
            </label>
          }
        />

        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t('donations.form.meals.label')}
            type="number"
            inputMode="numeric"
            min={DONATION_MEALS.min}
            max={DONATION_MEALS.max}
            step={1}
            hint={mealsHint()}
            error={errors.meals?.message}
            {...f.meals}
          />
          <Field
            label={t('foodForm.weight.label')}
            type="number"
            inputMode="decimal"
            min={SAFETY_LIMITS.weightKg.min}
            max={SAFETY_LIMITS.weightKg.max}
            step={0.1}
            hint={t('foodForm.weight.hint')}
            error={errors.weightKg?.message}
            {...f.weightKg}
          />
        </div>

        <Field
          label={t('donations.form.place.label')}
          placeholder={t('donations.form.place.placeholder')}
          autoComplete="street-address"
          error={errors.deliveryLocation?.message}
          {...f.deliveryLocation}
        />
        <Controller
          control={control}
          name="pickup"
          render={({ field }) => (
            <LocationField
              finder={placeFinder}
              legend={t('foodForm.pickup.legend')}
              hint={t('foodForm.pickup.hint')}
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              error={errors.pickup?.message}
            />
          )}
        />
        <Field
          label={t('donations.form.phone.label')}
          type="tel"
          autoComplete="tel-national"
          placeholder="9876543210"
          hint={t('donations.form.phone.hint')}
          error={errors.phone?.message}
          {...f.phone}
        />
        {/* No max: where min and max share a year and month, Chromium makes those parts read-only and
            a date typed by keyboard is lost. The schema checks the 7 days, with its message. */}
        <Field
          label={t('donations.form.readyBy.label')}
          type="datetime-local"
          min={earliest}
          hint={t('donations.form.readyBy.hint', { count: READY_BY_MAX_DAYS })}
          error={errors.readyBy?.message}
          {...f.readyBy}
        />

        <ChoiceChips
          legend={t('foodForm.containers.legend')}
          type="radio"
          field={f.containers}
          error={errors.containers?.message}
          options={CONTAINERS.map((value) => ({ value, label: t(CONTAINERS_CHOICE[value]) }))}
        />
        <TextArea
          label={t('foodForm.notes.label')}
          hint={t('foodForm.notes.hint', { max: SAFETY_LIMITS.notes })}
          rows={3}
          error={errors.notes?.message}
          {...f.notes}
        />

        {beforeDonate?.(pickup)}

        {failure && (
          <ErrorAlert onRetry={failure.retryable ? () => void submit() : undefined} pending={pending || isSubmitting}>
            {failure.message}
          </ErrorAlert>
        )}

        {user && role !== 'donor' && !authLoading ? (
          <Alert tone="info">
            <p className="font-semibold">{t('donations.form.donorsOnly.title')}</p>
            <p className="mt-1">{t('donations.form.donorsOnly.body', { role: role ?? 'none' })}</p>
            {role && (
              <Link to={ONWARD[role].to} className={buttonClasses('link', 'mt-1')}>
                {t(ONWARD[role].label)}
              </Link>
            )}
          </Alert>
        ) : (
          // Where a thumb reaches it: on a phone the Donate bar stays at the foot of the screen
          // while the form is in view.
          <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none">
            <Button type="submit" className="grow sm:grow-0" loading={pending || isSubmitting || authLoading}>
              {t('donations.form.submit')}
            </Button>
            {!user && !authLoading && <p className="text-sm text-stone-600">{t('donations.form.signInNote')}</p>}
          </div>
        )}
      </form>
    </>
  );
}

/**
 * Until when the food is safe to eat, as the donor fills in the record: from when it was made and
 * how it is kept (or the label's date), or that it is already past that time. Read out as it changes.
 */
function SafeLine({
  safe,
  now,
  kind,
  storage,
}: {
  safe: Date | null;
  now: Date;
  kind: DonationValues['kind'];
  storage: DonationValues['storage'];
}) {
  const t = useT();
  const hours = kind !== '' && kind !== 'packaged' && storage !== '' ? safeHours(kind, storage) : null;
  let line: ReactNode;
  if (safe && kind === 'packaged') {
    line = t('foodForm.safeUntil.label', { when: whenText(safe, now) });
  } else if (safe && hours !== null && safe.getTime() <= now.getTime()) {
    line = (
      <span className="font-semibold text-red-700">
        {t('foodForm.safeUntil.passed', { window: windowText(hours), storage })}
      </span>
    );
  } else if (safe && hours !== null) {
    line = t('foodForm.safeUntil.made', { when: whenText(safe, now), window: windowText(hours), storage });
  } else {
    line = <span className="text-stone-600">{t('foodForm.safeUntil.pending')}</span>;
  }
  return (
    <p aria-live="polite" className="rounded-control bg-stone-100 px-3 py-2 text-base font-medium text-stone-900">
      {line}
    </p>
  );
}

// A chip wraps its own text when it is wider than a 390 px phone; 44 px tall at the least.
const CHIP =
  'inline-flex min-h-11 max-w-full cursor-pointer items-center gap-2 rounded-control border border-stone-300 bg-white text-base text-stone-900 hover:bg-stone-50 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-focus-visible:ring-offset-2';
const CHIP_SIZE = 'px-3 py-2 font-medium';
const CHIP_LARGE = 'px-4 py-3 font-semibold';
const CHIP_INPUT = 'h-5 w-5 shrink-0 accent-brand-700';

interface ChoiceChipsProps {
  legend: string;
  hint?: string | undefined;
  error?: string | undefined;
  type: 'radio' | 'checkbox';
  /** The register() of the field every chip belongs to. */
  field: UseFormRegisterReturn;
  options: { value: string; label: ReactNode }[];
  /** Bigger chips, for the first choice of the record. */
  large?: boolean;
  /** More inside the group, after the chips ('None of these'). */
  after?: ReactNode;
}

/**
 * A question answered by tapping: radio or checkbox chips that wrap on a narrow phone, each at least
 * 44 px tall with its own visible radio or tick (so the choice never rests on colour alone). The
 * hint and the error describe the group and each chip.
 */
function ChoiceChips({ legend, hint, error, type, field, options, large = false, after }: ChoiceChipsProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-base font-semibold text-stone-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-stone-700">
          {hint}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className={`${CHIP} ${large ? CHIP_LARGE : CHIP_SIZE}`}>
            <input
              type={type}
              value={option.value}
              {...field}
              aria-invalid={error ? true : undefined}
              aria-describedby={errorId}
              className={CHIP_INPUT}
            />
            {option.label}
          </label>
        ))}
      </div>
      {after}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * 'Same as last time': the last offer's food in one tap, leaving what changes each day (when it
 * was made, by when it can be picked up) to the donor.
 */
function SameAsLast({ last, done, onRepeat }: { last: Donation; done: boolean; onRepeat: () => void }) {
  const t = useT();
  const what = [
    last.food,
    last.meals !== null ? t('common.meals', { count: last.meals }) : '',
    last.safety ? t(DIET_LABEL[last.safety.diet]) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <section
      aria-labelledby="same-as-last"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-card border border-brand-200 bg-brand-50 px-4 py-3"
    >
      <div className="min-w-0">
        <h3 id="same-as-last" className="font-semibold text-stone-900">
          {t('donations.form.last.title')}
        </h3>
        <p className="break-words text-stone-800">{what}</p>
        {done && <p className="mt-1 text-sm font-medium text-brand-900">{t('donations.form.last.done')}</p>}
      </div>
      <Button variant="secondary" onClick={onRepeat}>
        {t('donations.form.last.button')}
      </Button>
    </section>
  );
}
