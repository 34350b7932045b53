import { readAccessToken } from '@/lib/session/access-token-store';
import { getSessionState, subscribeToSession } from '@/lib/session/session-store';
import { saveWorkerSession } from '@outbox-core/worker-session';

/** Keeps the service worker's copy of the session equal to the app's: signed in, renewed, signed out. */
export function shareSessionWithWorker(): () => void {
  const share = () => {
    const { user } = getSessionState();
    const accessToken = readAccessToken();
    void saveWorkerSession(user && accessToken ? { userId: user._id, accessToken } : null).catch(() => undefined);
  };
  share();
  return subscribeToSession(share);
}
