import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * Server state (one-shot reads, paged lists, writes) lives in TanStack Query. The client is one for
 * the whole app, so what one screen read is still there when the person comes back to it; only the
 * screens that read data load this module (the router wraps them in QueryProvider), so Home's first
 * bundle never carries the library.
 *
 * Failures are not retried behind the person's back: the screen says what failed, in plain words,
 * and offers Retry (a network that comes back is then one tap away).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
