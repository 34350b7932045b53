import type { Product } from '@contract/catalogue.ts';
import { toProductJson, type ProductViewRow } from './product-view.ts';

/**
 * A listing as every catalogue answer gives it, whoever asks: the seller's name, never their phone or email. The buyer
 * reads the seller's email on their order, and both read each other's phone once the seller accepts it
 * (server/orders/order-view.ts); the seller reads their own phone in My Products.
 */
export function toPublicProductJson(row: ProductViewRow): Product {
  const { phone: _phone, ...visible } = toProductJson(row);
  return visible;
}
