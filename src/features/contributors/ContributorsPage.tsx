import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n';
import { contributorQueries } from '../../lib/queries/contributors';
import type { Contributor } from '../../services/github';

const GRID = 'grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3';
const SKELETON_CARDS = 6;

export function ContributorsPage() {
  const t = useT();
  const contributors = useQuery(contributorQueries.list());

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{t('contributors.title')}</h1>
      <div className="mt-8">
        {contributors.isPending && <Skeleton />}
        {contributors.isError && (
          <p role="alert" className="text-lg font-medium text-red-800">
            {t('contributors.failed')}
          </p>
        )}
        {contributors.isSuccess &&
          (contributors.data.length === 0 ? (
            <p className="text-lg text-stone-700">{t('contributors.empty')}</p>
          ) : (
            <ul className={GRID}>
              {contributors.data.map((contributor) => (
                <ContributorCard key={contributor.id} contributor={contributor} />
              ))}
            </ul>
          ))}
      </div>
    </div>
  );
}

function ContributorCard({ contributor }: { contributor: Contributor }) {
  const t = useT();
  const nameId = `contributor-${contributor.id}`;
  return (
    <li className="flex items-center gap-4 rounded-card border border-stone-200 bg-white p-5 shadow-sm">
      <img
        src={contributor.avatarUrl}
        alt={t('contributors.avatarAlt', { login: contributor.login })}
        width={80}
        height={80}
        loading="lazy"
        decoding="async"
        className="h-20 w-20 shrink-0 rounded-full bg-stone-100 object-cover"
      />
      <div className="min-w-0">
        <h2 id={nameId} className="truncate text-lg font-semibold text-stone-900">
          {contributor.login}
        </h2>
        <a
          href={contributor.profileUrl}
          target="_blank"
          rel="noopener noreferrer"
          // Every card has the same link text; the login tells screen-reader users whose it is.
          aria-describedby={nameId}
          className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {t('contributors.profile')}
        </a>
      </div>
    </li>
  );
}

/** Card-shaped placeholders while loading, so the page does not jump when the cards arrive. */
function Skeleton() {
  const t = useT();
  return (
    <div>
      <p role="status" className="sr-only">
        {t('contributors.loading')}
      </p>
      <ul aria-hidden="true" className={GRID}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className="flex items-center gap-4 rounded-card border border-stone-200 bg-white p-5">
            <div className="h-20 w-20 shrink-0 animate-pulse rounded-full bg-stone-200 motion-reduce:animate-none" />
            <div className="flex-1 space-y-3">
              <div className="h-4 w-2/3 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
              <div className="h-4 w-1/3 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
