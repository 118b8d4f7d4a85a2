import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { useT } from '../../i18n';
import { toFailure } from '../../services/errors';
import { setNgoVerification } from '../../services/ngo-admin';
import type { Ngo } from '../../services/ngos';
import { AdminSection } from './AdminSection';
import { adminQueries } from '../../lib/queries/admin';
import { afterNgoChange } from './admin-queries';
import { CELL, RecordsTable } from './RecordsTable';

/**
 * The NGOs to verify again: their owner changed their name, email, address or logo after they were
 * verified, so they lost the mark until an admin looks at them. Verify gives it back.
 */
export function ReverifySection() {
  const queryClient = useQueryClient();
  const t = useT();
  const nameOf = (ngo: Ngo) => ngo.nameOrg || t('admin.thisNgo');
  const ngos = useInfiniteQuery(adminQueries.reverify());
  const heading = useRef<HTMLHeadingElement>(null);
  // The NGO just verified: once its row (and the Verify button that had the focus) is gone, the
  // focus goes to the heading instead of being lost.
  const verified = useRef<string | null>(null);
  useEffect(() => {
    const id = verified.current;
    if (id === null || ngos.data?.pages.some((page) => page.items.some((n) => n.id === id))) return;
    verified.current = null;
    if (document.activeElement === document.body || document.activeElement === null) heading.current?.focus();
  }, [ngos.data]);
  const verify = useMutation({
    mutationFn: (ngo: Ngo) => setNgoVerification(ngo, true),
    onSuccess: (_, ngo) => {
      verified.current = ngo.id;
      afterNgoChange(queryClient, ngo.id, { verified: true, reverify: false });
    },
  });
  const failed = verify.isError ? verify.variables : null;

  return (
    <AdminSection
      id="ngos-to-reverify"
      title={t('admin.reverify.title')}
      headingRef={heading}
      intro={t('admin.reverify.intro')}
    >
      {failed && (
        <ErrorAlert
          className="mb-4"
          onRetry={() => verify.mutate(failed)}
          pending={verify.isPending}
          retryLabel={t('admin.reverify.retry', { name: nameOf(failed) })}
        >
          {t('admin.reverify.notVerified', { name: nameOf(failed), reason: toFailure(verify.error).message })}
        </ErrorAlert>
      )}
      <RecordsTable
        table={ngos}
        what={t('admin.reverify.what')}
        caption={t('admin.reverify.what')}
        loading={t('admin.reverify.loading')}
        failed={t('admin.reverify.failed')}
        empty={t('admin.reverify.empty')}
        columns={[
          t('admin.column.id'),
          t('admin.column.organization'),
          t('admin.reverify.column.contact'),
          t('admin.column.address'),
          t('admin.column.action'),
        ]}
        row={(ngo: Ngo, index) => (
          <tr key={ngo.id}>
            <td className={CELL}>{index + 1}</td>
            <th scope="row" className={`${CELL} min-w-40 text-left font-semibold`}>
              {/* The logo is part of who the NGO is: a new one is one reason to check it again. */}
              {ngo.imageUrl && (
                <img
                  src={ngo.imageUrl}
                  alt={t('admin.reverify.logoAlt', { name: nameOf(ngo) })}
                  className="mb-2 h-12 w-12 rounded-md border border-stone-200 object-contain"
                  loading="lazy"
                />
              )}
              {ngo.nameOrg}
            </th>
            <td className={`${CELL} min-w-40`}>
              <span className="block">{ngo.name}</span>
              <span className="block break-all text-stone-700">{ngo.email}</span>
            </td>
            <td className={`${CELL} min-w-48`}>{[ngo.address, ngo.city, ngo.zip].filter(Boolean).join(', ')}</td>
            <td className={`${CELL} whitespace-nowrap`}>
              <Button
                className="px-4"
                aria-label={t('admin.verifyNamed', { name: nameOf(ngo) })}
                loading={verify.isPending && verify.variables.id === ngo.id}
                disabled={verify.isPending}
                onClick={() => verify.mutate(ngo)}
              >
                {t('admin.verifyButton')}
              </Button>
            </td>
          </tr>
        )}
      />
    </AdminSection>
  );
}
