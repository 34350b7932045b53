/*
 * The access token in localStorage, under the key docs/spec.md section 3 names. Kept free of zod and the HTTP client
 * because the first page reads it.
 */
export const ACCESS_TOKEN_STORAGE_KEY = 'jwt-token';
/** When the stored token arrived, on this device's clock: its lifetime is counted from then. */
export const TOKEN_RECEIVED_AT_STORAGE_KEY = 'shutterswap:jwt-received-at';

export function readAccessToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** When the stored token arrived (this device's clock), or null for one stored without it. */
export function readAccessTokenReceivedAt(): number | null {
  try {
    const stored = Number(localStorage.getItem(TOKEN_RECEIVED_AT_STORAGE_KEY));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

export function writeAccessToken(token: string, receivedAt: number): void {
  try {
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
    localStorage.setItem(TOKEN_RECEIVED_AT_STORAGE_KEY, String(receivedAt));
  } catch {
    // Private modes can refuse storage: the session then lasts as long as the page.
  }
}

export function clearAccessToken(): void {
  try {
    localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
    localStorage.removeItem(TOKEN_RECEIVED_AT_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
