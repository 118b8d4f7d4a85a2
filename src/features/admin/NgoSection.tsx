import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorAlert } from '../../components/Alert';
import { useT } from '../../i18n';
import { useAuth } from '../../lib/auth-context';
import { toFailure } from '../../services/errors';
import { makeNgoSearchable, setNgoVerification } from '../../services/ngo-admin';
import type { Ngo } from '../../services/ngos';
import { AdminSection } from './AdminSection';
import { adminQueries } from '../../lib/queries/admin';
import { afterNgoChange, editRows } from './admin-queries';
import { NgoRow, type NgoChange } from './NgoRow';
import { RecordsTable } from './RecordsTable';
import type { AccountToSuspend } from './SuspendDialog';

/** What a change makes of the NGO, shown in its row once it is saved. */
const changed = ({ ngo, kind }: NgoChange): Partial<Ngo> =>
  kind === 'verify' ? { verified: !ngo.verified, reverify: false } : { searchable: true };

interface NgoSectionProps {
  /** The accounts suspended, as far as the list of suspensions has been read. */
  suspendedUids: ReadonlySet<string>;
  onSuspend: (account: AccountToSuspend) => void;
}

/**
 * The NGOs, to verify (or unverify) and, for the earlier app's, to add to search: one change at a
 * time. A registered NGO's owner account can be suspended from its row.
 */
export function NgoSection({ suspendedUids, onSuspend }: NgoSectionProps) {
  const queryClient = useQueryClient();
  const t = useT();
  const { user } = useAuth();
  const ngos = useInfiniteQuery(adminQueries.ngos());
  const change = useMutation({
    mutationFn: ({ ngo, kind }: NgoChange) =>
      kind === 'verify' ? setNgoVerification(ngo, !ngo.verified) : makeNgoSearchable(ngo),
    onSuccess: (_, done) => {
      const update = changed(done);
      // Verified or not, the admin has looked at it: it leaves the queue and the 'To re-verify' list.
      if (done.kind === 'verify') {
        afterNgoChange(queryClient, done.ngo.id, update);
        return;
      }
      queryClient.setQueryData(
        adminQueries.ngos().queryKey,
        editRows((items: Ngo[]) => items.map((n) => (n.id === done.ngo.id ? { ...n, ...update } : n))),
      );
    },
  });
  const failedChange = change.isError ? change.variables : null;
  const failed = failedChange?.ngo ?? null;

  return (
    <AdminSection id="ngo-records" title={t('admin.ngos.title')} intro={t('admin.ngos.intro')}>
      {failed && (
        <ErrorAlert
          className="mb-4"
          onRetry={() => failedChange && change.mutate(failedChange)}
          pending={change.isPending}
          retryLabel={t('admin.ngos.retryChange', { name: failed.nameOrg || t('admin.ngos.theNgo') })}
        >
          {t('admin.ngos.notChanged', {
            name: failed.nameOrg || t('admin.ngos.theNgoStart'),
            reason: toFailure(change.error).message,
          })}
        </ErrorAlert>
      )}
      <RecordsTable
        table={ngos}
        what={t('admin.ngos.what')}
        caption={t('admin.ngos.title')}
        loading={t('admin.ngos.loading')}
        failed={t('admin.ngos.failed')}
        empty={t('admin.ngos.empty')}
        columns={[
          t('admin.column.id'),
          t('admin.column.organization'),
          t('admin.ngos.column.city'),
          t('admin.column.email'),
          t('admin.ngos.column.verified'),
          t('admin.column.action'),
        ]}
        row={(ngo: Ngo, index) => {
          const owner = ngo.ownerUid;
          return (
            <NgoRow
              key={ngo.id}
              ngo={ngo}
              number={index + 1}
              pending={change.isPending ? change.variables : null}
              onChange={(kind) => change.mutate({ ngo, kind })}
              suspended={owner !== null && suspendedUids.has(owner)}
              onSuspend={
                owner && owner !== user?.uid
                  ? () => onSuspend({ uid: owner, name: ngo.nameOrg, email: ngo.email, role: 'ngo' })
                  : undefined
              }
            />
          );
        }}
      />
    </AdminSection>
  );
}
