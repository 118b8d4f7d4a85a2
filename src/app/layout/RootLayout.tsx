import { Outlet } from 'react-router';

// Placeholder shell; the top bar, footer and scroll-to-top button replace this.
export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
