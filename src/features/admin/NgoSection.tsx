import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../components/Alert';
import { toFailure } from '../../services/errors';
import { makeNgoSearchable, setNgoVerified, type Ngo } from '../../services/ngos';
import { AdminSection } from './AdminSection';
import { editRows, ngoRecordsQuery } from './admin-queries';
import { NgoRow, type NgoChange } from './NgoRow';
import { RecordsTable } from './RecordsTable';

/** What a change makes of the NGO, shown in its row once it is saved. */
const changed = ({ ngo, kind }: NgoChange): Partial<Ngo> =>
  kind === 'verify' ? { verified: !ngo.verified } : { searchable: true };

/** The NGOs, to verify (or unverify) and, for the earlier app's, to add to search: one change at a time. */
export function NgoSection() {
  const queryClient = useQueryClient();
  const ngos = useInfiniteQuery(ngoRecordsQuery);
  const change = useMutation({
    mutationFn: ({ ngo, kind }: NgoChange) =>
      kind === 'verify' ? setNgoVerified(ngo.id, !ngo.verified) : makeNgoSearchable(ngo),
    onSuccess: (_, done) => {
      const update = changed(done);
      queryClient.setQueryData(
        ngoRecordsQuery.queryKey,
        editRows((items: Ngo[]) => items.map((n) => (n.id === done.ngo.id ? { ...n, ...update } : n))),
      );
    },
  });
  const failed = change.isError ? change.variables.ngo : null;

  return (
    <AdminSection
      id="ngo-records"
      title="NGOs"
      intro="Verified NGOs show a mark on their card in the NGO list. NGOs saved by the earlier app cannot be found by search until you add them to it."
    >
      {failed && (
        <Alert tone="error" className="mb-4" onDismiss={() => change.reset()}>
          {failed.nameOrg || 'The NGO'} was not changed. {toFailure(change.error).message}
        </Alert>
      )}
      <RecordsTable
        table={ngos}
        what="NGOs"
        caption="NGOs"
        loading="Loading NGOs"
        failed="We could not load the NGOs."
        empty="No NGOs have joined yet."
        columns={['ID', 'Organization', 'City', 'Email', 'Verified', 'Action']}
        row={(ngo: Ngo, index) => (
          <NgoRow
            key={ngo.id}
            ngo={ngo}
            number={index + 1}
            pending={change.isPending ? change.variables : null}
            onChange={(kind) => change.mutate({ ngo, kind })}
          />
        )}
      />
    </AdminSection>
  );
}
