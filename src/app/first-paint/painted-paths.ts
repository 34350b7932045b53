/**
 * The pages the server paints (render-first-paint.tsx renders one for each), as route patterns. A link on a painted
 * page to any other page needs the app (that page is the app's alone, and the app's links may carry router state,
 * such as where to come back to after signing in), so the painted page's script has the app follow it.
 */
export const PAINTED_PATHS = [
  '/',
  '/products',
  '/category/:id',
  '/product/:id',
  '/blog',
  '/blog/:id',
  '/about',
] as const;

export type PaintedPath = (typeof PAINTED_PATHS)[number];

function matches(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/');
  const given = pathname.replace(/\/$/, '').split('/');
  if (pathname === '/') return pattern === '/';
  return wanted.length === given.length && wanted.every((part, index) => part.startsWith(':') || part === given[index]);
}

export function isPaintedPath(pathname: string): boolean {
  return PAINTED_PATHS.some((pattern) => matches(pattern, pathname));
}
