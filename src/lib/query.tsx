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
 *
 * networkMode 'always': the library must not pause work while the browser says it is offline. The
 * services decide what offline means — Firestore answers reads from its local cache, and a write
 * made offline fails at once with 'We could not reach the server…' and keeps the form — whereas a
 * paused mutation would show nothing and then send the write later, unasked.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
