import type { SearchResults } from '@contract/search';

/** A page of a search: the server's, or one the device answered from its own catalogue with no connection. */
export type CatalogueSearchPage = SearchResults & {
  /** Answered on this device: how many listings it looked through (saved or seen). */
  fromDevice?: { listings: number };
};

export function isFromDevice(page: unknown): page is CatalogueSearchPage & { fromDevice: { listings: number } } {
  return typeof page === 'object' && page !== null && 'fromDevice' in page && page.fromDevice !== undefined;
}

/** A device's page cursors say so: the next page of a search answered on the device comes from the device too. */
export const DEVICE_CURSOR_PREFIX = 'device:';
