import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Select } from '../../components/Field';
import { LIST_LIMIT } from '../../config/limits.js';
import { DONATION_STATUSES, type DonationStatus } from '../../services/donations';
import { listNgos } from '../../services/ngos';
import { useAdminBoard } from './board-hooks';
import { BoardError, BoardSkeleton, DonationList, EmptyState } from './BoardStates';
import { DonationCard } from './DonationCard';
import { STATE_LABEL, displayState } from './donation-view';
import { useNow } from './useNow';

const ADMIN_STATES = [
  { value: '', label: 'All states' },
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

/** The NGO filter's names: the first page of the directory (a failure leaves the NGOs seen in the donations). */
const ngoNamesQuery = queryOptions({
  queryKey: ['ngos', 'names'],
  queryFn: async () =>
    (await listNgos({ pageSize: LIST_LIMIT })).ngos.map((n) => ({ id: n.id, name: n.nameOrg || n.id })),
});

/** Every donation (admins), live, filtered by state and NGO through the query; no actions. */
export function AdminBoard() {
  const [stateFilter, setStateFilter] = useState('');
  const [ngoFilter, setNgoFilter] = useState('');
  const now = useNow();
  const status: DonationStatus | undefined =
    stateFilter === '' ? undefined : stateFilter === 'expired' ? 'offered' : (stateFilter as DonationStatus);
  const ngoId = ngoFilter === '' ? undefined : ngoFilter === OPEN ? null : ngoFilter;
  const board = useAdminBoard({ status, ngoId });
  const ngoNames = useQuery(ngoNamesQuery);

  const seen = board.status === 'ready' ? board.data : [];
  const options = new Map((ngoNames.data ?? []).map((n) => [n.id, n.name]));
  for (const d of seen) if (d.ngoId && !options.has(d.ngoId)) options.set(d.ngoId, d.ngoName || d.ngoId);
  const ngoOptions = [
    { value: '', label: 'All NGOs' },
    { value: OPEN, label: 'Open offers (any NGO)' },
    ...[...options].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label)),
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
        <EmptyState title={stateFilter || ngoFilter ? 'No donations match these filters.' : 'No donations yet.'} />
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
          label="State"
          value={stateFilter}
          onChange={(e) => setStateFilter(e.target.value)}
          options={ADMIN_STATES}
        />
        <Select label="NGO" value={ngoFilter} onChange={(e) => setNgoFilter(e.target.value)} options={ngoOptions} />
      </div>
      {body}
      <p className="mt-6 text-sm text-stone-600">Shows the newest {LIST_LIMIT} donations that match.</p>
    </>
  );
}
