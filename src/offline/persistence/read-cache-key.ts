import { version } from '@root/package.json';

/** Where the read cache lives in IndexedDB (idb-keyval). */
export const READ_CACHE_STORAGE_KEY = 'shutterswap:query-cache';

/** A new app version starts with fresh cached answers. */
export const APP_VERSION = version;
