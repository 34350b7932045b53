import { useSyncExternalStore } from 'react';
import {
  parseRecentlyViewed,
  serializeRecentlyViewed,
  withRecentlyViewed,
  type RecentlyViewedItem,
} from './recently-viewed';
import { APP_STORAGE_PREFIX } from '@/lib/app-storage-prefix';
import { getSessionState, subscribeToSession } from '@/lib/session/session-store';

const STORAGE_PREFIX = `${APP_STORAGE_PREFIX}recently-viewed`;
const NOTHING: RecentlyViewedItem[] = [];

/** Each person's own list (and one for whoever is not signed in): a shared browser shows nobody another's views. */
function storageKey(): string {
  return `${STORAGE_PREFIX}:${getSessionState().user?._id ?? 'visitor'}`;
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedList: RecentlyViewedItem[] = NOTHING;

function readStorage(): string | null {
  try {
    return localStorage.getItem(storageKey());
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
    if (list.length === 0) localStorage.removeItem(storageKey());
    else localStorage.setItem(storageKey(), serializeRecentlyViewed(list));
  } catch {
    // Full or blocked storage: the strip just does not remember.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab viewing a product updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey() || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  // Someone else signs in: the strip shows their list.
  const stopFollowingSession = subscribeToSession(listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    stopFollowingSession();
  };
}

export function rememberViewed(item: RecentlyViewedItem): void {
  write(withRecentlyViewed(snapshot(), item));
}

export function clearRecentlyViewed(): void {
  write([]);
}

/** The listings the person signed in (or a visitor) opened last on this browser, newest first, across visits. */
export function useRecentlyViewed(): RecentlyViewedItem[] {
  return useSyncExternalStore(subscribe, snapshot, () => NOTHING);
}
