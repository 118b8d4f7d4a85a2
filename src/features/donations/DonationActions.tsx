import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Spinner } from '../../components/Spinner';
import { HANDOVER_CODE_TRIES } from '../../config/limits.js';
import { PATHS } from '../../config/paths';
import { Trans, useT } from '../../i18n';
import { getDonationContact } from '../../services/donation-contact';
import type { Donation } from '../../services/donation-model';
import {
  DonationMoveError,
  acceptDonation,
  cancelDonation,
  declineDonation,
  markDelivered,
  moveFailure,
} from '../../services/donation-moves';
import { useLive } from '../../lib/live';
import { donationQueries } from '../../lib/queries/donations';
import { makeNewHandoverCode, watchCodeTries, type CodeTries } from '../../services/pickup-code-tries';
import { toFailure } from '../../services/errors';
import { saveDonationDraft } from './donation-draft';
import { displayState, draftFrom, needsNewNgoText, type NgoProblem } from './donation-view';
import { DeliverDialog } from './DeliverDialog';
import { ShareOnWhatsApp } from './ShareOnWhatsApp';
import { PickupDialog } from './PickupDialog';
import { RefuseDialog } from './RefuseDialog';

// No query is invalidated after a move: the boards' live listeners show the new state by themselves.

// A pickup goes through PickupDialog (the donor's code, the checks), a refusal through RefuseDialog,
// a delivery of food with a safety record through DeliverDialog (the meals served); the other
// moves go from their buttons here.
type NgoMove = 'accept' | 'decline' | 'deliver';

const NGO_MOVES: Record<NgoMove, (donation: Donation, ngoUid: string) => Promise<unknown>> = {
  accept: (donation, ngoUid) => acceptDonation(donation, ngoUid),
  decline: (donation) => declineDonation(donation.id),
  // Food without a safety record (offered before it began), delivered as it always was.
  deliver: (donation) => markDelivered(donation),
};

/** The dialog open on a card: at most one at a time. */
type NgoDialog = 'decline' | 'pickup' | 'refuse' | 'deliver';

/** Where focus goes when a dialog closes and the button that opened it is gone: the card's title. */
const cardTitle = (id: string) => () => document.querySelector<HTMLElement>(`[data-donation="${id}"] h2`);

/** Food delivered through DeliverDialog: it has a safety record (and so a meal count to serve from). */
const asksMealsServed = (donation: Donation): donation is Donation & { meals: number } =>
  donation.safety !== null && donation.meals !== null;

interface NgoActionsProps {
  donation: Donation;
  ngoUid: string;
  now: Date;
  /**
   * A move the donation's current state refused (another NGO took it, the donor cancelled): told
   * at the board's level, since this card may change or vanish with the same live update.
   */
  onRefused: (message: string) => void;
}

/**
 * The NGO's next step on a donation: Accept pickup / Decline, Mark picked up / Refuse at pickup,
 * Mark delivered. Accepted food past its use-by can no longer be picked up, only refused (which
 * closes it).
 */
export function NgoActions({ donation, ngoUid, now, onRefused }: NgoActionsProps) {
  const t = useT();
  const [dialog, setDialog] = useState<NgoDialog | null>(null);
  const close = () => setDialog(null);
  const move = useMutation({
    mutationFn: (which: NgoMove) => NGO_MOVES[which](donation, ngoUid),
    // On the mutation itself, so the board hears of a refusal even when the card has already gone.
    onError: (error) => {
      if (!(error instanceof DonationMoveError)) return;
      setDialog(null);
      onRefused(error.message);
    },
  });
  const state = displayState(donation, now);
  const pending = move.isPending ? move.variables : null;
  const failed = move.isError && !(move.error instanceof DonationMoveError) ? move.variables : null;
  const failure = failed ? moveFailure(move.error) : null;
  // Refusing is open while the food waits to be collected, also once it is past its use-by (the
  // board then shows it expired).
  const refusable = donation.status === 'accepted';
  const closeAndTell = (message: string) => {
    setDialog(null);
    onRefused(message);
  };

  const busy = pending !== null;
  const refuseButton = (
    <Button variant="secondary" disabled={busy} onClick={() => setDialog('refuse')}>
      {t('pickupCheck.actions.refuse')}
    </Button>
  );
  let buttons = null;
  if (state === 'offered') {
    buttons = (
      <>
        <Button loading={pending === 'accept'} disabled={busy} onClick={() => move.mutate('accept')}>
          {t('donations.actions.accept')}
        </Button>
        {/* An open offer has no addressed NGO to decline it (the rules say so too). */}
        {donation.ngoId === ngoUid && (
          <Button variant="secondary" disabled={busy} onClick={() => setDialog('decline')}>
            {t('donations.actions.decline')}
          </Button>
        )}
      </>
    );
  } else if (state === 'expired' && refusable) {
    // Past its use-by: the rules refuse the pickup, so refusing is the way to close it.
    buttons = (
      <>
        <p className="w-full text-stone-700">{t('pickupCheck.actions.pastUseBy')}</p>
        {refuseButton}
      </>
    );
  } else if (state === 'expired') {
    buttons = <p className="text-stone-700">{t('donations.actions.expired')}</p>;
  } else if (state === 'accepted') {
    buttons = (
      <>
        <Button disabled={busy} onClick={() => setDialog('pickup')}>
          {t('donations.actions.pickUp')}
        </Button>
        {refuseButton}
      </>
    );
  } else if (state === 'picked_up') {
    buttons = (
      <Button
        loading={pending === 'deliver'}
        disabled={busy}
        onClick={() => (asksMealsServed(donation) ? setDialog('deliver') : move.mutate('deliver'))}
      >
        {t('donations.actions.deliver')}
      </Button>
    );
  }
  if (!buttons) return null;

  return (
    <div className="mt-4 grid gap-3">
      <div className="flex flex-wrap items-center gap-3">{buttons}</div>
      {failed && failed !== 'decline' && failure && (
        <ErrorAlert onRetry={failure.retryable ? () => move.mutate(failed) : undefined}>{failure.message}</ErrorAlert>
      )}
      {dialog === 'pickup' && state === 'accepted' && (
        <PickupDialog
          donation={donation}
          onCancel={close}
          onDone={close}
          onRefused={closeAndTell}
          onRefuse={() => setDialog('refuse')}
          fallbackFocus={cardTitle(donation.id)}
        />
      )}
      {dialog === 'refuse' && refusable && (
        <RefuseDialog
          donation={donation}
          now={now}
          onCancel={close}
          onDone={close}
          onRefused={closeAndTell}
          fallbackFocus={cardTitle(donation.id)}
        />
      )}
      {dialog === 'deliver' && state === 'picked_up' && asksMealsServed(donation) && (
        <DeliverDialog
          donation={donation}
          onCancel={close}
          onDone={close}
          onRefused={closeAndTell}
          fallbackFocus={cardTitle(donation.id)}
        />
      )}
      {dialog === 'decline' && (
        <ConfirmDialog
          title={t('donations.decline.title')}
          confirmLabel={t('donations.decline.confirm')}
          pending={pending === 'decline'}
          error={failed === 'decline' ? (failure?.message ?? null) : null}
          onCancel={() => {
            close();
            move.reset();
          }}
          onConfirm={() => move.mutate('decline', { onSuccess: close })}
          fallbackFocus={cardTitle(donation.id)}
        >
          <p>
            {t('donations.decline.body', {
              hasMeals: donation.meals ? 'yes' : 'no',
              meals: t('common.meals', { count: donation.meals ?? 0 }),
              hasFood: donation.food ? 'yes' : 'no',
              food: donation.food,
            })}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/**
 * The donor's side of a donation: 'Needs a new NGO' when the addressed NGO cannot take it any
 * more, and Cancel (after confirming) while it can be cancelled. The pickup code sits at the top
 * of the card once an NGO accepted it (DonorBoard's AcceptedBy).
 */
export function DonorActions({ donation, ngoProblem }: { donation: Donation; ngoProblem: NgoProblem | null }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({ mutationFn: () => cancelDonation(donation) });
  if (donation.status !== 'offered' && donation.status !== 'accepted') return null;

  return (
    <div className="mt-4 grid justify-items-start gap-4">
      {ngoProblem && <NeedsNewNgo donation={donation} problem={ngoProblem} />}
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('donations.cancel.button')}
      </Button>
      {donation.ngoId === null && donation.status === 'offered' && <ShareOnWhatsApp donation={donation} />}
      {confirming && (
        <ConfirmDialog
          title={t('donations.cancel.title')}
          confirmLabel={t('donations.cancel.confirm')}
          pending={cancel.isPending}
          error={cancel.isError ? moveFailure(cancel.error).message : null}
          onCancel={() => {
            setConfirming(false);
            cancel.reset();
          }}
          onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setConfirming(false) })}
          fallbackFocus={cardTitle(donation.id)}
        >
          <p>
            {donation.status === 'accepted' && donation.ngoName
              ? t('donations.cancel.bodyAccepted', { ngo: donation.ngoName })
              : t('donations.cancel.bodyOffered')}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** The code spoken digit by digit ('0 4 2 7'), so a screen reader does not read it as a number. */
const spelled = (code: string) => code.split('').join(' ');

/**
 * The donor's pickup code, large, to read out to the NGO at pickup, with the NGO's tries at it
 * (live): once they are used up, the donor makes a new code here. Nothing for a donation without one.
 */
export function PickupCode({
  donationId,
  donorUid,
  waiting = false,
}: {
  donationId: string;
  donorUid: string;
  waiting?: boolean;
}) {
  const t = useT();
  // A donation that arrives accepted (a day of a regular offer) shows its code at once: while the
  // server does not have it yet, the rules cannot find it to let its donor read the code, so the
  // code is read once it has landed (it is on this device's queue until then).
  const code = useQuery({ ...donationQueries.handover(donationId), enabled: !waiting });
  if (code.isPending) return <Spinner size={20} label={t('donations.code.loading')} className="text-brand-700" />;
  if (code.isError) {
    return (
      <ErrorAlert onRetry={() => void code.refetch()} pending={code.isFetching} retryLabel={t('donations.code.reload')}>
        {t('donations.code.loadError', { reason: toFailure(code.error).message })}
      </ErrorAlert>
    );
  }
  if (code.data === null) return null; // offered before pickup codes
  return (
    <div className="grid w-full gap-3">
      <CodeReadOut code={code.data} />
      <CodeTries donationId={donationId} donorUid={donorUid} code={code.data} />
    </div>
  );
}

function CodeReadOut({ code }: { code: string }) {
  return (
    <p className="w-full rounded-card border-2 border-brand-700 bg-brand-50 px-4 py-3 text-lg text-stone-900">
      <Trans
        id="donations.code.readOut"
        values={{ code, spelled: spelled(code) }}
        components={{
          0: (
            <strong
              aria-hidden="true"
              data-pickup-code
              className="mx-1 align-middle font-mono text-4xl font-extrabold tracking-[0.2em] text-brand-900"
            />
          ),
          1: <span className="sr-only" />,
        }}
      />
    </p>
  );
}

/**
 * How many of its tries the NGO has used on the code, live; once they are all used the rules take
 * no more, and the donor makes a new code to read out (the tries start again).
 */
function CodeTries({ donationId, donorUid, code }: { donationId: string; donorUid: string; code: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const tries = useLive<CodeTries>(`code-tries:${donationId}`, (onData, onError) =>
    watchCodeTries(donationId, onData, onError),
  );
  const renew = useMutation({
    mutationFn: () => makeNewHandoverCode(donationId, donorUid, code),
    onSuccess: (next) => queryClient.setQueryData(donationQueries.handover(donationId).queryKey, next),
  });
  const used = tries.status === 'loading' ? 0 : (tries.data?.used ?? 0);
  // Marks that the server answered (the e2e waits for it before the NGO tries a code: on the
  // emulator, a write that races a listener's registration may never reach that listener).
  const synced = tries.status === 'ready' && tries.data.synced;
  if (tries.status === 'error' && tries.data === undefined) {
    // Said, not hidden: the donor would otherwise not know the NGO is trying codes.
    return (
      <ErrorAlert onRetry={tries.retry}>
        {t('donations.code.triesError', { reason: toFailure(tries.error).message })}
      </ErrorAlert>
    );
  }
  if (used === 0) return synced ? <span hidden data-code-tries="synced" /> : null;
  const spent = used >= HANDOVER_CODE_TRIES;
  return (
    <div className="grid justify-items-start gap-3" data-code-tries={synced ? 'synced' : 'cached'}>
      <p role="status" className={spent ? 'font-semibold text-stone-900' : 'text-stone-700'}>
        {spent
          ? t('donations.code.triesUsedUp', { tries: HANDOVER_CODE_TRIES })
          : t('donations.code.triesUsed', { used, tries: HANDOVER_CODE_TRIES })}
      </p>
      {spent && (
        <Button variant="secondary" loading={renew.isPending} onClick={() => renew.mutate()}>
          {t('donations.code.newCode')}
        </Button>
      )}
      {renew.isError && (
        <ErrorAlert onRetry={() => renew.mutate()}>
          {t('donations.code.newCodeError', { reason: toFailure(renew.error).message })}
        </ErrorAlert>
      )}
    </div>
  );
}

/**
 * The addressed NGO cannot take the donation any more (suspended, not verified again, gone):
 * Offer again cancels it and opens Donate Food with its details, to choose another NGO.
 */
function NeedsNewNgo({ donation, problem }: { donation: Donation; problem: NgoProblem }) {
  const t = useT();
  const headingId = useId();
  const navigate = useNavigate();
  const offerAgain = useMutation({
    mutationFn: async () => {
      const contact = await getDonationContact(donation).catch(() => null); // read before it is cancelled
      return cancelDonation(donation, { ngoStopped: true }).then(() => contact);
    },
    onSuccess: (contact) => {
      saveDonationDraft(draftFrom(donation, contact));
      void navigate(PATHS.delivery, { state: { reoffer: donation.ngoName } });
    },
  });
  const failure = offerAgain.isError ? moveFailure(offerAgain.error) : null;
  return (
    <section
      aria-labelledby={headingId}
      className="w-full rounded-card border border-saffron-300 bg-saffron-50 px-4 py-3 text-stone-900"
    >
      <h3 id={headingId} className="text-lg font-bold">
        {t('donations.needsNewNgo.title')}
      </h3>
      <p className="mt-1">{needsNewNgoText(donation, problem)}</p>
      <Button className="mt-3" loading={offerAgain.isPending} onClick={() => offerAgain.mutate()}>
        {t('donations.needsNewNgo.button')}
      </Button>
      {failure && (
        <ErrorAlert className="mt-3" onRetry={failure.retryable ? () => offerAgain.mutate() : undefined}>
          {failure.message}
        </ErrorAlert>
      )}
    </section>
  );
}
