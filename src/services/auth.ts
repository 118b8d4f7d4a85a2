import { connectAuthEmulator, getAuth, onAuthStateChanged, signOut as fbSignOut, type Auth, type User } from 'firebase/auth';
import { config } from '../config/env';
import { firebaseApp } from './app';

let instance: Auth | undefined;

export function auth(): Auth {
  if (!instance) {
    instance = getAuth(firebaseApp());
    if (config.useEmulators) {
      connectAuthEmulator(instance, `http://${config.emulatorHost}:9099`, { disableWarnings: true });
    }
  }
  return instance;
}

export function watchAuth(callback: (user: User | null) => void): () => void {
  return onAuthStateChanged(auth(), callback);
}

export function signOut(): Promise<void> {
  return fbSignOut(auth());
}
