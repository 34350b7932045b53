import type { QueryClient } from '@tanstack/react-query';
import { categoryFromParam } from '@contract/catalogue';
import type { SitePageId } from '@contract/site-routes';
import { sellerQueryOptions } from '@/features/catalogue/api/get-seller';
import { searchProductsQueryOptions } from '@/features/catalogue/api/search-products';
import { parseSearchFilters } from '@/features/catalogue/lib/search-filters';
import { blogPostsQueryOptions } from '@/features/content/api/get-blog-posts';
import { SHOP_CATEGORY_TABS } from '@/features/content/content-data/shop-categories';
import { advertisedProductsQueryOptions, categoryProductsQueryOptions } from '@/lib/product-list-queries';
import { priceGuideQueryOptions } from '@/lib/price-guide-query';
import { productQueryKey, productQueryOptions } from '@/lib/product-query';
import type { Product } from '@contract/catalogue';

/**
 * Puts the answers a page shows in the cache before the server renders it, with the app's own query options, so
 * the page renders with its data and the browser starts from the same answers. A failed answer is left for the
 * page to show, as it would in the browser.
 */
export type PageData = (
  client: QueryClient,
  params: Record<string, string>,
  search: URLSearchParams,
) => Promise<unknown>;

/** The answers of each site page of the route table (contract/site-routes.ts) that shows any. */
export const PAGE_DATA: Partial<Record<SitePageId, PageData>> = {
  home: (client) =>
    Promise.all([
      client.prefetchQuery(advertisedProductsQueryOptions()),
      client.prefetchQuery(blogPostsQueryOptions()),
      // The shop's first shelf, open when the page opens.
      ...SHOP_CATEGORY_TABS.slice(0, 1).map((tab) => client.prefetchQuery(categoryProductsQueryOptions(tab.category))),
    ]),
  // The catalogue's first page, or a search's, as the query string asks.
  products: (client, _params, search) =>
    client.prefetchInfiniteQuery(searchProductsQueryOptions(parseSearchFilters(search))),
  category: async (client, { id = '' }) => {
    const category = categoryFromParam(id);
    if (category) await client.prefetchQuery(categoryProductsQueryOptions(category));
  },
  // The price guide too, so its line is in the page from the start rather than pushing the facts down later.
  product: async (client, { id = '' }) => {
    await client.prefetchQuery(productQueryOptions(id));
    const product = client.getQueryData<Product>(productQueryKey(id));
    if (product) await client.prefetchQuery(priceGuideQueryOptions(product.name, product.brand));
  },
  seller: (client, { sellerId = '' }) => client.prefetchQuery(sellerQueryOptions(sellerId)),
  blog: (client) => client.prefetchQuery(blogPostsQueryOptions()),
  blogPost: (client) => client.prefetchQuery(blogPostsQueryOptions()),
};
