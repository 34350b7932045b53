import type { Product } from '@contract/catalogue.ts';
import { toProductJson, type ProductViewRow } from './product-view.ts';

/**
 * A listing as every catalogue answer gives it, whoever asks: the seller's name, never their phone or email. Buyer
 * and seller see each other's contact details on an accepted order only (server/orders/order-view.ts); the seller
 * reads their own phone in My Products.
 */
export function toPublicProductJson(row: ProductViewRow): Product {
  const { phone: _phone, ...visible } = toProductJson(row);
  return visible;
}
