import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Select } from '../../components/Field';
import { LIST_LIMIT } from '../../config/limits.js';
import { currentLocale, msg, useT } from '../../i18n';
import { ngoQueries } from '../../lib/queries/ngos';
import { DONATION_STATUSES, type DonationStatus } from '../../services/donation-model';
import { useAdminBoard } from './board-hooks';
import { BoardError, BoardSkeleton, DonationList, EmptyState } from './BoardStates';
import { DonationCard } from './DonationCard';
import { STATE_LABEL, displayState } from './donation-view';
import { useNow } from './useNow';

/** The state filter's choices; labels are message ids (shown with t). */
const ADMIN_STATES = [
  { value: '', label: msg('donations.admin.allStates') },
  ...DONATION_STATUSES.flatMap((status) =>
    status === 'offered'
      ? [
          { value: 'offered', label: STATE_LABEL.offered },
          { value: 'expired', label: STATE_LABEL.expired },
        ]
      : [{ value: status, label: STATE_LABEL[status] }],
  ),
];

const OPEN = '__open__';

/** Every donation (admins), live, filtered by state and NGO through the query; no actions. */
export function AdminBoard() {
  const t = useT();
  const [stateFilter, setStateFilter] = useState('');
  const [ngoFilter, setNgoFilter] = useState('');
  const now = useNow();
  const status: DonationStatus | undefined =
    stateFilter === '' ? undefined : stateFilter === 'expired' ? 'offered' : (stateFilter as DonationStatus);
  const ngoId = ngoFilter === '' ? undefined : ngoFilter === OPEN ? null : ngoFilter;
  const board = useAdminBoard({ status, ngoId });
  const ngoNames = useQuery(ngoQueries.names());

  const seen = board.status === 'ready' ? board.data : [];
  const options = new Map((ngoNames.data ?? []).map((n) => [n.id, n.name]));
  for (const d of seen) if (d.ngoId && !options.has(d.ngoId)) options.set(d.ngoId, d.ngoName || d.ngoId);
  const stateOptions = ADMIN_STATES.map(({ value, label }) => ({ value, label: t(label) }));
  const ngoOptions = [
    { value: '', label: t('donations.admin.allNgos') },
    { value: OPEN, label: t('donations.admin.openOffers') },
    ...[...options]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label, currentLocale())),
  ];

  let body;
  if (board.status === 'loading') body = <BoardSkeleton />;
  else if (board.status === 'error') body = <BoardError error={board.error} onRetry={board.retry} />;
  else {
    const shown = board.data.filter((d) => {
      if (stateFilter === 'expired') return displayState(d, now) === 'expired';
      if (stateFilter === 'offered') return displayState(d, now) === 'offered';
      return true;
    });
    body =
      shown.length === 0 ? (
        <EmptyState
          title={stateFilter || ngoFilter ? t('donations.admin.emptyFiltered') : t('donations.admin.empty')}
        />
      ) : (
        <DonationList>
          {shown.map((donation) => (
            <li key={donation.id}>
              <DonationCard donation={donation} viewer="admin" now={now} />
            </li>
          ))}
        </DonationList>
      );
  }

  return (
    <>
      <div className="mb-6 grid gap-4 sm:grid-cols-2">
        <Select
          label={t('donations.admin.state')}
          value={stateFilter}
          onChange={(e) => setStateFilter(e.target.value)}
          options={stateOptions}
        />
        <Select
          label={t('donations.admin.ngo')}
          value={ngoFilter}
          onChange={(e) => setNgoFilter(e.target.value)}
          options={ngoOptions}
        />
      </div>
      {body}
      <p className="mt-6 text-sm text-stone-600">{t('donations.admin.limit', { count: LIST_LIMIT })}</p>
    </>
  );
}
