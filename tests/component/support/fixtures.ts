import type { Product } from '@contract/catalogue';
import type { OrderMessage } from '@contract/order-messages';
import { STEPS_NOT_TAKEN, type Order } from '@contract/orders';
import type { User } from '@contract/users';

export const BUYER: User = {
  _id: 'buyer-1',
  email: 'bea@example.test',
  displayName: 'Bea Buyer',
  photoURL: '',
  role: 'Buyer',
};

export const ADMIN: User = {
  _id: 'admin-1',
  email: 'ada@example.test',
  displayName: 'Ada Admin',
  photoURL: '',
  role: 'admin',
};

export const PRODUCT: Product = {
  _id: '7d1f0c2e-4b8a-4c3e-9f51-2a6b8c9d0e1f',
  img: '/uploads/ae1.webp',
  thumb: '/uploads/ae1-thumb.webp',
  images: [],
  name: 'Canon AE-1 Program',
  category: 'Film',
  condition: 'Good',
  originalPrice: 300,
  resellPrice: 180,
  location: 'Seattle, WA',
  coordinates: { lat: 47.60621, lng: -122.33207 },
  purchaseYear: 2015,
  usedYears: 9,
  description: 'A well kept AE-1 with its 50mm f/1.8.',
  sellerName: 'Sam Seller',
  sellerVerified: true,
  sellerRating: { average: 0, count: 0 },
  postTime: '2026-11-20T12:00:00.000Z',
  availability: 'available',
  status: 'Advertised',
  type: 'camera',
  brand: 'Canon',
  mount: null,
  grade: null,
  shutterCount: null,
  included: [],
  previousPrice: null,
};

/** An order as the server answers it (GET /api/my-orders, /api/orders/{id}): placed, seen by its buyer, unless told. */
export function orderOf(fields: Partial<Order> & Pick<Order, '_id' | 'clientOrderId' | 'productName'>): Order {
  return {
    role: 'buyer',
    buyerName: 'Bea Buyer',
    buyerEmail: 'bea@example.test',
    buyerPhone: '+1 206 555 0199',
    meetingPlace: 'Pike Place Market, main entrance',
    productID: `product-of-${fields._id}`,
    productImg: '/uploads/photo.webp',
    productPrice: 180,
    productCondition: 'Good',
    productLocation: 'Seattle, WA',
    sellerName: 'Sam Seller',
    sellerEmail: 'sam@example.test',
    sellerPhone: '+1 206 555 0100',
    availability: 'available',
    status: 'placed',
    createdAt: '2026-11-20T12:00:00.000Z',
    ...STEPS_NOT_TAKEN,
    ...fields,
  };
}

/** A message of order o1 as the server answers it: from Sam Seller to the reader, read, unless told. */
export function messageOf(fields: Partial<OrderMessage> & Pick<OrderMessage, '_id'>): OrderMessage {
  return {
    orderId: 'o1',
    mine: false,
    senderName: 'Sam Seller',
    kind: 'text',
    text: '',
    meetingPlace: null,
    meetingAt: null,
    acceptedAt: null,
    readAt: '2026-11-20T12:05:00.000Z',
    createdAt: '2026-11-20T12:00:00.000Z',
    // Written when the server got it, unless told otherwise.
    writtenAt: fields.createdAt ?? '2026-11-20T12:00:00.000Z',
    ...fields,
  };
}
