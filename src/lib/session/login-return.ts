import type { Path } from 'react-router-dom';

const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/reset-password'];
/** The login page's query parameter that says where to go after signing in. */
const RETURN_PARAMETER = 'next';

/** A path of this app that signing in may lead back to: not an auth page, not another site. */
function returnablePath(path: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return AUTH_PAGES.includes(pathname) ? null : path;
}

/**
 * The login page, told to come back to `from` after signing in. The way back is in the URL, not the router's state,
 * so a link pressed before the app has started (followed by the browser) still carries it.
 */
export function loginPath(from: Pick<Path, 'pathname' | 'search' | 'hash'>): string {
  const path = returnablePath(`${from.pathname}${from.search}${from.hash}`);
  return path && path !== '/' ? `/login?${RETURN_PARAMETER}=${encodeURIComponent(path)}` : '/login';
}

/** Where to go after signing in: the page the login link came from (its `?next=`), or home. */
export function returnPathFrom(search: string): string {
  const next = new URLSearchParams(search).get(RETURN_PARAMETER);
  return (next ? returnablePath(next) : null) ?? '/';
}

/** True when a page sent the user here to sign in (so a signed-in user lacks the role that page needs). */
export function cameFromGuard(search: string): boolean {
  return returnPathFrom(search) !== '/';
}
