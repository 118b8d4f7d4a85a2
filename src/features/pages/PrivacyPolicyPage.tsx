import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { PageLayout, PolicySection } from './PageLayout';
import { PATHS } from '../../config/paths';
import { Trans, useT } from '../../i18n';

export const PRIVACY_EMAIL = 'privacy@foodbridge.example.org';

const EMAIL_LINK = (
  <a className="font-semibold text-brand-800 underline underline-offset-4" href={`mailto:${PRIVACY_EMAIL}`} />
);

/**
 * Back to the previous page of this app. React Router gives the first page of a visit the key
 * 'default'; when the policy was opened directly there is nothing of ours to go back to, so go home.
 */
function useBack() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key === 'default') navigate(PATHS.home);
    else navigate(-1);
  };
}

export function PrivacyPolicyPage() {
  const t = useT();
  const back = useBack();
  return (
    <PageLayout title={t('pages.privacy.title')} intro={<p>{t('pages.privacy.effectiveDate')}</p>}>
      <PolicySection title={t('pages.privacy.intro.title')}>
        <p>{t('pages.privacy.intro.text')}</p>
      </PolicySection>
      <PolicySection title={t('pages.privacy.collect.title')}>
        <p>{t('pages.privacy.collect.lead')}</p>
        <ul>
          <li>{t('pages.privacy.collect.contact')}</li>
          <li>{t('pages.privacy.collect.usage')}</li>
          <li>{t('pages.privacy.collect.cookies')}</li>
          <li>{t('pages.privacy.collect.donations')}</li>
        </ul>
      </PolicySection>
      <PolicySection title={t('pages.privacy.use.title')}>
        <ul>
          <li>{t('pages.privacy.use.donations')}</li>
          <li>{t('pages.privacy.use.improve')}</li>
          <li>{t('pages.privacy.use.updates')}</li>
        </ul>
        <p>{t('pages.privacy.use.sharing')}</p>
      </PolicySection>
      <PolicySection title={t('pages.privacy.protection.title')}>
        <p>{t('pages.privacy.protection.text')}</p>
      </PolicySection>
      <PolicySection title={t('pages.privacy.thirdParty.title')}>
        <p>{t('pages.privacy.thirdParty.text')}</p>
      </PolicySection>
      <PolicySection title={t('pages.privacy.rights.title')}>
        <p>
          <Trans id="pages.privacy.rights.text" values={{ email: PRIVACY_EMAIL }} components={{ 0: EMAIL_LINK }} />
        </p>
      </PolicySection>
      <PolicySection title={t('pages.contactUs')}>
        <p>
          <Trans id="pages.privacy.contact.text" values={{ email: PRIVACY_EMAIL }} components={{ 0: EMAIL_LINK }} />
        </p>
      </PolicySection>
      <Button variant="secondary" className="mt-12" onClick={back}>
        {t('pages.privacy.back')}
      </Button>
    </PageLayout>
  );
}
