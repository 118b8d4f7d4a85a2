import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { config } from '../config/env';
import { firebaseApp } from './app';

let instance: Firestore | undefined;

/** Firestore, created lazily so that pages which never touch data never load its code. */
export function db(): Firestore {
  if (!instance) {
    instance = getFirestore(firebaseApp());
    if (config.useEmulators) connectFirestoreEmulator(instance, config.emulatorHost, 8080);
  }
  return instance;
}
