// Component tests of the board's 'Not sent' list. The services are mocked at the module boundary
// (src/services/donation-outbox: the listener that follows a queued write, and the server read that
// settles it): the emulator cannot be made to lose the answer to a write on cue, which is what
// leaves the listener showing a donation as it was before. The real outbox runs end to end in
// tests/e2e/offline-data.spec.ts.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { donationOnServer, watchLanding, type Landing } from '../../services/donation-outbox';
import { addToOutbox, clearOutbox, outboxEntries } from '../../services/outbox';
import { renderWithRouter } from '../../testing/render';
import { OutboxNotice } from './outbox-view';
import { aDonation } from './test-donations';

vi.mock('../../services/donation-outbox', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/donation-outbox')>()),
  watchLanding: vi.fn(),
  donationOnServer: vi.fn(),
}));

let landing: ((landing: Landing) => void) | null = null;
let refused: ((error: Error) => void) | null = null;

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(watchLanding).mockImplementation((_id, onData, onError) => {
    landing = onData;
    refused = onError;
    return () => {};
  });
});

afterEach(() => {
  cleanup();
  clearOutbox();
  landing = null;
  refused = null;
});

const offered = aDonation({ id: 'd-1', food: 'Fruit salad', status: 'offered', cancelledAt: null });
const cancelled = aDonation({ id: 'd-1', food: 'Fruit salad', status: 'cancelled', cancelledAt: new Date() });

function queueCancel() {
  addToOutbox({ move: 'cancel', donationId: 'd-1', food: 'Fruit salad' });
  renderWithRouter(<OutboxNotice />);
}

describe('the Not sent list', () => {
  it('forgets a queued cancel the listener shows landed, without asking the server', () => {
    queueCancel();
    act(() => landing?.({ donation: cancelled, pending: false, fromServer: true }));
    expect(outboxEntries()).toEqual([]);
    expect(donationOnServer).not.toHaveBeenCalled();
  });

  it('says nothing while the write is still on its way or only the cache has answered', () => {
    queueCancel();
    act(() => landing?.({ donation: cancelled, pending: true, fromServer: false }));
    act(() => landing?.({ donation: offered, pending: false, fromServer: false }));
    expect(outboxEntries()).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Not sent' })).toBeNull();
    expect(donationOnServer).not.toHaveBeenCalled();
  });

  it('does not call a cancel refused when the listener shows the donation as before but the server has it cancelled (a resent copy was refused; the first landed)', async () => {
    vi.mocked(donationOnServer).mockResolvedValue(cancelled);
    queueCancel();
    act(() => landing?.({ donation: offered, pending: false, fromServer: true }));
    await waitFor(() => expect(outboxEntries()).toEqual([]));
    expect(donationOnServer).toHaveBeenCalledWith('d-1');
    expect(screen.queryByRole('heading', { name: 'Not sent' })).toBeNull();
  });

  it('shows a refusal, with what and why, once the server confirms the change is not there', async () => {
    vi.mocked(donationOnServer).mockResolvedValue(offered);
    queueCancel();
    act(() => landing?.({ donation: offered, pending: false, fromServer: true }));
    expect(await screen.findByRole('heading', { name: 'Not sent' })).toBeVisible();
    expect(screen.getByText(/^Cancelling Fruit salad \(made offline/)).toBeVisible();
    expect(screen.getByText(/your account cannot make this change at the moment/)).toBeVisible();
  });

  it('asks the server once however many snapshots arrive meanwhile', async () => {
    let answer: (donation: typeof cancelled) => void = () => {};
    vi.mocked(donationOnServer).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    queueCancel();
    act(() => landing?.({ donation: offered, pending: false, fromServer: true }));
    act(() => landing?.({ donation: offered, pending: false, fromServer: true }));
    expect(donationOnServer).toHaveBeenCalledTimes(1);
    await act(async () => answer(cancelled));
    expect(outboxEntries()).toEqual([]);
  });

  it('keeps the write waiting, not refused, when the listener is refused and the server cannot be reached', async () => {
    vi.mocked(donationOnServer).mockRejectedValue(Object.assign(new Error('unavailable'), { code: 'unavailable' }));
    queueCancel();
    act(() => refused?.(Object.assign(new Error('permission-denied'), { code: 'permission-denied' })));
    await waitFor(() => expect(donationOnServer).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(outboxEntries()).toEqual([expect.not.objectContaining({ refused: expect.anything() })]);
    expect(screen.queryByRole('heading', { name: 'Not sent' })).toBeNull();
  });
});
