// A day of a regular offer confirmed online whose server was silent: its photo goes once the
// outbox forgets the day's donation (the server has it), once; a refused one takes none. The real
// outbox runs; Storage, which has no emulator here, is stubbed (uploadFoodPhoto).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadFoodPhoto } from '../../services/food-photo';
import { addToOutbox, clearOutbox, markRefused, outboxEntries, removeFromOutbox } from '../../services/outbox';
import { sendPhotoOnceSent } from './photo-after';

vi.mock('../../services/food-photo', () => ({ uploadFoodPhoto: vi.fn(async () => undefined) }));

const file = new File(['jpeg'], 'food.jpg', { type: 'image/jpeg' });
const entryOf = (id: string) => outboxEntries().find((e) => e.donationId === id)!;

afterEach(() => {
  clearOutbox();
  vi.mocked(uploadFoodPhoto).mockClear();
});

describe('sendPhotoOnceSent', () => {
  it('waits while the donation waits, then sends the photo once', async () => {
    addToOutbox({ move: 'offer', donationId: 'day-1', food: 'Veg pulao' });
    addToOutbox({ move: 'offer', donationId: 'day-2', food: 'Dal' });
    sendPhotoOnceSent('day-1', file);
    removeFromOutbox(entryOf('day-2').key); // another offer landing changes nothing
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(uploadFoodPhoto).not.toHaveBeenCalled();

    removeFromOutbox(entryOf('day-1').key);
    await vi.waitFor(() => expect(uploadFoodPhoto).toHaveBeenCalledWith('day-1', file));
    addToOutbox({ move: 'offer', donationId: 'day-3', food: 'Rice' });
    clearOutbox();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(uploadFoodPhoto).toHaveBeenCalledTimes(1);
  });

  it('a donation the server refused on arrival takes no photo', async () => {
    addToOutbox({ move: 'offer', donationId: 'day-4', food: 'Khichdi' });
    sendPhotoOnceSent('day-4', file);
    markRefused(entryOf('day-4').key, 'The series has ended.');
    removeFromOutbox(entryOf('day-4').key); // dismissed by the donor
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(uploadFoodPhoto).not.toHaveBeenCalled();
  });

  it('a donation the server already has sends at once', async () => {
    sendPhotoOnceSent('day-5', file);
    await vi.waitFor(() => expect(uploadFoodPhoto).toHaveBeenCalledWith('day-5', file));
  });
});
