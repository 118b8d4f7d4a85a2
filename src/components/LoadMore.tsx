import { ErrorAlert } from './Alert';
import { Button } from './Button';
import { useT } from '../i18n';

interface LoadMoreProps {
  /**
   * What the list holds, plural, in the language shown (the caller translates it): 'NGOs', 'donor
   * records'. Used in the error ('We could not load more NGOs.').
   */
  what: string;
  /** Reads the next page (e.g. useInfiniteQuery's fetchNextPage). */
  onMore: () => void;
  /** True while the next page is read. */
  pending: boolean;
  /** Why the last page could not be read; the rows already shown stay, and Retry reads it again. */
  failure?: { message: string; retryable: boolean } | null;
  /** Names the button 'Load more <what>' where a page has more than one such list. */
  named?: boolean;
}

/** 'Load more' under a list that has more pages: pending while it reads; a failure says so, with Retry. */
export function LoadMore({ what, onMore, pending, failure = null, named = false }: LoadMoreProps) {
  const t = useT();
  if (failure && !pending) {
    return (
      <ErrorAlert
        className="mt-6"
        onRetry={onMore}
        retryLabel={named ? t('components.loadMore.retryNamed', { what }) : undefined}
      >
        {t('components.loadMore.failed', { what, reason: failure.message })}
      </ErrorAlert>
    );
  }
  return (
    <div className="mt-8 flex justify-center">
      <Button variant="secondary" loading={pending} onClick={onMore}>
        {named ? t('components.loadMore.named', { what }) : t('components.loadMore.button')}
      </Button>
    </div>
  );
}
