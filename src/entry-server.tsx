/**
 * Build-time rendering of the public pages (scripts/prerender.mjs). Each page's HTML is written
 * into the built files, so a visitor sees it as soon as the HTML and CSS arrive, before any
 * JavaScript; main.tsx then hydrates it. It renders exactly what the browser's first render gives:
 * auth still loading, online, at the top of the page.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AuthProvider } from './app/auth/AuthProvider';
import { PRERENDERED_PATHS, resolveRoute, routes } from './app/router';
import { activateLanguage, isHindiPath, t } from './i18n';

export { PRERENDERED_PATHS };

/** Renders one public page; its language follows the path (/hi/… is Hindi). */
export async function render(path: string): Promise<string> {
  await activateLanguage(isHindiPath(path) ? 'hi' : 'en');
  await resolveRoute(path);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return renderToString(
    <StrictMode>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </StrictMode>,
  );
}

/** The document's title and description in the language last rendered. */
export function documentTexts(): { title: string; description: string } {
  return { title: t('common.title'), description: t('common.description') };
}
