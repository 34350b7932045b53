import type { Product } from '@contract/catalogue';
import type { Order, PlaceOrder } from '@contract/orders';
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
    meetingAt: null,
    productID: product._id,
    productImg: product.thumb,
    productName: product.name,
    productPrice: product.resellPrice,
    productCondition: product.condition,
    productLocation: product.location,
    sellerName: product.sellerName,
    // A listing read while signed out has no email; the server's copy of the order has it.
    sellerEmail: product.sellerEmail ?? '',
    // The seller's phone comes once they accept the order.
    sellerPhone: null,
    availability: product.availability,
    status: 'placed',
    createdAt: now.toISOString(),
    acceptedAt: null,
    paidAt: null,
    handedOverAt: null,
    completedAt: null,
    cancelledAt: null,
    cancelReason: null,
    expiresAt: null,
    handoverCode: null,
    handoverCheck: null,
    unreadMessages: 0,
    ratedByMe: false,
    dispute: null,
  };
}

export function isPendingOrder(order: Pick<Order, '_id'>): boolean {
  return order._id.startsWith(PENDING_ID_PREFIX);
}
