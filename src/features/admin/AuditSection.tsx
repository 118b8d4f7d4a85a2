import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { msg, useT } from '../../i18n';
import { useAuth } from '../../lib/auth-context';
import { adminQueries } from '../../lib/queries/admin';
import { adminKeys } from '../../lib/queries/keys';
import { AUDIT_ACTION_LIST, type AuditAction, type AuditEntry } from '../../services/audit';
import { AdminSection } from './AdminSection';
import { CELL, RecordsTable } from './RecordsTable';
import { whenOf } from './when';

/** What each action is called in the log (message ids). */
const ACTION_NAMES = {
  verify: msg('admin.audit.action.verify'),
  unverify: msg('admin.audit.action.unverify'),
  ngoWords: msg('admin.audit.action.ngoWords'),
  deleteNgo: msg('admin.audit.action.deleteNgo'),
  suspend: msg('admin.audit.action.suspend'),
  lift: msg('admin.audit.action.lift'),
  addDonor: msg('admin.audit.action.addDonor'),
  editDonor: msg('admin.audit.action.editDonor'),
  deleteDonor: msg('admin.audit.action.deleteDonor'),
  editUser: msg('admin.audit.action.editUser'),
  deleteUser: msg('admin.audit.action.deleteUser'),
  endSeries: msg('admin.audit.action.endSeries'),
  removeMember: msg('admin.audit.action.removeMember'),
  deleteDonation: msg('admin.audit.action.deleteDonation'),
} as const satisfies Record<AuditAction, string>;

/**
 * What every admin did, the latest first (audit/, written with each action by the rules' demand),
 * filtered by action and to the signed-in admin's own.
 */
export function AuditSection() {
  const t = useT();
  const { user } = useAuth();
  const me = user?.uid ?? '';
  const [action, setAction] = useState<AuditAction | ''>('');
  const [mine, setMine] = useState(false);
  const log = useInfiniteQuery(adminQueries.audit(action, mine ? me : ''));
  const queryClient = useQueryClient();
  // Every action taken on the dashboard writes an entry: once one succeeds, the log is read again.
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'audit'] });
        }
      }),
    [queryClient],
  );
  const actionId = useId();
  const mineId = useId();

  return (
    <AdminSection id="audit-log" title={t('admin.audit.title')} intro={t('admin.audit.intro')}>
      <div className="mb-4 flex flex-wrap items-end gap-x-6 gap-y-3">
        <div>
          <label htmlFor={actionId} className="block text-sm font-semibold text-stone-800">
            {t('admin.audit.filter.action')}
          </label>
          <select
            id={actionId}
            value={action}
            onChange={(event) => setAction(event.target.value as AuditAction | '')}
            className="mt-1 min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-stone-900"
          >
            <option value="">{t('admin.audit.filter.every')}</option>
            {AUDIT_ACTION_LIST.map((a) => (
              <option key={a} value={a}>
                {t(ACTION_NAMES[a])}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-h-11 items-center gap-2">
          <input
            id={mineId}
            type="checkbox"
            checked={mine}
            onChange={(event) => setMine(event.target.checked)}
            className="h-5 w-5 accent-brand-700"
          />
          <label htmlFor={mineId} className="text-stone-800">
            {t('admin.audit.filter.mine')}
          </label>
        </div>
      </div>
      <RecordsTable
        table={log}
        what={t('admin.audit.what')}
        caption={t('admin.audit.title')}
        loading={t('admin.audit.loading')}
        failed={t('admin.audit.failed')}
        empty={t('admin.audit.empty')}
        readOnly
        columns={[
          t('admin.column.id'),
          t('admin.audit.column.action'),
          t('admin.audit.column.about'),
          t('admin.audit.column.reason'),
          t('admin.audit.column.by'),
          t('admin.audit.column.when'),
        ]}
        row={(entry: AuditEntry, index) => (
          <tr key={entry.id} data-audit-entry>
            <td className={CELL}>{index + 1}</td>
            <th scope="row" className={`${CELL} min-w-48 text-left font-semibold`}>
              {t(ACTION_NAMES[entry.action])}
            </th>
            <td className={`${CELL} min-w-40 break-words`}>
              {entry.label || <span className="break-all text-stone-700">{entry.target}</span>}
            </td>
            <td className={`${CELL} max-w-prose min-w-48 break-words whitespace-pre-wrap`}>{entry.reason || '—'}</td>
            <td className={`${CELL} break-all`}>{entry.by === me ? t('admin.audit.byYou') : entry.by}</td>
            <td className={`${CELL} whitespace-nowrap`}>{whenOf(entry.at)}</td>
          </tr>
        )}
      />
    </AdminSection>
  );
}
