import type { Product } from '@contract/catalogue';
import type { Order, PlaceOrder } from '@contract/orders';
import type { User } from '@contract/users';

const PENDING_ID_PREFIX = 'pending:';

/** The My Orders row of an order not confirmed by the server yet, built from what the buyer saw. */
export function pendingOrderFor(order: PlaceOrder, product: Product, buyer: User, now = new Date()): Order {
  return {
    _id: `${PENDING_ID_PREFIX}${order.clientOrderId}`,
    clientOrderId: order.clientOrderId,
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
    // A listing read while signed out has no contact details; the server's copy of the order has them.
    sellerEmail: product.sellerEmail ?? '',
    sellerPhone: product.phone ?? '',
    availability: product.availability,
    status: 'placed',
    createdAt: now.toISOString(),
  };
}

export function isPendingOrder(order: Pick<Order, '_id'>): boolean {
  return order._id.startsWith(PENDING_ID_PREFIX);
}
