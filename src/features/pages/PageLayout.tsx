import { useId, type ReactNode } from 'react';

interface PageLayoutProps {
  title: string;
  intro?: ReactNode;
  /** Card grids (Services, Team) may use a wider column; reading text stays at about 70ch. */
  wide?: boolean;
  children: ReactNode;
}

/** The shared frame of the static pages: one h1, an optional intro, a readable column. */
export function PageLayout({ title, intro, wide = false, children }: PageLayoutProps) {
  return (
    <div className={`mx-auto w-full px-4 py-12 md:py-16 ${wide ? 'max-w-5xl' : 'max-w-prose'}`}>
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 md:text-4xl">{title}</h1>
      {intro && <div className="mt-4 max-w-prose text-lg text-stone-700">{intro}</div>}
      <div className="mt-10">{children}</div>
    </div>
  );
}

interface PolicySectionProps {
  title: string;
  children: ReactNode;
}

/** A titled part of a policy page (h2), spaced the same way on Privacy and Terms. */
export function PolicySection({ title, children }: PolicySectionProps) {
  // Not made from the title: a Hindi title has no a-z to make an id of.
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <h2 id={id} className="text-2xl font-semibold text-stone-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-stone-800 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">{children}</div>
    </section>
  );
}
