import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { watchLateCancels, watchNgoRecord } from '../../services/records';
import { DonorRecord, NgoRecordLine } from './Reliability';

// The records' listeners are Firestore's (tests/integration/reliability.test.ts runs them against
// the emulator); here the test says what they answer.
vi.mock('../../services/records', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../services/records')>()),
  watchLateCancels: vi.fn(),
  watchNgoRecord: vi.fn(),
}));

describe('the records on the boards', () => {
  beforeEach(() => vi.resetAllMocks());

  it('tells a donor its own record, in words for none and for some', () => {
    vi.mocked(watchLateCancels).mockImplementation((_uid, onData) => {
      onData(0);
      return () => undefined;
    });
    const { unmount } = render(<DonorRecord uid="donor-1" />);
    expect(
      screen.getByText('Your record: you have not cancelled an offer after an NGO accepted it.'),
    ).toBeInTheDocument();
    unmount();
    vi.mocked(watchLateCancels).mockImplementation((_uid, onData) => {
      onData(2);
      return () => undefined;
    });
    render(<DonorRecord uid="donor-2" />);
    expect(screen.getByText('Your record: 2 offers cancelled after an NGO accepted.')).toBeInTheDocument();
  });

  it('tells an NGO what it collected and missed, and the share donors see from the 10th', () => {
    vi.mocked(watchNgoRecord).mockImplementation((_id, onData) => {
      onData({ collected: 3, noShows: 1 });
      return () => undefined;
    });
    const { unmount } = render(<NgoRecordLine ngoId="ngo-1" />);
    expect(
      screen.getByText('Your record: 3 collected of 4 accepted pickups; 1 not collected before the use-by.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Collected/)).toBeNull();
    unmount();
    vi.mocked(watchNgoRecord).mockImplementation((_id, onData) => {
      onData({ collected: 19, noShows: 1 });
      return () => undefined;
    });
    render(<NgoRecordLine ngoId="ngo-2" />);
    expect(screen.getByText('Collected 95 % of 20 accepted pickups')).toBeInTheDocument();
  });

  it('says nothing to an NGO with no pickups ended yet', () => {
    vi.mocked(watchNgoRecord).mockImplementation((_id, onData) => {
      onData({ collected: 0, noShows: 0 });
      return () => undefined;
    });
    const { container } = render(<NgoRecordLine ngoId="ngo-3" />);
    expect(container).toBeEmptyDOMElement();
  });
});
