import { useEffect } from 'react';
import type { Product } from '@contract/catalogue';
import { recentlyViewedItem } from '../lib/recently-viewed';
import { rememberViewed } from '../lib/recently-viewed-store';

/** Puts the product on the "Recently viewed" list once it has loaded. */
export function useRememberViewed(product: Product | undefined): void {
  const id = product?._id;
  const name = product?.name;
  const thumb = product?.thumb;
  useEffect(() => {
    if (id && name !== undefined && thumb !== undefined) rememberViewed(recentlyViewedItem({ _id: id, name, thumb }));
  }, [id, name, thumb]);
}
