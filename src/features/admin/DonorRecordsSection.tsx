import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { donorProfilePath } from '../../config/paths';
import { Trans, useT } from '../../i18n';
import { useAuth } from '../../lib/auth-context';
import { deleteDonor, type Donor } from '../../services/donors';
import { toFailure } from '../../services/errors';
import { AdminSection } from './AdminSection';
import { donorQueries } from '../../lib/queries/donors';
import { editRows } from './admin-queries';
import { CELL, RecordsTable } from './RecordsTable';
import type { AccountToSuspend } from './SuspendDialog';

interface DonorRecordsSectionProps {
  onDeleted: (notice: string) => void;
  /** The accounts suspended, as far as the list of suspensions has been read. */
  suspendedUids: ReadonlySet<string>;
  onSuspend: (account: AccountToSuspend) => void;
}

/**
 * The donor records, each with Edit (the profile form) and a quiet Delete (after a confirmation
 * that says what goes: the record only); a record a donor account owns also offers to suspend that account.
 */
export function DonorRecordsSection({ onDeleted, suspendedUids, onSuspend }: DonorRecordsSectionProps) {
  const queryClient = useQueryClient();
  const t = useT();
  const whoOf = (donor: Donor) => donor.name || t('admin.donors.thisDonor');
  const { user } = useAuth();
  const donors = useInfiniteQuery(donorQueries.list());
  const heading = useRef<HTMLHeadingElement>(null);
  const [toDelete, setToDelete] = useState<Donor | null>(null);
  const remove = useMutation({
    mutationFn: (donor: Donor) => deleteDonor(donor),
    onSuccess: (_, donor) => {
      queryClient.setQueryData(
        donorQueries.list().queryKey,
        editRows((items: Donor[]) => items.filter((d) => d.id !== donor.id)),
      );
      onDeleted(t('admin.donors.deleted', { name: whoOf(donor) }));
    },
  });

  // The dialog is about a row on screen, so it closes in the very render that takes the deleted row
  // away: focus then goes to the heading instead of to a Delete button that is about to vanish.
  const listed = donors.data?.pages.some((page) => page.items.some((d) => d.id === toDelete?.id)) ?? false;
  const asking = listed ? toDelete : null;

  return (
    <AdminSection id="donor-records" title={t('admin.donors.title')} headingRef={heading}>
      <RecordsTable
        table={donors}
        what={t('admin.donors.what')}
        caption={t('admin.donors.title')}
        loading={t('admin.donors.loading')}
        failed={t('admin.donors.failed')}
        empty={t('admin.donors.empty')}
        columns={[
          t('admin.column.id'),
          t('admin.donors.column.name'),
          t('admin.donors.column.phone'),
          t('admin.column.email'),
          t('admin.column.address'),
          t('admin.column.action'),
        ]}
        row={(donor: Donor, index) => (
          <tr key={donor.id}>
            <td className={CELL}>{index + 1}</td>
            <th scope="row" className={`${CELL} min-w-40 text-left font-semibold`}>
              {donor.name}
              {donor.ownerUid && suspendedUids.has(donor.ownerUid) && (
                <span className="block text-sm font-semibold text-red-800">{t('admin.accountSuspended')}</span>
              )}
            </th>
            <td className={`${CELL} whitespace-nowrap`}>{donor.phone}</td>
            <td className={`${CELL} whitespace-nowrap`}>{donor.email}</td>
            <td className={`${CELL} min-w-48`}>{[donor.address, donor.city].filter(Boolean).join(', ')}</td>
            <td className={`${CELL} whitespace-nowrap`}>
              <div className="flex gap-2">
                <Link
                  to={donorProfilePath(donor.id)}
                  aria-label={t('admin.donors.editNamed', { name: whoOf(donor) })}
                  className={buttonClasses('secondary', 'px-4')}
                >
                  {t('admin.donors.edit')}
                </Link>
                <Button
                  variant="quiet"
                  aria-label={t('admin.donors.deleteNamed', { name: whoOf(donor) })}
                  onClick={() => {
                    remove.reset();
                    setToDelete(donor);
                  }}
                >
                  {t('admin.donors.delete')}
                </Button>
                {donor.ownerUid && donor.ownerUid !== user?.uid && !suspendedUids.has(donor.ownerUid) && (
                  <Button
                    variant="secondary"
                    aria-label={t('admin.suspendNamed', { name: whoOf(donor) })}
                    className="px-4"
                    onClick={() =>
                      donor.ownerUid &&
                      onSuspend({ uid: donor.ownerUid, name: donor.name, email: donor.email, role: 'donor' })
                    }
                  >
                    {t('admin.suspendButton')}
                  </Button>
                )}
              </div>
            </td>
          </tr>
        )}
      />
      {asking && (
        <ConfirmDialog
          title={t('admin.donors.deleteTitle', { name: whoOf(asking) })}
          confirmLabel={t('admin.donors.deleteConfirm')}
          pending={remove.isPending}
          error={remove.error ? toFailure(remove.error).message : null}
          onConfirm={() => remove.mutate(asking)}
          onCancel={() => setToDelete(null)}
          fallbackFocus={() => heading.current}
        >
          {asking.email ? (
            <Trans
              id="admin.donors.deleteBodyWithEmail"
              values={{ name: whoOf(asking), email: asking.email }}
              components={{ 0: <strong /> }}
            />
          ) : (
            <Trans id="admin.donors.deleteBody" values={{ name: whoOf(asking) }} components={{ 0: <strong /> }} />
          )}
        </ConfirmDialog>
      )}
    </AdminSection>
  );
}
