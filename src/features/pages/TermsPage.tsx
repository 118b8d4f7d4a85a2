import { SUPPORT_EMAIL } from '../../config/contact';
import { PageLayout, PolicySection } from './PageLayout';

export function TermsPage() {
  return (
    <PageLayout title="Terms and Conditions" intro="Please read these terms before you use FoodBridge.">
      <PolicySection title="User Agreement">
        <p>
          By creating an account or using FoodBridge you agree to these terms. Donors offer only food that is safe to
          eat and describe it honestly; NGOs collect what they accept, when they said they would, and handle it safely.
        </p>
      </PolicySection>
      <PolicySection title="Data Usage Policy">
        <p>
          We use your information as our Privacy Policy describes: to arrange donations and pickups, to improve the
          service and, if you ask, to send you updates.
        </p>
      </PolicySection>
      <PolicySection title="Liability Disclaimer">
        <p>
          FoodBridge puts donors and NGOs in touch; it does not prepare, store, carry or inspect food. Donors are
          responsible for the food they offer and NGOs for how they store and serve it. FoodBridge is provided as it is,
          without warranty, and is not liable for loss or harm arising from a donation.
        </p>
      </PolicySection>
      <PolicySection title="Modification Rights">
        <p>
          We may change these terms. We will show the new date here and tell registered users of important changes;
          using FoodBridge after a change means you accept it.
        </p>
      </PolicySection>
      <PolicySection title="Termination">
        <p>
          You may close your account at any time. We may suspend or close an account that breaks these terms, for
          example by offering unsafe food or by misusing other people's details.
        </p>
      </PolicySection>
      <PolicySection title="Governing Law">
        <p>These terms are governed by the laws of India, and disputes are for the courts of India.</p>
      </PolicySection>
      <section aria-labelledby="terms-contact" className="mt-12 rounded-card bg-brand-50 p-6 ring-1 ring-brand-200">
        <h2 id="terms-contact" className="text-2xl font-semibold text-stone-900">
          Contact Us
        </h2>
        <p className="mt-3 text-stone-800">Questions about these terms? Get in touch:</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-stone-800">
          <dt className="font-semibold">Email</dt>
          <dd className="min-w-0">
            {/* An email address is one long word: let it wrap rather than push the page sideways on a phone. */}
            <a
              className="font-semibold break-all text-brand-800 underline underline-offset-4"
              href={`mailto:${SUPPORT_EMAIL}`}
            >
              {SUPPORT_EMAIL}
            </a>
          </dd>
          <dt className="font-semibold">Phone</dt>
          <dd>+91 XXXXX XXXXX</dd>
        </dl>
      </section>
    </PageLayout>
  );
}
