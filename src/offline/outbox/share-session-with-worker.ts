import { readAccessToken } from '@/lib/session/access-token-store';
import { getSessionState, subscribeToSession } from '@/lib/session/session-store';
import { shareAccessToken } from '@outbox-core/worker-session';

/**
 * Keeps the service worker's copy of the session equal to the app's: signed in, renewed (its refresh credential
 * kept for the same person), somebody else, signed out (all of it erased).
 */
export function shareSessionWithWorker(): () => void {
  const share = () => {
    const { status, user, tokenExpiresAt } = getSessionState();
    if (status === 'loading') return;
    const accessToken = readAccessToken();
    const session =
      user && accessToken ? { userId: user._id, email: user.email, accessToken, expiresAt: tokenExpiresAt } : null;
    void shareAccessToken(session).catch(() => undefined);
  };
  share();
  return subscribeToSession(share);
}
