import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth-context';
import { Alert } from '../../components/Alert';
import { buttonClasses } from '../../components/Button';
import { Select } from '../../components/Field';
import { DONATION_STATUSES, type Donation, type DonationStatus } from '../../services/donations';
import { listNgos } from '../../services/ngos';
import { useAdminBoard, useDonorBoard, useNgoBoard } from './board-hooks';
import { BoardError, BoardSkeleton, EmptyState } from './BoardStates';
import { DonationCard } from './DonationCard';
import { DonorActions, NgoActions } from './DonationActions';
import { NGO_FILTERS, STATE_LABEL, displayState, matchesNgoFilter, type NgoFilter } from './donation-view';
import { Toast } from './Toast';
import { useNow } from './useNow';

/** /donations: the donor's donations, the NGO's board, or every donation (admins), all live. */
export function DonationsPage() {
  const { user, role } = useAuth();
  const intro =
    role === 'donor'
      ? 'Everything you have offered, newest first. It updates as soon as an NGO acts.'
      : role === 'ngo'
        ? 'Offers to your NGO and open offers to any NGO, newest first. New offers appear here as they are made.'
        : role === 'admin'
          ? 'Every donation on FoodBridge, newest first.'
          : '';
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-stone-900 md:text-4xl">Donations</h1>
      {intro && <p className="mt-2 max-w-prose text-lg text-stone-700">{intro}</p>}
      <div className="mt-8">
        {user && role === 'donor' && <DonorBoard uid={user.uid} />}
        {user && role === 'ngo' && <NgoBoard uid={user.uid} />}
        {user && role === 'admin' && <AdminBoard />}
        {user && !role && (
          <EmptyState title="Choose your account type to see donations.">
            <Link to="/login" className={buttonClasses('primary')}>
              Choose your account type
            </Link>
          </EmptyState>
        )}
      </div>
    </div>
  );
}

function DonationList({ children }: { children: ReactNode }) {
  return <ul className="grid gap-4">{children}</ul>;
}

// ── donor ──────────────────────────────────────────────────────────────────────────────────────

function DonorBoard({ uid }: { uid: string }) {
  const board = useDonorBoard(uid);
  const now = useNow();
  if (board.status === 'loading') return <BoardSkeleton />;
  if (board.status === 'error') return <BoardError message={board.message} onRetry={board.retry} />;
  if (board.donations.length === 0) {
    return (
      <EmptyState title="No donations yet — find an NGO to donate to">
        <Link to="/ngoList" className={buttonClasses('primary')}>
          Find an NGO
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <Link to="/ngoList" className={buttonClasses('secondary', 'mb-4')}>
        Donate more food
      </Link>
      <DonationList>
        {board.donations.map((donation) => (
          <li key={donation.id}>
            <DonationCard donation={donation} viewer="donor" now={now}>
              <DonorActions donation={donation} />
            </DonationCard>
          </li>
        ))}
      </DonationList>
    </>
  );
}

// ── NGO ────────────────────────────────────────────────────────────────────────────────────────

function newOffersText(offers: Donation[]): string {
  if (offers.length > 1) return `${offers.length} new offers arrived.`;
  const offer = offers[0];
  if (!offer) return '';
  const meals = offer.meals ? `${offer.meals} meals` : 'Food';
  const from = offer.donorName ? ` from ${offer.donorName}` : '';
  return `New offer: ${meals}${offer.food ? ` of ${offer.food}` : ''}${from}.`;
}

function StateFilter({ value, onChange }: { value: NgoFilter; onChange: (value: NgoFilter) => void }) {
  const name = useId();
  return (
    <fieldset className="mb-6">
      <legend className="text-sm font-semibold text-stone-800">Show</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {NGO_FILTERS.map((filter) => (
          <label
            key={filter.value}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-stone-300 bg-white px-4 font-medium text-stone-800 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-focus-visible:ring-offset-2"
          >
            <input
              type="radio"
              name={name}
              value={filter.value}
              checked={value === filter.value}
              onChange={() => onChange(filter.value)}
              className="sr-only"
            />
            {filter.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function NgoBoard({ uid }: { uid: string }) {
  const board = useNgoBoard(uid);
  const now = useNow();
  const [filter, setFilter] = useState<NgoFilter>('all');
  const [notice, setNotice] = useState<string | null>(null);
  const { newOffers, dismissNewOffers } = board;

  let body;
  if (board.status === 'loading') body = <BoardSkeleton />;
  else if (board.status === 'error') body = <BoardError message={board.message} onRetry={board.retry} />;
  else if (board.donations.length === 0) {
    body = <EmptyState title="No donations yet — offers from donors appear here as soon as they are made." />;
  } else {
    const shown = board.donations.filter((d) => matchesNgoFilter(displayState(d, now), filter));
    const label = NGO_FILTERS.find((f) => f.value === filter)?.label ?? '';
    body = (
      <>
        <StateFilter value={filter} onChange={setFilter} />
        {shown.length === 0 ? (
          <EmptyState title={`No donations under ‘${label}’.`} />
        ) : (
          <DonationList>
            {shown.map((donation) => (
              <li key={donation.id}>
                <DonationCard donation={donation} viewer="ngo" now={now}>
                  <NgoActions donation={donation} ngoUid={uid} now={now} onRefused={setNotice} />
                </DonationCard>
              </li>
            ))}
          </DonationList>
        )}
      </>
    );
  }

  return (
    <>
      {notice && (
        <Alert tone="error" className="mb-4" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {!board.openOffersAvailable && (
        <Alert tone="info" className="mb-4">
          Open offers to any NGO appear here once an admin has verified your NGO profile.{' '}
          <Link to="/ngoProfile" className="font-semibold underline underline-offset-4">
            Your NGO profile
          </Link>
        </Alert>
      )}
      {body}
      <Toast onDismiss={dismissNewOffers}>{newOffers.length > 0 ? newOffersText(newOffers) : null}</Toast>
    </>
  );
}

// ── admin ──────────────────────────────────────────────────────────────────────────────────────

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

function AdminBoard() {
  const [stateFilter, setStateFilter] = useState('');
  const [ngoFilter, setNgoFilter] = useState('');
  const [ngoNames, setNgoNames] = useState<{ id: string; name: string }[]>([]);
  const now = useNow();
  const status: DonationStatus | undefined =
    stateFilter === '' ? undefined : stateFilter === 'expired' ? 'offered' : (stateFilter as DonationStatus);
  const ngoId = ngoFilter === '' ? undefined : ngoFilter === OPEN ? null : ngoFilter;
  const board = useAdminBoard({ status, ngoId });

  useEffect(() => {
    let current = true;
    listNgos({ pageSize: 100 }).then(
      (page) => current && setNgoNames(page.ngos.map((n) => ({ id: n.id, name: n.nameOrg || n.id }))),
      // The NGO filter then offers the NGOs seen in the donations; the list itself still works.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  const seen = board.status === 'ready' ? board.donations : [];
  const options = new Map(ngoNames.map((n) => [n.id, n.name]));
  for (const d of seen) if (d.ngoId && !options.has(d.ngoId)) options.set(d.ngoId, d.ngoName || d.ngoId);
  const ngoOptions = [
    { value: '', label: 'All NGOs' },
    { value: OPEN, label: 'Open offers (any NGO)' },
    ...[...options].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label)),
  ];

  let body;
  if (board.status === 'loading') body = <BoardSkeleton />;
  else if (board.status === 'error') body = <BoardError message={board.message} onRetry={board.retry} />;
  else {
    const shown = board.donations.filter((d) => {
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
      <p className="mt-6 text-sm text-stone-600">Shows the newest 100 donations that match.</p>
    </>
  );
}
