import { accessTokenExpiry, needsRenewal } from './access-token';
import { readAccessToken, readAccessTokenReceivedAt } from './access-token-store';

let inFlight: Promise<string | null> | null = null;

/**
 * Renews the access token; callers at the same moment share one renewal. Resolves null when the session had to
 * end (nobody signed in any more); rejects when offline.
 */
export function renewAccessToken(): Promise<string | null> {
  inFlight ??= import('./session-sync')
    .then(({ renewSessionFromFirebase }) => renewSessionFromFirebase())
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * The token to send with a request: renewed first when it is about to lapse, the stored one if renewal fails.
 * Requests made while a renewal runs (the renewal's own, such as the client configuration) do not wait for it.
 */
export async function accessTokenForRequest(now = Date.now()): Promise<string | null> {
  const token = readAccessToken();
  if (!token || inFlight || !needsRenewal(accessTokenExpiry(token, readAccessTokenReceivedAt()), now)) return token;
  return renewAccessToken().catch(() => token);
}
