import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { toFailure } from '../../services/errors';
import { unsuspendAccount } from '../../services/suspensions';
import { AdminSection } from './AdminSection';
import { editRows, suspensionsQuery, type SuspensionRow } from './admin-queries';
import { CELL, RecordsTable } from './RecordsTable';
import { whenOf } from './when';

/** How a suspended account is named: its NGO's or its own name, else its email. */
export const accountName = (row: SuspensionRow) => row.name || row.email || 'this account';

const ROLE_NAMES = { ngo: 'NGO', donor: 'Donor', admin: 'Admin' } as const;

interface SuspensionsSectionProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  onLifted: (notice: string) => void;
}

/** The suspended accounts with the reason each was given, and Un-suspend (after a confirmation). */
export function SuspensionsSection({ headingRef, onLifted }: SuspensionsSectionProps) {
  const queryClient = useQueryClient();
  const suspensions = useInfiniteQuery(suspensionsQuery);
  const [toLift, setToLift] = useState<SuspensionRow | null>(null);
  const lift = useMutation({
    mutationFn: (row: SuspensionRow) => unsuspendAccount(row.uid),
    onSuccess: (_, row) => {
      queryClient.setQueryData(
        suspensionsQuery.queryKey,
        editRows((items: SuspensionRow[]) => items.filter((s) => s.uid !== row.uid)),
      );
      onLifted(`The suspension of ${accountName(row)} is lifted: they can use FoodBridge again.`);
    },
  });

  // The dialog closes in the render that takes the row away, so focus goes to the heading
  // rather than to an Un-suspend button about to vanish.
  const listed = suspensions.data?.pages.some((page) => page.items.some((s) => s.uid === toLift?.uid)) ?? false;
  const asking = listed ? toLift : null;

  return (
    <AdminSection
      id="suspended-accounts"
      title="Suspended accounts"
      intro="A suspended account sees your reason on every page and cannot offer food, take offers or change donations."
      headingRef={headingRef}
    >
      <RecordsTable
        table={suspensions}
        what="suspended accounts"
        caption="Suspended accounts"
        loading="Loading suspended accounts"
        failed="We could not load the suspended accounts."
        empty="No account is suspended."
        columns={['ID', 'Account', 'Type', 'Reason', 'Suspended', 'Action']}
        row={(row: SuspensionRow, index) => (
          <tr key={row.uid}>
            <td className={CELL}>{index + 1}</td>
            <th scope="row" className={`${CELL} min-w-48 text-left font-normal`}>
              <span className="block font-semibold">{row.name || row.email || row.uid}</span>
              {row.name && row.email && <span className="block break-all text-stone-700">{row.email}</span>}
            </th>
            <td className={CELL}>{row.role ? ROLE_NAMES[row.role] : '—'}</td>
            <td className={`${CELL} max-w-prose min-w-60 break-words whitespace-pre-wrap`}>{row.reason}</td>
            <td className={`${CELL} whitespace-nowrap`}>{whenOf(row.suspendedAt)}</td>
            <td className={`${CELL} whitespace-nowrap`}>
              <Button
                variant="secondary"
                className="px-4"
                aria-label={`Un-suspend ${accountName(row)}`}
                onClick={() => {
                  lift.reset();
                  setToLift(row);
                }}
              >
                Un-suspend
              </Button>
            </td>
          </tr>
        )}
      />
      {asking && (
        <ConfirmDialog
          title="Lift this suspension?"
          confirmLabel="Un-suspend"
          pending={lift.isPending}
          error={lift.error ? toFailure(lift.error).message : null}
          onConfirm={() => lift.mutate(asking)}
          onCancel={() => setToLift(null)}
          fallbackFocus={() => headingRef.current}
        >
          <strong>{accountName(asking)}</strong> will be able to offer food, take offers and change donations again.
        </ConfirmDialog>
      )}
    </AdminSection>
  );
}
