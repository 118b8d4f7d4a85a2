import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavedOffline } from './SavedOffline';

function connection(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
}

afterEach(() => vi.restoreAllMocks());

describe('SavedOffline', () => {
  it('says nothing while online: what shows is live', () => {
    connection(true);
    render(<SavedOffline savedAt={new Date()} />);
    expect(screen.queryByTestId('saved-offline')).toBeNull();
  });

  it('offline, says when what shows was saved: the time today, the day and time before', () => {
    connection(false);
    const today = new Date();
    today.setHours(14, 5, 0, 0);
    const { rerender } = render(<SavedOffline savedAt={today} />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Offline — showing what was saved at 14:05\.$/);
    const before = new Date(today.getTime() - 3 * 24 * 60 * 60 * 1000);
    rerender(<SavedOffline savedAt={before} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Offline — showing what was saved at \d{1,2} \w{3}, 14:05\.$/,
    );
  });

  it('without a time, says the copy is this device’s; and shows online too when the server was out of reach', () => {
    connection(false);
    const { rerender } = render(<SavedOffline savedAt={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Offline — showing what was saved on this device.');
    connection(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    rerender(<SavedOffline savedAt={null} shown />);
    expect(screen.getByRole('status')).toHaveTextContent('Offline — showing what was saved on this device.');
  });
});
