import type { ReactNode } from 'react';

/** The frame every sign-in and sign-up screen shares: one calm card, one column. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-card border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
        {intro && <p className="mt-2 text-stone-700">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
