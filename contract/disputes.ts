import { z } from 'zod';
import { orderMessageSchema } from './order-messages.ts';

/** A row of the admin's disputes: the order, both parties' contacts, its messages and its hand-over record. */
export const disputeSchema = z.object({
  orderId: z.string(),
  productID: z.string(),
  productName: z.string(),
  productImg: z.string(),
  amount: z.number(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  buyerPhone: z.string(),
  sellerName: z.string(),
  sellerEmail: z.string(),
  sellerPhone: z.string(),
  openedBy: z.enum(['buyer', 'seller', 'system']),
  reason: z.string(),
  openedAt: z.string(),
  handover: z.object({
    paidAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    /** When the buyer's phone took the code, if it ever did, and how many wrong codes reached the server. */
    confirmedAt: z.string().nullable(),
    failedAttempts: z.number().int(),
    meetingPlace: z.string(),
    meetingAt: z.string().nullable(),
  }),
  messages: z.array(orderMessageSchema),
});
export type Dispute = z.infer<typeof disputeSchema>;
export const disputeListSchema = z.array(disputeSchema);
