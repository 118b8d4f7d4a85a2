import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@fontsource-variable/inter/wght.css';
import './index.css';
import { AuthProvider } from './app/auth/AuthProvider';
import { createRouter } from './app/router';
import { configError } from './config/env';

const root = createRoot(document.getElementById('root')!);

if (configError) {
  console.error(configError);
  root.render(
    <main className="mx-auto max-w-prose px-4 py-16">
      <h1 className="text-2xl font-bold">FoodBridge is not configured</h1>
      <p className="mt-4">{configError}</p>
    </main>,
  );
} else {
  root.render(
    <StrictMode>
      <AuthProvider>
        <RouterProvider router={createRouter()} />
      </AuthProvider>
    </StrictMode>,
  );
}
