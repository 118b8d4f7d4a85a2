import { Button } from '../../components/Button';
import { useT } from '../../i18n';
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
  const t = useT();
  const name = ngo.nameOrg || t('admin.thisNgo');
  const busy = (kind: NgoChange['kind']) => pending?.ngo.id === ngo.id && pending.kind === kind;
  return (
    <tr>
      <td className={CELL}>{number}</td>
      <th scope="row" className={`${CELL} min-w-40 text-left font-semibold`}>
        {ngo.nameOrg}
        {!ngo.searchable && (
          <span className="block text-sm font-normal text-stone-700">{t('admin.ngos.notSearchable')}</span>
        )}
        {ngo.reverify && <span className="block text-sm font-normal text-stone-700">{t('admin.ngos.reverify')}</span>}
        {suspended && <span className="block text-sm font-semibold text-red-800">{t('admin.accountSuspended')}</span>}
      </th>
      <td className={CELL}>{ngo.city}</td>
      <td className={`${CELL} whitespace-nowrap`}>{ngo.email}</td>
      <td className={`${CELL} whitespace-nowrap`}>
        {ngo.verified ? (
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-semibold text-brand-900">
            {t('admin.ngos.verified')}
          </span>
        ) : (
          <span className="text-stone-700">{t('admin.ngos.notVerified')}</span>
        )}
      </td>
      <td className={`${CELL} whitespace-nowrap`}>
        <div className="flex gap-2">
          <Button
            variant={ngo.verified ? 'secondary' : 'primary'}
            className="px-4"
            aria-label={ngo.verified ? t('admin.ngos.unverifyNamed', { name }) : t('admin.verifyNamed', { name })}
            loading={busy('verify')}
            disabled={pending !== null}
            onClick={() => onChange('verify')}
          >
            {ngo.verified ? t('admin.ngos.unverifyButton') : t('admin.verifyButton')}
          </Button>
          {!ngo.searchable && (
            <Button
              variant="secondary"
              className="px-4"
              aria-label={t('admin.ngos.addToSearchNamed', { name })}
              loading={busy('search')}
              disabled={pending !== null}
              onClick={() => onChange('search')}
            >
              {t('admin.ngos.addToSearch')}
            </Button>
          )}
          {onSuspend && !suspended && (
            <Button
              variant="secondary"
              className="px-4"
              aria-label={t('admin.suspendNamed', { name })}
              onClick={onSuspend}
            >
              {t('admin.suspendButton')}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
