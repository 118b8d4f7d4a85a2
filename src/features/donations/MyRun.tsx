import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { LENGTH, NAME_CONTENT_PATTERN } from '../../config/limits.js';
import { useT } from '../../i18n';
import { useLive } from '../../lib/live';
import { watchDonation } from '../../services/donation-boards';
import type { Donation } from '../../services/donation-model';
import type { Place } from '../../services/geo';
import { toFailure } from '../../services/errors';
import { giveBackRun, isLateDrop, type Run } from '../../services/runs';
import { BoardError } from './BoardStates';
import { useDonationContact } from './ContactRows';
import { DonationCard } from './DonationCard';
import { NgoActions } from './DonationActions';

/** A maps search for the pickup: its point when the donation has one, else its address. */
export function mapLink(pickup: Place | null, address: string): string {
  const where = pickup ? `${pickup.lat},${pickup.lng}` : address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(where)}`;
}

/**
 * One of a volunteer's runs, in full: the donation (its place with a map link, the donor's phone,
 * the window, the food-safety record) with the pickup and delivery steps the NGO's board has, and
 * Give back while the food still waits. Live; offline, what this phone last saw.
 */
export function MyRun({ run, now }: { run: Run; now: Date }) {
  const t = useT();
  const [notice, setNotice] = useState<string | null>(null);
  // The donation is readable once the server has the claim: until then this phone only says so.
  const live = useLive<Donation | null>(run.pending ? null : `run-donation:${run.id}`, (onData, onError) =>
    watchDonation(run.id, onData, onError),
  );
  if (run.pending || live.status === 'loading') {
    return (
      <p className="rounded-card border border-stone-200 bg-white px-4 py-3 text-stone-700">
        {t('runs.mine.taking', { food: run.food })}
      </p>
    );
  }
  if (live.status === 'error') return <BoardError error={live.error} onRetry={live.retry} />;
  const donation = live.data;
  if (!donation) return null;
  return <RunCard run={run} donation={donation} now={now} notice={notice} setNotice={setNotice} />;
}

interface RunCardProps {
  run: Run;
  donation: Donation;
  now: Date;
  notice: string | null;
  setNotice: (notice: string | null) => void;
}

/** The run's donation with a map link to its pickup (its point, or the address from its contact document). */
function RunCard({ run, donation, now, notice, setNotice }: RunCardProps) {
  const t = useT();
  const contact = useDonationContact(donation, donation.pickup === null);
  const address = contact.data?.deliveryLocation ?? '';
  const top =
    donation.pickup || address ? (
      <p className="mt-3">
        <a
          href={mapLink(donation.pickup, address)}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          {t('runs.mine.map')}
        </a>
      </p>
    ) : null;
  return (
    <DonationCard donation={donation} viewer="ngo" now={now} top={top}>
      {notice && <p className="font-semibold text-red-800">{notice}</p>}
      <NgoActions donation={donation} ngoUid={run.ngoId} now={now} onRefused={setNotice} />
      {donation.status === 'accepted' && <GiveBack run={run} />}
    </DonationCard>
  );
}

/** Give a run back, with a reason: within 2 hours of its ready-by it counts as a late drop-out. */
function GiveBack({ run }: { run: Run }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const give = useMutation({
    mutationFn: () => giveBackRun(run, reason),
    onSuccess: () => setOpen(false),
  });
  const late = isLateDrop(run);
  return (
    <>
      <Button variant="quiet" onClick={() => setOpen(true)}>
        {t('runs.giveBack.button')}
      </Button>
      {open && (
        <ConfirmDialog
          title={t('runs.giveBack.title')}
          confirmLabel={t('runs.giveBack.confirm')}
          onConfirm={() => {
            if (!NAME_CONTENT_PATTERN.test(reason)) {
              setMissing(true);
              return;
            }
            give.mutate();
          }}
          onCancel={() => setOpen(false)}
          pending={give.isPending}
          error={give.error ? toFailure(give.error).message : null}
        >
          <p className="mb-3">{late ? t('runs.giveBack.late') : t('runs.giveBack.early')}</p>
          <Field
            label={t('runs.giveBack.reason')}
            error={missing ? t('runs.giveBack.reasonMissing') : undefined}
            value={reason}
            maxLength={LENGTH.reason}
            onChange={(e) => {
              setReason(e.target.value);
              setMissing(false);
            }}
          />
        </ConfirmDialog>
      )}
    </>
  );
}
