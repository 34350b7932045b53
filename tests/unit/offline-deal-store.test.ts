import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { STEPS_NOT_TAKEN, type Order } from '@contract/orders';
import { personalQueryKey } from '@/lib/session/personal-query-key';
import { startSession } from '@/lib/session/session-store';
import { readDeal, readDeals } from '@/offline/deals/deal-store';
import { keepDealsOnDevice } from '@/offline/deals/keep-deals';

/*
 * Finding 3 of issue 27: the seller's code, the buyer's check and the order lived only in the read cache (250
 * answers, emptied by an app update). Every order answer is kept as deal data, apart, until the deal ends.
 */

const paid: Order = {
  _id: 'o1',
  clientOrderId: 'c1',
  role: 'seller',
  buyerName: 'Bea Buyer',
  buyerEmail: 'bea@example.test',
  buyerPhone: '+1 206 555 0142',
  meetingPlace: 'Pike Place Market',
  productID: 'p1',
  productImg: '/uploads/p1-thumb.webp',
  productName: 'Leica M6',
  productPrice: 1299,
  productCondition: 'Good',
  productLocation: 'Seattle, WA',
  sellerName: 'Sam Seller',
  sellerEmail: 'sam@example.test',
  sellerPhone: '+1 206 555 0100',
  availability: 'reserved',
  status: 'placed',
  createdAt: '2026-11-20T12:00:00.000Z',
  ...STEPS_NOT_TAKEN,
};

describe('deal data kept on the phone', () => {
  it('keeps every live order a screen got, whatever the read cache then loses, until the deal ends', async () => {
    startSession({
      accessToken: 'header.claims.signature',
      user: { _id: 'seller-1', email: 'sam@example.test', displayName: 'Sam Seller', photoURL: '', role: 'Seller' },
    });
    const queryClient = new QueryClient();
    const stop = keepDealsOnDevice(queryClient);
    const order = { ...paid, status: 'paid' as const, handoverCode: '482913' };
    queryClient.setQueryData(personalQueryKey('orders', 'one', 'o1'), order);
    queryClient.setQueryData(personalQueryKey('orders', 'received'), [
      order,
      { ...paid, _id: 'o2', status: 'declined' as const },
    ]);
    // 300 searches browsed, then an app update empties the read cache.
    for (let search = 0; search < 300; search += 1) queryClient.setQueryData(['products', 'search', `q=${search}`], []);
    queryClient.clear();
    await expect.poll(() => readDeal('seller-1', 'o1')).toMatchObject({ status: 'paid', handoverCode: '482913' });
    expect((await readDeals('seller-1', 'seller')).map((kept) => kept._id)).toEqual(['o1']);

    queryClient.setQueryData(personalQueryKey('orders', 'one', 'o1'), {
      ...order,
      status: 'completed',
      handoverCode: null,
    });
    await expect.poll(() => readDeal('seller-1', 'o1')).toBeUndefined();
    stop();
  });
});
