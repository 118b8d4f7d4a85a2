import { SUPPORT_EMAIL } from '../../config/contact';
import { PageLayout, PolicySection } from './PageLayout';
import { useT } from '../../i18n';

export function TermsPage() {
  const t = useT();
  return (
    <PageLayout title={t('pages.terms.title')} intro={t('pages.terms.intro')}>
      <PolicySection title={t('pages.terms.agreement.title')}>
        <p>{t('pages.terms.agreement.text')}</p>
      </PolicySection>
      <PolicySection title={t('pages.terms.data.title')}>
        <p>{t('pages.terms.data.text')}</p>
      </PolicySection>
      <PolicySection title={t('pages.terms.liability.title')}>
        <p>{t('pages.terms.liability.text')}</p>
      </PolicySection>
      <PolicySection title={t('pages.terms.changes.title')}>
        <p>{t('pages.terms.changes.text')}</p>
      </PolicySection>
      <PolicySection title={t('pages.terms.termination.title')}>
        <p>{t('pages.terms.termination.text')}</p>
      </PolicySection>
      <PolicySection title={t('pages.terms.law.title')}>
        <p>{t('pages.terms.law.text')}</p>
      </PolicySection>
      <section aria-labelledby="terms-contact" className="mt-12 rounded-card bg-brand-50 p-6 ring-1 ring-brand-200">
        <h2 id="terms-contact" className="text-2xl font-semibold text-stone-900">
          {t('pages.contactUs')}
        </h2>
        <p className="mt-3 text-stone-800">{t('pages.terms.contact.lead')}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-stone-800">
          <dt className="font-semibold">{t('pages.terms.contact.email')}</dt>
          <dd className="min-w-0">
            {/* An email address is one long word: let it wrap rather than push the page sideways on a phone. */}
            <a
              className="font-semibold break-all text-brand-800 underline underline-offset-4"
              href={`mailto:${SUPPORT_EMAIL}`}
            >
              {SUPPORT_EMAIL}
            </a>
          </dd>
          <dt className="font-semibold">{t('pages.terms.contact.phone')}</dt>
          <dd>{t('pages.terms.contact.phoneNumber')}</dd>
        </dl>
      </section>
    </PageLayout>
  );
}
