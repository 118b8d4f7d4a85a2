import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field, TextArea } from '../../components/Field';
import { Form } from '../../components/Form';
import { SUPPORT_EMAIL } from '../../config/contact';
import { LENGTH } from '../../config/limits.js';
import type { Failure } from '../../lib/failure';
import { useZodForm } from '../../lib/forms';
import { loadOnDemand, toFailure } from '../../services/errors';
import { contactMessageSchema } from './contact-schema';

const EMPTY = { name: '', email: '', subject: '', message: '' };

export function ContactPage() {
  // No default values: what was typed before the page came alive is taken over as it is.
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useZodForm(contactMessageSchema);
  const message = useWatch({ control, name: 'message' }) ?? '';
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const send = handleSubmit(async (values) => {
    setSent(false);
    try {
      // Loaded on demand: the Firestore code is not needed until someone sends a message.
      const { sendContactMessage } = await loadOnDemand(() => import('../../services/contact-messages'));
      await sendContactMessage(values);
      reset(EMPTY);
      setFailure(null);
      setSent(true);
    } catch (error) {
      // Everything typed stays in the form; the alert offers Retry where it can help.
      setFailure(toFailure(error));
    }
  });

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">Contact Us</h1>
      <p className="mt-3 text-lg text-stone-700">Have questions or feedback? We'd love to hear from you!</p>

      <Form
        noValidate
        onSubmit={(event) => void send(event)}
        aria-label="Contact form"
        className="mt-8 space-y-5 rounded-card border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <p className="text-sm text-stone-600">All fields are required.</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Full Name" autoComplete="name" required {...register('name')} error={errors.name?.message} />
          <Field
            label="Email Address"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...register('email')}
            error={errors.email?.message}
          />
        </div>
        <Field label="Subject" required {...register('subject')} error={errors.subject?.message} />
        <TextArea
          label="Message"
          required
          rows={6}
          {...register('message')}
          error={errors.message?.message}
          hint={`${message.length} of ${LENGTH.message} characters`}
        />

        {sent && (
          <Alert tone="success" onDismiss={() => setSent(false)}>
            Your message has been sent!
          </Alert>
        )}
        {failure && (
          <ErrorAlert onRetry={failure.retryable ? () => void send() : undefined} pending={isSubmitting}>
            Your message was not sent. {failure.message}
          </ErrorAlert>
        )}

        <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
          Send Message
        </Button>
      </Form>

      <section aria-labelledby="contact-details-title" className="mt-10">
        <h2 id="contact-details-title" className="text-xl font-semibold text-stone-900">
          Other ways to reach us
        </h2>
        <dl className="mt-4 grid gap-6 md:grid-cols-[auto_auto_auto] md:justify-between">
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wide text-brand-800">Address</dt>
            <dd className="mt-1 text-stone-800">
              <address className="not-italic">
                FoodBridge Foundation
                <br />
                2nd Floor, 14 Residency Road
                <br />
                Bengaluru, Karnataka 560025
                <br />
                India
              </address>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wide text-brand-800">Email</dt>
            <dd className="mt-1">
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                className="inline-flex min-h-11 items-center break-all text-brand-800 underline underline-offset-4 hover:text-brand-900"
              >
                {SUPPORT_EMAIL}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wide text-brand-800">Phone</dt>
            <dd className="mt-1 text-stone-800">+91 98XXX XXX10</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
