import { ApiError } from '../api-error';
import { loadFirebaseAuth, signOutOfFirebase } from '../firebase';
import { getAccessToken } from './api/get-access-token';
import { getCurrentUser } from './api/get-current-user';
import { endSession, startSession, updateSessionUser } from './session-store';

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

/**
 * A new access token for whoever is signed in to Firebase, stored with their user. Null, and the session ended,
 * when nobody is signed in to Firebase or the server refuses; throws on network trouble (try again later).
 */
export async function renewSessionFromFirebase(): Promise<string | null> {
  const { auth } = await loadFirebaseAuth();
  const firebaseUser = auth.currentUser;
  if (!firebaseUser?.email) return endSessionEverywhere();
  try {
    const answer = await getAccessToken(await firebaseUser.getIdToken(), firebaseUser.email);
    startSession(answer);
    return answer.accessToken;
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
