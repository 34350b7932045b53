import { get, promisifyRequest, values } from 'idb-keyval';
import type { Product } from '@contract/catalogue';
import { announceCatalogueChange } from './catalogue-events';
import { deviceStore } from './device-database';

/** A listing this device knows: saved for offline or seen in an answer, as the server last told it. */
export interface DeviceListing {
  product: Product;
  /** When the device last heard of it from the server (ms since the epoch). */
  heardAt: number;
  /** When its page was last opened here; null while never. Photos of the least recently viewed go first. */
  viewedAt: number | null;
}

const listings = deviceStore('listings');

/**
 * What the device keeps when it hears of a listing again: the copy the server sent last, except that a sale is
 * final (an older "available", from a cached answer replayed offline, never undoes a sale the device heard of), and
 * that a copy without the seller's phone (every catalogue answer) keeps the one the seller's own listing gave.
 */
export function mergeHeard(stored: DeviceListing | undefined, product: Product, heardAt: number): DeviceListing {
  if (!stored) return { product, heardAt, viewedAt: null };
  const [newest, older] = heardAt >= stored.heardAt ? [product, stored.product] : [stored.product, product];
  const sold = newest.availability === 'sold' || older.availability === 'sold';
  const phone = newest.phone ?? older.phone;
  return {
    product: {
      ...newest,
      availability: sold ? 'sold' : newest.availability,
      ...(phone === undefined ? {} : { phone }),
    },
    heardAt: Math.max(stored.heardAt, heardAt),
    viewedAt: stored.viewedAt,
  };
}

/** Changes the listings in `ids` in one transaction: `change` answers the new record, or null to forget it. */
async function changeListings(
  ids: readonly string[],
  change: (stored: DeviceListing | undefined, id: string) => DeviceListing | null | undefined,
): Promise<void> {
  if (ids.length === 0) return;
  await listings('readwrite', (store) => {
    for (const id of ids) {
      const request = store.get(id);
      request.onsuccess = () => {
        const next = change(request.result as DeviceListing | undefined, id);
        if (next === null) store.delete(id);
        else if (next !== undefined) store.put(next, id);
      };
    }
    return promisifyRequest(store.transaction);
  });
  announceCatalogueChange({ type: 'listings', ids: [...ids] });
}

/** Keeps listings the server just told of (a download, or any answer a screen showed). */
export function keepListings(products: readonly Product[], heardAt: number): Promise<void> {
  const byId = new Map(products.map((product) => [product._id, product]));
  return changeListings([...byId.keys()], (stored, id) => mergeHeard(stored, byId.get(id)!, heardAt));
}

/** What the server answered about kept listings: sold ones become sold; a listing it no longer has is forgotten. */
export function applyAvailability(
  answer: readonly { _id: string; availability: Product['availability'] }[],
  asked: readonly string[],
  heardAt: number,
): Promise<void> {
  const now = new Map(answer.map((item) => [item._id, item.availability]));
  return changeListings(asked, (stored, id) => {
    const availability = now.get(id);
    if (availability === undefined) return null;
    if (!stored) return undefined;
    return mergeHeard(stored, { ...stored.product, availability }, heardAt);
  });
}

export function markListingViewed(id: string, at: number): Promise<void> {
  return changeListings([id], (stored) => stored && { ...stored, viewedAt: at });
}

export function forgetListings(ids: readonly string[]): Promise<void> {
  return changeListings(ids, () => null);
}

export function readListing(id: string): Promise<DeviceListing | undefined> {
  return get<DeviceListing>(id, listings);
}

/** Several listings in one transaction, in the order asked (undefined for one the device does not keep). */
export function readListings(ids: readonly string[]): Promise<(DeviceListing | undefined)[]> {
  return listings('readonly', (store) =>
    Promise.all(ids.map((id) => promisifyRequest(store.get(id) as IDBRequest<DeviceListing | undefined>))),
  );
}

export function readAllListings(): Promise<DeviceListing[]> {
  return values<DeviceListing>(listings);
}

export function countListings(): Promise<number> {
  return listings('readonly', (store) => promisifyRequest(store.count()));
}
