import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { SUPPORT_EMAIL } from '../../config/contact';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field, TextArea } from '../../components/Field';
import { friendlyError } from '../../services/errors';
import { CONTACT_LIMITS, contactMessageSchema, type ContactField, type ContactMessageInput } from './contact-schema';
import { Form } from '../../components/Form';

const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '' };
const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

type FieldErrors = Partial<Record<ContactField, string>>;

export function ContactPage() {
  const [values, setValues] = useState<ContactMessageInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const change = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field stops showing its old complaint straight away.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const send = async () => {
    if (sending) return;
    setSent(false);
    const parsed = contactMessageSchema.safeParse(values);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as ContactField;
        found[field] ??= issue.message;
      }
      setErrors(found);
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      // Loaded on demand: the Firestore code is not needed until someone sends a message.
      const { sendContactMessage } = await import('../../services/contact-messages');
      await sendContactMessage(parsed.data);
      setValues(EMPTY);
      setFailure(null);
      setSent(true);
    } catch (error) {
      // Everything typed stays in the form; the alert offers Retry.
      setFailure(friendlyError(error));
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">Contact Us</h1>
      <p className="mt-3 text-lg text-stone-700">Have questions or feedback? We'd love to hear from you!</p>

      <Form
        ref={form}
        noValidate
        onSubmit={onSubmit}
        aria-label="Contact form"
        className="mt-8 space-y-5 rounded-card border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <p className="text-sm text-stone-600">All fields are required.</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="Full Name"
            name="name"
            autoComplete="name"
            required
            value={values.name}
            onChange={change('name')}
            error={errors.name}
          />
          <Field
            label="Email Address"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={values.email}
            onChange={change('email')}
            error={errors.email}
          />
        </div>
        <Field
          label="Subject"
          name="subject"
          required
          value={values.subject}
          onChange={change('subject')}
          error={errors.subject}
        />
        <TextArea
          label="Message"
          name="message"
          required
          rows={6}
          value={values.message}
          onChange={change('message')}
          error={errors.message}
          hint={`${values.message.length} of ${CONTACT_LIMITS.message} characters`}
        />

        {sent && (
          <Alert tone="success" onDismiss={() => setSent(false)}>
            Your message has been sent!
          </Alert>
        )}
        {failure && (
          <Alert
            tone="error"
            action={
              <Button variant="secondary" onClick={() => void send()} loading={sending}>
                Retry
              </Button>
            }
          >
            Your message was not sent. {failure}
          </Alert>
        )}

        <Button type="submit" loading={sending} className="w-full sm:w-auto">
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
