import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { Field, TextArea } from '../../components/Field';
import { ALLERGENS, CONTAINERS, DIETS, FOOD_KINDS, STORAGES } from '../../config/food-safety.js';
import { PATHS } from '../../config/paths';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth-context';
import { useZodForm } from '../../lib/forms';
import { ngoQueries } from '../../lib/queries/ngos';
import { toFailure } from '../../services/errors';
import type { Ngo } from '../../services/ngo-model';
import { changeSeries, createSeries, getSeries, type SeriesInput } from '../../services/series';
import { indiaDay, isoDate } from '../../services/series-days';
import { CHIP, CHIP_INPUT, CHIP_SIZE, ChoiceChips } from './ChoiceChips';
import { NgoChoice, type DonationTarget } from './NgoChoice';
import { OpenOfferReach } from './OpenOfferReach';
import { PickupPlaceField } from './PickupFields';
import { ALLERGEN_LABEL, CONTAINERS_LABEL, DIET_LABEL, KIND_LABEL, NO_ALLERGENS, STORAGE_LABEL } from './safety-labels';
import {
  EMPTY_SERIES,
  seriesSchema,
  seriesValuesOf,
  type SeriesSchemaOptions,
  type SeriesValues,
} from './series-schema';
import { weekdayName } from './series-view';

type SeriesForm = ReturnType<typeof useSeriesForm>;

function useSeriesForm(options: SeriesSchemaOptions, defaults: SeriesValues) {
  return useZodForm(
    seriesSchema(() => new Date(), options),
    { defaultValues: defaults },
  );
}

/**
 * Who takes a new series: the NGO the address names (?ngo=<id>, as Donate Food or an NGO's card
 * leads here) or NGOs nearby; the donor may switch, and 'Offer to … instead' names one.
 */
function useSeriesTarget() {
  const [params, setParams] = useSearchParams();
  const ngoId = params.get('ngo')?.trim() ?? '';
  const [target, setTarget] = useState<DonationTarget>(ngoId ? 'ngo' : 'any');
  const query = useQuery({ ...ngoQueries.detail(ngoId), enabled: ngoId !== '' });
  const toNgo = target === 'ngo';
  const ngo =
    toNgo && query.data ? { id: ngoId, name: query.data.nameOrg, vegOnly: query.data.acceptsVegOnly === true } : null;
  const chooseNgo = (chosen: Ngo) => {
    setParams({ ngo: chosen.id }, { replace: true });
    setTarget('ngo');
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return {
    ngo,
    // The named NGO is still being read: Start waits.
    loading: toNgo && ngoId !== '' && query.isPending,
    // To an NGO, but none chosen (or it is gone): Start says to choose one first.
    missing: toNgo && (ngoId === '' || (query.isSuccess && !query.data)),
    choice: <NgoChoice ngoId={ngoId} knownName="" ngo={query} target={target} onTarget={setTarget} />,
    reach: target === 'any' ? chooseNgo : null,
  };
}

/**
 * /donations/regular: food that comes on a schedule, offered once — the days, the window, from when
 * to when, the usual food, where, and to the NGO the address names or open to NGOs nearby. With
 * ?edit=<id>, the donor's series to change (the days to come take the change).
 */
export function RegularOfferPage() {
  const [params] = useSearchParams();
  const editId = params.get('edit')?.trim() ?? '';
  return editId ? <ChangeSeries id={editId} /> : <NewSeries />;
}

function NewSeries() {
  const t = useT();
  const { user } = useAuth();
  const { ngo, loading, missing, choice, reach } = useSeriesTarget();
  return (
    <SeriesFormPage
      title={t('series.form.title')}
      intro={ngo ? t('series.form.introNgo', { ngo: ngo.name }) : t('series.form.introOpen')}
      submitLabel={t('series.form.submit')}
      options={{ ngo }}
      defaults={{ ...EMPTY_SERIES, start: isoDate(indiaDay()) }}
      waiting={loading}
      target={{ choice, missing, onChooseNgo: reach }}
      save={(input) => createSeries(user?.uid ?? '', input)}
    />
  );
}

/** Change: the series as stored, in the same form (its NGO kept; its first day may be past). */
function ChangeSeries({ id }: { id: string }) {
  const t = useT();
  const series = useQuery({ queryKey: ['series', id], queryFn: () => getSeries(id) });
  if (series.isPending) return <Spinner size={24} label={t('series.form.loading')} className="m-10 text-brand-700" />;
  if (series.isError || !series.data) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-10">
        <ErrorAlert onRetry={series.isError ? () => void series.refetch() : undefined}>
          {series.isError ? toFailure(series.error).message : t('series.form.gone')}
        </ErrorAlert>
      </div>
    );
  }
  const current = series.data;
  const ngo = current.ngoId ? { id: current.ngoId, name: current.ngoName, vegOnly: false } : null;
  return (
    <SeriesFormPage
      title={t('series.form.changeTitle')}
      intro={t('series.form.changeIntro')}
      submitLabel={t('series.form.save')}
      options={{ ngo, keepStart: current.start }}
      defaults={seriesValuesOf(current)}
      waiting={false}
      save={(input) => changeSeries(current, input)}
    />
  );
}

interface SeriesFormPageProps {
  title: string;
  intro: string;
  submitLabel: string;
  options: SeriesSchemaOptions;
  defaults: SeriesValues;
  /** The NGO is still being read: Start waits. */
  waiting: boolean;
  save: (input: SeriesInput) => Promise<unknown>;
  /** A new series: who takes it, chosen above the form (a change keeps its NGO). */
  target?: {
    choice: ReactNode;
    /** To an NGO, but none is chosen: Start asks for one. */
    missing: boolean;
    /** Open to NGOs nearby: how many collect from the pickup place, and 'Offer to … instead'. */
    onChooseNgo: ((ngo: Ngo) => void) | null;
  };
}

function SeriesFormPage(props: SeriesFormPageProps) {
  const { title, intro, submitLabel, options, defaults, waiting, save, target } = props;
  const t = useT();
  const navigate = useNavigate();
  const form = useSeriesForm(options, defaults);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const create = useMutation({ mutationFn: save, onSuccess: () => void navigate(PATHS.donations) });
  const [noNgo, setNoNgo] = useState(false);
  const failure = create.error ? toFailure(create.error) : null;
  const send = handleSubmit((input) => {
    if (!target?.missing) create.mutate(input);
  });
  // Asked for at once, with the form's own messages: not only once everything else is right.
  const submit = (event?: FormEvent) => {
    setNoNgo(target?.missing === true);
    return send(event);
  };
  const pickup = useWatch({ control, name: 'pickup' });

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900 md:text-4xl">{title}</h1>
      <p className="mt-2 max-w-prose text-lg text-stone-700">{intro}</p>
      {target?.choice}
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-8 grid gap-6">
        <Field label={t('series.form.food')} error={errors.food?.message} {...register('food')} />
        <fieldset>
          <legend className="text-base font-semibold text-stone-900">{t('series.form.days')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {[1, 2, 3, 4, 5, 6, 7].map((day) => (
              <label key={day} className={`${CHIP} ${CHIP_SIZE}`}>
                <input type="checkbox" value={day} className={CHIP_INPUT} {...register('days')} />
                {weekdayName(day)}
              </label>
            ))}
          </div>
          {errors.days?.message && <p className="mt-1 text-sm font-medium text-red-700">{errors.days.message}</p>}
        </fieldset>
        <ChoiceChips
          legend={t('series.form.weeks')}
          type="radio"
          field={register('weeks')}
          options={[
            { value: '1', label: t('series.form.everyWeek') },
            { value: '2', label: t('series.form.everyOtherWeek') },
          ]}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <Field type="time" label={t('series.form.from')} error={errors.from?.message} {...register('from')} />
          <Field type="time" label={t('series.form.until')} error={errors.until?.message} {...register('until')} />
          <Field type="date" label={t('series.form.start')} error={errors.start?.message} {...register('start')} />
          <Field
            type="date"
            label={t('series.form.end')}
            hint={t('series.form.endHint')}
            error={errors.end?.message}
            {...register('end')}
          />
          <Field
            label={t('series.form.meals')}
            inputMode="numeric"
            error={errors.meals?.message}
            {...register('meals')}
          />
          <Field
            label={t('series.form.weight')}
            inputMode="decimal"
            error={errors.weightKg?.message}
            {...register('weightKg')}
          />
        </div>
        <SeriesFoodFields form={form} />
        <TextArea label={t('series.form.notes')} error={errors.notes?.message} {...register('notes')} />
        <Field
          label={t('series.form.address')}
          autoComplete="street-address"
          error={errors.deliveryLocation?.message}
          {...register('deliveryLocation')}
        />
        <PickupPlaceField control={control} error={errors.pickup?.message} />
        {target?.onChooseNgo && pickup && <OpenOfferReach place={pickup} onChooseNgo={target.onChooseNgo} />}
        <Field
          label={t('series.form.phone')}
          type="tel"
          autoComplete="tel-national"
          error={errors.phone?.message}
          {...register('phone')}
        />
        {noNgo && target?.missing && <ErrorAlert>{t('donations.delivery.chooseNgoFirst')}</ErrorAlert>}
        {failure && (
          <ErrorAlert onRetry={failure.retryable ? () => void submit() : undefined} pending={create.isPending}>
            {failure.message}
          </ErrorAlert>
        )}
        <Button type="submit" loading={create.isPending} disabled={waiting}>
          {submitLabel}
        </Button>
      </form>
    </div>
  );
}

/** What the food usually is: its kind, diet, storage, allergens and containers, as the record has them. */
function SeriesFoodFields({ form }: { form: SeriesForm }) {
  const t = useT();
  const {
    register,
    formState: { errors },
  } = form;
  const options = <T extends string>(list: readonly T[], labels: Record<T, string>) =>
    list.map((value) => ({ value, label: t(labels[value]) }));
  return (
    <>
      <ChoiceChips
        legend={t('series.form.kind')}
        type="radio"
        field={register('kind')}
        error={errors.kind?.message}
        options={options(FOOD_KINDS, KIND_LABEL)}
      />
      <ChoiceChips
        legend={t('series.form.diet')}
        type="radio"
        field={register('diet')}
        error={errors.diet?.message}
        options={options(DIETS, DIET_LABEL)}
      />
      <ChoiceChips
        legend={t('series.form.storage')}
        type="radio"
        field={register('storage')}
        error={errors.storage?.message}
        options={options(STORAGES, STORAGE_LABEL)}
      />
      <ChoiceChips
        legend={t('series.form.allergens')}
        type="checkbox"
        field={register('allergens')}
        error={errors.allergens?.message}
        options={options(ALLERGENS, ALLERGEN_LABEL)}
        after={
          <label className={`${CHIP} ${CHIP_SIZE}`}>
            <input type="checkbox" className={CHIP_INPUT} {...register('noAllergens', { deps: ['allergens'] })} />
            {t(NO_ALLERGENS)}
          </label>
        }
      />
      <ChoiceChips
        legend={t('series.form.containers')}
        type="radio"
        field={register('containers')}
        error={errors.containers?.message}
        options={options(CONTAINERS, CONTAINERS_LABEL)}
      />
    </>
  );
}
