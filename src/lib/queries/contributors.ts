import { queryOptions } from '@tanstack/react-query';
import { config } from '../../config/env';
import { fetchContributors } from '../../services/github';
import { contributorKeys } from './keys';

export const contributorQueries = {
  /** The repository's contributors, as GitHub lists them. */
  list: () =>
    queryOptions({
      queryKey: contributorKeys.all,
      queryFn: ({ signal }) =>
        fetchContributors(config.githubRepo, signal).catch((error: unknown) => {
          // Leaving the page aborts the request: nothing to report then.
          if (!signal.aborted) console.error('Failed to load contributors', error);
          throw error;
        }),
    }),
};
