import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { queryClient } from '../lib/query';

/**
 * A screen that reads through TanStack Query, inside a client of its own: the app's settings (no
 * retries behind the person's back) without the app's shared cache, so no test sees another's data.
 */
export function withQueries(ui: ReactElement): ReactElement {
  const client = new QueryClient({ defaultOptions: queryClient.getDefaultOptions() });
  return <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
}
