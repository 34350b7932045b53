import type { UseStore } from 'idb-keyval';

/*
 * What this device keeps of the catalogue, in one IndexedDB database of its own, apart from React Query's read
 * cache (capped at 250 answers, allowed to be lost) and from the outbox: listings (saved or seen), the sets saved
 * for offline, the record of every downloaded photo (the bytes are in Cache Storage, see photo-store.ts) and the
 * user's settings. The page and the service worker both open it.
 */

const DATABASE_NAME = 'shutterswap-device-catalogue';
const VERSION = 1;
export const STORE_NAMES = ['listings', 'sets', 'photos', 'settings'] as const;
export type StoreName = (typeof STORE_NAMES)[number];

let opening: Promise<IDBDatabase> | undefined;

function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE_NAME, VERSION);
    request.onupgradeneeded = () => {
      for (const name of STORE_NAMES) {
        if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name);
      }
    };
    request.onsuccess = () => {
      const database = request.result;
      // A newer version of the app opening it elsewhere: let it upgrade, and open again next time.
      database.onversionchange = () => {
        database.close();
        opening = undefined;
      };
      resolve(database);
    };
    request.onerror = () => {
      opening = undefined;
      reject(request.error ?? new Error('The device catalogue could not be opened'));
    };
  });
  return opening;
}

/** One store of the database, in the shape idb-keyval's functions take. */
export function deviceStore(name: StoreName): UseStore {
  return (mode, callback) =>
    openDatabase().then((database) => callback(database.transaction(name, mode).objectStore(name)));
}
