import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { toFailure } from '../../services/errors';
import { setNgoVerification } from '../../services/ngo-admin';
import type { Ngo } from '../../services/ngos';
import { AdminSection } from './AdminSection';
import { editRows, ngoRecordsQuery, reverifyQuery } from './admin-queries';
import { CELL, RecordsTable } from './RecordsTable';

const nameOf = (ngo: Ngo) => ngo.nameOrg || 'this NGO';

/**
 * The NGOs to verify again: their owner changed their name, email or address after they were
 * verified, so they lost the mark until an admin looks at them. Verify gives it back.
 */
export function ReverifySection() {
  const queryClient = useQueryClient();
  const ngos = useInfiniteQuery(reverifyQuery);
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
    mutationFn: (ngo: Ngo) => setNgoVerification(ngo.id, true),
    onSuccess: (_, ngo) => {
      verified.current = ngo.id;
      queryClient.setQueryData(
        reverifyQuery.queryKey,
        editRows((items: Ngo[]) => items.filter((n) => n.id !== ngo.id)),
      );
      queryClient.setQueryData(
        ngoRecordsQuery.queryKey,
        editRows((items: Ngo[]) => items.map((n) => (n.id === ngo.id ? { ...n, verified: true, reverify: false } : n))),
      );
    },
  });
  const failed = verify.isError ? verify.variables : null;

  return (
    <AdminSection
      id="ngos-to-reverify"
      title="To re-verify"
      headingRef={heading}
      intro="These NGOs changed their name, email or address after you verified them. Check the new details, then verify them again."
    >
      {failed && (
        <ErrorAlert
          className="mb-4"
          onRetry={() => verify.mutate(failed)}
          pending={verify.isPending}
          retryLabel={`Retry verifying ${nameOf(failed)}`}
        >
          {nameOf(failed)} was not verified. {toFailure(verify.error).message}
        </ErrorAlert>
      )}
      <RecordsTable
        table={ngos}
        what="NGOs to re-verify"
        caption="NGOs to re-verify"
        loading="Loading NGOs to re-verify"
        failed="We could not load the NGOs to re-verify."
        empty="No NGO is waiting to be verified again."
        columns={['ID', 'Organization', 'Contact', 'Address', 'Action']}
        row={(ngo: Ngo, index) => (
          <tr key={ngo.id}>
            <td className={CELL}>{index + 1}</td>
            <th scope="row" className={`${CELL} min-w-40 text-left font-semibold`}>
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
                aria-label={`Verify ${nameOf(ngo)}`}
                loading={verify.isPending && verify.variables.id === ngo.id}
                disabled={verify.isPending}
                onClick={() => verify.mutate(ngo)}
              >
                Verify
              </Button>
            </td>
          </tr>
        )}
      />
    </AdminSection>
  );
}
