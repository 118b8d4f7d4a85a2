import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PARTNERS_EMAIL, SUPPORT_EMAIL } from '../../config/contact';
import { SOCIAL_LINKS } from '../../config/socials';
import { NewsletterForm } from '../../components/NewsletterForm';
import { PATHS } from '../../config/paths';
import { friendlyError, loadOnDemand } from '../../services/errors';
import { msg, useT } from '../../i18n';

// The Firestore code is loaded only when someone subscribes: the footer is on every page and most
// visitors never press it.
async function subscribeToNewsletter(email: string): Promise<'sent' | 'queued'> {
  const { subscribe } = await loadOnDemand(() => import('../../services/newsletter'));
  return subscribe(email);
}

// Labels are message ids, shown with t().
const EXPLORE = [
  { to: PATHS.home, label: msg('layout.nav.home') },
  { to: PATHS.services, label: msg('layout.nav.services') },
  { to: PATHS.team, label: msg('layout.footer.team') },
  { to: PATHS.contact, label: msg('layout.footer.contact') },
] as const;

const ACCOUNT_AND_POLICIES = [
  { to: PATHS.login, label: msg('layout.account.signIn') },
  { to: PATHS.registration, label: msg('layout.footer.createAccount') },
  { to: PATHS.privacy, label: msg('layout.footer.privacy') },
  { to: PATHS.terms, label: msg('layout.footer.terms') },
] as const;

const icon = (path: ReactNode) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    width="22"
    height="22"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {path}
  </svg>
);

/** An icon for each place of SOCIAL_LINKS (the same list About shows), by its name. */
const SOCIAL_ICONS: Record<string, ReactNode> = {
  Discord: icon(<path d="M4 5h16v11H9l-5 4z M9 10h.01 M15 10h.01" />),
  'X (Twitter)': icon(<path d="M5 4l14 16M19 4L5 20" />),
  GitHub: icon(<path d="M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14" />),
  Instagram: icon(
    <>
      <rect x="4" y="4" width="16" height="16" rx="5" />
      <circle cx="12" cy="12" r="3.5" />
      <path d="M16.5 7.5h.01" />
    </>,
  ),
};

const link = 'inline-flex min-h-11 items-center text-stone-200 underline-offset-4 hover:text-white hover:underline';

function LinkList({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  const t = useT();
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-saffron-300">{title}</h2>
      <ul className="mt-2">
        {links.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={link}>
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const t = useT();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-brand-950 text-stone-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-4">
        <p className="max-w-xs text-lg font-medium text-stone-100">{t('layout.footer.tagline')}</p>
        <nav aria-label={t('layout.footer.label')} className="grid grid-cols-2 gap-x-6 gap-y-10 lg:col-span-2">
          <LinkList title={t('layout.footer.explore')} links={EXPLORE} />
          <LinkList title={t('layout.footer.accountAndPolicies')} links={ACCOUNT_AND_POLICIES} />
        </nav>
        <div className="space-y-4">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-saffron-300">
            {t('layout.footer.newsletter')}
          </h2>
          <NewsletterForm onSubscribe={subscribeToNewsletter} describeFailure={friendlyError} />
          <dl className="space-y-2 text-sm">
            <div>
              <dt className="text-stone-300">{t('layout.footer.help')}</dt>
              <dd>
                <a href={`mailto:${SUPPORT_EMAIL}`} className={`${link} break-all`}>
                  {SUPPORT_EMAIL}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-stone-300">{t('layout.footer.partnerships')}</dt>
              <dd>
                <a href={`mailto:${PARTNERS_EMAIL}`} className={`${link} break-all`}>
                  {PARTNERS_EMAIL}
                </a>
              </dd>
            </div>
          </dl>
          <p id="footer-new-tab" className="sr-only">
            {t('layout.footer.newTab')}
          </p>
          <ul className="flex gap-2">
            {SOCIAL_LINKS.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('layout.footer.social', { name: item.name })}
                  aria-describedby="footer-new-tab"
                  title={t('layout.footer.social', { name: item.name })}
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-white/20 text-stone-100 hover:border-saffron-300 hover:text-saffron-300"
                >
                  {SOCIAL_ICONS[item.name]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* pb-24: room below the last line, so the scroll-to-top button never sits on it. */}
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 pt-6 pb-24 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-2xl font-bold tracking-tight text-white">{t('layout.footer.banner')}</p>
          <p className="text-sm text-stone-300">{t('layout.footer.copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
