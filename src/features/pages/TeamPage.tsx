import { msg, useT } from '../../i18n';
import { PageLayout } from './PageLayout';

// Names are people's own names, written as they write them (in every language).
const TEAM = [
  {
    name: 'Aarav Mehta',
    role: msg('pages.team.aarav.role'),
    about: msg('pages.team.aarav.about'),
    colours: 'bg-brand-700 text-white',
  },
  {
    name: 'Priya Nair',
    role: msg('pages.team.priya.role'),
    about: msg('pages.team.priya.about'),
    colours: 'bg-saffron-400 text-stone-900',
  },
  {
    name: 'Rohan Iyer',
    role: msg('pages.team.rohan.role'),
    about: msg('pages.team.rohan.about'),
    colours: 'bg-brand-900 text-white',
  },
] as const;

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2);
}

export function TeamPage() {
  const t = useT();
  return (
    <PageLayout title={t('pages.team.title')} intro={t('pages.team.intro')} wide>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {TEAM.map((member) => (
          <li
            key={member.name}
            className="flex flex-col items-center rounded-card bg-white p-6 text-center shadow-sm ring-1 ring-stone-200"
          >
            <span
              aria-hidden="true"
              className={`flex h-24 w-24 items-center justify-center rounded-full text-3xl font-bold ${member.colours}`}
            >
              {initials(member.name)}
            </span>
            <h2 className="mt-4 text-xl font-semibold text-stone-900">{member.name}</h2>
            <p className="mt-1 font-semibold text-brand-800">{t(member.role)}</p>
            <p className="mt-3 text-stone-700">{t(member.about)}</p>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
