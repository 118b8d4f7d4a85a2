import { useId, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { useT } from '../../i18n';
import { formatDay } from '../../lib/dates';
import type { Ngo } from '../../services/ngos';

interface QueueItemProps {
  ngo: Ngo;
  /** Verifying this NGO is under way. */
  verifying: boolean;
  /** Some change to the queue is under way: no other can start. */
  busy: boolean;
  onVerify: () => void;
  onDelete: () => void;
  /** Its owner's account is suspended. */
  suspended: boolean;
}

/** One NGO awaiting verification, with what an admin needs to decide beside Verify. */
export function QueueItem({ ngo, verifying, busy, onVerify, onDelete, suspended }: QueueItemProps) {
  const t = useT();
  const headingId = useId();
  const name = ngo.nameOrg || t('admin.thisNgo');
  const place = [ngo.address, ngo.city].filter(Boolean).join(', ');
  const facts: [string, ReactNode][] = [
    [t('admin.queue.contact'), ngo.name || t('admin.queue.notGiven')],
    [
      t('admin.queue.phone'),
      ngo.phone ? (
        <a href={`tel:+91${ngo.phone}`} className="text-brand-800 underline underline-offset-4">
          {ngo.phone}
        </a>
      ) : (
        t('admin.queue.notGiven')
      ),
    ],
    [
      t('admin.queue.address'),
      ngo.zip ? t('admin.queue.addressWithPin', { address: place, pin: ngo.zip }) : place || t('admin.queue.notGiven'),
    ],
    [
      t('admin.queue.email'),
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="break-all">{ngo.email}</span>
        {/* A profile is made only by an account whose email is confirmed (firestore.rules). */}
        {ngo.ownerUid && (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-sm font-semibold text-brand-900">
            {t('admin.queue.emailConfirmed')}
          </span>
        )}
      </span>,
    ],
    [t('admin.queue.signedUp'), ngo.createdAt ? formatDay(ngo.createdAt) : t('admin.queue.notGiven')],
    [t('admin.queue.registrationId'), ngo.registrationId || t('admin.queue.registrationIdNone')],
  ];
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-card border border-stone-200 bg-white px-4 py-4 shadow-sm md:px-5"
      >
        <h3 id={headingId} className="text-lg font-bold text-stone-900">
          {ngo.nameOrg}
        </h3>
        {ngo.reverify && <p className="text-sm text-stone-700">{t('admin.ngos.reverify')}</p>}
        {suspended && <p className="text-sm font-semibold text-red-800">{t('admin.accountSuspended')}</p>}
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {facts.map(([label, value]) => (
            <div key={label} className="sm:contents">
              <dt className="text-sm font-semibold text-stone-700 sm:py-0.5">{label}</dt>
              <dd className="text-stone-900 sm:py-0.5">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <Button
            className="px-6"
            aria-label={t('admin.verifyNamed', { name })}
            loading={verifying}
            disabled={busy}
            onClick={onVerify}
          >
            {t('admin.verifyButton')}
          </Button>
          <Button
            variant="quiet"
            aria-label={t('admin.queue.deleteNamed', { name })}
            disabled={busy}
            onClick={onDelete}
          >
            {t('admin.queue.delete')}
          </Button>
        </div>
      </article>
    </li>
  );
}
