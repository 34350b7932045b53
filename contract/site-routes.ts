import { pageHead as head, SITE_IMAGE, SITE_NAME, type PageHead } from './page-head.ts';

/*
 * THE route table of the web app: every path it serves, in one place, read by the client router
 * (src/app/routes), the server's page renderer, the sitemap and robots.txt, and the tests. What a route shows
 * and the data it needs are bound to it by its id in src/app/routes/site-pages.tsx; the compiler holds the
 * two together.
 *
 * `site` routes are plain React pages (no Ionic web components): the server renders them with their data and
 * the browser hydrates them in place. `app` routes are the signed-in screens in the Ionic frame (stack
 * navigation, dashboards), started in the browser; the server answers them with the app's shell.
 */

interface SiteRouteBase {
  /** A react-router pattern. */
  path: string;
}

export interface SitePageRoute extends SiteRouteBase {
  frame: 'site';
  /** Listed in the sitemap and open to search engines. */
  indexed: boolean;
  /** The page's own head when it does not depend on its data; pages whose head does have theirs from the data. */
  head?: PageHead;
}

export interface AppFrameRoute extends SiteRouteBase {
  frame: 'app';
}

export type SiteRoute = SitePageRoute | AppFrameRoute;

export const SITE_ROUTES = {
  home: {
    path: '/',
    frame: 'site',
    indexed: true,
    head: {
      title: `${SITE_NAME} – Used & vintage cameras, lenses and film gear`,
      description:
        'Buy and sell used and vintage cameras, lenses and photo/video gear; the card is charged only at the hand-over. Works offline.',
      image: SITE_IMAGE,
      type: 'website',
    },
  },
  products: {
    path: '/products',
    frame: 'site',
    indexed: true,
    head: head(
      'Check out our inventory',
      'Pre-owned cameras, lenses and film gear for sale, verified sellers marked: search by brand, category, condition and price.',
    ),
  },
  category: { path: '/category/:id', frame: 'site', indexed: true },
  product: { path: '/product/:id', frame: 'site', indexed: true },
  seller: { path: '/sellers/:sellerId', frame: 'site', indexed: true },
  blog: {
    path: '/blog',
    frame: 'site',
    indexed: true,
    head: head(
      'Original Content',
      'The Shutterswap journal: buying guides, repair diaries, film stock tests and stories from the people who trade here.',
    ),
  },
  blogPost: { path: '/blog/:id', frame: 'site', indexed: true },
  about: {
    path: '/about',
    frame: 'site',
    indexed: true,
    head: head(
      'Cameras deserve a second roll',
      'Shutterswap is the marketplace for used and vintage cameras, lenses and photo and video gear, where the card is charged only at the hand-over.',
    ),
  },
  terms: {
    path: '/terms',
    frame: 'site',
    indexed: true,
    head: head('Terms of use', 'How a deal on Shutterswap works, what sellers promise and what is not allowed.'),
  },
  privacy: {
    path: '/privacy',
    frame: 'site',
    indexed: true,
    head: head('Privacy policy', 'What Shutterswap keeps about you, who sees it and how to have it removed.'),
  },
  cookies: {
    path: '/cookies',
    frame: 'site',
    indexed: true,
    head: head('Cookie policy', 'Shutterswap sets no tracking cookies; what it stores on your device and why.'),
  },
  savedForOffline: {
    path: '/saved-for-offline',
    frame: 'site',
    indexed: false,
    head: head(
      'Saved for offline',
      'The catalogue, categories and searches kept on this device, to browse Shutterswap with no signal.',
    ),
  },
  login: {
    path: '/login',
    frame: 'site',
    indexed: false,
    head: head('Login', 'Log in to Shutterswap to order, pay and keep track of your gear.'),
  },
  register: {
    path: '/register',
    frame: 'site',
    indexed: false,
    head: head('Register', 'Create a Shutterswap account to buy used cameras, lenses and film gear, or to sell yours.'),
  },
  forgotPassword: {
    path: '/forgot-password',
    frame: 'site',
    indexed: false,
    head: head('Reset your password', 'Get a link to choose a new password for your Shutterswap account.'),
  },
  resetPassword: {
    path: '/reset-password',
    frame: 'site',
    indexed: false,
    head: head('Choose a new password', 'Choose a new password for your Shutterswap account.'),
  },
  dashboard: { path: '/dashboard', frame: 'app' },
  orderProduct: { path: '/orderProduct/:id', frame: 'app' },
  makeOffer: { path: '/makeOffer/:id', frame: 'app' },
  payment: { path: '/payment/:productId', frame: 'app' },
  myOrders: { path: '/dashboard/my-orders', frame: 'app' },
  myOffers: { path: '/dashboard/my-offers', frame: 'app' },
  order: { path: '/dashboard/orders/:id', frame: 'app' },
  myWishlist: { path: '/dashboard/my-wishlist', frame: 'app' },
  savedSearches: { path: '/dashboard/saved-searches', frame: 'app' },
  addProduct: { path: '/dashboard/add-product', frame: 'app' },
  myProducts: { path: '/dashboard/my-products', frame: 'app' },
  ordersReceived: { path: '/dashboard/orders-received', frame: 'app' },
  offersReceived: { path: '/dashboard/offers-received', frame: 'app' },
  allBuyers: { path: '/dashboard/all-buyers', frame: 'app' },
  allSellers: { path: '/dashboard/all-sellers', frame: 'app' },
  reportedItems: { path: '/dashboard/reported-items', frame: 'app' },
  disputes: { path: '/dashboard/disputes', frame: 'app' },
  notifications: { path: '/dashboard/notifications', frame: 'app' },
  questions: { path: '/dashboard/questions', frame: 'app' },
  questionThread: { path: '/dashboard/questions/:productId/:buyerId', frame: 'app' },
} as const satisfies Record<string, SiteRoute>;

export type RouteId = keyof typeof SITE_ROUTES;
type Routes = typeof SITE_ROUTES;
export type SitePageId = { [Id in RouteId]: Routes[Id] extends { frame: 'site' } ? Id : never }[RouteId];
export type AppFrameId = Exclude<RouteId, SitePageId>;
/** The site pages whose head is written in the table; the others make theirs from what they show. */
export type FixedHeadId = { [Id in SitePageId]: Routes[Id] extends { head: PageHead } ? Id : never }[SitePageId];

/** What an unknown path answers, with the 404 status. */
export const NOT_FOUND_HEAD = head('Page not found', 'This page may have moved, or the link has a typo.');

const ENTRIES = Object.entries(SITE_ROUTES) as [RouteId, SiteRoute][];

export const SITE_PAGE_IDS = ENTRIES.filter(([, route]) => route.frame === 'site').map(([id]) => id as SitePageId);
export const APP_FRAME_IDS = ENTRIES.filter(([, route]) => route.frame === 'app').map(([id]) => id as AppFrameId);

export interface RouteMatch<Id extends RouteId = RouteId> {
  id: Id;
  params: Record<string, string>;
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The route serving `pathname` and its parameters (decoded), or null for a path the app does not have. The
 * patterns are react-router's own (`:name` segments), matched exactly as its router does for these routes.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const given = withoutTrailingSlash(pathname).split('/');
  for (const [id, route] of ENTRIES) {
    const wanted = route.path.split('/');
    if (wanted.length !== given.length) continue;
    const params: Record<string, string> = {};
    const matches = wanted.every((part, index) => {
      const value = given[index] ?? '';
      if (!part.startsWith(':')) return part.toLowerCase() === value.toLowerCase();
      if (value === '') return false;
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        params[part.slice(1)] = value;
      }
      return true;
    });
    if (matches) return { id, params };
  }
  return null;
}

/** Which frame shows `pathname`: a path the app does not have is a site page too (its 404 page). */
export function frameOfPath(pathname: string): 'site' | 'app' {
  const match = matchRoute(pathname);
  return match ? SITE_ROUTES[match.id].frame : 'site';
}

/** The paths search engines may list that need no parameter ('/', '/products', …). */
export function indexedFixedPaths(): string[] {
  return ENTRIES.filter(([, route]) => route.frame === 'site' && route.indexed && !route.path.includes(':')).map(
    ([, route]) => route.path,
  );
}

/** The first segment of every signed-in route ('/dashboard', '/orderProduct', '/payment'): not pages to index. */
export function appFramePrefixes(): string[] {
  const prefixes = ENTRIES.filter(([, route]) => route.frame === 'app').map(
    ([, route]) => `/${route.path.split('/')[1] ?? ''}`,
  );
  return [...new Set(prefixes)];
}
