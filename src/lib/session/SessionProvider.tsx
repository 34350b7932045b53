import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { renewalDelay } from './access-token';
import { ACCESS_TOKEN_STORAGE_KEY } from './access-token-store';
import { PERSONAL_QUERY_ROOT } from './personal-query-key';
import { renewAccessToken } from './renew-access-token';
import { endSession, getSessionState, reloadSessionFromStorage } from './session-store';
import { SESSION_USER_STORAGE_KEY } from './session-user-store';
import { useSession } from './use-session';

const RETRY_RENEWAL_AFTER_MS = 30_000;

/** Confirms a stored session with the server once per page load (its network code loads lazily). */
function useConfirmStoredSession() {
  useEffect(() => {
    if (getSessionState().status === 'signedOut') return;
    void import('./session-sync')
      .then(({ refreshSessionUser }) => refreshSessionUser())
      .catch(() => {
        // Offline: a known user keeps working from the stored copy; an unknown one has to sign in again.
        if (getSessionState().status === 'loading') endSession();
      });
  }, []);
}

/** Renews the access token shortly before it expires, and retries when a renewal fails for lack of network. */
function useTokenRenewal(signedIn: boolean, tokenExpiresAt: number | null) {
  const [retry, setRetry] = useState(0);
  useEffect(() => {
    if (!signedIn || tokenExpiresAt === null) return;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const retryLater = () => {
      retryTimer = setTimeout(() => setRetry((n) => n + 1), RETRY_RENEWAL_AFTER_MS);
    };
    const renewTimer = setTimeout(
      () => void renewAccessToken().catch(retryLater),
      renewalDelay(tokenExpiresAt, Date.now()),
    );
    const renewWhenBackOnline = () => setRetry((n) => n + 1);
    window.addEventListener('online', renewWhenBackOnline);
    return () => {
      clearTimeout(renewTimer);
      clearTimeout(retryTimer);
      window.removeEventListener('online', renewWhenBackOnline);
    };
  }, [signedIn, tokenExpiresAt, retry]);
}

/** Another tab signed in or out: this one follows. */
function useSessionSharedAcrossTabs() {
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === ACCESS_TOKEN_STORAGE_KEY || event.key === SESSION_USER_STORAGE_KEY || event.key === null) {
        reloadSessionFromStorage();
      }
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);
}

/** One user's cached data never outlives their session, nor shows up in the next person's. */
function useForgetPersonalDataOnUserChange(userId: string | null) {
  const queryClient = useQueryClient();
  const previousUserId = useRef(userId);
  useEffect(() => {
    if (previousUserId.current !== userId && previousUserId.current !== null) {
      queryClient.removeQueries({ queryKey: [PERSONAL_QUERY_ROOT] });
    }
    previousUserId.current = userId;
  }, [queryClient, userId]);
}

/** Keeps the session alive and consistent; mounted once inside the query client provider. */
export default function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  useConfirmStoredSession();
  useTokenRenewal(session.status === 'signedIn', session.tokenExpiresAt);
  useSessionSharedAcrossTabs();
  useForgetPersonalDataOnUserChange(session.user?._id ?? null);
  return children;
}
