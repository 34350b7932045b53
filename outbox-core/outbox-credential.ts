/*
 * Whose credential a write goes with. A sending round is for one person, fixed when it starts: their records go with
 * their own access token, checked against the record's owner before every request (the token's subject is the user
 * id the server signed into it), so a write is never sent as somebody else, whatever the session does meanwhile.
 */

/** One person's way to the server for as long as a round lasts (the page's session, or the worker's own copy). */
export interface OutboxCredential {
  /** The user whose writes this credential may send. */
  ownerId: string;
  /** Their access token now; null when they are no longer signed in here. */
  token(): Promise<string | null>;
  /** A new token after the server refused the last one (401); null when none can be had. */
  renew(): Promise<string | null>;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  return atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
}

/** The user an access token was issued to (its `sub`), or null for a token that cannot be read. */
export function tokenSubject(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const sub = (JSON.parse(decodeBase64Url(payload)) as { sub?: unknown } | null)?.sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

/** The token, if it is this person's: what a request of theirs may carry. */
export function tokenOf(ownerId: string, token: string | null): string | null {
  return token !== null && tokenSubject(token) === ownerId ? token : null;
}
