const STATISTICS = [
  { figure: '33%', text: 'of global food production is wasted.' },
  { figure: '$1 trillion', text: 'of food is wasted each year.' },
  { figure: '8%', text: 'of global greenhouse gas emissions come from food waste.' },
] as const;

export function StatisticsSection() {
  return (
    <section aria-labelledby="stats-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 md:py-24">
        <h2 id="stats-title" className="text-3xl font-bold tracking-tight text-stone-900">
          Food Waste Statistics
        </h2>
        <p className="mt-3 max-w-prose text-lg text-stone-700">
          The problem is big — and most of the food thrown away was still good to eat.
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {STATISTICS.map((stat) => (
            <li key={stat.figure} className="rounded-card bg-saffron-50 p-6 ring-1 ring-saffron-200">
              <span className="block text-5xl font-extrabold tracking-tight text-brand-800">{stat.figure}</span>{' '}
              <span className="mt-2 block text-lg text-stone-800">{stat.text}</span>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-stone-600">Global estimates from the UN's FAO and UNEP.</p>
      </div>
    </section>
  );
}
