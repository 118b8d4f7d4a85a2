import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACK_ONLINE_MESSAGE, BACK_ONLINE_MS, OFFLINE_MESSAGE, OfflineNotice } from './OfflineNotice';

let online = true;

function setConnection(next: boolean) {
  online = next;
  act(() => {
    window.dispatchEvent(new Event(next ? 'online' : 'offline'));
  });
}

function start(initiallyOnline: boolean) {
  online = initiallyOnline;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  render(<OfflineNotice />);
  return screen.getByTestId('connection-notice');
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('OfflineNotice', () => {
  it('is an empty polite live region while online', () => {
    const region = start(true);
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('says so while offline, from the first render', () => {
    const region = start(false);
    expect(region).toHaveTextContent(OFFLINE_MESSAGE);
  });

  it('appears when the connection drops and says "Back online." briefly when it returns', () => {
    vi.useFakeTimers();
    const region = start(true);

    setConnection(false);
    expect(region).toHaveTextContent(OFFLINE_MESSAGE);
    expect(screen.getByText(/You are offline\./)).toBeVisible();

    setConnection(true);
    expect(region).toHaveTextContent(BACK_ONLINE_MESSAGE);
    expect(region).not.toHaveTextContent(/offline/);

    act(() => {
      vi.advanceTimersByTime(BACK_ONLINE_MS - 1);
    });
    expect(region).toHaveTextContent(BACK_ONLINE_MESSAGE);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(region).toBeEmptyDOMElement();
  });

  it('shows the offline message again when the connection drops during "Back online."', () => {
    vi.useFakeTimers();
    const region = start(false);
    setConnection(true);
    setConnection(false);
    expect(region).toHaveTextContent(OFFLINE_MESSAGE);
    act(() => {
      vi.advanceTimersByTime(BACK_ONLINE_MS * 2);
    });
    expect(region).toHaveTextContent(OFFLINE_MESSAGE);
    setConnection(true);
    expect(region).toHaveTextContent(BACK_ONLINE_MESSAGE);
  });
});
