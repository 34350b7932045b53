import type { User as FirebaseUser } from 'firebase/auth';
import type { User } from '@contract/users';
import { shareRefreshCredential } from '@outbox-core/worker-session';
import { ApiError } from '../api-error';
import { getClientConfig } from '../client-config';
import { loadFirebaseAuth, signOutOfFirebase } from '../firebase';
import { getAccessToken } from './api/get-access-token';
import { getCurrentUser } from './api/get-current-user';
import { endSession, getSessionState, startSession, updateSessionUser } from './session-store';

/*
 * The session's network work, loaded with import() after the first page: renewing the access token from a
 * fresh Firebase ID token, and confirming the stored user with the server.
 */

/** The server says this sign-in cannot have a session (account deleted, identity refused): not worth retrying. */
function isDefinitiveRefusal(error: unknown): boolean {
  return error instanceof ApiError && [401, 403, 404].includes(error.status);
}

async function endSessionEverywhere(): Promise<null> {
  endSession();
  await signOutOfFirebase().catch(() => undefined);
  return null;
}

/** Firebase's endpoint that trades a refresh token for an ID token: the auth emulator's copy when it stands in. */
async function secureTokenUrl(): Promise<string> {
  const { firebase } = await getClientConfig();
  const origin = firebase.emulatorUrl
    ? `${firebase.emulatorUrl}/securetoken.googleapis.com`
    : 'https://securetoken.googleapis.com';
  return `${origin}/v1/token?key=${encodeURIComponent(firebase.apiKey)}`;
}

/**
 * The service worker keeps the Firebase refresh token of whoever is signed in, so it renews their access token and
 * sends their waiting writes with the app closed (outbox-core/worker-session.ts).
 */
async function shareWithWorker(firebaseUser: FirebaseUser, accessToken: string, user: User): Promise<void> {
  const refresh = { refreshToken: firebaseUser.refreshToken, tokenUrl: await secureTokenUrl() };
  const expiresAt = getSessionState().tokenExpiresAt;
  await shareRefreshCredential({ userId: user._id, email: user.email, accessToken, expiresAt }, refresh);
}

/** GET /api/jwt with the Firebase ID token of someone who just signed in (or renews): they become the session. */
export async function openSessionFor(firebaseUser: FirebaseUser): Promise<{ accessToken: string; user: User }> {
  if (!firebaseUser.email) throw new Error('This sign-in has no email address.');
  const answer = await getAccessToken(await firebaseUser.getIdToken(), firebaseUser.email);
  startSession(answer);
  await shareWithWorker(firebaseUser, answer.accessToken, answer.user).catch(() => undefined);
  return answer;
}

/**
 * A new access token for whoever is signed in to Firebase, stored with their user. Null, and the session ended,
 * when nobody is signed in to Firebase or the server refuses; throws on network trouble (try again later).
 */
export async function renewSessionFromFirebase(): Promise<string | null> {
  const { auth } = await loadFirebaseAuth();
  const firebaseUser = auth.currentUser;
  if (!firebaseUser?.email) return endSessionEverywhere();
  try {
    return (await openSessionFor(firebaseUser)).accessToken;
  } catch (error) {
    if (isDefinitiveRefusal(error)) return endSessionEverywhere();
    throw error;
  }
}

/** Re-reads the signed-in user (the HTTP client renews an expired token on the way, or ends the session). */
export async function refreshSessionUser(): Promise<void> {
  try {
    updateSessionUser(await getCurrentUser());
  } catch (error) {
    if (isDefinitiveRefusal(error)) await endSessionEverywhere();
    else throw error;
  }
}
