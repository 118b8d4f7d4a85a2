import { PageLayout } from './PageLayout';

const TEAM = [
  {
    name: 'Aarav Mehta',
    role: 'Backend Developer',
    about: 'Looks after the data, the security rules and the donation lifecycle.',
    colours: 'bg-brand-700 text-white',
  },
  {
    name: 'Priya Nair',
    role: 'Frontend Developer',
    about: 'Builds the screens donors and NGOs use, and keeps them quick on any phone.',
    colours: 'bg-saffron-400 text-stone-900',
  },
  {
    name: 'Rohan Iyer',
    role: 'Project Manager',
    about: 'Talks to NGOs and donors, and decides what FoodBridge does next.',
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
  return (
    <PageLayout title="Our Team" intro="The people who build and run FoodBridge." wide>
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
            <p className="mt-1 font-semibold text-brand-800">{member.role}</p>
            <p className="mt-3 text-stone-700">{member.about}</p>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
