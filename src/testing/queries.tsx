import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { queryClient } from '../lib/query';

/**
 * A query client of a test's own: the app's settings (no retries behind the person's back) without
 * the app's shared cache, so no test sees another's data.
 */
export function newQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryClient.getDefaultOptions() });
}

/**
 * A screen that reads through TanStack Query, inside a client of its own (or the one given, when a
 * test comes back to a screen and expects what was read before).
 */
export function withQueries(ui: ReactElement, client: QueryClient = newQueryClient()): ReactElement {
  return <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
}
