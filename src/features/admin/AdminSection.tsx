import type { ReactNode, Ref } from 'react';

interface AdminSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** A line under the heading saying what the table holds. */
  intro?: ReactNode;
  /** Where focus goes when the control that had it is gone (a deleted record's row). */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
  children: ReactNode;
}

/** One part of the dashboard: a titled section holding a table. */
export function AdminSection({ id, title, intro, headingRef, className = 'mt-12', children }: AdminSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="text-2xl font-bold text-stone-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-stone-700">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
