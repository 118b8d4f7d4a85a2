import { Suspense, lazy } from 'react';
import { HomePage } from '../features/home/HomePage';
import { loadCatalogPart } from '../i18n';
import { useAuth } from '../lib/auth-context';

/**
 * A signed-in donor's regular offers due today (Confirm / No surplus today), fetched only once a
 * donor is signed in: a visitor's Home never downloads the boards' code, Firestore's listeners or
 * the signed-in texts. Composed here because one feature does not import another.
 */
const DonorToday = lazy(async () => {
  const [{ DonorToday: Today }, { QueryProvider }] = await Promise.all([
    import('../features/donations/DonorToday'),
    import('../lib/query'),
    loadCatalogPart('app'),
  ]);
  return {
    default: ({ uid }: { uid: string }) => (
      <QueryProvider>
        <Today uid={uid} />
      </QueryProvider>
    ),
  };
});

/** Home, with today's regular offers above it for a signed-in donor. */
export function HomeRoute() {
  const { user, role } = useAuth();
  return (
    <HomePage
      today={
        user && role === 'donor' ? (
          <Suspense fallback={null}>
            <DonorToday uid={user.uid} />
          </Suspense>
        ) : null
      }
    />
  );
}
