import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { useLocation, useResolvedPath } from 'react-router-dom';
import type { Product } from '@contract/catalogue';
import { SITE_NAME, type PageHead } from '@contract/page-head';
import { SITE_ROUTES } from '@contract/site-routes';

/*
 * The document's head (title, description, canonical URL, Open Graph) follows the page shown, and one page says
 * what it is in one place: the page calls usePageHead with its head, and NotFoundState says it is a 404.
 *
 * On the server (src/app/server), a page renders into a PageResponse, which collects its head and status while it
 * renders; the server writes them into the HTML it answers with. In the browser, each page registers its head under
 * its own path (useResolvedPath: the Ionic frame keeps the pages behind the current one mounted, and each has its
 * own match), and DocumentHead writes the head of the path the router shows.
 */

/** What the server answers for the page it renders, told by the page as it renders. */
export interface PageResponse {
  /** The page's head, and the listing a product page shows (the server writes its schema.org JSON-LD). */
  describe(head: PageHead, product: Product | undefined): void;
  /** What was asked for does not exist: the answer's status is 404. */
  notFound(): void;
}

export const PageResponseContext = createContext<PageResponse | null>(null);

const headsByPath = new Map<string, PageHead>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Sets the head of the page this is called in, while it is the page shown; `undefined` while it has nothing to say. */
export function usePageHead(head: PageHead | undefined, about: { product?: Product } = {}): void {
  const response = useContext(PageResponseContext);
  if (head) response?.describe(head, about.product);
  const pathname = withoutTrailingSlash(useResolvedPath('.').pathname);
  const { title, description, image, type } = head ?? {};
  useEffect(() => {
    if (title === undefined || description === undefined || image === undefined || type === undefined) return;
    const registered: PageHead = { title, description, image, type };
    headsByPath.set(pathname, registered);
    changed();
    return () => {
      if (headsByPath.get(pathname) !== registered) return;
      headsByPath.delete(pathname);
      changed();
    };
  }, [pathname, title, description, image, type]);
}

/** The page shown says that what was asked for does not exist: the server answers it with a 404. */
export function useNotFoundStatus(): void {
  const response = useContext(PageResponseContext);
  response?.notFound();
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * The site's public origin: the one the server wrote the page's canonical URL with (its configured origin, which a
 * proxy in front may hide from the browser), else the browser's.
 */
function siteOrigin(canonical: HTMLLinkElement | null): string {
  try {
    return canonical ? new URL(canonical.href).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
}

function writeHead(head: PageHead, pathname: string): void {
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const origin = siteOrigin(canonical);
  const url = new URL(pathname, origin).href;
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.append(canonical);
  }
  canonical.href = url;
  document.title = head.title;
  setMeta('name', 'description', head.description);
  setMeta('property', 'og:site_name', SITE_NAME);
  setMeta('property', 'og:type', head.type);
  setMeta('property', 'og:title', head.title);
  setMeta('property', 'og:description', head.description);
  setMeta('property', 'og:url', url);
  setMeta('property', 'og:image', new URL(head.image, origin).href);
}

/** Whether the head in the document was written for `pathname` (by the server, or earlier by writeHead). */
function writtenFor(pathname: string): boolean {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical !== null && withoutTrailingSlash(new URL(canonical.href).pathname) === pathname;
}

/** Keeps the document's head on the page the router shows; rendered once, inside each frame's router. */
export function DocumentHead(): null {
  const pathname = withoutTrailingSlash(useLocation().pathname);
  const headsVersion = useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  useEffect(() => {
    const head = headsByPath.get(pathname);
    // A page still hydrating has not registered its head yet: the one the server wrote for it stays.
    if (!head && writtenFor(pathname)) return;
    // The signed-in screens have no head of their own: the site's.
    writeHead(head ?? SITE_ROUTES.home.head, pathname);
  }, [pathname, headsVersion]);
  return null;
}
