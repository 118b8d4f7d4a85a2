import { useState } from 'react';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import {
  DonationMoveError,
  acceptDonation,
  cancelDonation,
  declineDonation,
  markDelivered,
  markPickedUp,
  moveErrorMessage,
  type Donation,
} from '../../services/donations';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { displayState } from './donation-view';

type NgoMove = 'accept' | 'decline' | 'pickUp' | 'deliver';

const NGO_MOVES: Record<NgoMove, (donation: Donation, ngoUid: string) => Promise<void>> = {
  accept: (donation, ngoUid) => acceptDonation(donation, ngoUid),
  decline: (donation) => declineDonation(donation.id),
  pickUp: (donation) => markPickedUp(donation.id),
  deliver: (donation) => markDelivered(donation),
};

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
  const [pending, setPending] = useState<NgoMove | null>(null);
  const [failure, setFailure] = useState<{ move: NgoMove; message: string } | null>(null);
  const [confirmDecline, setConfirmDecline] = useState(false);
  const [declineError, setDeclineError] = useState<string | null>(null);
  const state = displayState(donation, now);

  const run = async (move: NgoMove): Promise<boolean> => {
    setPending(move);
    setFailure(null);
    setDeclineError(null);
    try {
      await NGO_MOVES[move](donation, ngoUid);
      return true;
    } catch (error) {
      if (error instanceof DonationMoveError) {
        setConfirmDecline(false);
        onRefused(error.message);
      } else if (move === 'decline') {
        setDeclineError(moveErrorMessage(error));
      } else {
        setFailure({ move, message: moveErrorMessage(error) });
      }
      return false;
    } finally {
      setPending(null);
    }
  };

  const busy = pending !== null;
  let buttons = null;
  if (state === 'offered') {
    buttons = (
      <>
        <Button loading={pending === 'accept'} disabled={busy} onClick={() => void run('accept')}>
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
      <Button loading={pending === 'pickUp'} disabled={busy} onClick={() => void run('pickUp')}>
        Mark picked up
      </Button>
    );
  } else if (state === 'picked_up') {
    buttons = (
      <Button loading={pending === 'deliver'} disabled={busy} onClick={() => void run('deliver')}>
        Mark delivered
      </Button>
    );
  }
  if (!buttons) return null;

  return (
    <div className="mt-4 grid gap-3">
      <div className="flex flex-wrap items-center gap-3">{buttons}</div>
      {failure && (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" onClick={() => void run(failure.move)}>
              Retry
            </Button>
          }
        >
          {failure.message}
        </Alert>
      )}
      {confirmDecline && (
        <ConfirmDialog
          title="Decline this offer?"
          confirmLabel="Decline offer"
          pending={pending === 'decline'}
          error={declineError}
          onCancel={() => {
            setConfirmDecline(false);
            setDeclineError(null);
          }}
          onConfirm={() => {
            void run('decline').then((done) => done && setConfirmDecline(false));
          }}
          fallbackFocus={() => document.querySelector<HTMLElement>(`[data-donation="${donation.id}"] h2`)}
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
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (donation.status !== 'offered' && donation.status !== 'accepted') return null;

  const cancel = async () => {
    setPending(true);
    setError(null);
    try {
      await cancelDonation(donation.id);
      setConfirming(false);
    } catch (failure) {
      setError(moveErrorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="mt-4">
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        Cancel donation
      </Button>
      {confirming && (
        <ConfirmDialog
          title="Cancel this donation?"
          confirmLabel="Yes, cancel donation"
          pending={pending}
          error={error}
          onCancel={() => {
            setConfirming(false);
            setError(null);
          }}
          onConfirm={() => void cancel()}
          fallbackFocus={() => document.querySelector<HTMLElement>(`[data-donation="${donation.id}"] h2`)}
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
