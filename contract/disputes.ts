import { z } from 'zod';
import { productImageSchema } from './catalogue.ts';
import { freeText } from './free-text.ts';
import { orderMessageSchema } from './order-messages.ts';

/** Why a party opens a dispute; the details say more, and must for "Other". */
export const DISPUTE_REASONS = [
  'Not as described',
  'Not working / faulty',
  'Missing parts',
  'Never handed over',
  'Other',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
/** Photos the buyer may add as evidence (uploaded through POST /api/images, as a listing's are). */
export const DISPUTE_MAX_PHOTOS = 4;
const DETAILS_MIN = 10;

/** POST /api/orders/{id}/dispute: a reason from the list, details (required for "Other"), the buyer's photos. */
export const disputeOrderSchema = z
  .object({
    reason: z.enum(DISPUTE_REASONS, 'Choose a reason from the list'),
    details: freeText().max(1000, 'Keep the details under 1000 characters').default(''),
    photos: z.array(productImageSchema).max(DISPUTE_MAX_PHOTOS, `Add at most ${DISPUTE_MAX_PHOTOS} photos`).default([]),
  })
  .superRefine(({ reason, details }, context) => {
    if (reason === 'Other' && details.length < DETAILS_MIN) {
      context.addIssue({
        code: 'custom',
        path: ['details'],
        message: `Say what went wrong in at least ${DETAILS_MIN} characters`,
      });
    }
  });
export type DisputeOrder = z.infer<typeof disputeOrderSchema>;

/** POST /api/disputes/{order id}/release or /refund: the admin's note, sent to both parties and kept on the order. */
export const disputeDecisionSchema = z.object({
  note: freeText()
    .min(10, 'Tell both parties why, in at least 10 characters')
    .max(1000, 'Keep the note under 1000 characters'),
});
export type DisputeDecision = z.infer<typeof disputeDecisionSchema>;

/** A row of the admin's disputes (open, or decided): the order, both parties' contacts, its messages and its hand-over record. */
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
  details: z.string(),
  photos: z.array(productImageSchema),
  openedAt: z.string(),
  /** Set once decided: the decision, the admin's note, who decided and when. */
  decision: z
    .object({
      resolution: z.enum(['released', 'refunded']),
      note: z.string(),
      decidedBy: z.string(),
      decidedAt: z.string(),
    })
    .nullable(),
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
/** GET /api/disputes?state=open (waiting for an admin, the default) or decided (the history). */
export const disputeListQuerySchema = z.object({ state: z.enum(['open', 'decided']).default('open') });
export type DisputeState = z.infer<typeof disputeListQuerySchema>['state'];
export const disputeListSchema = z.array(disputeSchema);
