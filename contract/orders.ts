import { z } from 'zod';
import { freeText } from './free-text.ts';

/**
 * POST /api/orders. The buyer comes from the token and the product facts from the database; the
 * spec's client also sends copies of them (buyerName, productPrice, ...), which are ignored.
 * `clientOrderId` makes a replay from the offline outbox land once.
 */
export const placeOrderSchema = z.object({
  clientOrderId: z.string().uuid('clientOrderId must be a UUID'),
  productID: z.string().uuid('productID must be a listing id'),
  buyerPhone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s().-]{7,20}$/, 'Enter a contact number (digits, spaces, +, - and brackets)')
    .refine((value) => value.replace(/\D/g, '').length >= 7, {
      message: 'Enter a contact number with at least 7 digits',
    }),
  meetingPlace: freeText().min(3, 'Enter a meeting place').max(200, 'Keep the meeting place under 200 characters'),
});
export type PlaceOrder = z.infer<typeof placeOrderSchema>;

export const orderPlacedSchema = z.object({ acknowledged: z.literal(true), insertedId: z.string() });
export type OrderPlaced = z.infer<typeof orderPlacedSchema>;

/** One row of My Orders (docs/spec.md section 3, plus its state). */
export const orderSchema = z.object({
  _id: z.string(),
  clientOrderId: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  buyerPhone: z.string(),
  meetingPlace: z.string(),
  productID: z.string(),
  productImg: z.string(),
  productName: z.string(),
  productPrice: z.number(),
  productCondition: z.string(),
  productLocation: z.string(),
  sellerName: z.string(),
  sellerEmail: z.string(),
  sellerPhone: z.string(),
  availability: z.enum(['available', 'sold']),
  status: z.enum(['placed', 'paid']),
  createdAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = z.array(orderSchema);
