import type { User } from '@contract/users';
import { APP_STORAGE_PREFIX } from '@/lib/app-storage-prefix';

/** The signed-in user as last confirmed by the server, so the header and guards work at once and offline. */
export const SESSION_USER_STORAGE_KEY = `${APP_STORAGE_PREFIX}session-user`;

const ROLES: readonly string[] = ['Buyer', 'Seller', 'admin'];

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate._id === 'string' &&
    typeof candidate.email === 'string' &&
    typeof candidate.displayName === 'string' &&
    typeof candidate.photoURL === 'string' &&
    typeof candidate.role === 'string' &&
    ROLES.includes(candidate.role)
  );
}

export function readSessionUser(): User | null {
  try {
    const stored = localStorage.getItem(SESSION_USER_STORAGE_KEY);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return isUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeSessionUser(user: User): void {
  try {
    localStorage.setItem(SESSION_USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // See access-token-store: without storage the session lasts as long as the page.
  }
}

export function clearSessionUser(): void {
  try {
    localStorage.removeItem(SESSION_USER_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
