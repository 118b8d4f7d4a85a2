import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { EMAIL_PATTERN, LENGTH } from '../config/limits.js';
import { Button } from './Button';
import { Form } from './Form';
import { msg, useT } from '../i18n';

/** The field's one error, as a message id: shown with t(), so it follows a switch of language. */
const INVALID = msg('components.newsletter.invalid');

interface Fields {
  email: string;
}

/** The form's react-hook-form state, once loaded, and the registration of its one field. */
interface Live {
  form: Omit<UseFormReturn<Fields>, 'formState'>;
  field: UseFormRegisterReturn<'email'>;
  stop: () => void;
}

interface NewsletterFormProps {
  /** Subscribes the address (already trimmed and checked); rejects when that failed. */
  /** 'queued': offline, kept on this device and sent once the connection returns. */
  onSubscribe: (email: string) => Promise<'sent' | 'queued'>;
  /** A failure (of onSubscribe, or of loading the form's code) in plain words. */
  describeFailure: (error: unknown) => string;
}

/** An error's text is the failure described when it happened; success is said in the language shown. */
type Outcome = { tone: 'idle' } | { tone: 'error'; text: string } | { tone: 'success'; queued: boolean };

/**
 * The footer's newsletter sign-up. The footer is on every page, Home included, and most visitors
 * never use it, so react-hook-form is fetched when someone first focuses or submits the form
 * (createFormControl: the same form state as useForm, without a hook to hold up the first load).
 * It takes over the field as it is, so whatever was typed before stays.
 */
export function NewsletterForm({ onSubscribe, describeFailure }: NewsletterFormProps) {
  const t = useT();
  const inputId = useId();
  const messageId = useId();
  const input = useRef<HTMLInputElement>(null);
  const live = useRef<Live | null>(null);
  const loading = useRef<Promise<Live> | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ tone: 'idle' });

  const load = () =>
    (loading.current ??= import('react-hook-form').then(({ createFormControl }) => {
      const form = createFormControl<Fields>({ mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: true });
      const stop = form.subscribe({
        formState: { errors: true },
        callback: (state) => setFieldError(state.errors?.email?.message),
      });
      const field = form.register('email', {
        validate: (value = '') => {
          const email = value.trim();
          // The address becomes the entry's document id, which cannot hold '/'.
          return (email.length <= LENGTH.email && EMAIL_PATTERN.test(email) && !email.includes('/')) || INVALID;
        },
      });
      // Registered on the field as it is: react-hook-form adopts what is typed in it already.
      void field.ref(input.current);
      live.current = { form, field, stop };
      return live.current;
    })).catch((error: unknown) => {
      loading.current = null;
      throw error;
    });

  useEffect(() => () => live.current?.stop(), []);

  const subscribe = async ({ email }: Fields) => {
    setOutcome({ tone: 'idle' });
    try {
      const sent = await onSubscribe(email.trim());
      live.current?.form.setValue('email', '');
      setOutcome({ tone: 'success', queued: sent === 'queued' });
    } catch (error) {
      // The typed address stays in the field so that trying again is one press.
      setOutcome({ tone: 'error', text: describeFailure(error) });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const { form } = await load();
      await form.handleSubmit(subscribe)();
    } catch (error) {
      setOutcome({ tone: 'error', text: describeFailure(error) });
    } finally {
      setPending(false);
    }
  };

  // The field's error is a message id (INVALID): shown in the language on screen now.
  const shown: Outcome = fieldError ? { tone: 'error', text: t(fieldError) } : outcome;
  return (
    <Form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void load().catch(() => undefined)}
      aria-label={t('components.newsletter.label')}
      className="space-y-2"
    >
      <label htmlFor={inputId} className="block text-sm font-semibold text-white">
        {t('components.newsletter.email')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
        <input
          ref={input}
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          onChange={(event) => void live.current?.field.onChange(event)}
          onBlur={(event) => void live.current?.field.onBlur(event)}
          placeholder={t('components.newsletter.placeholder')}
          aria-invalid={shown.tone === 'error' || undefined}
          aria-describedby={shown.tone === 'idle' ? undefined : messageId}
          className="min-h-11 w-full min-w-0 flex-1 rounded-control border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 focus:border-saffron-400 focus:outline-none focus:ring-2 focus:ring-saffron-400/60"
        />
        <Button type="submit" variant="accent" loading={pending}>
          {t('components.newsletter.subscribe')}
        </Button>
      </div>
      {/* Always present so screen readers announce the message when its text changes. */}
      <div aria-live="polite" className="min-h-6">
        {shown.tone !== 'idle' && (
          <p
            id={messageId}
            className={`text-sm font-medium ${shown.tone === 'error' ? 'text-red-200' : 'text-brand-200'}`}
          >
            {shown.tone === 'success'
              ? shown.queued
                ? t('components.newsletter.queued')
                : t('components.newsletter.thanks')
              : shown.text}
          </p>
        )}
      </div>
    </Form>
  );
}
