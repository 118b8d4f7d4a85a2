import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { msg, Trans, useT } from '../../i18n';
import { toFailure } from '../../services/errors';
import { unsuspendAccount } from '../../services/suspensions';
import { AdminSection } from './AdminSection';
import { adminQueries, type SuspensionRow } from '../../lib/queries/admin';
import { editRows } from './admin-queries';
import { CELL, RecordsTable } from './RecordsTable';
import { whenOf } from './when';

/** What the Type column says for each role (message ids). */
const ROLE_NAMES = {
  ngo: msg('admin.suspensions.role.ngo'),
  donor: msg('admin.suspensions.role.donor'),
  admin: msg('admin.suspensions.role.admin'),
} as const;

interface SuspensionsSectionProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  onLifted: (notice: string) => void;
}

/** The suspended accounts with the reason each was given, and Un-suspend (after a confirmation). */
export function SuspensionsSection({ headingRef, onLifted }: SuspensionsSectionProps) {
  const queryClient = useQueryClient();
  const t = useT();
  /** How a suspended account is named: its NGO's or its own name, else its email. */
  const accountName = (row: SuspensionRow) => row.name || row.email || t('admin.suspensions.thisAccount');
  const suspensions = useInfiniteQuery(adminQueries.suspensions());
  const [toLift, setToLift] = useState<SuspensionRow | null>(null);
  const lift = useMutation({
    mutationFn: (row: SuspensionRow) => unsuspendAccount(row.uid, row.name),
    onSuccess: (_, row) => {
      queryClient.setQueryData(
        adminQueries.suspensions().queryKey,
        editRows((items: SuspensionRow[]) => items.filter((s) => s.uid !== row.uid)),
      );
      onLifted(t('admin.suspensions.lifted', { name: accountName(row) }));
    },
  });

  // The dialog closes in the render that takes the row away, so focus goes to the heading
  // rather than to an Un-suspend button about to vanish.
  const listed = suspensions.data?.pages.some((page) => page.items.some((s) => s.uid === toLift?.uid)) ?? false;
  const asking = listed ? toLift : null;

  return (
    <AdminSection
      id="suspended-accounts"
      title={t('admin.suspensions.title')}
      intro={t('admin.suspensions.intro')}
      headingRef={headingRef}
    >
      <RecordsTable
        table={suspensions}
        what={t('admin.suspensions.what')}
        caption={t('admin.suspensions.title')}
        loading={t('admin.suspensions.loading')}
        failed={t('admin.suspensions.failed')}
        empty={t('admin.suspensions.empty')}
        columns={[
          t('admin.column.id'),
          t('admin.suspensions.column.account'),
          t('admin.suspensions.column.type'),
          t('admin.suspensions.column.reason'),
          t('admin.suspensions.column.suspended'),
          t('admin.column.action'),
        ]}
        row={(row: SuspensionRow, index) => (
          <tr key={row.uid}>
            <td className={CELL}>{index + 1}</td>
            <th scope="row" className={`${CELL} min-w-48 text-left font-normal`}>
              <span className="block font-semibold">{row.name || row.email || row.uid}</span>
              {row.name && row.email && <span className="block break-all text-stone-700">{row.email}</span>}
            </th>
            <td className={CELL}>{row.role ? t(ROLE_NAMES[row.role]) : '—'}</td>
            <td className={`${CELL} max-w-prose min-w-60 break-words whitespace-pre-wrap`}>{row.reason}</td>
            <td className={`${CELL} whitespace-nowrap`}>{whenOf(row.suspendedAt)}</td>
            <td className={`${CELL} whitespace-nowrap`}>
              <Button
                variant="secondary"
                className="px-4"
                aria-label={t('admin.suspensions.liftNamed', { name: accountName(row) })}
                onClick={() => {
                  lift.reset();
                  setToLift(row);
                }}
              >
                {t('admin.suspensions.liftButton')}
              </Button>
            </td>
          </tr>
        )}
      />
      {asking && (
        <ConfirmDialog
          title={t('admin.suspensions.liftTitle')}
          confirmLabel={t('admin.suspensions.liftButton')}
          pending={lift.isPending}
          error={lift.error ? toFailure(lift.error).message : null}
          onConfirm={() => lift.mutate(asking)}
          onCancel={() => setToLift(null)}
          fallbackFocus={() => headingRef.current}
        >
          <Trans
            id="admin.suspensions.liftBody"
            values={{ name: accountName(asking) }}
            components={{ 0: <strong /> }}
          />
        </ConfirmDialog>
      )}
    </AdminSection>
  );
}
