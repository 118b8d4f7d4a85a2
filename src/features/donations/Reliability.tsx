/**
 * Reliability on the boards (docs/reports.md, 'Reliability'): each board records the no-shows it
 * sees, the donor's board shows its own record, the NGO's its record of pickups.
 */
import { useEffect, useRef } from 'react';
import { PickupRate } from '../../components/PickupRate';
import { useT } from '../../i18n';
import { useLive } from '../../lib/live';
import { isPastUseBy, type Donation } from '../../services/donation-model';
import { recordNoShow } from '../../services/donation-moves';
import { pickupRate, type NgoRecord } from '../../services/record-model';
import { watchLateCancels, watchNgoRecord } from '../../services/records';

/**
 * A board (the donor's, or its NGO's coordinators') records each accepted donation it sees past its
 * use-by without a pickup as a no-show, once: the rules let either side do it, and the first wins.
 * One that fails (offline, or the other side was first) is tried again by the next board that sees it.
 */
export function useRecordNoShows(donations: Donation[], now: Date): void {
  const tried = useRef(new Set<string>());
  useEffect(() => {
    for (const donation of donations) {
      if (donation.status !== 'accepted' || donation.pending || !isPastUseBy(donation, now)) continue;
      if (tried.current.has(donation.id)) continue;
      tried.current.add(donation.id);
      void recordNoShow(donation);
    }
  }, [donations, now]);
}

/** 'Your record: …' on the donor's board: the offers it cancelled after an NGO accepted them. */
export function DonorRecord({ uid }: { uid: string }) {
  const t = useT();
  const record = useLive<number>(`donor-record:${uid}`, (onData, onError) => watchLateCancels(uid, onData, onError));
  if (record.status !== 'ready') return null;
  return (
    <p data-donor-record className="mb-4 text-stone-700">
      {record.data === 0 ? t('donations.donorRecord.none') : t('donations.donorRecord.some', { count: record.data })}
    </p>
  );
}

/**
 * 'Your record: …' on the NGO's board: the accepted pickups it collected and missed, and the share
 * donors see on its card (from the 10th).
 */
export function NgoRecordLine({ ngoId }: { ngoId: string }) {
  const t = useT();
  const record = useLive<NgoRecord>(`ngo-record:${ngoId}`, (onData, onError) => watchNgoRecord(ngoId, onData, onError));
  if (record.status !== 'ready') return null;
  const { collected, noShows } = record.data;
  if (collected + noShows === 0) return null;
  return (
    <div data-ngo-record className="mb-4">
      <p className="text-stone-700">
        {t('donations.ngoRecord.text', { collected, noShows, count: collected + noShows })}
      </p>
      <PickupRate rate={pickupRate(record.data)} />
    </div>
  );
}
