import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { donorProfilePath } from '../../config/paths';
import { useAuth } from '../../lib/auth-context';
import { deleteDonor, type Donor } from '../../services/donors';
import { toFailure } from '../../services/errors';
import { AdminSection } from './AdminSection';
import { donorRecordsQuery, editRows } from './admin-queries';
import { CELL, RecordsTable } from './RecordsTable';
import type { AccountToSuspend } from './SuspendDialog';

const whoOf = (donor: Donor) => donor.name || 'this donor';

interface DonorRecordsSectionProps {
  onDeleted: (notice: string) => void;
  /** The accounts suspended, as far as the list of suspensions has been read. */
  suspendedUids: ReadonlySet<string>;
  onSuspend: (account: AccountToSuspend) => void;
}

/**
 * The donor records, each with Edit (the profile form) and Delete (after a confirmation); a record
 * a donor account owns also offers to suspend that account.
 */
export function DonorRecordsSection({ onDeleted, suspendedUids, onSuspend }: DonorRecordsSectionProps) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const donors = useInfiniteQuery(donorRecordsQuery);
  const heading = useRef<HTMLHeadingElement>(null);
  const [toDelete, setToDelete] = useState<Donor | null>(null);
  const remove = useMutation({
    mutationFn: (donor: Donor) => deleteDonor(donor.id),
    onSuccess: (_, donor) => {
      queryClient.setQueryData(
        donorRecordsQuery.queryKey,
        editRows((items: Donor[]) => items.filter((d) => d.id !== donor.id)),
      );
      onDeleted(`The record of ${whoOf(donor)} was deleted.`);
    },
  });

  // The dialog is about a row on screen, so it closes in the very render that takes the deleted row
  // away: focus then goes to the heading instead of to a Delete button that is about to vanish.
  const listed = donors.data?.pages.some((page) => page.items.some((d) => d.id === toDelete?.id)) ?? false;
  const asking = listed ? toDelete : null;

  return (
    <AdminSection id="donor-records" title="Donor records" headingRef={heading} className="mt-8">
      <RecordsTable
        table={donors}
        what="donor records"
        caption="Donor records"
        loading="Loading donor records"
        failed="We could not load the donor records."
        empty="There are no donor records yet."
        columns={['ID', 'UserName', 'PhoneNo', 'Email', 'Address', 'Action']}
        row={(donor: Donor, index) => (
          <tr key={donor.id}>
            <td className={CELL}>{index + 1}</td>
            <th scope="row" className={`${CELL} min-w-40 text-left font-semibold`}>
              {donor.name}
              {donor.ownerUid && suspendedUids.has(donor.ownerUid) && (
                <span className="block text-sm font-semibold text-red-800">Account suspended</span>
              )}
            </th>
            <td className={`${CELL} whitespace-nowrap`}>{donor.phone}</td>
            <td className={`${CELL} whitespace-nowrap`}>{donor.email}</td>
            <td className={`${CELL} min-w-48`}>{[donor.address, donor.city].filter(Boolean).join(', ')}</td>
            <td className={`${CELL} whitespace-nowrap`}>
              <div className="flex gap-2">
                <Link
                  to={donorProfilePath(donor.id)}
                  aria-label={`Edit ${whoOf(donor)}`}
                  className={buttonClasses('secondary', 'px-4')}
                >
                  Edit
                </Link>
                <Button
                  variant="danger"
                  aria-label={`Delete ${whoOf(donor)}`}
                  className="px-4"
                  onClick={() => {
                    remove.reset();
                    setToDelete(donor);
                  }}
                >
                  Delete
                </Button>
                {donor.ownerUid && donor.ownerUid !== user?.uid && !suspendedUids.has(donor.ownerUid) && (
                  <Button
                    variant="secondary"
                    aria-label={`Suspend ${whoOf(donor)}`}
                    className="px-4"
                    onClick={() =>
                      donor.ownerUid &&
                      onSuspend({ uid: donor.ownerUid, name: donor.name, email: donor.email, role: 'donor' })
                    }
                  >
                    Suspend
                  </Button>
                )}
              </div>
            </td>
          </tr>
        )}
      />
      {asking && (
        <ConfirmDialog
          title="Delete this donor record?"
          confirmLabel="Delete"
          pending={remove.isPending}
          error={remove.error ? toFailure(remove.error).message : null}
          onConfirm={() => remove.mutate(asking)}
          onCancel={() => setToDelete(null)}
          fallbackFocus={() => heading.current}
        >
          The record of <strong>{whoOf(asking)}</strong>
          {asking.email ? ` (${asking.email})` : ''} will be removed for good.
        </ConfirmDialog>
      )}
    </AdminSection>
  );
}
