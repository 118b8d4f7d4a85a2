import { z } from 'zod';

/**
 * Parses the VITE_* variables once at start-up. With no Firebase project configured the app
 * talks to the local emulator suite under a `demo-` project id, which needs no account.
 */
const schema = z
  .object({
    VITE_USE_EMULATORS: z.enum(['true', 'false']).optional(),
    VITE_FIREBASE_API_KEY: z.string().min(1).optional(),
    VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
    VITE_FIREBASE_PROJECT_ID: z.string().min(1).optional(),
    VITE_FIREBASE_STORAGE_BUCKET: z.string().min(1).optional(),
    VITE_FIREBASE_MESSAGING_SENDER_ID: z.string().min(1).optional(),
    VITE_FIREBASE_APP_ID: z.string().min(1).optional(),
    VITE_EMULATOR_HOST: z.string().min(1).optional(),
    VITE_GITHUB_REPO: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, 'must look like owner/repo')
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.VITE_USE_EMULATORS === 'false') {
      const required = [
        'VITE_FIREBASE_API_KEY',
        'VITE_FIREBASE_AUTH_DOMAIN',
        'VITE_FIREBASE_PROJECT_ID',
        'VITE_FIREBASE_STORAGE_BUCKET',
        'VITE_FIREBASE_MESSAGING_SENDER_ID',
        'VITE_FIREBASE_APP_ID',
      ] as const;
      for (const key of required) {
        if (!env[key]) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required for a real Firebase project' });
        }
      }
    }
  });

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
}

export function parseEnv(raw: Record<string, unknown>): AppConfig {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    throw new Error(`FoodBridge configuration is invalid (see .env.example): ${problems}`);
  }
  const env = result.data;
  const useEmulators = env.VITE_USE_EMULATORS !== 'false';
  const projectId = env.VITE_FIREBASE_PROJECT_ID ?? 'demo-foodbridge';
  const [owner = 'foodbridge', repo = 'foodbridge'] = (env.VITE_GITHUB_REPO ?? 'foodbridge/foodbridge').split('/');
  return {
    useEmulators,
    emulatorHost: env.VITE_EMULATOR_HOST ?? '127.0.0.1',
    firebase: {
      apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      projectId,
      storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? `${projectId}.appspot.com`,
      messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID ?? '000000000000',
      appId: env.VITE_FIREBASE_APP_ID ?? '1:000000000000:web:0000000000000000',
    },
    githubRepo: { owner, repo },
  };
}

export const config: AppConfig = parseEnv(import.meta.env);
