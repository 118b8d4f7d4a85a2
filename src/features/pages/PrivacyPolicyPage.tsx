import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { PageLayout, PolicySection } from './PageLayout';
import { PATHS } from '../../config/paths';

export const PRIVACY_EFFECTIVE_DATE = 'January 10, 2025';
export const PRIVACY_EMAIL = 'privacy@foodbridge.example.org';

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
  const back = useBack();
  return (
    <PageLayout title="Privacy Policy" intro={<p>Effective date: {PRIVACY_EFFECTIVE_DATE}</p>}>
      <PolicySection title="Introduction">
        <p>
          FoodBridge connects people who have surplus food with hunger-relief NGOs. This policy explains what
          information we collect when you use FoodBridge, why, and what you can do about it.
        </p>
      </PolicySection>
      <PolicySection title="Information We Collect">
        <p>We collect only what we need to get food from donors to NGOs:</p>
        <ul>
          <li>your name, email address, phone number and address;</li>
          <li>usage data, such as the pages you open and when;</li>
          <li>cookies that keep you signed in;</li>
          <li>donation and participation data: what you offer or accept, for when, and what became of it.</li>
        </ul>
      </PolicySection>
      <PolicySection title="How We Use Your Information">
        <ul>
          <li>to facilitate donations and distributions between donors and NGOs;</li>
          <li>to improve our services;</li>
          <li>to send you updates and opportunities to help, if you asked for them.</li>
        </ul>
        <p>
          We may share information with trusted partners — the NGO you donate to, or the donor whose food you collect —
          only as far as a pickup needs. We never sell it.
        </p>
      </PolicySection>
      <PolicySection title="Data Protection">
        <p>
          Your information is stored with a cloud provider, sent over encrypted connections, and can be read only by the
          people the pickup involves and by our administrators.
        </p>
      </PolicySection>
      <PolicySection title="Third-Party Services">
        <p>
          We use Google Firebase to sign you in and to store data and NGO logos. If you sign in with Google, Google's
          own privacy policy applies to that sign-in.
        </p>
      </PolicySection>
      <PolicySection title="Your Rights">
        <p>
          You may access, correct or delete your data at any time by contacting{' '}
          <a className="font-semibold text-brand-800 underline underline-offset-4" href={`mailto:${PRIVACY_EMAIL}`}>
            {PRIVACY_EMAIL}
          </a>
          .
        </p>
      </PolicySection>
      <PolicySection title="Contact Us">
        <p>
          Questions about this policy? Write to{' '}
          <a className="font-semibold text-brand-800 underline underline-offset-4" href={`mailto:${PRIVACY_EMAIL}`}>
            {PRIVACY_EMAIL}
          </a>{' '}
          and we will answer within 30 days.
        </p>
      </PolicySection>
      <Button variant="secondary" className="mt-12" onClick={back}>
        Back
      </Button>
    </PageLayout>
  );
}
