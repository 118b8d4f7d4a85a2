import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TextArea } from '../../components/Field';
import { LENGTH } from '../../config/limits.js';
import { formatNumber, Trans, useT } from '../../i18n';
import { useAuth } from '../../lib/auth-context';
import { useZodForm } from '../../lib/forms';
import { toFailure } from '../../services/errors';
import { suspendAccount } from '../../services/suspensions';
import { adminQueries, type SuspensionRow } from '../../lib/queries/admin';
import type { Rows } from '../../lib/queries/rows';
import { suspensionSchema, type SuspensionValues } from './suspension-schema';

/** An account the dashboard offers to suspend: a registered NGO's owner or a donor record's owner. */
export interface AccountToSuspend {
  uid: string;
  /** The NGO's or the donor's name, as its row shows it. */
  name: string;
  email: string;
  role: 'ngo' | 'donor';
}

/** The new suspension at the top of the list read so far (a page that holds it already loses it). */
function addSuspension(row: SuspensionRow) {
  return <C,>(data: InfiniteData<Rows<SuspensionRow, C>> | undefined) =>
    data && {
      ...data,
      pages: data.pages.map((page, index) => {
        const others = page.items.filter((item) => item.uid !== row.uid);
        return { ...page, items: index === 0 ? [row, ...others] : others };
      }),
    };
}

interface SuspendDialogProps {
  account: AccountToSuspend;
  onCancel: () => void;
  /** After the suspension is saved: the list of suspensions holds it already. */
  onSuspended: (account: AccountToSuspend) => void;
  fallbackFocus: () => HTMLElement | null;
}

/**
 * Asks for the reason (the account is shown it on every page) and suspends the account. A failure
 * keeps the dialog open with what was typed, in plain words; pressing Suspend again retries.
 */
export function SuspendDialog({ account, onCancel, onSuspended, fallbackFocus }: SuspendDialogProps) {
  const queryClient = useQueryClient();
  const t = useT();
  const { user } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(suspensionSchema, { defaultValues: { reason: '' } satisfies SuspensionValues });
  const suspend = useMutation({
    mutationFn: (reason: string) => suspendAccount(account.uid, reason, account.name),
    onSuccess: (_, reason) => {
      queryClient.setQueryData(
        adminQueries.suspensions().queryKey,
        addSuspension({
          id: account.uid,
          uid: account.uid,
          reason,
          suspendedAt: new Date(),
          suspendedBy: user?.uid ?? '',
          name: account.name,
          email: account.email,
          role: account.role,
        }),
      );
      onSuspended(account);
    },
  });

  const who = account.name || account.email || t('admin.suspensions.thisAccount');
  // The field's props, outside the JSX: its name is not text (the literal-text lint checks JSX).
  const reasonField = register('reason');
  return (
    <ConfirmDialog
      title={t('admin.suspend.title')}
      confirmLabel={t('admin.suspendButton')}
      pending={suspend.isPending}
      error={suspend.error ? toFailure(suspend.error).message : null}
      onConfirm={() => void handleSubmit(({ reason }) => suspend.mutate(reason))()}
      onCancel={onCancel}
      fallbackFocus={fallbackFocus}
    >
      <p>
        {account.email && account.name ? (
          <Trans
            id="admin.suspend.bodyWithEmail"
            values={{ name: who, email: account.email }}
            components={{ 0: <strong /> }}
          />
        ) : (
          <Trans id="admin.suspend.body" values={{ name: who }} components={{ 0: <strong /> }} />
        )}
      </p>
      {account.role === 'donor' && <p className="mt-2">{t('admin.suspend.withdrawsOffers')}</p>}
      <div className="mt-4">
        <TextArea
          label={t('admin.suspend.reason')}
          hint={t('admin.suspend.reasonHint', { max: formatNumber(LENGTH.reason) })}
          rows={3}
          maxLength={LENGTH.reason}
          readOnly={suspend.isPending}
          error={errors.reason?.message}
          {...reasonField}
        />
      </div>
    </ConfirmDialog>
  );
}
