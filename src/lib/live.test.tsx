import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazySubscribe, useLive, type Subscribe } from './live';

/** A fake listener per subscription: the test answers or fails whichever one it picks. */
function listeners<T>() {
  const started: { key: string; onData: (data: T) => void; onError: (error: unknown) => void; stopped: boolean }[] = [];
  const subscribeTo =
    (key: string): Subscribe<T> =>
    (onData, onError) => {
      const entry = { key, onData, onError, stopped: false };
      started.push(entry);
      return () => {
        entry.stopped = true;
      };
    };
  return { started, subscribeTo, last: () => started[started.length - 1]! };
}

function Show({ liveKey, subscribe }: { liveKey: string | null; subscribe: Subscribe<string> }) {
  const live = useLive(liveKey, subscribe);
  return (
    <div>
      <p>
        {live.status === 'ready'
          ? `data: ${live.data}`
          : live.status === 'error'
            ? `error: ${String(live.error)}${live.data !== undefined ? ` (last: ${live.data})` : ''}`
            : 'loading'}
      </p>
      <button type="button" onClick={live.retry}>
        Retry
      </button>
    </div>
  );
}

const shown = () => screen.getByRole('paragraph').textContent;

describe('useLive', () => {
  it('is loading until the first answer, then follows every answer', () => {
    const feed = listeners<string>();
    render(<Show liveKey="a" subscribe={feed.subscribeTo('a')} />);
    expect(shown()).toBe('loading');
    expect(feed.started).toHaveLength(1);
    act(() => feed.last().onData('one'));
    expect(shown()).toBe('data: one');
    act(() => feed.last().onData('two'));
    expect(shown()).toBe('data: two');
  });

  it('subscribes to nothing while the key is null', () => {
    const feed = listeners<string>();
    render(<Show liveKey={null} subscribe={feed.subscribeTo('none')} />);
    expect(feed.started).toHaveLength(0);
    expect(shown()).toBe('loading');
  });

  it('does not resubscribe when only the subscribe function is new', () => {
    const feed = listeners<string>();
    const { rerender } = render(<Show liveKey="a" subscribe={feed.subscribeTo('a')} />);
    rerender(<Show liveKey="a" subscribe={feed.subscribeTo('a')} />);
    expect(feed.started).toHaveLength(1);
  });

  it('on a new key stops the old listener, starts the new one and ignores late answers of the old key', () => {
    const feed = listeners<string>();
    const { rerender } = render(<Show liveKey="a" subscribe={feed.subscribeTo('a')} />);
    const first = feed.last();
    act(() => first.onData('from a'));

    rerender(<Show liveKey="b" subscribe={feed.subscribeTo('b')} />);
    expect(first.stopped).toBe(true);
    expect(feed.last().key).toBe('b');
    expect(shown()).toBe('loading');

    act(() => first.onData('late from a'));
    act(() => first.onError('late failure of a'));
    expect(shown()).toBe('loading');
    act(() => feed.last().onData('from b'));
    expect(shown()).toBe('data: from b');
  });

  it('stops listening on unmount', () => {
    const feed = listeners<string>();
    const { unmount } = render(<Show liveKey="a" subscribe={feed.subscribeTo('a')} />);
    unmount();
    expect(feed.last().stopped).toBe(true);
  });

  it('shows a failure, keeping the last answer, and Retry listens again from loading', async () => {
    const feed = listeners<string>();
    render(<Show liveKey="a" subscribe={feed.subscribeTo('a')} />);
    const first = feed.last();
    act(() => first.onData('one'));
    act(() => first.onError('offline'));
    expect(shown()).toBe('error: offline (last: one)');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(first.stopped).toBe(true);
    expect(feed.started).toHaveLength(2);
    expect(shown()).toBe('loading');
    act(() => feed.last().onError('still offline'));
    expect(shown()).toBe('error: still offline');
    act(() => first.onData('late from the first listener'));
    expect(shown()).toBe('error: still offline');
  });

  it('turns a listener that cannot start into a failure', async () => {
    render(
      <Show
        liveKey="a"
        subscribe={() => {
          throw new Error('no database');
        }}
      />,
    );
    expect(await screen.findByText('error: Error: no database')).toBeInTheDocument();
  });
});

describe('lazySubscribe', () => {
  it('loads the module on the first subscription and listens with it', async () => {
    const feed = listeners<string>();
    const load = vi.fn(async () => ({ watch: feed.subscribeTo('lazy') }));
    const subscribe = lazySubscribe(load, (module) => module.watch);
    expect(load).not.toHaveBeenCalled();

    const { unmount } = render(<Show liveKey="a" subscribe={subscribe} />);
    expect(shown()).toBe('loading');
    await vi.waitFor(() => expect(feed.started).toHaveLength(1));
    act(() => feed.last().onData('from the module'));
    expect(shown()).toBe('data: from the module');
    unmount();
    expect(feed.last().stopped).toBe(true);
  });

  it('fails the listener when the module cannot be fetched', async () => {
    const subscribe = lazySubscribe<{ watch: Subscribe<string> }, string>(
      () => Promise.reject(new Error('offline')),
      (module) => module.watch,
    );
    render(<Show liveKey="a" subscribe={subscribe} />);
    expect(await screen.findByText('error: Error: offline')).toBeInTheDocument();
  });

  it('starts nothing when stopped before the module arrives', async () => {
    const feed = listeners<string>();
    let arrive: (module: { watch: Subscribe<string> }) => void = () => undefined;
    const subscribe = lazySubscribe(
      () => new Promise<{ watch: Subscribe<string> }>((resolve) => (arrive = resolve)),
      (module) => module.watch,
    );
    const { unmount } = render(<Show liveKey="a" subscribe={subscribe} />);
    unmount();
    await act(async () => arrive({ watch: feed.subscribeTo('lazy') }));
    expect(feed.started).toHaveLength(0);
  });
});
