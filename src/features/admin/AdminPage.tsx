import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, ErrorAlert } from '../../components/Alert';
import { Button, buttonClasses } from '../../components/Button';
import { LoadMore } from '../../components/LoadMore';
import { Spinner } from '../../components/Spinner';
import { useLoad, type LoadState } from '../../components/useLoad';
import { formatReadyBy } from '../../services/donations';
import { deleteDonor, listDonors, type Donor } from '../../services/donors';
import {
  listContactMessages,
  listSubscribers,
  type ContactMessage,
  type InboxCursor,
  type Subscriber,
} from '../../services/inbox';
import { friendlyError } from '../../services/errors';
import { listNgos, makeNgoSearchable, setNgoVerified, type Ngo, type NgoCursor } from '../../services/ngos';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/** 'Sunday, 22 November'. */
export function formatToday(date: Date): string {
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', options).format(date);
  return `${part({ weekday: 'long' })}, ${part({ day: 'numeric' })} ${part({ month: 'long' })}`;
}

/** When a message or subscription arrived; '—' for one without a time. */
const whenOf = (date: Date | null): string => (date ? formatReadyBy(date) : '—');

/** How many NGOs the admin table reads at a time ('Load more NGOs' reads the next ones). */
const ADMIN_NGO_PAGE = 50;

/** What a table has read so far, and where its next page starts (null: there is none). */
interface Rows<T, C> {
  items: T[];
  next: C | null;
}

/**
 * A table read a page at a time: `read(null)` gives the first page (again on Retry or when `key`
 * changes), `more()` adds the page after the last one shown — unless the table was read afresh
 * meanwhile (Refresh List), whose answer then stands.
 */
function usePagedTable<T, C>(key: string, read: (after: C | null) => Promise<Rows<T, C>>) {
  const [state, retry, update] = useLoad(key, () => read(null));
  const more = async () => {
    const after = state.status === 'ready' ? state.data.next : null;
    if (after === null) return;
    const page = await read(after);
    update((rows) => (rows.next === after ? { items: [...rows.items, ...page.items], next: page.next } : rows));
  };
  return { state, retry, update, more };
}

const TD = 'px-3 py-3 align-middle text-stone-800';

export function AdminPage() {
  const [today] = useState(() => formatToday(new Date()));
  // Refresh List reads every table again; each table's Retry reads only itself.
  const [refresh, setRefresh] = useState(0);
  const donors = usePagedTable(`${refresh}`, (after: string | null) =>
    listDonors({ after }).then((page) => ({ items: page.donors, next: page.next })),
  );
  const ngos = usePagedTable(`${refresh}`, (after: NgoCursor | null) =>
    listNgos({ pageSize: ADMIN_NGO_PAGE, after }).then((page) => ({ items: page.ngos, next: page.next })),
  );
  const messages = usePagedTable(`${refresh}`, (after: InboxCursor | null) => listContactMessages({ after }));
  const subscribers = usePagedTable(`${refresh}`, (after: InboxCursor | null) => listSubscribers({ after }));

  const [toDelete, setToDelete] = useState<Donor | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The NGO change under way: which NGO, and Verify/Unverify or Add to search.
  const [ngoChange, setNgoChange] = useState<{ id: string; kind: 'verify' | 'search' } | null>(null);
  const [verifyError, setVerifyError] = useState<string | null>(null);
  const donorHeading = useRef<HTMLHeadingElement>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteDonor(toDelete.id);
      setNotice(`The record of ${toDelete.name || 'this donor'} was deleted.`);
      setToDelete(null);
      donors.retry();
    } catch (error) {
      setDeleteError(friendlyError(error));
    } finally {
      setDeleting(false);
    }
  };

  /** Runs one change to an NGO (one at a time), then shows it in its row; a failure says which NGO. */
  const changeNgo = async (ngo: Ngo, kind: 'verify' | 'search', write: () => Promise<void>, change: Partial<Ngo>) => {
    setNgoChange({ id: ngo.id, kind });
    setVerifyError(null);
    try {
      await write();
      ngos.update((rows) => ({ ...rows, items: rows.items.map((n) => (n.id === ngo.id ? { ...n, ...change } : n)) }));
    } catch (error) {
      setVerifyError(`${ngo.nameOrg || 'The NGO'} was not changed. ${friendlyError(error)}`);
    } finally {
      setNgoChange(null);
    }
  };
  const toggleVerified = (ngo: Ngo) =>
    changeNgo(ngo, 'verify', () => setNgoVerified(ngo.id, !ngo.verified), { verified: !ngo.verified });
  const addToSearch = (ngo: Ngo) => changeNgo(ngo, 'search', () => makeNgoSearchable(ngo), { searchable: true });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <p className="text-lg font-semibold text-saffron-700">{today}</p>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-stone-900 md:text-4xl">Admin DashBoard</h1>
        <Button
          variant="secondary"
          onClick={() => {
            setNotice(null);
            setRefresh((n) => n + 1);
          }}
        >
          Refresh List
        </Button>
      </div>

      {notice && (
        <Alert tone="success" className="mt-6" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}

      <section aria-labelledby="donor-records" className="mt-8">
        <h2 id="donor-records" ref={donorHeading} tabIndex={-1} className="text-2xl font-bold text-stone-900">
          Donor records
        </h2>
        <div className="mt-4">
          <RecordsTable
            table={donors}
            what="donor records"
            caption="Donor records"
            loading="Loading donor records"
            failed="We could not load the donor records."
            empty="There are no donor records yet."
            columns={['ID', 'UserName', 'PhoneNo', 'Email', 'Address', 'Action']}
            row={(donor: Donor, index) => {
              const who = donor.name || 'this donor';
              return (
                <tr key={donor.id}>
                  <td className={TD}>{index + 1}</td>
                  <th scope="row" className={`${TD} min-w-40 text-left font-semibold`}>
                    {donor.name}
                  </th>
                  <td className={`${TD} whitespace-nowrap`}>{donor.phone}</td>
                  <td className={`${TD} whitespace-nowrap`}>{donor.email}</td>
                  <td className={`${TD} min-w-48`}>{[donor.address, donor.city].filter(Boolean).join(', ')}</td>
                  <td className={`${TD} whitespace-nowrap`}>
                    <div className="flex gap-2">
                      <Link
                        to={`/donorProfile?id=${encodeURIComponent(donor.id)}`}
                        aria-label={`Edit ${who}`}
                        className={buttonClasses('secondary', 'px-4')}
                      >
                        Edit
                      </Link>
                      <Button
                        variant="danger"
                        aria-label={`Delete ${who}`}
                        className="px-4"
                        onClick={() => {
                          setDeleteError(null);
                          setToDelete(donor);
                        }}
                      >
                        Delete
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            }}
          />
        </div>
      </section>

      <section aria-labelledby="ngo-records" className="mt-12">
        <h2 id="ngo-records" className="text-2xl font-bold text-stone-900">
          NGOs
        </h2>
        <p className="mt-1 text-stone-700">
          Verified NGOs show a mark on their card in the NGO list. NGOs saved by the earlier app cannot be found by
          search until you add them to it.
        </p>
        <div className="mt-4">
          {verifyError && (
            <Alert tone="error" className="mb-4" onDismiss={() => setVerifyError(null)}>
              {verifyError}
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
            row={(ngo: Ngo, index) => {
              const name = ngo.nameOrg || 'this NGO';
              return (
                <tr key={ngo.id}>
                  <td className={TD}>{index + 1}</td>
                  <th scope="row" className={`${TD} min-w-40 text-left font-semibold`}>
                    {ngo.nameOrg}
                    {!ngo.searchable && (
                      <span className="block text-sm font-normal text-stone-700">Search cannot find it yet</span>
                    )}
                  </th>
                  <td className={TD}>{ngo.city}</td>
                  <td className={`${TD} whitespace-nowrap`}>{ngo.email}</td>
                  <td className={`${TD} whitespace-nowrap`}>
                    {ngo.verified ? (
                      <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-semibold text-brand-900">
                        Verified
                      </span>
                    ) : (
                      <span className="text-stone-700">Not verified</span>
                    )}
                  </td>
                  <td className={`${TD} whitespace-nowrap`}>
                    <div className="flex gap-2">
                      <Button
                        variant={ngo.verified ? 'secondary' : 'primary'}
                        className="px-4"
                        aria-label={`${ngo.verified ? 'Unverify' : 'Verify'} ${name}`}
                        loading={ngoChange?.id === ngo.id && ngoChange.kind === 'verify'}
                        disabled={ngoChange !== null}
                        onClick={() => void toggleVerified(ngo)}
                      >
                        {ngo.verified ? 'Unverify' : 'Verify'}
                      </Button>
                      {!ngo.searchable && (
                        <Button
                          variant="secondary"
                          className="px-4"
                          aria-label={`Add ${name} to search`}
                          loading={ngoChange?.id === ngo.id && ngoChange.kind === 'search'}
                          disabled={ngoChange !== null}
                          onClick={() => void addToSearch(ngo)}
                        >
                          Add to search
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            }}
          />
        </div>
      </section>

      <section aria-labelledby="contact-messages" className="mt-12">
        <h2 id="contact-messages" className="text-2xl font-bold text-stone-900">
          Messages
        </h2>
        <p className="mt-1 text-stone-700">What people sent through the contact form, newest first.</p>
        <div className="mt-4">
          <RecordsTable
            table={messages}
            what="messages"
            caption="Messages"
            loading="Loading messages"
            failed="We could not load the messages."
            empty="No one has written through the contact form yet."
            columns={['ID', 'From', 'Subject', 'Message', 'Received']}
            row={(message: ContactMessage, index) => (
              <tr key={message.id}>
                <td className={TD}>{index + 1}</td>
                <th scope="row" className={`${TD} min-w-48 text-left font-normal`}>
                  <span className="block font-semibold">{message.name}</span>
                  <a href={`mailto:${message.email}`} className="break-all text-brand-800 underline">
                    {message.email}
                  </a>
                </th>
                <td className={`${TD} min-w-40`}>{message.subject}</td>
                <td className={`${TD} max-w-prose min-w-72 break-words whitespace-pre-wrap`}>{message.message}</td>
                <td className={`${TD} whitespace-nowrap`}>{whenOf(message.createdAt)}</td>
              </tr>
            )}
          />
        </div>
      </section>

      <section aria-labelledby="newsletter-subscribers" className="mt-12">
        <h2 id="newsletter-subscribers" className="text-2xl font-bold text-stone-900">
          Newsletter subscribers
        </h2>
        <div className="mt-4">
          <RecordsTable
            table={subscribers}
            what="subscribers"
            caption="Newsletter subscribers"
            loading="Loading subscribers"
            failed="We could not load the subscribers."
            empty="No one has subscribed yet."
            columns={['ID', 'Email', 'Subscribed']}
            row={(subscriber: Subscriber, index) => (
              <tr key={subscriber.id}>
                <td className={TD}>{index + 1}</td>
                <th scope="row" className={`${TD} text-left font-semibold`}>
                  {subscriber.email}
                </th>
                <td className={`${TD} whitespace-nowrap`}>{whenOf(subscriber.createdAt)}</td>
              </tr>
            )}
          />
        </div>
      </section>

      {toDelete && (
        <ConfirmDialog
          title="Delete this donor record?"
          confirmLabel="Delete"
          pending={deleting}
          error={deleteError}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setToDelete(null)}
          fallbackFocus={() => donorHeading.current}
        >
          The record of <strong>{toDelete.name || 'this donor'}</strong>
          {toDelete.email ? ` (${toDelete.email})` : ''} will be removed for good.
        </ConfirmDialog>
      )}
    </div>
  );
}

interface RecordsTableProps<T extends { id: string }, C> {
  /** What is read so far, with Retry and 'Load more <what>' (shown while there is a next page). */
  table: { state: LoadState<Rows<T, C>>; retry: () => void; more: () => Promise<void> };
  /** The records, plural, for 'Load more donor records'. */
  what: string;
  caption: string;
  loading: string;
  failed: string;
  empty: string;
  columns: string[];
  /** One <tr> per record; its name cell is a row header. */
  row: (item: T, index: number) => ReactNode;
}

/** An admin table with its loading, failed (with Retry) and empty states, read a page at a time. */
function RecordsTable<T extends { id: string }, C>({
  table: { state, retry, more },
  what,
  caption,
  loading,
  failed,
  empty,
  columns,
  row,
}: RecordsTableProps<T, C>) {
  if (state.status === 'loading') {
    return (
      <div className="flex items-center gap-3 rounded-card border border-stone-200 bg-white px-6 py-8 text-brand-700">
        <Spinner size={28} label={loading} />
        <span className="text-stone-700">{loading}…</span>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <ErrorAlert onRetry={retry}>
        {failed} {state.message}
      </ErrorAlert>
    );
  }
  if (state.data.items.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-stone-300 bg-white px-6 py-8 text-center text-stone-700">
        {empty}
      </p>
    );
  }
  return (
    <>
      <div className="overflow-x-auto rounded-card border border-stone-200 bg-white shadow-sm">
        <table className="min-w-full divide-y divide-stone-200">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-stone-50">
            <tr>
              {columns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="px-3 py-3 text-left text-sm font-semibold whitespace-nowrap text-stone-900"
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">{state.data.items.map(row)}</tbody>
        </table>
      </div>
      {state.data.next !== null && <LoadMore key={state.key} what={what} onMore={more} named />}
    </>
  );
}
