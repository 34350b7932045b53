import { z } from 'zod';
import type { Party } from './deal-rules.ts';
import { placeOrderSchema } from './orders.ts';
import { price } from './selling.ts';

/*
 * Offers: a buyer offers less than the asking price, the seller accepts, declines or counters, the buyer accepts or
 * declines a counter (or withdraws a pending offer). An accepted offer becomes an accepted order at the agreed price.
 * Who may take which step from where is this one table: the server enforces it (server/offers/offer-steps.ts: 403
 * for the wrong party, 409 from any other status) and the offers screens offer exactly its steps.
 */

/** Hours an offer, or a counter, waits for its answer before it expires. */
export const OFFER_EXPIRY_HOURS = 48;

export const OFFER_STATUSES = [
  'pending',
  'countered',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
  /** The listing was sold or withdrawn while the offer was open. */
  'closed',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The statuses of an offer still waiting for an answer: one per buyer and listing. */
export const OPEN_OFFER_STATUSES = ['pending', 'countered'] as const satisfies readonly OfferStatus[];

export const OFFER_STEPS = ['accept', 'decline', 'counter', 'withdraw'] as const;
export type OfferStep = (typeof OFFER_STEPS)[number];

/** Who may take each step, from which statuses: the seller answers an offer, the buyer answers a counter. */
export const OFFER_RULES: Record<OfferStep, Partial<Record<Party, readonly OfferStatus[]>>> = {
  accept: { seller: ['pending'], buyer: ['countered'] },
  decline: { seller: ['pending'], buyer: ['countered'] },
  counter: { seller: ['pending'] },
  withdraw: { buyer: ['pending'] },
};

/** The status a step leaves the offer in. */
export const OFFER_STEP_OUTCOME: Record<OfferStep, OfferStatus> = {
  accept: 'accepted',
  decline: 'declined',
  counter: 'countered',
  withdraw: 'withdrawn',
};

export function mayTakeOfferStep(step: OfferStep, party: Party, status: OfferStatus): boolean {
  return OFFER_RULES[step][party]?.includes(status) ?? false;
}

/** An open offer past its deadline reads as expired, whether or not the sweep has marked it yet. */
export function offerStatusAt(offer: { status: OfferStatus; expiresAt: string | Date }, now: Date): OfferStatus {
  const open = (OPEN_OFFER_STATUSES as readonly OfferStatus[]).includes(offer.status);
  return open && new Date(offer.expiresAt).getTime() <= now.getTime() ? 'expired' : offer.status;
}

/**
 * POST /api/offers: what the buyer offers, in dollars, and how the order it may become reaches them (the same
 * fields as an order). `clientOfferId` makes a replay from the offline outbox land once. The amount's upper bound
 * (the asking price) is the server's to check: the client's copy of the listing may be old.
 */
export const makeOfferSchema = placeOrderSchema.omit({ clientOrderId: true }).extend({
  clientOfferId: z.string().uuid('clientOfferId must be a UUID'),
  amount: price('offer'),
});
export type MakeOffer = z.infer<typeof makeOfferSchema>;

/** POST /api/offers/{id}/counter: the seller's price, between the offer and the asking price. */
export const counterOfferSchema = z.object({ amount: price('counter-offer') });
export type CounterOffer = z.infer<typeof counterOfferSchema>;

/** One offer as its buyer (My Offers) or its seller (Offers Received) sees it. */
export const offerSchema = z.object({
  _id: z.string(),
  clientOfferId: z.string(),
  /** Whose view this is. */
  role: z.enum(['buyer', 'seller']),
  productID: z.string(),
  productName: z.string(),
  productImg: z.string(),
  /** The listing's asking price now. */
  askingPrice: z.number(),
  availability: z.enum(['available', 'reserved', 'sold']),
  buyerName: z.string(),
  sellerName: z.string(),
  /** The seller's public page is /sellers/{sellerPublicId}. Optional while replicas without it still answer. */
  sellerPublicId: z.string().optional(),
  /** What the buyer offered. */
  amount: z.number(),
  /** The seller's counter, once countered. */
  counterAmount: z.number().nullable(),
  /** Where it stands now: an open offer past `expiresAt` is expired. */
  status: z.enum(OFFER_STATUSES),
  /** When the open offer, or the counter, expires. */
  expiresAt: z.string(),
  createdAt: z.string(),
  /** The order an accepted offer became, at the agreed price. */
  orderId: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;
export const offerListSchema = z.array(offerSchema);

/** GET /api/offers?side=: the offers the caller made (buyer), or those on the caller's listings (seller). */
export const offerListQuerySchema = z.object({ side: z.enum(['buyer', 'seller']).default('buyer') });
export type OfferSide = z.infer<typeof offerListQuerySchema>['side'];

/** What making an offer, and each step, answers: the offer as the caller now sees it (with its order, once accepted). */
export const offerAnswerSchema = z.object({ acknowledged: z.literal(true), offer: offerSchema });
export type OfferAnswer = z.infer<typeof offerAnswerSchema>;
