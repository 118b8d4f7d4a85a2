import { useState, type FormEvent, type ReactNode } from 'react';
import { Field } from '../../components/Field';
import { useT } from '../../i18n';
import type { Period } from '../../services/donation-export';
import { dayOfIsoDate, indiaDay, isoDate, momentOf } from '../../services/series-days';

/** A period as India's days (day numbers, both included). */
export interface Days {
  from: number;
  to: number;
}

/** The days as a period to read: from the first day's midnight in India to the one after the last day. */
export function periodOf(days: Days): Period {
  return { from: momentOf(days.from, 0), to: momentOf(days.to + 1, 0) };
}

/** The `days` days up to today (India's days), as the date fields hold them. */
function lastDays(days: number, now: Date): { from: string; to: string } {
  const today = indiaDay(now);
  return { from: isoDate(today - (days - 1)), to: isoDate(today) };
}

interface PeriodFormProps {
  /** How many days up to today the form starts with. */
  initialDays: number;
  /** The submit button (its label says what the period is for, and that it is working). */
  submit: ReactNode;
  /** A period whose dates are both given, start on or before end. */
  onSubmit: (days: Days) => void;
  /** Any date changed: what was shown for the last period no longer answers this one. */
  onChange: () => void;
}

/** 'From' and 'To' dates and a button: a period, checked before it is used. */
export function PeriodForm({ initialDays, submit, onSubmit, onChange }: PeriodFormProps) {
  const t = useT();
  const [dates, setDates] = useState(() => lastDays(initialDays, new Date()));
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  const send = (event: FormEvent) => {
    event.preventDefault();
    const from = dayOfIsoDate(dates.from);
    const to = dayOfIsoDate(dates.to);
    const next = {
      from: from === null ? t('reports.export.error.required') : undefined,
      to:
        to === null
          ? t('reports.export.error.required')
          : from !== null && to < from
            ? t('reports.export.error.order')
            : undefined,
    };
    setErrors(next);
    if (from === null || to === null || next.to) return;
    onSubmit({ from, to });
  };

  const change = (field: 'from' | 'to', value: string) => {
    setDates((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    onChange();
  };

  return (
    <form noValidate onSubmit={send} className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      <Field
        label={t('reports.export.from')}
        type="date"
        value={dates.from}
        error={errors.from}
        onChange={(e) => change('from', e.target.value)}
      />
      <Field
        label={t('reports.export.to')}
        type="date"
        value={dates.to}
        error={errors.to}
        onChange={(e) => change('to', e.target.value)}
      />
      {submit}
    </form>
  );
}
