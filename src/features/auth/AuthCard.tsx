import type { ReactNode } from 'react';

/** A link inside the sentences under an auth form ('New to FoodBridge? Register now'). */
export const AUTH_LINK = 'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';

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
