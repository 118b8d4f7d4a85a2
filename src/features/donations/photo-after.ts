import { offerEntry, outboxEntries, subscribeToOutbox } from '../../services/outbox';

/**
 * A day of a regular offer confirmed online whose server was silent too long: the day's donation
 * waits in the outbox, announcing a photo. The sheet closes (the board says the day is saved on
 * this phone), and the photo goes once the server has the donation, while the app stays open. A
 * donation the server refused on arrival takes no photo; a failed upload leaves the card saying
 * the photo never arrived.
 */
export function sendPhotoOnceSent(donationId: string, file: File): void {
  let stop = () => {};
  const check = () => {
    const entry = offerEntry(outboxEntries(), donationId);
    if (entry !== undefined && entry.refused === undefined) return;
    stop();
    if (entry !== undefined) return; // refused
    void import('../../services/food-photo')
      .then(({ uploadFoodPhoto }) => uploadFoodPhoto(donationId, file))
      .catch(() => undefined);
  };
  stop = subscribeToOutbox(check);
  check();
}
