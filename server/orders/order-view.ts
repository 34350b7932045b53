import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Order } from '@contract/orders.ts';
import { centsToDollars } from '@contract/money.ts';
import type { Db } from '../db/database.ts';
import { orders, products, users } from '../db/schema.ts';

const buyers = alias(users, 'buyers');
const sellers = alias(users, 'sellers');

/** Orders with their buyer, product and seller: the rows of My Orders. */
export function selectOrderViews(db: Db) {
  return db
    .select({
      order: orders,
      buyerName: buyers.displayName,
      buyerEmail: buyers.email,
      product: products,
      sellerName: sellers.displayName,
      sellerEmail: sellers.email,
    })
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId));
}

type OrderViewRow = Awaited<ReturnType<typeof selectOrderViews>>[number];

export function toOrderJson({ order, product, ...people }: OrderViewRow): Order {
  return {
    _id: order.id,
    clientOrderId: order.clientOrderId,
    buyerName: people.buyerName,
    buyerEmail: people.buyerEmail,
    buyerPhone: order.buyerPhone,
    meetingPlace: order.meetingPlace,
    productID: product.id,
    productImg: product.images[0]?.thumbUrl ?? '',
    productName: product.name,
    productPrice: centsToDollars(product.resellPriceCents),
    productCondition: product.condition,
    productLocation: product.location,
    sellerName: people.sellerName,
    sellerEmail: people.sellerEmail,
    sellerPhone: product.phone,
    availability: product.availability,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
  };
}
