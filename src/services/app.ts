import { initializeApp, getApps, type FirebaseApp } from 'firebase/app';
import { config } from '../config/env';

/**
 * The one Firebase app. Auth, Firestore and Storage modules import this, never each other;
 * Firestore and Storage take it through `checkedApp()` (app-check.ts), which starts App Check first.
 */
export function firebaseApp(): FirebaseApp {
  return getApps()[0] ?? initializeApp(config.firebase);
}
