/** Renew this long before the access token lapses, so no request goes out with a token about to expire. */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  return atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
}

/**
 * When an access token expires (ms since the epoch), read from its `exp` claim; null when the token cannot be
 * read. This only schedules renewal: the server verifies every token it receives.
 */
export function accessTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** How long to wait before renewing a token that expires at `expiresAt`; 0 means renew now. */
export function renewalDelay(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - RENEW_BEFORE_EXPIRY_MS - now);
}

/** A token that cannot be read, or is inside the renewal margin, should be renewed before it is used. */
export function needsRenewal(expiresAt: number | null, now: number): boolean {
  return expiresAt === null || renewalDelay(expiresAt, now) === 0;
}
