import { useEffect, useState } from 'react';
import type { Order } from '@contract/orders';
import { useSession } from '@/lib/session/use-session';
import { readDeal, readDeals } from './deal-store';

/**
 * The deal `orderId` as this phone kept it (deal-store.ts), read when the screen has nothing better: `wanted` false
 * (the server's or the cache's answer is there) reads nothing.
 */
export function useKeptDeal(orderId: string, wanted: boolean): Order | undefined {
  const ownerId = useSession().user?._id;
  const [kept, setKept] = useState<{ key: string; order: Order | undefined }>();
  const key = `${ownerId}:${orderId}`;
  useEffect(() => {
    if (!wanted || !ownerId) return;
    let current = true;
    void readDeal(ownerId, orderId)
      .then((order) => current && setKept({ key, order }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wanted, ownerId, orderId, key]);
  return kept?.key === key ? kept.order : undefined;
}

/** This person's live deals in this role as the phone kept them, when `wanted` (the list has nothing to show). */
export function useKeptDeals(role: Order['role'], wanted: boolean): Order[] | undefined {
  const ownerId = useSession().user?._id;
  const [kept, setKept] = useState<Order[]>();
  useEffect(() => {
    if (!wanted || !ownerId) return;
    let current = true;
    void readDeals(ownerId, role)
      .then((orders) => current && setKept(orders))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wanted, ownerId, role]);
  return wanted ? kept : undefined;
}
