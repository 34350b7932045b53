import { z } from 'zod';
import { categorySlug } from './category-slug.ts';
import { ratingSummarySchema } from './ratings.ts';
import { GRADE_CODES, INCLUDED_ITEMS, ITEM_TYPES } from './listing-details.ts';

/** Categories as the add-product form lists them (docs/spec.md section 3). */
export const CATEGORIES = ['Point & Shoot', 'DSLR', 'Mirrorless', 'Action', 'Medium Format', 'Film'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CONDITIONS = ['Excellent', 'Good', 'Fair'] as const;
export type Condition = (typeof CONDITIONS)[number];

// Without zod, so the service worker can name categories too.
export { categorySlug } from './category-slug.ts';

const categoryBySlug = new Map<string, Category>(CATEGORIES.map((c) => [categorySlug(c), c]));

export function categoryFromParam(param: string): Category | undefined {
  return categoryBySlug.get(categorySlug(param));
}

/** `reserved`: a paid order waits for its hand-over; the listing is not for sale, nor sold. */
export const AVAILABILITY = ['available', 'reserved', 'sold'] as const;

export const productImageSchema = z.object({
  url: z.string(),
  thumbUrl: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** A listing as every read of the API answers it. Prices are dollars as numbers (stored as cents). */
export const productSchema = z.object({
  _id: z.string().uuid(),
  img: z.string(),
  thumb: z.string(),
  images: z.array(productImageSchema),
  name: z.string(),
  category: z.enum(CATEGORIES),
  condition: z.enum(CONDITIONS),
  originalPrice: z.number(),
  resellPrice: z.number(),
  location: z.string(),
  /** Where `location` is, at city level (the server places it); null when no place has that name. */
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  purchaseYear: z.number().int(),
  usedYears: z.number().int(),
  /** The seller's phone: only in the seller's own listings (buyers see it on an accepted order). */
  phone: z.string().optional(),
  description: z.string(),
  sellerName: z.string(),
  /** The seller's public id: their page is /sellers/{sellerPublicId}. Optional while replicas without it still answer. */
  sellerPublicId: z.uuid().optional(),
  sellerVerified: z.boolean(),
  /** What buyers who completed a deal with this seller rated them. */
  sellerRating: ratingSummarySchema,
  postTime: z.string(),
  availability: z.enum(AVAILABILITY),
  status: z.enum(['Advertised', 'Unadvertised']),
  type: z.enum(ITEM_TYPES),
  /** One of BRANDS or a brand the seller typed; 'Other' when nobody named one. */
  brand: z.string(),
  /** The lens mount, for lenses (and bodies whose seller gave one). */
  mount: z.string().nullable(),
  grade: z.enum(GRADE_CODES).nullable(),
  shutterCount: z.number().int().nullable(),
  included: z.array(z.enum(INCLUDED_ITEMS)),
  /** The asking price before its last reduction; null when it never went down. */
  previousPrice: z.number().nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.array(productSchema);

export const sellerVerifiedSchema = z.object({ isVerified: z.boolean() });
export type SellerVerified = z.infer<typeof sellerVerifiedSchema>;
