// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { STEPS_NOT_TAKEN, type Order } from '@contract/orders';
import { startSession } from '@/lib/session/session-store';
import { queueWrite } from '@/offline/outbox/queue-write';

/*
 * Finding 2 of issue 27: with the storage quota used up, "Add To Cart" offline saved nothing and said nothing (the
 * failing write to IndexedDB was not caught). The front door answers at once, as a refusal the form shows.
 */

vi.mock('@outbox-core/outbox-store', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  addEntry: async () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
}));

describe('a write the device has no room for', () => {
  it('is refused at once with what to free, not lost in silence', async () => {
    startSession({
      accessToken: 'header.claims.signature',
      user: { _id: 'u1', email: 'u1@example.com', displayName: 'Bea Buyer', photoURL: '', role: 'Buyer' },
    });
    const order = {
      clientOrderId: crypto.randomUUID(),
      productID: crypto.randomUUID(),
      buyerPhone: '2065550142',
      meetingPlace: 'Hall C',
    };
    const pending = { ...STEPS_NOT_TAKEN, _id: order.clientOrderId } as unknown as Order;
    expect(await queueWrite('order', { order, pending })).toEqual({
      result: 'refused',
      status: 507,
      message: 'No room on this phone: free 20 MB (photos, other apps) and try again.',
    });
  });
});
