import { z } from 'zod';
import { productSchema } from './catalogue.ts';
import { ratingSummarySchema } from './ratings.ts';

/*
 * A seller's public page (/sellers/{sellerId}) and its answers. `sellerId` is the seller's public id (`publicId` on
 * the user), not their account's id, and never their email; like every catalogue answer, no contact detail.
 */

export const sellerParamsSchema = z.object({ sellerId: z.uuid('sellerId must be a seller id') });

/** Written reviews a page of GET /api/sellers/{sellerId}/reviews holds (the first page comes with the profile). */
export const SELLER_REVIEWS_PAGE_SIZE = 5;

export const sellerReviewsQuerySchema = z.object({ cursor: z.string().max(200).optional() });

/** A buyer's rating of the seller with the words they wrote, as anyone reads it. */
export const sellerReviewSchema = z.object({
  id: z.string(),
  stars: z.number().int().min(1).max(5),
  comment: z.string(),
  /** The reviewer's first name only. */
  reviewerName: z.string(),
  /** The listing the deal was about. */
  productName: z.string(),
  createdAt: z.string(),
});
export type SellerReview = z.infer<typeof sellerReviewSchema>;

export const sellerReviewsPageSchema = z.object({
  items: z.array(sellerReviewSchema),
  /** Pass as `cursor` for the next, older reviews; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type SellerReviewsPage = z.infer<typeof sellerReviewsPageSchema>;

/** Orders the seller answered that the response time needs before it is shown: fewer would say little. */
export const MIN_RESPONSE_SAMPLES = 3;
/** The response time looks at orders placed in these last days. */
export const RESPONSE_WINDOW_DAYS = 90;

/**
 * GET /api/sellers/{sellerId}. `responseTime`: the median, over orders placed on the seller's listings in the last
 * RESPONSE_WINDOW_DAYS that the seller answered, of the time from the order to the seller's first answer (accepting
 * it or a message to the buyer, whichever came first); null with fewer than MIN_RESPONSE_SAMPLES such orders.
 */
export const sellerProfileSchema = z.object({
  sellerId: z.string(),
  name: z.string(),
  photoUrl: z.string(),
  verified: z.boolean(),
  memberSince: z.string(),
  /** Orders on the seller's listings that ended with the item handed over and paid for. */
  dealsCompleted: z.number().int(),
  /** Every rating buyers gave the seller, written or not. */
  rating: ratingSummarySchema,
  responseTime: z.object({ medianMinutes: z.number().int(), orders: z.number().int() }).nullable(),
  /** The seller's listings for sale, newest first. */
  listings: z.array(productSchema),
  /** The newest written reviews; more through GET /api/sellers/{sellerId}/reviews. */
  reviews: sellerReviewsPageSchema,
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

/** "/sellers/0b7c…": a seller's public page. */
export function sellerPagePath(sellerId: string): string {
  return `/sellers/${sellerId}`;
}
