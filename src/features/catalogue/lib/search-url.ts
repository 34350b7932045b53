/*
 * The bits of the search URL the site header needs on every page. Kept free of the contract's schemas (zod) so
 * that importing them adds almost nothing to the first page's JavaScript.
 */
export const PRODUCTS_PATH = '/products';
export const MAX_QUERY_LENGTH = 100;

/** Commas and spaces stay readable in the URL: `brand=Leica,Nikon`, `q=leica+m6`. */
export function encodeSearchValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%20/g, '+');
}

export function cleanQuery(q: string): string {
  return q.trim().slice(0, MAX_QUERY_LENGTH);
}

/** A new search for these words: `/products?q=leica+m6`, or the plain storefront for none. */
export function productsSearchPath(q: string): string {
  const words = cleanQuery(q);
  return words ? `${PRODUCTS_PATH}?q=${encodeSearchValue(words)}` : PRODUCTS_PATH;
}

/** The words searched for on the page at this location; '' anywhere but the Products page. */
export function searchedWords(pathname: string, search: string): string {
  return pathname === PRODUCTS_PATH ? cleanQuery(new URLSearchParams(search).get('q') ?? '') : '';
}
