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
import { config } from './config/env';
import { PATHS } from './config/paths';
import { activateLanguage, isHindiPath, t } from './i18n';
import { EARLY_FIRST_PAGE_SCRIPT, firstPageRequest, type FirstPageRequest } from './services/ngo-first-page';

export { PRERENDERED_PATHS };

/**
 * The request a rendered page sends itself, before the app starts (services/ngo-first-page.ts):
 * /ngoList's first page, in either language; null for every other page, and for /ngoList too when
 * App Check is on. `script` reads `request` from <meta name="foodbridge-first-page">.
 */
export function earlyRequest(page: string): { request: FirstPageRequest; script: string } | null {
  const request = page === PATHS.ngoList ? firstPageRequest(config) : null;
  return request ? { request, script: EARLY_FIRST_PAGE_SCRIPT } : null;
}

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
