import type { Product } from '@contract/catalogue';
import { STEPS_NOT_TAKEN, type Order, type PlaceOrder } from '@contract/orders';
import type { User } from '@contract/users';

const PENDING_ID_PREFIX = 'pending:';

/** The My Orders row of an order not confirmed by the server yet, built from what the buyer saw. */
export function pendingOrderFor(order: PlaceOrder, product: Product, buyer: User, now = new Date()): Order {
  return {
    _id: `${PENDING_ID_PREFIX}${order.clientOrderId}`,
    clientOrderId: order.clientOrderId,
    role: 'buyer',
    buyerName: buyer.displayName,
    buyerEmail: buyer.email,
    buyerPhone: order.buyerPhone,
    meetingPlace: order.meetingPlace,
    productID: product._id,
    productImg: product.thumb,
    productName: product.name,
    productPrice: product.resellPrice,
    productCondition: product.condition,
    productLocation: product.location,
    sellerName: product.sellerName,
    ...(product.sellerPublicId ? { sellerPublicId: product.sellerPublicId } : {}),
    // Listings carry no email; the server's copy of the order has it.
    sellerEmail: '',
    // The seller's phone comes once they accept the order.
    sellerPhone: null,
    availability: product.availability,
    status: 'placed',
    createdAt: now.toISOString(),
    ...STEPS_NOT_TAKEN,
  };
}

export function isPendingOrder(order: Pick<Order, '_id'>): boolean {
  return order._id.startsWith(PENDING_ID_PREFIX);
}
