/** Renew this long before the access token lapses, so no request goes out with a token about to expire. */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  return atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
}

function claimsOf(token: string): { exp?: unknown; iat?: unknown } | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(decodeBase64Url(payload)) as { exp?: unknown; iat?: unknown } | null;
  } catch {
    return null;
  }
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * When an access token expires on this device's clock (ms since the epoch); null when the token cannot be read.
 * Known when it arrived (`receivedAt`, this device's clock), it is that plus the token's lifetime (`exp - iat`), so a
 * clock days off neither renews on every request nor never; otherwise the `exp` claim as it is. This only
 * schedules renewal: the server verifies every token it receives.
 */
export function accessTokenExpiry(token: string, receivedAt: number | null = null): number | null {
  const claims = claimsOf(token);
  if (!isTime(claims?.exp)) return null;
  if (receivedAt !== null && isTime(claims.iat) && claims.exp > claims.iat) {
    return receivedAt + (claims.exp - claims.iat) * 1000;
  }
  return claims.exp * 1000;
}

/** How long to wait before renewing a token that expires at `expiresAt`; 0 means renew now. */
export function renewalDelay(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - RENEW_BEFORE_EXPIRY_MS - now);
}

/** A token that cannot be read, or is inside the renewal margin, should be renewed before it is used. */
export function needsRenewal(expiresAt: number | null, now: number): boolean {
  return expiresAt === null || renewalDelay(expiresAt, now) === 0;
}
