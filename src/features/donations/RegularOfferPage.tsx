import { useMutation, useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field, TextArea } from '../../components/Field';
import { LocationField } from '../../components/LocationField';
import { ALLERGENS, CONTAINERS, DIETS, FOOD_KINDS, STORAGES } from '../../config/food-safety.js';
import { PATHS } from '../../config/paths';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth-context';
import { useZodForm } from '../../lib/forms';
import { ngoQueries } from '../../lib/queries/ngos';
import { toFailure } from '../../services/errors';
import { placeFinder } from '../../services/locate';
import { createSeries, type SeriesInput } from '../../services/series';
import { indiaDay, isoDate } from '../../services/series-days';
import { CHIP, CHIP_INPUT, CHIP_SIZE, ChoiceChips } from './ChoiceChips';
import { ALLERGEN_LABEL, CONTAINERS_LABEL, DIET_LABEL, KIND_LABEL, NO_ALLERGENS, STORAGE_LABEL } from './safety-labels';
import { EMPTY_SERIES, seriesSchema, type SeriesSchemaOptions } from './series-schema';
import { weekdayName } from './series-view';

type SeriesForm = ReturnType<typeof useSeriesForm>;

function useSeriesForm(ngo: SeriesSchemaOptions['ngo']) {
  return useZodForm(
    seriesSchema(() => new Date(), { ngo }),
    {
      defaultValues: { ...EMPTY_SERIES, start: isoDate(indiaDay()) },
    },
  );
}

/** The NGO the address names (?ngo=<id>), once read: null for an offer open to NGOs nearby. */
function useChosenNgo() {
  const [params] = useSearchParams();
  const ngoId = params.get('ngo')?.trim() ?? '';
  const ngo = useQuery({ ...ngoQueries.detail(ngoId), enabled: ngoId !== '' });
  if (!ngoId) return { ngo: null, loading: false };
  if (!ngo.data) return { ngo: null, loading: true };
  return { ngo: { id: ngoId, name: ngo.data.nameOrg, vegOnly: ngo.data.acceptsVegOnly === true }, loading: false };
}

/**
 * /donations/regular: food that comes on a schedule, offered once — the days, the window, from when
 * to when, the usual food, where, and to the NGO the address names or open to NGOs nearby.
 */
export function RegularOfferPage() {
  const t = useT();
  const { user } = useAuth();
  const navigate = useNavigate();
  const { ngo, loading } = useChosenNgo();
  const form = useSeriesForm(ngo);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const create = useMutation({
    mutationFn: (input: SeriesInput) => createSeries(user?.uid ?? '', input),
    onSuccess: () => void navigate(PATHS.donations),
  });
  const failure = create.error ? toFailure(create.error) : null;
  const submit = handleSubmit((input) => create.mutate(input));

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900 md:text-4xl">{t('series.form.title')}</h1>
      <p className="mt-2 max-w-prose text-lg text-stone-700">
        {ngo ? t('series.form.introNgo', { ngo: ngo.name }) : t('series.form.introOpen')}
      </p>
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
          label={t('series.form.phone')}
          type="tel"
          autoComplete="tel-national"
          error={errors.phone?.message}
          {...register('phone')}
        />
        {failure && (
          <ErrorAlert onRetry={failure.retryable ? () => void submit() : undefined} pending={create.isPending}>
            {failure.message}
          </ErrorAlert>
        )}
        <Button type="submit" loading={create.isPending} disabled={loading}>
          {t('series.form.submit')}
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
            <input type="checkbox" className={CHIP_INPUT} {...register('noAllergens')} />
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
