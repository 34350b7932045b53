import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
  signOut,
  type Auth,
} from 'firebase/auth';
import { getClientConfig } from './client-config';

/*
 * The Firebase Auth SDK, set up from the server's run-time configuration. Large: code on the first page imports
 * this module only with import(), so the SDK loads when someone signs in, registers or renews a session.
 */
export interface FirebaseAuthHandle {
  auth: Auth;
  /** The local Firebase Auth Emulator stands in for Firebase (no Google popup offline: see google-sign-in). */
  usesEmulator: boolean;
}

let loading: Promise<FirebaseAuthHandle> | undefined;

/**
 * getAuth's persistence without its popup helper: on phones and Safari that helper loads Google's script from
 * another host as soon as auth starts, which the CSP refuses (a console error on every sign-in page). The Google
 * button hands the helper to signInWithPopup instead.
 */
function authOf(app: FirebaseApp): Auth {
  try {
    return initializeAuth(app, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    });
  } catch {
    return getAuth(app); // an earlier attempt set it up already
  }
}

async function initialiseFirebaseAuth(): Promise<FirebaseAuthHandle> {
  const { firebase } = await getClientConfig();
  const app =
    getApps()[0] ??
    initializeApp({ apiKey: firebase.apiKey, authDomain: firebase.authDomain, projectId: firebase.projectId });
  const auth = authOf(app);
  if (firebase.emulatorUrl && !auth.emulatorConfig) {
    connectAuthEmulator(auth, firebase.emulatorUrl, { disableWarnings: true });
  }
  await auth.authStateReady();
  return { auth, usesEmulator: firebase.emulatorUrl !== null };
}

export function loadFirebaseAuth(): Promise<FirebaseAuthHandle> {
  loading ??= initialiseFirebaseAuth().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Firebase keeps its sign-in in IndexedDB, so logging out ends it there too, not only in our session. */
export async function signOutOfFirebase(): Promise<void> {
  const { auth } = await loadFirebaseAuth();
  if (auth.currentUser) await signOut(auth);
}
