import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../config/env';
import { appCheckMode } from './app-check-mode';

const started = vi.hoisted(() => ({
  calls: [] as { app: unknown; provider: unknown; refresh: unknown }[],
  /** How many times App Check's code was loaded since the test began. */
  loads: 0,
}));

/** A stand-in for firebase/app-check that records what is started, and that it was loaded. */
function fakeAppCheck() {
  started.loads++;
  return {
    initializeAppCheck: (app: unknown, options: { provider: unknown; isTokenAutoRefreshEnabled: unknown }) => {
      started.calls.push({ app, provider: options.provider, refresh: options.isTokenAutoRefreshEnabled });
      return {};
    },
    ReCaptchaV3Provider: class {
      constructor(readonly siteKey: string) {}
    },
    CustomProvider: class {
      readonly custom = true;
    },
  };
}

vi.mock('firebase/app-check', () => fakeAppCheck());
vi.mock('./app', () => ({ firebaseApp: () => ({ name: 'app' }) }));

const real = {
  VITE_USE_EMULATORS: 'false',
  VITE_FIREBASE_API_KEY: 'k',
  VITE_FIREBASE_AUTH_DOMAIN: 'food-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'food-prod',
  VITE_FIREBASE_STORAGE_BUCKET: 'food-prod.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

/** checkedApp() of a fresh module, under the configuration given. */
async function checkedAppWith(raw: Record<string, unknown>) {
  vi.resetModules();
  vi.doMock('../config/env', async (load) => ({ ...(await load<object>()), config: parseEnv(raw) }));
  return (await import('./app-check')).checkedApp;
}

/** appWithAppCheck() of a fresh module, under the configuration given. */
async function appWithAppCheckWith(raw: Record<string, unknown>) {
  vi.resetModules();
  vi.doMock('firebase/app-check', () => fakeAppCheck());
  vi.doMock('../config/env', async (load) => ({ ...(await load<object>()), config: parseEnv(raw) }));
  return (await import('./app-check-mode')).appWithAppCheck;
}

afterEach(() => {
  started.calls.length = 0;
  started.loads = 0;
  globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN = undefined;
  vi.doUnmock('../config/env');
});

describe('appCheckMode', () => {
  it('is reCAPTCHA v3 for a real project with a site key, off without one', () => {
    expect(appCheckMode(parseEnv({ ...real, VITE_RECAPTCHA_SITE_KEY: ' site-key ' }))).toEqual({
      kind: 'recaptcha',
      siteKey: 'site-key',
    });
    expect(appCheckMode(parseEnv(real))).toEqual({ kind: 'off' });
  });

  it('uses the debug provider whenever a debug token is given (a local run: emulators or a real project)', () => {
    expect(appCheckMode(parseEnv({ ...real, VITE_APPCHECK_DEBUG_TOKEN: 'debug-123' }))).toEqual({
      kind: 'debug',
      token: 'debug-123',
    });
  });

  it('with the emulators is off, unless a debug token is given', () => {
    expect(appCheckMode(parseEnv({}))).toEqual({ kind: 'off' });
    // A site key alone does not start reCAPTCHA against the emulators (the demo project has none).
    expect(appCheckMode(parseEnv({ VITE_RECAPTCHA_SITE_KEY: 'site-key' }))).toEqual({ kind: 'off' });
    expect(appCheckMode(parseEnv({ VITE_APPCHECK_DEBUG_TOKEN: 'debug-123' }))).toEqual({
      kind: 'debug',
      token: 'debug-123',
    });
  });
});

describe('checkedApp', () => {
  it('starts App Check with reCAPTCHA v3 once, before handing out the app', async () => {
    const checkedApp = await checkedAppWith({ ...real, VITE_RECAPTCHA_SITE_KEY: 'site-key' });
    expect(checkedApp()).toEqual({ name: 'app' });
    checkedApp();
    expect(started.calls).toEqual([{ app: { name: 'app' }, provider: { siteKey: 'site-key' }, refresh: true }]);
  });

  it('under the emulators with a debug token, uses the debug provider and loads no reCAPTCHA', async () => {
    const checkedApp = await checkedAppWith({ VITE_APPCHECK_DEBUG_TOKEN: 'debug-123' });
    checkedApp();
    expect(globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN).toBe('debug-123');
    expect(started.calls).toEqual([{ app: { name: 'app' }, provider: { custom: true }, refresh: true }]);
  });

  it('does not start App Check when it is off', async () => {
    const checkedApp = await checkedAppWith({});
    expect(checkedApp()).toEqual({ name: 'app' });
    expect(started.calls).toEqual([]);
    expect(globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN).toBeUndefined();
  });
});

describe('appWithAppCheck (Firestore Lite on /ngoList)', () => {
  it('when App Check is off, gives the app without fetching App Check’s code', async () => {
    const appWithAppCheck = await appWithAppCheckWith({});
    expect(await appWithAppCheck()).toEqual({ name: 'app' });
    expect(started.loads).toBe(0);
  });

  it('when it is on, starts it before giving the app', async () => {
    const appWithAppCheck = await appWithAppCheckWith({ ...real, VITE_RECAPTCHA_SITE_KEY: 'site-key' });
    expect(await appWithAppCheck()).toEqual({ name: 'app' });
    expect(started.loads).toBe(1);
    expect(started.calls).toEqual([{ app: { name: 'app' }, provider: { siteKey: 'site-key' }, refresh: true }]);
  });
});
