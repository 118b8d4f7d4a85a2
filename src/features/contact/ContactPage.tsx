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
import { useT } from '../../i18n';

const EMPTY = { name: '', email: '', subject: '', message: '' };

export function ContactPage() {
  const t = useT();
  // No default values: what was typed before the page came alive is taken over as it is.
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useZodForm(contactMessageSchema);
  // Field names, not text: registered here, outside the JSX the catalog lint reads.
  const fields = {
    name: register('name'),
    email: register('email'),
    subject: register('subject'),
    message: register('message'),
  };
  const message = useWatch({ control, name: 'message' }) ?? '';
  // 'queued': offline, kept on this device and sent once the connection returns.
  const [sent, setSent] = useState<false | 'sent' | 'queued'>(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const send = handleSubmit(async (values) => {
    setSent(false);
    try {
      // Loaded on demand: the Firestore code is not needed until someone sends a message.
      const { sendContactMessage } = await loadOnDemand(() => import('../../services/contact-messages'));
      const outcome = await sendContactMessage(values);
      reset(EMPTY);
      setFailure(null);
      setSent(outcome);
    } catch (error) {
      // Everything typed stays in the form; the alert offers Retry where it can help.
      setFailure(toFailure(error));
    }
  });

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{t('contact.title')}</h1>
      <p className="mt-3 text-lg text-stone-700">{t('contact.intro')}</p>

      <Form
        noValidate
        onSubmit={(event) => void send(event)}
        aria-label={t('contact.form.label')}
        className="mt-8 space-y-5 rounded-card border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <p className="text-sm text-stone-600">{t('contact.form.allRequired')}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label={t('contact.name.label')}
            autoComplete="name"
            required
            {...fields.name}
            error={errors.name?.message}
          />
          <Field
            label={t('contact.email.label')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            {...fields.email}
            error={errors.email?.message}
          />
        </div>
        <Field label={t('contact.subject.label')} required {...fields.subject} error={errors.subject?.message} />
        <TextArea
          label={t('contact.message.label')}
          required
          rows={6}
          {...fields.message}
          error={errors.message?.message}
          hint={t('contact.message.count', { count: message.length, max: LENGTH.message })}
        />

        {sent && (
          <Alert tone={sent === 'queued' ? 'info' : 'success'} onDismiss={() => setSent(false)}>
            {sent === 'queued' ? t('contact.queued') : t('contact.sent')}
          </Alert>
        )}
        {failure && (
          <ErrorAlert onRetry={failure.retryable ? () => void send() : undefined} pending={isSubmitting}>
            {t('contact.notSent', { reason: failure.message })}
          </ErrorAlert>
        )}

        <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
          {t('contact.send')}
        </Button>
      </Form>

      <section aria-labelledby="contact-details-title" className="mt-10">
        <h2 id="contact-details-title" className="text-xl font-semibold text-stone-900">
          {t('contact.other.title')}
        </h2>
        <dl className="mt-4 grid gap-6 md:grid-cols-[auto_auto_auto] md:justify-between">
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wide text-brand-800">
              {t('contact.other.address')}
            </dt>
            <dd className="mt-1 text-stone-800">
              <address className="not-italic">
                {t('contact.address.organisation')}
                <br />
                {t('contact.address.street')}
                <br />
                {t('contact.address.city')}
                <br />
                {t('contact.address.country')}
              </address>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wide text-brand-800">{t('contact.other.email')}</dt>
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
            <dt className="text-sm font-semibold uppercase tracking-wide text-brand-800">{t('contact.other.phone')}</dt>
            <dd className="mt-1 text-stone-800">{t('contact.phoneNumber')}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
