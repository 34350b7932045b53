import { useSyncExternalStore } from 'react';
import {
  parseRecentlyViewed,
  serializeRecentlyViewed,
  withRecentlyViewed,
  type RecentlyViewedItem,
} from './recently-viewed';
import { APP_STORAGE_PREFIX } from '@/lib/app-storage-prefix';

const STORAGE_KEY = `${APP_STORAGE_PREFIX}recently-viewed`;
const NOTHING: RecentlyViewedItem[] = [];

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedList: RecentlyViewedItem[] = NOTHING;

function readStorage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): nothing remembered
  }
}

/** The same array while the stored text is unchanged, as useSyncExternalStore requires. */
function snapshot(): RecentlyViewedItem[] {
  const raw = readStorage();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedList = parseRecentlyViewed(raw);
  }
  return cachedList;
}

function write(list: RecentlyViewedItem[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, serializeRecentlyViewed(list));
  } catch {
    // Full or blocked storage: the strip just does not remember.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab viewing a product updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function rememberViewed(item: RecentlyViewedItem): void {
  write(withRecentlyViewed(snapshot(), item));
}

export function clearRecentlyViewed(): void {
  write([]);
}

/** The listings this browser opened last, newest first, kept in localStorage across visits. */
export function useRecentlyViewed(): RecentlyViewedItem[] {
  return useSyncExternalStore(subscribe, snapshot, () => NOTHING);
}
