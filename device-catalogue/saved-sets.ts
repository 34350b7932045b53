import { del, get, set, values } from 'idb-keyval';
import { announceCatalogueChange } from './catalogue-events';
import { deviceStore } from './device-database';

/** What a shopper saved for offline: the whole catalogue, a category, a search's results, or a seller's listings. */
export type SavedSetScope =
  | { kind: 'catalogue' }
  /** A category's slug (`film`, `point-and-shoot`). */
  | { kind: 'category'; category: string }
  /** The search's words and filters, as GET /api/offline-catalogue takes them (`q=leica&maxPrice=900`). */
  | { kind: 'search'; query: string }
  /** The listings of the seller of this listing. */
  | { kind: 'seller'; listingId: string };

export interface SavedSet {
  id: string;
  scope: SavedSetScope;
  /** How the screens name it: "The whole catalogue", "Film", "Search “leica”, up to $900", "Anna Analog's listings". */
  label: string;
  /** The listings it held at its last download, newest first. */
  listingIds: string[];
  /** When it was first saved, and last brought up to date (ms since the epoch). */
  savedAt: number;
  refreshedAt: number;
  /** Photos the storage cap left out at its last download. */
  photosSkipped: number;
}

const sets = deviceStore('sets');

export function savedSetId(scope: SavedSetScope): string {
  switch (scope.kind) {
    case 'catalogue':
      return 'catalogue';
    case 'category':
      return `category:${scope.category}`;
    case 'search':
      return `search:${scope.query}`;
    case 'seller':
      return `seller:${scope.listingId}`;
  }
}

/** The query of GET /api/offline-catalogue that pages through the set. */
export function downloadParams(scope: SavedSetScope): URLSearchParams {
  switch (scope.kind) {
    case 'catalogue':
      return new URLSearchParams();
    case 'category':
      return new URLSearchParams({ category: scope.category });
    case 'search':
      return new URLSearchParams(scope.query);
    case 'seller':
      return new URLSearchParams({ sellerOf: scope.listingId });
  }
}

export function readSavedSet(id: string): Promise<SavedSet | undefined> {
  return get<SavedSet>(id, sets);
}

/** Every saved set, the most recently saved first. */
export async function readSavedSets(): Promise<SavedSet[]> {
  return (await values<SavedSet>(sets)).sort((a, b) => b.savedAt - a.savedAt);
}

/**
 * The saved set this scope is, if saved: a seller's listings saved from another of their listings is the same set
 * (no seller id is public, so it is found by the listings it holds).
 */
export async function savedSetOf(scope: SavedSetScope): Promise<SavedSet | undefined> {
  const direct = await readSavedSet(savedSetId(scope));
  if (direct || scope.kind !== 'seller') return direct;
  return (await readSavedSets()).find(
    (saved) => saved.scope.kind === 'seller' && saved.listingIds.includes(scope.listingId),
  );
}

export async function writeSavedSet(saved: SavedSet): Promise<void> {
  await set(saved.id, saved, sets);
  announceCatalogueChange({ type: 'sets' });
}

export async function deleteSavedSet(id: string): Promise<void> {
  await del(id, sets);
  announceCatalogueChange({ type: 'sets' });
}
