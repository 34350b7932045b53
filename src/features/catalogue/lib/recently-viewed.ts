import type { Product } from '@contract/catalogue';

/** What the "Recently viewed" strip needs to draw a listing without asking the server. */
export interface RecentlyViewedItem {
  id: string;
  name: string;
  thumb: string;
}

export const RECENTLY_VIEWED_LIMIT = 12;

export function recentlyViewedItem(product: Pick<Product, '_id' | 'name' | 'thumb'>): RecentlyViewedItem {
  return { id: product._id, name: product.name, thumb: product.thumb };
}

/** The newest first; a listing seen again moves to the front (with its current name and photo), never twice. */
export function withRecentlyViewed(
  list: readonly RecentlyViewedItem[],
  item: RecentlyViewedItem,
  limit = RECENTLY_VIEWED_LIMIT,
): RecentlyViewedItem[] {
  return [item, ...list.filter((existing) => existing.id !== item.id)].slice(0, limit);
}

function isRecentlyViewedItem(value: unknown): value is RecentlyViewedItem {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name, thumb } = value as Record<string, unknown>;
  return typeof id === 'string' && id !== '' && typeof name === 'string' && typeof thumb === 'string';
}

/** Reads the stored list; whatever is missing, corrupt or from an older shape counts as nothing seen. */
export function parseRecentlyViewed(stored: string | null, limit = RECENTLY_VIEWED_LIMIT): RecentlyViewedItem[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const items: RecentlyViewedItem[] = [];
  for (const entry of value) {
    if (isRecentlyViewedItem(entry) && !items.some((item) => item.id === entry.id)) {
      items.push({ id: entry.id, name: entry.name, thumb: entry.thumb });
    }
  }
  return items.slice(0, limit);
}

export function serializeRecentlyViewed(list: readonly RecentlyViewedItem[]): string {
  return JSON.stringify(list);
}
