import connectUrl from '../../assets/icon-connect.svg';
import differenceUrl from '../../assets/icon-difference.svg';
import { Button } from '../../components/Button';
import { PageLayout } from './PageLayout';
import { PATHS } from '../../config/paths';

const SERVICES = [
  {
    title: 'NEED FOOD',
    icon: differenceUrl,
    to: PATHS.ngoProfile,
    who: 'NGOs and community kitchens',
    text: 'Set up your NGO profile with when you can collect and how many meals you serve, then accept offers of surplus food near you.',
  },
  {
    title: 'DONATE FOOD',
    icon: connectUrl,
    to: PATHS.donorProfile,
    who: 'restaurants, event hosts and households',
    text: 'Set up your donor profile, choose an NGO and say what food you have and by when it can be picked up.',
  },
] as const;

export function ServicesPage() {
  return (
    <PageLayout
      title="Our Services"
      intro="Whether you have food to give or people to feed, FoodBridge gets the two of you together."
      wide
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {SERVICES.map((service) => (
          <li key={service.title} className="flex flex-col rounded-card bg-white p-6 shadow-sm ring-1 ring-stone-200">
            <img src={service.icon} alt="" width={48} height={48} decoding="async" />
            <h2 className="mt-4 text-2xl font-bold text-stone-900">{service.title}</h2>
            <p className="mt-1 font-semibold text-brand-800">For {service.who}</p>
            <p className="mt-3 flex-1 text-stone-700">{service.text}</p>
            <Button to={service.to} className="mt-6 self-start">
              Learn More
              {/* Two 'Learn More' links on one page: the hidden words tell them apart for screen readers. */}
              <span className="sr-only"> about {service.title.toLowerCase()}</span>
            </Button>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
