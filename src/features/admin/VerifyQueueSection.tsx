import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field } from '../../components/Field';
import { LoadMore } from '../../components/LoadMore';
import { Spinner } from '../../components/Spinner';
import { Trans, useT } from '../../i18n';
import { toFailure } from '../../services/errors';
import { deleteNgoProfile, queueSearchOf, setNgoVerification } from '../../services/ngo-admin';
import type { Ngo } from '../../services/ngos';
import { AdminSection } from './AdminSection';
import { adminQueries } from '../../lib/queries/admin';
import { afterNgoChange } from './admin-queries';
import { QueueItem } from './QueueItem';

interface VerifyQueueSectionProps {
  /** The accounts suspended, as far as the list of suspensions has been read. */
  suspendedUids: ReadonlySet<string>;
}

type Change = { ngo: Ngo; kind: 'verify' | 'delete' };

/**
 * The queue: NGOs awaiting verification, waiting longest first, each with what an admin needs to
 * decide (contact person, phone, address, email, sign-up date, registration ID) beside Verify; a
 * search by name, email or PIN reaches any of them. Delete stays quiet and asks first, naming what goes.
 */
export function VerifyQueueSection({ suspendedUids }: VerifyQueueSectionProps) {
  const queryClient = useQueryClient();
  const t = useT();
  const nameOf = (ngo: Ngo) => ngo.nameOrg || t('admin.thisNgo');
  const [done, setDone] = useState<{ id: number; message: string } | null>(null);
  // A new search puts away the message of the last change.
  const { typed, setTyped, search, searchError, submit, clear } = useQueueSearch(() => setDone(null));
  const [toDelete, setToDelete] = useState<Ngo | null>(null);
  const queue = useInfiniteQuery(adminQueries.queue(search));
  const heading = useRef<HTMLHeadingElement>(null);
  // The NGO just verified or deleted: once its card (and the button that had the focus) is gone,
  // the focus goes to the heading instead of being lost.
  const gone = useRef<string | null>(null);
  useEffect(() => {
    const id = gone.current;
    if (id === null || queue.data?.pages.some((page) => page.items.some((n) => n.id === id))) return;
    gone.current = null;
    if (document.activeElement === document.body || document.activeElement === null) heading.current?.focus();
  }, [queue.data]);

  const change = useMutation({
    mutationFn: ({ ngo, kind }: Change) => (kind === 'verify' ? setNgoVerification(ngo, true) : deleteNgoProfile(ngo)),
    onSuccess: (_, { ngo, kind }) => {
      gone.current = ngo.id;
      setToDelete(null);
      afterNgoChange(queryClient, ngo.id, kind === 'verify' ? { verified: true, reverify: false } : 'deleted');
      const message =
        kind === 'verify'
          ? t('admin.queue.verified', { name: nameOf(ngo) })
          : t('admin.queue.deleted', { name: nameOf(ngo) });
      setDone((prev) => ({ id: (prev?.id ?? 0) + 1, message }));
    },
  });
  const failedVerify = change.isError && change.variables.kind === 'verify' ? change.variables.ngo : null;

  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const busy = change.isPending;

  return (
    <AdminSection
      id="ngo-queue"
      title={t('admin.queue.title')}
      intro={t('admin.queue.intro')}
      headingRef={heading}
      className="mt-8"
    >
      <QueueSearchForm
        typed={typed}
        onType={setTyped}
        search={search}
        error={searchError}
        onSubmit={submit}
        onClear={clear}
      />

      {done && (
        <Alert key={done.id} tone="success" className="mt-4" onDismiss={() => setDone(null)}>
          {done.message}
        </Alert>
      )}
      {failedVerify && (
        <ErrorAlert
          className="mt-4"
          onRetry={() => change.mutate({ ngo: failedVerify, kind: 'verify' })}
          pending={change.isPending}
          retryLabel={t('admin.reverify.retry', { name: nameOf(failedVerify) })}
        >
          {t('admin.reverify.notVerified', { name: nameOf(failedVerify), reason: toFailure(change.error).message })}
        </ErrorAlert>
      )}

      <div className="mt-4">
        {search && !queue.isPending && !queue.isError && (
          <p className="mb-3 text-stone-700" role="status">
            {t('admin.queue.found', { search })}
          </p>
        )}
        {queue.isPending ? (
          <div className="flex items-center gap-3 rounded-card border border-stone-200 bg-white px-6 py-8 text-brand-700">
            <Spinner size={28} label={t('admin.queue.loading')} />
            <span className="text-stone-700">{t('admin.queue.loading')}…</span>
          </div>
        ) : queue.isError && !queue.isFetchNextPageError ? (
          <ErrorAlert onRetry={() => void queue.refetch()} pending={queue.isFetching}>
            {t('admin.queue.failed')} {toFailure(queue.error).message}
          </ErrorAlert>
        ) : items.length === 0 ? (
          <p className="rounded-card border border-dashed border-stone-300 bg-white px-6 py-8 text-center text-stone-700">
            {search ? t('admin.queue.noMatch', { search }) : t('admin.queue.empty')}
          </p>
        ) : (
          <>
            <ul aria-label={t('admin.queue.listLabel')} className="grid gap-4">
              {items.map((ngo) => (
                <QueueItem
                  key={ngo.id}
                  ngo={ngo}
                  verifying={busy && change.variables.ngo.id === ngo.id && change.variables.kind === 'verify'}
                  busy={busy}
                  onVerify={() => change.mutate({ ngo, kind: 'verify' })}
                  onDelete={() => {
                    change.reset();
                    setToDelete(ngo);
                  }}
                  suspended={ngo.ownerUid !== null && suspendedUids.has(ngo.ownerUid)}
                />
              ))}
            </ul>
            {queue.hasNextPage && (
              <LoadMore
                what={t('admin.queue.what')}
                named
                onMore={() => void queue.fetchNextPage()}
                pending={queue.isFetchingNextPage}
                failure={queue.isFetchNextPageError ? toFailure(queue.error) : null}
              />
            )}
          </>
        )}
      </div>

      {toDelete && (
        <ConfirmDialog
          title={t('admin.queue.deleteTitle', { name: nameOf(toDelete) })}
          confirmLabel={t('admin.queue.deleteConfirm')}
          pending={change.isPending}
          error={change.isError && change.variables.kind === 'delete' ? toFailure(change.error).message : null}
          onConfirm={() => change.mutate({ ngo: toDelete, kind: 'delete' })}
          onCancel={() => setToDelete(null)}
          fallbackFocus={() => heading.current}
        >
          <DeleteNgoBody ngo={toDelete} name={nameOf(toDelete)} />
        </ConfirmDialog>
      )}
    </AdminSection>
  );
}

/**
 * The queue's search: what is typed, the search shown ('' for the whole queue) and why a search was
 * refused. A search goes only when it can find something (a word of the name, a full email, a PIN).
 */
function useQueueSearch(onSearch: () => void) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [searchError, setSearchError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = typed.trim();
    if (text !== '' && queueSearchOf(text).by === 'none') {
      setSearchError(t('admin.queue.searchTooShort'));
      return;
    }
    setSearchError(null);
    onSearch();
    setSearch(text);
  };
  const clear = () => {
    setTyped('');
    setSearch('');
    setSearchError(null);
  };
  return { typed, setTyped, search, searchError, submit, clear };
}

interface QueueSearchFormProps {
  typed: string;
  onType: (text: string) => void;
  /** The search shown now ('' for the whole queue): Clear goes back to the queue. */
  search: string;
  error: string | null;
  onSubmit: (event: FormEvent) => void;
  onClear: () => void;
}

/** Search the queue by a word of the name, a full email or a PIN. */
function QueueSearchForm({ typed, onType, search, error, onSubmit, onClear }: QueueSearchFormProps) {
  const t = useT();
  return (
    <form
      role="search"
      aria-label={t('admin.queue.searchLabel')}
      onSubmit={onSubmit}
      className="flex flex-wrap items-end gap-3"
    >
      <Field
        className="min-w-0 flex-1 basis-64"
        label={t('admin.queue.searchLabel')}
        hint={t('admin.queue.searchHint')}
        type="search"
        autoComplete="off"
        value={typed}
        onChange={(event) => onType(event.currentTarget.value)}
        error={error ?? undefined}
      />
      <div className="flex gap-3 pb-7">
        <Button type="submit">{t('admin.queue.searchButton')}</Button>
        {search && (
          <Button variant="secondary" onClick={onClear}>
            {t('admin.queue.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** What deleting this NGO removes: its profile, and its account's access when it has one. */
function DeleteNgoBody({ ngo, name }: { ngo: Ngo; name: string }) {
  return ngo.ownerUid ? (
    <Trans id="admin.queue.deleteBody" values={{ name, email: ngo.email }} components={{ 0: <strong /> }} />
  ) : (
    <Trans id="admin.queue.deleteBodyListed" values={{ name }} components={{ 0: <strong /> }} />
  );
}
