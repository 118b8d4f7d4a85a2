import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './fonts.css';
import './index.css';
import { AuthProvider } from './app/auth/AuthProvider';
import { createRouter, resolveRoute } from './app/router';
import { config, configError } from './config/env';
import { applyToDocument, storedLanguage } from './app/language';
import { fetchDevanagariFontLater } from './app/devanagari-font';
import { activateLanguage, isLanguage, preferredLanguage, type Language } from './i18n';
import { registerServiceWorker } from './app/pwa/service-worker';
import { nextTask } from './lib/next-task';

const container = document.getElementById('root')!;

function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

if (configError) {
  console.error(configError);
  createRoot(container).render(
    <main className="mx-auto max-w-prose px-4 py-16">
      {/* For whoever deploys it (a missing .env), before any catalog can load: English only. */}
      {/* eslint-disable-next-line i18next/no-literal-string -- a developer's message, not a user's */}
      <h1 className="text-2xl font-bold">FoodBridge is not configured</h1>
      <p className="mt-4">{configError}</p>
    </main>,
  );
} else {
  if (config.useEmulators) {
    // End-to-end tests sign in with Google through this (src/services/auth.ts); Auth loads when it is used.
    window.foodbridgeEmulatorGoogleSignIn = async (idTokenJson) =>
      (await import('./services/auth')).emulatorGoogleSignIn(idTokenJson);
  }
  // The offline copy installs after the page has loaded (never before its own requests).
  registerServiceWorker();
  const hydrating = container.hasChildNodes();
  const language = startLanguage(hydrating);
  const app = (router = createRouter()) => (
    <StrictMode>
      <AuthProvider startWhenIdle={hydrating}>
        <RouterProvider router={router} />
      </AuthProvider>
    </StrictMode>
  );
  if (hydrating) {
    // A page rendered at build time (scripts/prerender.mjs): load its screen, then take over its HTML.
    // After the first paint (two frames on), so the page is on screen before any script work; should
    // its code fail to load, the router tries again and shows its error screen.
    // Each step is a task of its own (nextTask): together they would hold a cheap phone's main
    // thread for tens of milliseconds, and a tap in the meantime would wait.
    void afterFirstPaint()
      .then(async () => {
        // The language first: the screen's catalog part then loads in it, not in English.
        const texts = activateLanguage(language);
        await nextTask();
        await Promise.all([texts, resolveRoute(window.location.pathname)]);
      })
      .catch(() => undefined)
      .then(async () => {
        const router = createRouter();
        await nextTask();
        // As a transition, hydration yields to the browser every few milliseconds instead of
        // holding the main thread (a cheap phone stays responsive to taps while the page wakes up).
        startTransition(() => void hydrateRoot(container, app(router)));
      })
      .then(() => {
        if (language === 'hi') fetchDevanagariFontLater();
      });
  } else {
    // Rendered in the browser (the signed-in screens): in the visitor's language from the start.
    void activateLanguage(language)
      .catch(() => activateLanguage('en'))
      .catch(() => undefined)
      .then(() => {
        applyToDocument(language);
        createRoot(container).render(app());
      });
  }
}

/**
 * A page rendered at build time is in the language of its HTML (<html lang>, /hi/… in Hindi):
 * index.html's start script has already sent a Hindi reader from an English page to its Hindi
 * copy. Anywhere else, the choice kept on this device, else the browser's languages.
 */
function startLanguage(hydrating: boolean): Language {
  const lang = document.documentElement.lang;
  if (hydrating && isLanguage(lang)) return lang;
  return preferredLanguage(storedLanguage(), navigator.languages ?? [navigator.language]);
}
