import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { msg, useT } from '../../i18n';
import { formatMoment } from '../../lib/dates';
import { donationOnServer, outboxVerdict, watchLanding } from '../../services/donation-outbox';
import {
  markRefused,
  outboxEntries,
  removeFromOutbox,
  subscribeToOutbox,
  type OutboxEntry,
  type OutboxMove,
} from '../../services/outbox';
import type { Donation } from '../../services/donation-model';
import { restoreQueuedOffer } from './donation-draft';

/** What the person did, to name a refused write: 'Your offer of {food}', 'Picked up: {food}'… */
const WHAT: Record<OutboxMove, string> = {
  offer: msg('outbox.what.offer'),
  decline: msg('outbox.what.decline'),
  pickUp: msg('outbox.what.pickUp'),
  deliver: msg('outbox.what.deliver'),
  cancel: msg('outbox.what.cancel'),
  refuse: msg('outbox.what.refuse'),
};

/**
 * Follows each write still waiting in the outbox until the server has answered for it: landed →
 * forgotten; refused on arrival (Firestore undid it on this device) → kept, with why, until the
 * person has read it. Runs wherever the boards show, so a write queued in a tab closed since is
 * settled the next time the board opens.
 *
 * A refusal is shown only once the server itself, asked after this device's writes have had their
 * answer, holds the donation without the change. What the listener shows is not enough: a write
 * whose answer was lost when the network dropped is sent again when it returns, and the second
 * copy is refused by the rules (the donation has already moved) while the first one landed — the
 * listener can then show the donation as it was before, for a moment, with nothing pending.
 */
function useSettleOutbox(entries: OutboxEntry[]) {
  const waiting = entries
    .filter((entry) => entry.refused === undefined)
    .map((entry) => `${entry.key}|${entry.move}|${entry.donationId}`)
    .join(',');
  useEffect(() => {
    if (!waiting) return undefined;
    let stopped = false;
    const stops = waiting.split(',').map((item) => {
      const [key = '', move = 'offer', donationId = ''] = item.split('|');
      let asking = false;
      const verdict = (donation: Donation | null) => outboxVerdict(move as OutboxMove, donation);
      // The server's word, once this device's writes have been answered; unreachable meanwhile,
      // the write stays waiting until the board opens again (or the listener says more).
      const askServer = () => {
        if (asking) return;
        asking = true;
        donationOnServer(donationId).then(
          (donation) => {
            asking = false;
            if (stopped) return;
            const refusal = verdict(donation);
            if (refusal === null) removeFromOutbox(key);
            else markRefused(key, refusal);
          },
          () => {
            asking = false;
          },
        );
      };
      return watchLanding(
        donationId,
        ({ donation, pending, fromServer }) => {
          // Still on its way, or the server has not answered yet: nothing to say.
          if (pending || !fromServer) return;
          if (verdict(donation) === null) removeFromOutbox(key);
          else askServer();
        },
        // The server would not follow it: an offer not there yet (the listener may reach the
        // server before the offer does), or a donation this account can no longer read (an open
        // offer another NGO took).
        askServer,
      );
    });
    return () => {
      stopped = true;
      stops.forEach((stop) => stop());
    };
  }, [waiting]);
}

/**
 * On the boards: what the server refused when it arrived after waiting for the network, with why
 * and what to do — an offer can be made again as it was filled in. (What is still waiting shows
 * on its card as 'Waiting for network'.)
 */
export function OutboxNotice() {
  const t = useT();
  const navigate = useNavigate();
  const entries = useSyncExternalStore(subscribeToOutbox, outboxEntries, () => []);
  useSettleOutbox(entries);
  const refused = entries.filter((entry) => entry.refused !== undefined);
  if (refused.length === 0) return null;
  return (
    <section aria-labelledby="outbox-heading" className="mb-6 grid gap-3">
      <h2 id="outbox-heading" className="text-lg font-bold text-stone-900">
        {t('outbox.heading')}
      </h2>
      {refused.map((entry) => (
        <Alert
          key={entry.key}
          tone="error"
          onDismiss={() => removeFromOutbox(entry.key)}
          action={
            entry.move === 'offer' ? (
              <Button
                variant="secondary"
                onClick={() => {
                  const path = restoreQueuedOffer(entry.draft);
                  removeFromOutbox(entry.key);
                  void navigate(path);
                }}
              >
                {t('outbox.offerAgain')}
              </Button>
            ) : undefined
          }
        >
          <p className="font-semibold">
            {t(WHAT[entry.move], {
              food: entry.food || t('donations.card.untitled'),
              when: formatMoment(new Date(entry.at)),
            })}
          </p>
          <p className="mt-1">{entry.refused}</p>
        </Alert>
      ))}
    </section>
  );
}
