import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('uses the emulators and a demo project when nothing is configured', () => {
    const config = parseEnv({});
    expect(config.useEmulators).toBe(true);
    expect(config.firebase.projectId).toBe('demo-foodbridge');
    expect(config.githubRepo).toEqual({ owner: 'foodbridge', repo: 'foodbridge' });
  });

  it('names every missing variable for a real project', () => {
    expect(() => parseEnv({ VITE_USE_EMULATORS: 'false', VITE_FIREBASE_PROJECT_ID: 'food-prod' })).toThrow(
      /VITE_FIREBASE_API_KEY is required.*VITE_FIREBASE_AUTH_DOMAIN is required.*VITE_FIREBASE_APP_ID is required/,
    );
  });

  it('accepts a complete real configuration', () => {
    const config = parseEnv({
      VITE_USE_EMULATORS: 'false',
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_AUTH_DOMAIN: 'food-prod.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'food-prod',
      VITE_FIREBASE_STORAGE_BUCKET: 'food-prod.appspot.com',
      VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
      VITE_FIREBASE_APP_ID: '1:123:web:abc',
      VITE_GITHUB_REPO: 'acme/food',
    });
    expect(config.useEmulators).toBe(false);
    expect(config.firebase.apiKey).toBe('k');
    expect(config.githubRepo).toEqual({ owner: 'acme', repo: 'food' });
  });

  it('refuses a malformed flag or repository', () => {
    expect(() => parseEnv({ VITE_USE_EMULATORS: 'yes' })).toThrow(/VITE_USE_EMULATORS must be/);
    // A production build with nothing set would otherwise ship pointing at the emulators.
    expect(() => parseEnv({ PROD: true })).toThrow(/VITE_USE_EMULATORS is not set/);
    expect(parseEnv({ PROD: true, VITE_USE_EMULATORS: 'true' }).useEmulators).toBe(true);
    expect(() => parseEnv({ VITE_GITHUB_REPO: 'no-slash' })).toThrow(/owner\/repo/);
  });

  it('reads the App Check settings, and refuses a debug token in a deployed build', () => {
    expect(parseEnv({}).appCheck).toEqual({ siteKey: undefined, debugToken: undefined });
    expect(parseEnv({ VITE_RECAPTCHA_SITE_KEY: ' key ', VITE_APPCHECK_DEBUG_TOKEN: 'tok' }).appCheck).toEqual({
      siteKey: 'key',
      debugToken: 'tok',
    });
    const real = {
      VITE_USE_EMULATORS: 'false',
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_AUTH_DOMAIN: 'food-prod.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: 'food-prod',
      VITE_FIREBASE_STORAGE_BUCKET: 'food-prod.appspot.com',
      VITE_FIREBASE_MESSAGING_SENDER_ID: '123',
      VITE_FIREBASE_APP_ID: '1:123:web:abc',
      VITE_APPCHECK_DEBUG_TOKEN: 'tok',
    };
    // A local run against the real project (npm run dev) may use one; a production build may not.
    expect(parseEnv(real).appCheck.debugToken).toBe('tok');
    expect(() => parseEnv({ ...real, PROD: true })).toThrow(/VITE_APPCHECK_DEBUG_TOKEN is for local runs only/);
    // The end-to-end build is a production build against the emulators: allowed.
    expect(
      parseEnv({ PROD: true, VITE_USE_EMULATORS: 'true', VITE_APPCHECK_DEBUG_TOKEN: 'tok' }).appCheck.debugToken,
    ).toBe('tok');
  });
});
