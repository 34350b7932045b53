import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import type { Product } from '@contract/catalogue';
import type { PageHead } from '@contract/page-head';
import { matchRoute, SITE_ROUTES, type SitePageId } from '@contract/site-routes';
import { setApiTransport, type ApiTransport } from '@/lib/api-transport';
import { PageResponseContext, type PageResponse } from '@/lib/page-head';
import App from '../App';
import { pageStateToSend } from '../page-state';
import { SITE_PAGES } from '../routes/site-pages';
import { SITE_FOOTER } from '../site/SiteFrame';
import { PAGE_DATA } from './page-data';

/*
 * The server's rendering of a site page (docs/design.md "Routing and UI"): the app itself, as the browser will
 * hydrate it, rendered as a stream once the answers it shows are fetched with the app's own query options. Built
 * by Vite as a server bundle (npm run build) and loaded by server/pages; nothing here runs in the browser.
 */

export { PAGE_STATE_ID } from '../page-state';

/** How the pages' requests reach the API on the server (the server answering itself); set once, before rendering. */
export function answerRequestsWith(transport: ApiTransport): void {
  setApiTransport(transport);
}

/** Anything the rendered HTML can be piped into (a Node writable stream). */
export interface Destination {
  write(chunk: Uint8Array | string): unknown;
  end(): unknown;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
}

export interface RenderedPage {
  /** 404 when the page says what was asked for does not exist (an unknown path, a removed listing). */
  statusCode: 200 | 404;
  head: PageHead;
  /** The listing a product page shows, for its schema.org JSON-LD. */
  product?: Product;
  /** The answers the page was rendered with, for the browser's query cache. */
  state: DehydratedState;
  /**
   * The modules rendered lazily (the page's, then the footer's), as the client build's manifest names them: the
   * server links their code and styles into the page (and the styles of the page's own lazy parts).
   */
  modules: string[];
  /** Errors met while rendering (a part that failed is left for the browser to render). */
  errors: unknown[];
  /** Writes the page's HTML (the app's root element's content). */
  pipe(destination: Destination): void;
}

/**
 * Renders the site page at `url` (or the 404 page for a path the app does not have); null for a signed-in path,
 * which the browser starts from the app's shell.
 */
export async function renderPage(url: string): Promise<RenderedPage | null> {
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  const match = matchRoute(pathname);
  if (match && SITE_ROUTES[match.id].frame === 'app') return null;
  const pageId = match?.id as SitePageId | undefined;

  // No retries: a failed answer is rendered as the browser would show it, and the browser asks again.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } },
  });
  if (pageId && match) await PAGE_DATA[pageId]?.(client, match.params, searchParams);

  let statusCode: RenderedPage['statusCode'] = 200;
  let described: { head: PageHead; product: Product | undefined } | undefined;
  const response: PageResponse = {
    describe: (head, product) => (described = { head, product }),
    notFound: () => (statusCode = 404),
  };
  const errors: unknown[] = [];
  const AtThisUrl = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;

  return new Promise((resolve, reject) => {
    // Piped once all of it is ready: the HTML is whole (no placeholders to fill by script), for crawlers too.
    const stream = renderToPipeableStream(
      <PageResponseContext.Provider value={response}>
        <App client={client} SiteRouter={AtThisUrl} />
      </PageResponseContext.Provider>,
      {
        // Every part inline, in order: no part is sent apart to be moved in place by a script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          resolve({
            statusCode,
            head: described?.head ?? SITE_ROUTES.home.head,
            ...(described?.product ? { product: described.product } : {}),
            state: pageStateToSend(
              dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
            ),
            modules: [...(pageId ? [SITE_PAGES[pageId].module] : []), SITE_FOOTER.module],
            errors,
            pipe: (destination) => void stream.pipe(destination as unknown as NodeJS.WritableStream),
          });
        },
        onShellError: reject,
        onError(error) {
          errors.push(error);
        },
      },
    );
  });
}
