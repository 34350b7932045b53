/*
 * The access token in localStorage, under the key docs/spec.md section 3 names. Kept free of zod and the HTTP client
 * because the first page reads it.
 */
export const ACCESS_TOKEN_STORAGE_KEY = 'jwt-token';

export function readAccessToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeAccessToken(token: string): void {
  try {
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
  } catch {
    // Private modes can refuse storage: the session then lasts as long as the page.
  }
}

export function clearAccessToken(): void {
  try {
    localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
