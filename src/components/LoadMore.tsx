import { useState } from 'react';
import { friendlyError } from '../services/errors';
import { ErrorAlert } from './Alert';
import { Button } from './Button';

interface LoadMoreProps {
  /** What the list holds, plural: 'NGOs', 'donor records'. Used in the error ('We could not load more NGOs.'). */
  what: string;
  /** Reads the next page and adds it to the list; a rejection is shown with Retry. */
  onMore: () => Promise<void>;
  /** Names the button 'Load more <what>' where a page has more than one such list. */
  named?: boolean;
}

/**
 * 'Load more' under a list that has more pages: pending while the next page is read; a failure keeps
 * what is shown and says so in plain words, with Retry.
 */
export function LoadMore({ what, onMore, named = false }: LoadMoreProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const more = async () => {
    setPending(true);
    setError(null);
    try {
      await onMore();
    } catch (e) {
      setError(friendlyError(e));
    } finally {
      setPending(false);
    }
  };

  if (error) {
    return (
      <ErrorAlert
        className="mt-6"
        onRetry={() => void more()}
        retryLabel={named ? `Retry loading more ${what}` : undefined}
      >
        We could not load more {what}. {error}
      </ErrorAlert>
    );
  }
  return (
    <div className="mt-8 flex justify-center">
      <Button variant="secondary" loading={pending} onClick={() => void more()}>
        {named ? `Load more ${what}` : 'Load more'}
      </Button>
    </div>
  );
}
