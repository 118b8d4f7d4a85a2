import type { FirebaseApp } from 'firebase/app';
import { CustomProvider, initializeAppCheck, ReCaptchaV3Provider } from 'firebase/app-check';
import { config } from '../config/env';
import { firebaseApp } from './app';
import { appCheckMode, type AppCheckMode } from './app-check-mode';

/**
 * Firebase App Check: every Firestore and Storage request carries a token saying it comes from
 * this web app in a real browser (reCAPTCHA v3 scores the visit, invisibly). Once App Check is
 * enforced for Firestore and Storage in the console (README.md, 'App Check'), a script that copies
 * the public config and writes straight to the API is refused — the spam and floods that the rules
 * cannot count (docs/security.md). When it runs is decided in app-check-mode.ts.
 *
 * Only Firestore and Storage take the app from here, so App Check's code and Google's reCAPTCHA
 * script load with them and never among Home's first scripts (Auth uses `firebaseApp()`).
 */

declare global {
  // App Check's debug provider reads this when it starts (a string: use that token).
  var FIREBASE_APPCHECK_DEBUG_TOKEN: string | boolean | undefined;
}

let started = false;

function start(app: FirebaseApp, mode: AppCheckMode): void {
  if (mode.kind === 'off' || typeof window === 'undefined') return;
  if (mode.kind === 'debug') {
    self.FIREBASE_APPCHECK_DEBUG_TOKEN = mode.token;
    // In debug mode the provider is never asked for a token; a custom one loads no reCAPTCHA script.
    initializeAppCheck(app, {
      provider: new CustomProvider({ getToken: () => Promise.reject(new Error('App Check debug mode only')) }),
      isTokenAutoRefreshEnabled: true,
    });
    return;
  }
  initializeAppCheck(app, { provider: new ReCaptchaV3Provider(mode.siteKey), isTokenAutoRefreshEnabled: true });
}

/**
 * The Firebase app with App Check started (once) before Firestore or Storage is created from it,
 * so their first request already carries a token.
 */
export function checkedApp(): FirebaseApp {
  const app = firebaseApp();
  if (!started) {
    started = true;
    start(app, appCheckMode(config));
  }
  return app;
}
