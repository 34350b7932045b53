import { z } from 'zod';
import { productSchema } from './catalogue.ts';

export const wishlistAddSchema = z.object({ productId: z.string().uuid('productId must be a listing id') });
export const wishlistItemSchema = z.object({ addedAt: z.string(), product: productSchema });
export const wishlistSchema = z.array(wishlistItemSchema);
export type WishlistItem = z.infer<typeof wishlistItemSchema>;
/** POST /api/wishlist: saving a listing twice keeps one entry. */
export const wishlistedSchema = z.object({ acknowledged: z.literal(true), alreadyWishlisted: z.boolean() });
export type Wishlisted = z.infer<typeof wishlistedSchema>;
