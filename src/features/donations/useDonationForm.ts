import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useZodForm } from '../../lib/forms';
import { loadDonationDraft, saveDonationDraft } from './donation-draft';
import { sameAsLast, type DonationStart } from './donation-start';
import {
  EMPTY_DONATION,
  donationSchema,
  safeUntil,
  type DonationDetails,
  type DonationValues,
} from './donation-schema';
import { toLocalDateTimeValue } from './datetime-values';

interface DonationFormOptions {
  onDonate: (details: DonationDetails) => Promise<void>;
  onInvalid: () => void;
  vegOnlyNgo: string | null;
  start: DonationStart | null;
}

/**
 * The Donate Food form's state: the fields registered in the order they show, the draft kept as it
 * is typed, the donor's start filling what is still empty, 'Same as last time', and what the
 * record says so far (packaged or not, safe until when).
 */
export function useDonationForm({ onDonate, onInvalid, vegOnlyNgo, start }: DonationFormOptions) {
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
  // person has typed (or the draft kept) is never overwritten, nor a box they are in, about to type
  // (filled under their cursor, what they type would be added to it).
  useEffect(() => {
    if (!start) return;
    const typingIn = document.activeElement?.getAttribute('name');
    for (const [name, value] of Object.entries(start.values) as [keyof DonationValues, unknown][]) {
      const current = getValues(name);
      if ((current === '' || current === null) && name !== typingIn) setValue(name, value as never);
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

  return {
    f,
    errors,
    isSubmitting,
    control,
    submit,
    repeated,
    repeatLast,
    earliest,
    packaged,
    safe,
    kind,
    storage,
    pickup,
  };
}

/** What useDonationForm gives the form's sections. */
export type DonationFormState = ReturnType<typeof useDonationForm>;
