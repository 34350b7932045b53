import type { User } from '@contract/users';
import { accessTokenExpiry } from './access-token';
import { clearAccessToken, readAccessToken, readAccessTokenReceivedAt, writeAccessToken } from './access-token-store';
import { clearSessionUser, readSessionUser, writeSessionUser } from './session-user-store';

/**
 * Who is signed in, app-wide. `loading` while a stored token still has to be matched to its user.
 * Lives outside React (read with useSession) so token renewal updates it and the outbox reads it too.
 */
export type SessionState =
  | { status: 'loading'; user: null; tokenExpiresAt: number | null }
  | { status: 'signedOut'; user: null; tokenExpiresAt: null }
  | { status: 'signedIn'; user: User; tokenExpiresAt: number | null };

const SIGNED_OUT: SessionState = { status: 'signedOut', user: null, tokenExpiresAt: null };

/** The session a page is rendered with on the server, and hydrated with: nobody's (it renders the same for all). */
export function getServerSessionState(): SessionState {
  return SIGNED_OUT;
}

function stateFromStorage(): SessionState {
  const token = readAccessToken();
  if (!token) return SIGNED_OUT;
  const tokenExpiresAt = accessTokenExpiry(token, readAccessTokenReceivedAt());
  const user = readSessionUser();
  return user ? { status: 'signedIn', user, tokenExpiresAt } : { status: 'loading', user: null, tokenExpiresAt };
}

let state: SessionState = stateFromStorage();
const listeners = new Set<() => void>();

function setState(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getSessionState(): SessionState {
  return state;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** After a sign-in, registration or renewal: keep the server's access token and user. */
export function startSession({ accessToken, user }: { accessToken: string; user: User }): void {
  const receivedAt = Date.now();
  writeAccessToken(accessToken, receivedAt);
  writeSessionUser(user);
  setState({ status: 'signedIn', user, tokenExpiresAt: accessTokenExpiry(accessToken, receivedAt) });
}

/** The server's fresh copy of the signed-in user (a role or verification may have changed). */
export function updateSessionUser(user: User): void {
  if (!readAccessToken()) return;
  writeSessionUser(user);
  setState({ status: 'signedIn', user, tokenExpiresAt: state.tokenExpiresAt });
}

export function endSession(): void {
  clearAccessToken();
  clearSessionUser();
  setState(SIGNED_OUT);
}

/** Another tab signed in or out: follow what it stored. */
export function reloadSessionFromStorage(): void {
  setState(stateFromStorage());
}
