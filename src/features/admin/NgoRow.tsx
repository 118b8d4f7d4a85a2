import { Button } from '../../components/Button';
import type { Ngo } from '../../services/ngos';
import { CELL } from './RecordsTable';

/** A change to one NGO: Verify/Unverify, or Add to search (for the earlier app's NGOs). */
export interface NgoChange {
  ngo: Ngo;
  kind: 'verify' | 'search';
}

interface NgoRowProps {
  ngo: Ngo;
  number: number;
  /** The change under way, to any NGO: while there is one, no other can start. */
  pending: NgoChange | null;
  onChange: (kind: NgoChange['kind']) => void;
  /** Its owner's account is suspended. */
  suspended: boolean;
  /** Opens the suspension dialog; undefined for NGOs without an owner account (samples, the earlier app's). */
  onSuspend: (() => void) | undefined;
}

/** One NGO of the admin table, with its verified state and the changes it can take. */
export function NgoRow({ ngo, number, pending, onChange, suspended, onSuspend }: NgoRowProps) {
  const name = ngo.nameOrg || 'this NGO';
  const busy = (kind: NgoChange['kind']) => pending?.ngo.id === ngo.id && pending.kind === kind;
  return (
    <tr>
      <td className={CELL}>{number}</td>
      <th scope="row" className={`${CELL} min-w-40 text-left font-semibold`}>
        {ngo.nameOrg}
        {!ngo.searchable && <span className="block text-sm font-normal text-stone-700">Search cannot find it yet</span>}
        {ngo.reverify && (
          <span className="block text-sm font-normal text-stone-700">Changed its details: verify it again</span>
        )}
        {suspended && <span className="block text-sm font-semibold text-red-800">Account suspended</span>}
      </th>
      <td className={CELL}>{ngo.city}</td>
      <td className={`${CELL} whitespace-nowrap`}>{ngo.email}</td>
      <td className={`${CELL} whitespace-nowrap`}>
        {ngo.verified ? (
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-semibold text-brand-900">Verified</span>
        ) : (
          <span className="text-stone-700">Not verified</span>
        )}
      </td>
      <td className={`${CELL} whitespace-nowrap`}>
        <div className="flex gap-2">
          <Button
            variant={ngo.verified ? 'secondary' : 'primary'}
            className="px-4"
            aria-label={`${ngo.verified ? 'Unverify' : 'Verify'} ${name}`}
            loading={busy('verify')}
            disabled={pending !== null}
            onClick={() => onChange('verify')}
          >
            {ngo.verified ? 'Unverify' : 'Verify'}
          </Button>
          {!ngo.searchable && (
            <Button
              variant="secondary"
              className="px-4"
              aria-label={`Add ${name} to search`}
              loading={busy('search')}
              disabled={pending !== null}
              onClick={() => onChange('search')}
            >
              Add to search
            </Button>
          )}
          {onSuspend && !suspended && (
            <Button variant="secondary" className="px-4" aria-label={`Suspend ${name}`} onClick={onSuspend}>
              Suspend
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
