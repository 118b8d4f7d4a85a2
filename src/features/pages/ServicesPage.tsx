import connectUrl from '../../assets/icon-connect.svg';
import differenceUrl from '../../assets/icon-difference.svg';
import { Button } from '../../components/Button';
import { PageLayout } from './PageLayout';
import { PATHS } from '../../config/paths';
import { msg, Trans, useT } from '../../i18n';

const SERVICES = [
  {
    title: msg('pages.services.needFood.title'),
    icon: differenceUrl,
    to: PATHS.ngoProfile,
    who: msg('pages.services.needFood.who'),
    text: msg('pages.services.needFood.text'),
    learnMore: msg('pages.services.needFood.learnMore'),
  },
  {
    title: msg('pages.services.donateFood.title'),
    icon: connectUrl,
    to: PATHS.donorProfile,
    who: msg('pages.services.donateFood.who'),
    text: msg('pages.services.donateFood.text'),
    learnMore: msg('pages.services.donateFood.learnMore'),
  },
] as const;

export function ServicesPage() {
  const t = useT();
  return (
    <PageLayout title={t('pages.services.title')} intro={t('pages.services.intro')} wide>
      <ul className="grid gap-6 md:grid-cols-2">
        {SERVICES.map((service) => (
          <li key={service.title} className="flex flex-col rounded-card bg-white p-6 shadow-sm ring-1 ring-stone-200">
            <img src={service.icon} alt="" width={48} height={48} decoding="async" />
            <h2 className="mt-4 text-2xl font-bold text-stone-900">{t(service.title)}</h2>
            <p className="mt-1 font-semibold text-brand-800">{t(service.who)}</p>
            <p className="mt-3 flex-1 text-stone-700">{t(service.text)}</p>
            <Button to={service.to} className="mt-6 self-start">
              {/* Two 'Learn More' links on one page: the hidden words (<0>) tell them apart for screen readers. */}
              <Trans id={service.learnMore} components={{ 0: <span className="sr-only" /> }} />
            </Button>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
