import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { friendlyError } from '../../services/errors';
import { isValidEmail } from './email';
import { Form } from '../../components/Form';

type Outcome = { tone: 'idle' } | { tone: 'error'; text: string } | { tone: 'success'; text: string };

/**
 * The footer's newsletter sign-up. The Firestore code is loaded only when someone subscribes,
 * because this form is on every page and most visitors never press it.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ tone: 'idle' });
  const inputId = useId();
  const messageId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const value = email.trim();
    if (!isValidEmail(value)) {
      setOutcome({ tone: 'error', text: 'Please enter a valid email.' });
      return;
    }
    setPending(true);
    setOutcome({ tone: 'idle' });
    try {
      const { subscribe } = await import('../../services/newsletter');
      await subscribe(value);
      setEmail('');
      setOutcome({ tone: 'success', text: 'Thank you for subscribing!' });
    } catch (error) {
      // The typed address stays in the field so that trying again is one press.
      setOutcome({ tone: 'error', text: friendlyError(error) });
    } finally {
      setPending(false);
    }
  };

  const invalid = outcome.tone === 'error';
  return (
    <Form noValidate onSubmit={onSubmit} aria-label="Newsletter" className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-semibold text-white">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@example.org"
          aria-invalid={invalid || undefined}
          aria-describedby={outcome.tone === 'idle' ? undefined : messageId}
          className="min-h-11 w-full min-w-0 flex-1 rounded-control border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 focus:border-saffron-400 focus:outline-none focus:ring-2 focus:ring-saffron-400/60"
        />
        <Button type="submit" variant="accent" loading={pending}>
          Subscribe
        </Button>
      </div>
      {/* Always present so screen readers announce the message when its text changes. */}
      <div aria-live="polite" className="min-h-6">
        {outcome.tone !== 'idle' && (
          <p
            id={messageId}
            className={`text-sm font-medium ${outcome.tone === 'error' ? 'text-red-200' : 'text-brand-200'}`}
          >
            {outcome.text}
          </p>
        )}
      </div>
    </Form>
  );
}
