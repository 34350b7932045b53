const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/reset-password'];

interface RememberedLocation {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

/**
 * Where to go after signing in: the page a guard sent the user away from (router state `{ from: location }`),
 * or home. Never back to the login or register page, and only to paths of this app.
 */
export function returnPathFrom(state: unknown): string {
  const from = (state as { from?: RememberedLocation } | null | undefined)?.from;
  if (!from || typeof from.pathname !== 'string') return '/';
  const { pathname } = from;
  if (!pathname.startsWith('/') || pathname.startsWith('//') || AUTH_PAGES.includes(pathname)) return '/';
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}

/** True when a guard sent the user here (so a signed-in user lacks the role that page needs). */
export function cameFromGuard(state: unknown): boolean {
  return returnPathFrom(state) !== '/';
}

/** The email the previous auth page had typed (router state `{ email }`), to prefill the next one. */
export function emailFrom(state: unknown): string {
  const email = (state as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email : '';
}
