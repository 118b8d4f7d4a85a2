import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { msg, useT } from '../../i18n';
import { formatMoment } from '../../lib/dates';
import { donationOnServer, outboxVerdict, watchLanding } from '../../services/donations';
import {
  markRefused,
  outboxEntries,
  removeFromOutbox,
  subscribeToOutbox,
  type OutboxEntry,
  type OutboxMove,
} from '../../services/outbox';
import type { Donation } from '../../services/donations';
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
 */
function useSettleOutbox(entries: OutboxEntry[]) {
  const waiting = entries
    .filter((entry) => entry.refused === undefined)
    .map((entry) => `${entry.key}|${entry.move}|${entry.donationId}`)
    .join(',');
  useEffect(() => {
    if (!waiting) return undefined;
    const stops = waiting.split(',').map((item) => {
      const [key = '', move = 'offer', donationId = ''] = item.split('|');
      const settle = (donation: Donation | null) => {
        const refusal = outboxVerdict(move as OutboxMove, donation);
        if (refusal === null) removeFromOutbox(key);
        else markRefused(key, refusal);
      };
      return watchLanding(
        donationId,
        ({ donation, pending, fromServer }) => {
          // Still on its way, or the server has not answered yet: nothing to say.
          if (pending || !fromServer) return;
          settle(donation);
        },
        // The server would not follow it: an offer not there yet (the listener may reach the
        // server before the offer does), or a donation this account can no longer read (an open
        // offer another NGO took). Asked once more after this device's writes have their answer;
        // unreachable meanwhile, it stays waiting until the board opens again.
        () => {
          donationOnServer(donationId).then(settle, () => undefined);
        },
      );
    });
    return () => stops.forEach((stop) => stop());
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
