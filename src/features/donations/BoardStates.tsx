import type { ReactNode } from 'react';
import { ErrorAlert } from '../../components/Alert';
import { useT } from '../../i18n';
import { toFailure } from '../../services/errors';

/** Grey cards in the shape of donation cards while the list loads. */
export function BoardSkeleton() {
  const t = useT();
  return (
    <div>
      <p role="status" className="sr-only">
        {t('donations.board.loading')}
      </p>
      <ul aria-hidden="true" className="grid gap-4">
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-52 rounded-card border border-stone-200 bg-white p-5 shadow-sm">
            <div className="h-6 w-1/2 rounded bg-stone-200 motion-safe:animate-pulse" />
            <div className="mt-3 h-4 w-1/3 rounded bg-stone-200 motion-safe:animate-pulse" />
            <div className="mt-6 h-10 w-24 rounded bg-stone-200 motion-safe:animate-pulse" />
            <div className="mt-4 h-4 w-2/3 rounded bg-stone-200 motion-safe:animate-pulse" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A board whose listener stopped. Retry is always offered: a stopped listener starts again only
 * when asked, and listening again costs nothing.
 */
export function BoardError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <ErrorAlert onRetry={onRetry}>{t('donations.board.loadError', { reason: toFailure(error).message })}</ErrorAlert>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-card border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
      <p className="text-lg font-semibold text-stone-900">{title}</p>
      {children && <div className="mt-4">{children}</div>}
    </div>
  );
}

export function DonationList({ children }: { children: ReactNode }) {
  return <ul className="grid gap-4">{children}</ul>;
}
