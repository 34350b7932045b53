import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Product } from '@contract/catalogue.ts';
import { toProductJson, type ProductViewRow } from './product-view.ts';

/**
 * Who reads a catalogue answer: sellers' email is for signed-in users, never for scrapers. Their phone is in no
 * catalogue answer: buyer and seller see each other's phone on an accepted order only (server/orders/order-view.ts).
 */
export type Audience = { signedIn: boolean };

export const SIGNED_IN: Audience = { signedIn: true };

/**
 * The caller is signed in when the same check as every protected route passes (a valid access token of an
 * account that still exists); anyone else, a junk or expired token included, reads as a visitor.
 */
export async function audienceOf(request: FastifyRequest, reply: FastifyReply): Promise<Audience> {
  // The answer depends on who asks: no shared or service-worker cache may give one caller's answer to the other.
  reply.header('vary', [reply.getHeader('vary'), 'authorization'].filter(Boolean).join(', '));
  const app = request.server;
  if (!(await app.accessTokenClaims(request))) return { signedIn: false };
  try {
    await app.authenticate.call(app, request, reply);
    return { signedIn: true };
  } catch {
    return { signedIn: false };
  }
}

/** The listing as this audience may see it: never the seller's phone; the email for signed-in users only. */
export function forAudience(product: Product, audience: Audience): Product {
  const { phone: _phone, sellerEmail, ...visible } = product;
  return audience.signedIn ? { ...visible, sellerEmail } : visible;
}

/** Maps rows to listings as this audience may see them. */
export function productJsonFor(audience: Audience): (row: ProductViewRow) => Product {
  return (row) => forAudience(toProductJson(row), audience);
}
