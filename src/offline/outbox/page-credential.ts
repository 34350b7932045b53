import { getSessionState } from '@/lib/session/session-store';
import { accessTokenForRequest, renewAccessToken } from '@/lib/session/renew-access-token';
import { tokenOf, type OutboxCredential } from '@outbox-core/outbox-credential';

const signedIn = (ownerId: string) => getSessionState().user?._id === ownerId;

/**
 * The page's credential for one person: their session's token, and only while they are the one signed in here. A
 * token of anybody else's (the session changed under a round) is never answered.
 */
export function pageCredential(ownerId: string): OutboxCredential {
  return {
    ownerId,
    async token() {
      if (!signedIn(ownerId)) return null;
      const token = await accessTokenForRequest();
      return signedIn(ownerId) ? tokenOf(ownerId, token) : null;
    },
    async renew() {
      if (!signedIn(ownerId)) return null;
      const token = await renewAccessToken();
      return signedIn(ownerId) ? tokenOf(ownerId, token) : null;
    },
  };
}
