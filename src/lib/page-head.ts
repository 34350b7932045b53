import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useResolvedPath } from 'react-router-dom';
import { isFixedPagePath, PAGE_HEADS, SITE_NAME, type PageHead } from '@contract/page-head';

/*
 * One head manager for the whole app. React 19 hoists a <title> or <meta> rendered anywhere into <head>, but Ionic
 * keeps the pages behind the current one mounted (hidden), so their hoisted tags would stay and the first <title>
 * in the document, not the current page's, would win. Instead each page registers its head under its own path
 * (useResolvedPath: Ionic gives every view its own route match, while useLocation is the current URL in all of
 * them), and DocumentHead writes the head of the path the router shows.
 */
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
export function usePageHead(head: PageHead | undefined): void {
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

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function setCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

function writeHead(head: PageHead, pathname: string): void {
  const url = new URL(pathname, window.location.origin).href;
  document.title = head.title;
  setMeta('name', 'description', head.description);
  setCanonical(url);
  setMeta('property', 'og:site_name', SITE_NAME);
  setMeta('property', 'og:type', head.type);
  setMeta('property', 'og:title', head.title);
  setMeta('property', 'og:description', head.description);
  setMeta('property', 'og:url', url);
  setMeta('property', 'og:image', new URL(head.image, window.location.origin).href);
}

/** Keeps the document's head on the page the router shows; rendered once, inside the router. */
export function DocumentHead(): null {
  const pathname = withoutTrailingSlash(useLocation().pathname);
  const headsVersion = useSyncExternalStore(subscribe, () => version);
  useEffect(() => {
    const head = headsByPath.get(pathname) ?? (isFixedPagePath(pathname) ? PAGE_HEADS[pathname] : PAGE_HEADS['/']);
    writeHead(head, pathname);
  }, [pathname, headsVersion]);
  return null;
}
