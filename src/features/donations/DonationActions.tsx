import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import {
  DonationMoveError,
  acceptDonation,
  cancelDonation,
  declineDonation,
  markDelivered,
  markPickedUp,
  moveFailure,
  type Donation,
} from '../../services/donations';
import { displayState } from './donation-view';

// No query is invalidated after a move: the boards' live listeners show the new state by themselves.

type NgoMove = 'accept' | 'decline' | 'pickUp' | 'deliver';

const NGO_MOVES: Record<NgoMove, (donation: Donation, ngoUid: string) => Promise<void>> = {
  accept: (donation, ngoUid) => acceptDonation(donation, ngoUid),
  decline: (donation) => declineDonation(donation.id),
  pickUp: (donation) => markPickedUp(donation.id),
  deliver: (donation) => markDelivered(donation),
};

/** Where focus goes when a dialog closes and the button that opened it is gone: the card's title. */
const cardTitle = (id: string) => () => document.querySelector<HTMLElement>(`[data-donation="${id}"] h2`);

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

/** The NGO's next step on a donation: Accept pickup / Decline, Mark picked up, Mark delivered. */
export function NgoActions({ donation, ngoUid, now, onRefused }: NgoActionsProps) {
  const [confirmDecline, setConfirmDecline] = useState(false);
  const move = useMutation({
    mutationFn: (which: NgoMove) => NGO_MOVES[which](donation, ngoUid),
    // On the mutation itself, so the board hears of a refusal even when the card has already gone.
    onError: (error) => {
      if (!(error instanceof DonationMoveError)) return;
      setConfirmDecline(false);
      onRefused(error.message);
    },
  });
  const state = displayState(donation, now);
  const pending = move.isPending ? move.variables : null;
  const failed = move.isError && !(move.error instanceof DonationMoveError) ? move.variables : null;
  const failure = failed ? moveFailure(move.error) : null;

  const busy = pending !== null;
  let buttons = null;
  if (state === 'offered') {
    buttons = (
      <>
        <Button loading={pending === 'accept'} disabled={busy} onClick={() => move.mutate('accept')}>
          Accept pickup
        </Button>
        {/* An open offer has no addressed NGO to decline it (the rules say so too). */}
        {donation.ngoId === ngoUid && (
          <Button variant="secondary" disabled={busy} onClick={() => setConfirmDecline(true)}>
            Decline
          </Button>
        )}
      </>
    );
  } else if (state === 'expired') {
    buttons = (
      <p className="text-stone-700">This offer’s ‘by when’ time has passed, so it can no longer be accepted.</p>
    );
  } else if (state === 'accepted') {
    buttons = (
      <Button loading={pending === 'pickUp'} disabled={busy} onClick={() => move.mutate('pickUp')}>
        Mark picked up
      </Button>
    );
  } else if (state === 'picked_up') {
    buttons = (
      <Button loading={pending === 'deliver'} disabled={busy} onClick={() => move.mutate('deliver')}>
        Mark delivered
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
      {confirmDecline && (
        <ConfirmDialog
          title="Decline this offer?"
          confirmLabel="Decline offer"
          pending={pending === 'decline'}
          error={failed === 'decline' ? (failure?.message ?? null) : null}
          onCancel={() => {
            setConfirmDecline(false);
            move.reset();
          }}
          onConfirm={() => move.mutate('decline', { onSuccess: () => setConfirmDecline(false) })}
          fallbackFocus={cardTitle(donation.id)}
        >
          <p>
            The donor will see that you declined {donation.meals ? `${donation.meals} meals of ` : ''}
            {donation.food || 'this food'}. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** The donor may cancel an offered or accepted donation, after confirming. */
export function DonorActions({ donation }: { donation: Donation }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({ mutationFn: () => cancelDonation(donation.id) });
  if (donation.status !== 'offered' && donation.status !== 'accepted') return null;

  return (
    <div className="mt-4">
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Cancel donation
      </Button>
      {confirming && (
        <ConfirmDialog
          title="Cancel this donation?"
          confirmLabel="Yes, cancel donation"
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
              ? `${donation.ngoName} has accepted it and will see that you cancelled. `
              : 'NGOs will no longer be able to accept it. '}
            This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
