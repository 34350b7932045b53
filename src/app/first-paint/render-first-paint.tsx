import { dehydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { matchPath, Route, Routes } from 'react-router-dom';
import { StaticRouter } from 'react-router-dom/server';
import { findBlogPost } from '@contract/blog';
import { categoryFromParam } from '@contract/catalogue';
import AboutPage from '@/features/content/pages/AboutPage';
import BlogPage from '@/features/content/pages/BlogPage';
import BlogPostPage from '@/features/content/pages/BlogPostPage';
import HomePage from '@/features/content/pages/HomePage';
import CategoryPage from '@/features/catalogue/pages/CategoryPage';
import ProductDetailsPage from '@/features/catalogue/pages/ProductDetailsPage';
import ProductsPage from '@/features/catalogue/pages/ProductsPage';
import { searchProductsQueryOptions } from '@/features/catalogue/api/search-products';
import { parseSearchFilters } from '@/features/catalogue/lib/search-filters';
import { blogPostsQueryOptions } from '@/features/content/api/get-blog-posts';
import { isNotFoundError } from '@/lib/api-error';
import { setApiTransport, type ApiTransport } from '@/lib/api-transport';
import { categoryProductsQueryOptions } from '@/lib/product-list-queries';
import { productQueryOptions } from '@/lib/product-query';
import FirstPaintFrame from './FirstPaintFrame';
import { PAINTED_PATHS, type PaintedPath } from './painted-paths';

/*
 * The server's first paint of a public page (docs/design.md "First paint"): the page rendered to HTML with its
 * data, before any script runs, and the data itself, which the app adopts so it starts without asking again.
 * Built by Vite as a server bundle (npm run build) and loaded by server/first-paint; nothing here runs in the
 * browser.
 */

type Params = Record<string, string | undefined>;

/** Painted under every page by FirstPaintFrame. */
const FOOTER_MODULE = 'src/features/content/components/SiteFooter.tsx';

interface PublicPage {
  page: ComponentType;
  /** The page's module, as the client build's manifest names it (its stylesheets are inlined in the page). */
  module: string;
  /** Puts the answers the page shows in the cache; a failure leaves the page to say so, as the app would. */
  prefetch?: (client: QueryClient, params: Params, search: URLSearchParams) => Promise<void>;
  /** Whether what the page shows is missing from answers that came (a query answered "not found" is already). */
  isMissing?: (client: QueryClient, params: Params) => boolean;
}

const PUBLIC_PAGES: Record<PaintedPath, PublicPage> = {
  '/': { page: HomePage, module: 'src/features/content/pages/HomePage.tsx' },
  '/products': {
    page: ProductsPage,
    module: 'src/features/catalogue/pages/ProductsPage.tsx',
    // The catalogue's first page, or a search's, as the query string asks.
    prefetch: (client, _params, search) =>
      client.prefetchInfiniteQuery(searchProductsQueryOptions(parseSearchFilters(search))),
  },
  '/category/:id': {
    page: CategoryPage,
    module: 'src/features/catalogue/pages/CategoryPage.tsx',
    prefetch: async (client, { id = '' }) => {
      const category = categoryFromParam(id);
      if (category) await client.prefetchQuery(categoryProductsQueryOptions(category));
    },
  },
  '/product/:id': {
    page: ProductDetailsPage,
    module: 'src/features/catalogue/pages/ProductDetailsPage.tsx',
    prefetch: (client, { id = '' }) => client.prefetchQuery(productQueryOptions(id)),
  },
  '/blog': {
    page: BlogPage,
    module: 'src/features/content/pages/BlogPage.tsx',
    prefetch: (client) => client.prefetchQuery(blogPostsQueryOptions()),
  },
  '/blog/:id': {
    page: BlogPostPage,
    module: 'src/features/content/pages/BlogPostPage.tsx',
    prefetch: (client) => client.prefetchQuery(blogPostsQueryOptions()),
    isMissing: (client, { id = '' }) => {
      const posts = client.getQueryData(blogPostsQueryOptions().queryKey);
      return posts !== undefined && !findBlogPost(posts, id);
    },
  },
  '/about': { page: AboutPage, module: 'src/features/content/pages/AboutPage.tsx' },
};

/** How the pages' requests reach the API on the server (the server answering itself); set once, before painting. */
export function answerRequestsWith(transport: ApiTransport): void {
  setApiTransport(transport);
}

export interface FirstPaint {
  /** The page's HTML, to show in place of the app until it has started. */
  html: string;
  /** The answers the page was painted with, for the app's query cache. */
  state: DehydratedState;
  /** 404 when what the page shows does not exist (a removed listing, an unknown blog post). */
  statusCode: 200 | 404;
  /** The modules painted (the footer's and the page's), as the client build's manifest names them. */
  modules: string[];
}

/** Answers the first paint of `url`, or null when it is not a public page (the app starts from its shell). */
export async function renderFirstPaint(url: string): Promise<FirstPaint | null> {
  const { pathname, searchParams } = new URL(url, 'http://first-paint.invalid');
  for (const path of PAINTED_PATHS) {
    const match = matchPath(path, pathname);
    if (!match) continue;
    const entry = PUBLIC_PAGES[path];
    // No retries: a failed answer is painted as the app would show it, and the app asks again.
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } },
    });
    await entry.prefetch?.(client, match.params, searchParams);
    const Page = entry.page;
    const html = renderToString(
      <QueryClientProvider client={client}>
        <StaticRouter location={url}>
          <FirstPaintFrame>
            <Routes>
              <Route path={path} element={<Page />} />
            </Routes>
          </FirstPaintFrame>
        </StaticRouter>
      </QueryClientProvider>,
    );
    const missing =
      entry.isMissing?.(client, match.params) ||
      client
        .getQueryCache()
        .getAll()
        .some((query) => isNotFoundError(query.state.error));
    return {
      html,
      state: dehydrate(client),
      statusCode: missing ? 404 : 200,
      modules: [FOOTER_MODULE, entry.module],
    };
  }
  return null;
}
