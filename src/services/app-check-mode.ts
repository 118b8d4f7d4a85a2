import type { FirebaseApp } from 'firebase/app';
import { config, type AppConfig } from '../config/env';
import { firebaseApp } from './app';
import { loadOnDemand } from './errors';

/**
 * Whether and how Firebase App Check runs (its code is in app-check.ts; this module loads none of
 * it, so a page that may not need App Check does not fetch it to find out).
 *
 * - A real project with VITE_RECAPTCHA_SITE_KEY: the reCAPTCHA v3 provider.
 * - VITE_APPCHECK_DEBUG_TOKEN, in a local run (src/config/env.ts refuses it in a deployed build):
 *   the debug provider, which exchanges that token with Google. Meant for `npm run dev` against a
 *   real project whose console lists the token; with the emulators it only exercises the code.
 * - Otherwise off. In particular the emulators get no App Check by default: they never check a
 *   token, and the debug provider's exchange for the demo project can only fail — measured, every
 *   page then logs two failed requests to content-firebaseappcheck.googleapis.com and Auth warns
 *   of a missing token (README.md, 'App Check').
 */
export type AppCheckMode = { kind: 'off' } | { kind: 'recaptcha'; siteKey: string } | { kind: 'debug'; token: string };

export function appCheckMode(settings: Pick<AppConfig, 'useEmulators' | 'appCheck'>): AppCheckMode {
  const { siteKey, debugToken } = settings.appCheck;
  if (debugToken) return { kind: 'debug', token: debugToken };
  // The emulators' demo project has no reCAPTCHA key to score against.
  return siteKey && !settings.useEmulators ? { kind: 'recaptcha', siteKey } : { kind: 'off' };
}

/**
 * The Firebase app with App Check started first when it is on, for code that can wait (Firestore
 * Lite on /ngoList): App Check's code is fetched only then. A failed fetch reads as a connection
 * failure (loadOnDemand).
 */
export async function appWithAppCheck(): Promise<FirebaseApp> {
  if (appCheckMode(config).kind === 'off') return firebaseApp();
  const { checkedApp } = await loadOnDemand(() => import('./app-check'));
  return checkedApp();
}
