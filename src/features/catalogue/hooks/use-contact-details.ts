import { useEffect } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Product } from '@contract/catalogue';
import { useSession } from '@/lib/session/use-session';

/**
 * A listing read while signed out has no seller phone or email. Once the user is signed in, such a cached
 * copy is fetched again, so Contact Seller shows the details without a reload.
 */
export function useContactDetails(product: UseQueryResult<Product>) {
  const signedIn = Boolean(useSession().user);
  const { data, refetch } = product;
  const lacksContact = signedIn && data !== undefined && data.sellerEmail === undefined;
  useEffect(() => {
    if (lacksContact) void refetch();
  }, [lacksContact, refetch]);
}
