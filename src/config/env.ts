/**
 * Parses the VITE_* variables once at start-up. In development, with no Firebase project
 * configured, the app talks to the local emulator suite under a `demo-` project id, which needs no
 * account. A production build must say which it is: one built with no settings at all would
 * otherwise be deployed talking to 127.0.0.1.
 * Hand-written rather than zod: this module is in every page's first bundle.
 */
const REQUIRED_FOR_PRODUCTION = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

export interface AppConfig {
  useEmulators: boolean;
  emulatorHost: string;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    storageBucket: string;
    messagingSenderId: string;
    appId: string;
  };
  githubRepo: { owner: string; repo: string };
  /**
   * Firebase App Check (src/services/app-check.ts). `siteKey`: the reCAPTCHA v3 site key of a real
   * project (VITE_RECAPTCHA_SITE_KEY); `debugToken`: a debug token for App Check's debug provider in
   * local runs (VITE_APPCHECK_DEBUG_TOKEN; never in a deployed build). Neither: App Check is off.
   */
  appCheck: { siteKey: string | undefined; debugToken: string | undefined };
}

export function parseEnv(raw: Record<string, unknown>): AppConfig {
  const get = (key: string): string | undefined => {
    const value = raw[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const problems: string[] = [];
  const flag = get('VITE_USE_EMULATORS');
  if (flag !== undefined && flag !== 'true' && flag !== 'false') {
    problems.push(`VITE_USE_EMULATORS must be 'true' or 'false' (got '${flag}')`);
  }
  if (flag === undefined && raw.PROD === true) {
    problems.push(
      "VITE_USE_EMULATORS is not set: a production build needs 'false' with the VITE_FIREBASE_* values of a real project, or 'true' for the emulators",
    );
  }
  const useEmulators = flag !== 'false';
  if (!useEmulators) {
    for (const key of REQUIRED_FOR_PRODUCTION) {
      if (!get(key)) problems.push(`${key} is required for a real Firebase project`);
    }
    // A debug token is a secret that passes App Check: in a deployed bundle anyone could read and use it.
    if (raw.PROD === true && get('VITE_APPCHECK_DEBUG_TOKEN')) {
      problems.push('VITE_APPCHECK_DEBUG_TOKEN is for local runs only; remove it from a build for a real project');
    }
  }
  const repoSetting = get('VITE_GITHUB_REPO') ?? 'foodbridge/foodbridge';
  if (!/^[\w.-]+\/[\w.-]+$/.test(repoSetting)) problems.push('VITE_GITHUB_REPO must look like owner/repo');
  if (problems.length > 0) {
    throw new Error(`FoodBridge configuration is invalid (see .env.example): ${problems.join('; ')}`);
  }
  const projectId = get('VITE_FIREBASE_PROJECT_ID') ?? 'demo-foodbridge';
  const [owner = 'foodbridge', repo = 'foodbridge'] = repoSetting.split('/');
  return {
    useEmulators,
    emulatorHost: get('VITE_EMULATOR_HOST') ?? '127.0.0.1',
    firebase: {
      apiKey: get('VITE_FIREBASE_API_KEY') ?? 'demo-api-key',
      authDomain: get('VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
      projectId,
      storageBucket: get('VITE_FIREBASE_STORAGE_BUCKET') ?? `${projectId}.appspot.com`,
      messagingSenderId: get('VITE_FIREBASE_MESSAGING_SENDER_ID') ?? '000000000000',
      appId: get('VITE_FIREBASE_APP_ID') ?? '1:000000000000:web:0000000000000000',
    },
    githubRepo: { owner, repo },
    appCheck: { siteKey: get('VITE_RECAPTCHA_SITE_KEY'), debugToken: get('VITE_APPCHECK_DEBUG_TOKEN') },
  };
}

function load(): { config: AppConfig; configError?: string } {
  try {
    return { config: parseEnv(import.meta.env) };
  } catch (error) {
    // main.tsx shows this message instead of the app; nothing talks to Firebase.
    return { config: parseEnv({}), configError: (error as Error).message };
  }
}

const loaded = load();
export const config: AppConfig = loaded.config;
export const configError: string | undefined = loaded.configError;
