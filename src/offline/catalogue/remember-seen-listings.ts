import type { QueryClient } from '@tanstack/react-query';
import type { Product } from '@contract/catalogue';
import { keepListings } from '@device-catalogue/device-listings';
import { isFromDevice } from './device-search-page';

/** Answers come in bursts (a page of results, its listings prefetched): written together after this pause. */
const BATCH_MS = 500;

/** The listings in a catalogue answer: one listing, a list, or the pages of a search. */
function listingsIn(data: unknown): Product[] {
  if (Array.isArray(data)) return data as Product[];
  if (typeof data !== 'object' || data === null) return [];
  if ('_id' in data) return [data as Product];
  if ('pages' in data && Array.isArray(data.pages)) {
    return (data.pages as { items?: Product[] }[]).flatMap((page) => (isFromDevice(page) ? [] : (page.items ?? [])));
  }
  return [];
}

/**
 * Every listing a screen got from the server (a product page, a category, a search, the storefront) joins the
 * device's catalogue, so an offline search looks through everything seen as well as everything saved, and a sale
 * the device heard of shows everywhere.
 */
export function rememberSeenListings(queryClient: QueryClient): () => void {
  let heard: { products: Product[]; at: number }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = heard;
    heard = [];
    for (const { products, at } of batch) void keepListings(products, at).catch(() => undefined);
  };
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryKey[0] !== 'products') return;
    const products = listingsIn(event.query.state.data);
    if (products.length === 0) return;
    heard.push({ products, at: event.query.state.dataUpdatedAt });
    timer ??= setTimeout(write, BATCH_MS);
  });
  // A reload or a closed app would lose the batch still waiting.
  window.addEventListener('pagehide', write);
  return () => {
    stop();
    window.removeEventListener('pagehide', write);
    clearTimeout(timer);
    write();
  };
}
