import { createStore, del, get, set, update } from 'idb-keyval';
import { tokenOf, type OutboxCredential } from './outbox-credential';

/*
 * The credential the service worker sends the outbox with when no tab is open: the signed-in user's id, their latest
 * access token and, so it can renew that token by itself once it lapses (15 minutes), the sign-in provider's refresh
 * token. Kept where the worker can read it (it has no localStorage), for the signed-in user only: replaced when
 * someone else signs in, erased on sign-out.
 */

/** How the worker trades the refresh token for a new proof of sign-in (Firebase's secure token endpoint). */
export interface RefreshCredential {
  refreshToken: string;
  /** `https://securetoken.googleapis.com/v1/token?key=…`, or the auth emulator's copy of it. */
  tokenUrl: string;
}

export interface WorkerSession {
  userId: string;
  /** The email GET /api/jwt is asked with. */
  email: string;
  accessToken: string;
  /** When the access token lapses, on this device's clock (its issue time may be on another clock). */
  expiresAt: number | null;
  refresh?: RefreshCredential;
}

const store = createStore('shutterswap-outbox-session', 'session');
const KEY = 'current';
/** Renew this long before the token lapses. */
const RENEW_MARGIN_MS = 60_000;

export function readWorkerSession(): Promise<WorkerSession | undefined> {
  return get<WorkerSession>(KEY, store);
}

/**
 * The app's session as it is now: a new access token keeps the refresh credential of the same person; another
 * person's session starts without one; null (signed out) erases it all.
 */
export async function shareAccessToken(
  session: Pick<WorkerSession, 'userId' | 'email' | 'accessToken' | 'expiresAt'> | null,
): Promise<void> {
  if (!session) return del(KEY, store);
  await update<WorkerSession>(
    KEY,
    (stored) => ({
      ...session,
      ...(stored?.userId === session.userId && stored.refresh ? { refresh: stored.refresh } : {}),
    }),
    store,
  );
}

/** Someone signed in (or renewed with the provider): their session, with the provider's refresh credential. */
export async function shareRefreshCredential(
  session: Pick<WorkerSession, 'userId' | 'email' | 'accessToken' | 'expiresAt'>,
  refresh: RefreshCredential,
): Promise<void> {
  await set(KEY, { ...session, refresh } satisfies WorkerSession, store);
}

export function forgetWorkerSession(): Promise<void> {
  return del(KEY, store);
}

/** What GET /api/jwt answers that the worker needs. */
interface AccessTokenAnswer {
  accessToken: string;
  user: { _id: string };
}

function lifetimeMs(token: string): number | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { iat?: number; exp?: number };
    return typeof claims.iat === 'number' && typeof claims.exp === 'number' ? (claims.exp - claims.iat) * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * A new access token for the worker's user, without a page: the refresh token buys a Firebase ID token, which
 * GET /api/jwt trades for an access token of this server, checked to be the same person's. Null when the refresh
 * credential is missing or refused (the page renews when it next opens); throws on network trouble.
 */
export async function renewWorkerSession(
  fetchImpl: (url: string, init: RequestInit) => Promise<Response>,
  now: () => number = Date.now,
): Promise<string | null> {
  const session = await readWorkerSession();
  if (!session?.refresh) return null;
  const exchanged = await fetchImpl(session.refresh.tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: session.refresh.refreshToken }).toString(),
  });
  if (!exchanged.ok) {
    // Revoked or disabled: the worker cannot sign in as this person any more.
    if (exchanged.status >= 400 && exchanged.status < 500) {
      await update<WorkerSession | undefined>(
        KEY,
        (stored) => (stored?.userId === session.userId ? { ...stored, refresh: undefined } : stored),
        store,
      );
    }
    return null;
  }
  const { id_token: idToken, refresh_token: refreshToken } = (await exchanged.json()) as {
    id_token?: string;
    refresh_token?: string;
  };
  if (!idToken) return null;
  const answer = await fetchImpl(`/api/jwt?email=${encodeURIComponent(session.email)}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${idToken}` },
  });
  if (!answer.ok) return null;
  const { accessToken, user } = (await answer.json()) as AccessTokenAnswer;
  if (user._id !== session.userId || tokenOf(session.userId, accessToken) === null) return null;
  const lifetime = lifetimeMs(accessToken);
  await update<WorkerSession | undefined>(
    KEY,
    (stored) =>
      stored?.userId === session.userId
        ? {
            ...stored,
            accessToken,
            expiresAt: lifetime === null ? null : now() + lifetime,
            refresh: { ...session.refresh!, refreshToken: refreshToken ?? session.refresh!.refreshToken },
          }
        : stored,
    store,
  );
  return accessToken;
}

/** The worker's credential for its session's user: the stored token while it lasts, renewed by itself after. */
export function workerCredential(
  session: WorkerSession,
  fetchImpl: (url: string, init: RequestInit) => Promise<Response>,
  now: () => number = Date.now,
): OutboxCredential {
  const renew = () => renewWorkerSession(fetchImpl, now);
  return {
    ownerId: session.userId,
    async token() {
      const current = await readWorkerSession();
      if (current?.userId !== session.userId) return null;
      const lapsing = current.expiresAt !== null && current.expiresAt - RENEW_MARGIN_MS <= now();
      if (current.accessToken && !lapsing) return current.accessToken;
      return (await renew().catch(() => null)) ?? (current.accessToken || null);
    },
    renew,
  };
}
