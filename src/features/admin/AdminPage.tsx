import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/Alert';
import { Button, buttonClasses } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { deleteDonor, listDonors, type Donor } from '../../services/donors';
import { friendlyError } from '../../services/errors';
import { listNgos, setNgoVerified, type Ngo } from '../../services/ngos';
import { ConfirmDialog } from './ConfirmDialog';

/** 'Sunday, 22 November'. */
export function formatToday(date: Date): string {
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', options).format(date);
  return `${part({ weekday: 'long' })}, ${part({ day: 'numeric' })} ${part({ month: 'long' })}`;
}

/** The admin table shows the first 100 NGOs (the rules' list limit). */
const ADMIN_NGO_LIMIT = 100;

type Loaded<T> = { key: string; items: T[]; error: null } | { key: string; items: []; error: string };

const TH = 'px-3 py-3 text-left text-sm font-semibold whitespace-nowrap text-stone-900';
const TD = 'px-3 py-3 align-middle text-stone-800';

export function AdminPage() {
  const [today] = useState(() => formatToday(new Date()));
  const [refresh, setRefresh] = useState(0);
  const [donorAttempt, setDonorAttempt] = useState(0);
  const [ngoAttempt, setNgoAttempt] = useState(0);
  const donorKey = `${refresh}-${donorAttempt}`;
  const ngoKey = `${refresh}-${ngoAttempt}`;
  const [donors, setDonors] = useState<Loaded<Donor> | null>(null);
  const [ngos, setNgos] = useState<Loaded<Ngo> | null>(null);

  const [toDelete, setToDelete] = useState<Donor | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [verifying, setVerifying] = useState<string | null>(null);
  const [verifyError, setVerifyError] = useState<string | null>(null);
  const donorHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let current = true;
    listDonors().then(
      (items) => current && setDonors({ key: donorKey, items, error: null }),
      (error: unknown) => current && setDonors({ key: donorKey, items: [], error: friendlyError(error) }),
    );
    return () => {
      current = false;
    };
  }, [donorKey]);

  useEffect(() => {
    let current = true;
    listNgos({ pageSize: ADMIN_NGO_LIMIT }).then(
      (page) => current && setNgos({ key: ngoKey, items: page.ngos, error: null }),
      (error: unknown) => current && setNgos({ key: ngoKey, items: [], error: friendlyError(error) }),
    );
    return () => {
      current = false;
    };
  }, [ngoKey]);

  const donorList = donors?.key === donorKey ? donors : null;
  const ngoList = ngos?.key === ngoKey ? ngos : null;

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteDonor(toDelete.id);
      setNotice(`The record of ${toDelete.name || 'this donor'} was deleted.`);
      setToDelete(null);
      setDonorAttempt((n) => n + 1);
    } catch (error) {
      setDeleteError(friendlyError(error));
    } finally {
      setDeleting(false);
    }
  };

  const toggleVerified = async (ngo: Ngo) => {
    setVerifying(ngo.id);
    setVerifyError(null);
    try {
      await setNgoVerified(ngo.id, !ngo.verified);
      setNgos((prev) =>
        prev && prev.error === null
          ? { ...prev, items: prev.items.map((n) => (n.id === ngo.id ? { ...n, verified: !ngo.verified } : n)) }
          : prev,
      );
    } catch (error) {
      setVerifyError(`${ngo.nameOrg || 'The NGO'} was not changed. ${friendlyError(error)}`);
    } finally {
      setVerifying(null);
    }
  };

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
          {!donorList && <TableLoading label="Loading donor records" />}
          {donorList?.error && (
            <Alert
              tone="error"
              action={
                <Button variant="secondary" onClick={() => setDonorAttempt((n) => n + 1)}>
                  Retry
                </Button>
              }
            >
              We could not load the donor records. {donorList.error}
            </Alert>
          )}
          {donorList && !donorList.error && donorList.items.length === 0 && (
            <p className="rounded-card border border-dashed border-stone-300 bg-white px-6 py-8 text-center text-stone-700">
              There are no donor records yet.
            </p>
          )}
          {donorList && !donorList.error && donorList.items.length > 0 && (
            <div className="overflow-x-auto rounded-card border border-stone-200 bg-white shadow-sm">
              <table className="min-w-full divide-y divide-stone-200">
                <caption className="sr-only">Donor records</caption>
                <thead className="bg-stone-50">
                  <tr>
                    <th scope="col" className={TH}>
                      ID
                    </th>
                    <th scope="col" className={TH}>
                      UserName
                    </th>
                    <th scope="col" className={TH}>
                      PhoneNo
                    </th>
                    <th scope="col" className={TH}>
                      Email
                    </th>
                    <th scope="col" className={TH}>
                      Address
                    </th>
                    <th scope="col" className={TH}>
                      Action
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-200">
                  {donorList.items.map((donor, index) => {
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
                  })}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </section>

      <section aria-labelledby="ngo-records" className="mt-12">
        <h2 id="ngo-records" className="text-2xl font-bold text-stone-900">
          NGOs
        </h2>
        <p className="mt-1 text-stone-700">Verified NGOs show a mark on their card in the NGO list.</p>
        <div className="mt-4">
          {verifyError && (
            <Alert tone="error" className="mb-4" onDismiss={() => setVerifyError(null)}>
              {verifyError}
            </Alert>
          )}
          {!ngoList && <TableLoading label="Loading NGOs" />}
          {ngoList?.error && (
            <Alert
              tone="error"
              action={
                <Button variant="secondary" onClick={() => setNgoAttempt((n) => n + 1)}>
                  Retry
                </Button>
              }
            >
              We could not load the NGOs. {ngoList.error}
            </Alert>
          )}
          {ngoList && !ngoList.error && ngoList.items.length === 0 && (
            <p className="rounded-card border border-dashed border-stone-300 bg-white px-6 py-8 text-center text-stone-700">
              No NGOs have joined yet.
            </p>
          )}
          {ngoList && !ngoList.error && ngoList.items.length > 0 && (
            <div className="overflow-x-auto rounded-card border border-stone-200 bg-white shadow-sm">
              <table className="min-w-full divide-y divide-stone-200">
                <caption className="sr-only">NGOs</caption>
                <thead className="bg-stone-50">
                  <tr>
                    <th scope="col" className={TH}>
                      ID
                    </th>
                    <th scope="col" className={TH}>
                      Organization
                    </th>
                    <th scope="col" className={TH}>
                      City
                    </th>
                    <th scope="col" className={TH}>
                      Email
                    </th>
                    <th scope="col" className={TH}>
                      Verified
                    </th>
                    <th scope="col" className={TH}>
                      Action
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-200">
                  {ngoList.items.map((ngo, index) => {
                    const name = ngo.nameOrg || 'this NGO';
                    return (
                      <tr key={ngo.id}>
                        <td className={TD}>{index + 1}</td>
                        <th scope="row" className={`${TD} min-w-40 text-left font-semibold`}>
                          {ngo.nameOrg}
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
                          <Button
                            variant={ngo.verified ? 'secondary' : 'primary'}
                            className="px-4"
                            aria-label={`${ngo.verified ? 'Unverify' : 'Verify'} ${name}`}
                            loading={verifying === ngo.id}
                            disabled={verifying !== null && verifying !== ngo.id}
                            onClick={() => void toggleVerified(ngo)}
                          >
                            {ngo.verified ? 'Unverify' : 'Verify'}
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
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

function TableLoading({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-3 rounded-card border border-stone-200 bg-white px-6 py-8 text-brand-700">
      <Spinner size={28} label={label} />
      <span className="text-stone-700">{label}…</span>
    </div>
  );
}
