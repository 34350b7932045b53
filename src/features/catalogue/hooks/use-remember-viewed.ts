import { useEffect } from 'react';
import type { Product } from '@contract/catalogue';
import { markListingViewed } from '@device-catalogue/device-listings';
import { recentlyViewedItem } from '../lib/recently-viewed';
import { rememberViewed } from '../lib/recently-viewed-store';

/**
 * Puts the product on the "Recently viewed" list once it has loaded, and tells the device's catalogue it was viewed
 * (its saved photos are then the last to go when the storage cap needs room).
 */
export function useRememberViewed(product: Product | undefined): void {
  const id = product?._id;
  const name = product?.name;
  const thumb = product?.thumb;
  useEffect(() => {
    if (id && name !== undefined && thumb !== undefined) rememberViewed(recentlyViewedItem({ _id: id, name, thumb }));
  }, [id, name, thumb]);
  useEffect(() => {
    if (id) void markListingViewed(id, Date.now()).catch(() => undefined);
  }, [id]);
}
