import connectUrl from '../../assets/icon-connect.svg';
import coordinateUrl from '../../assets/icon-coordinate.svg';
import empowerUrl from '../../assets/icon-empower.svg';
import differenceUrl from '../../assets/icon-difference.svg';

const WHAT_WE_DO = [
  {
    title: 'Connect',
    icon: connectUrl,
    text: 'We link restaurants, event hosts and households that have surplus food with hunger-relief NGOs nearby.',
  },
  {
    title: 'Coordinate',
    icon: coordinateUrl,
    text: 'Donors say what they have and by when; the NGO accepts, picks it up and marks it delivered, and both see every step live.',
  },
  {
    title: 'Empower',
    icon: empowerUrl,
    text: 'NGOs get a steady, visible flow of food and the details they need to plan pickups and meals.',
  },
  {
    title: 'Make a Difference',
    icon: differenceUrl,
    text: 'Every plate eaten instead of thrown away feeds someone and keeps food out of landfill.',
  },
] as const;

export function WhatWeDoSection() {
  return (
    <section aria-labelledby="what-title" className="bg-paper">
      <div className="mx-auto max-w-6xl px-4 py-16 md:py-24">
        <h2 id="what-title" className="text-3xl font-bold tracking-tight text-stone-900">
          What Do We Do?
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {WHAT_WE_DO.map((card) => (
            <li key={card.title} className="rounded-card bg-white p-6 shadow-sm ring-1 ring-stone-200">
              <img src={card.icon} alt="" width={48} height={48} loading="lazy" decoding="async" />
              <h3 className="mt-4 text-xl font-semibold text-stone-900">{card.title}</h3>
              <p className="mt-2 text-stone-700">{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
